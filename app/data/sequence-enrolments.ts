// Contacts in welcome sequences (issue 35): one enrolment per contact and sequence (unique), with
// the position of their next step and when it is due. The cron reads the due ones of a running
// sequence through the (sequence, status, next_due_at) index, a bounded batch at a time, and
// writes what they became (ledger rows and next steps, a few statements for every enrolment with
// the same plan) in batches guarded by the state it read, so two cron runs at once change an
// enrolment once (decision in the module header of
// app/server/email/sequence-cron.server.ts).
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { prepare, type Db, type Statement } from "./db";
import { emailContacts, sequenceEnrolments, sequenceSends } from "./schema";
import type { DuePlan } from "~/domain/email/sequence-rules";

export type EnrolmentSource = (typeof sequenceEnrolments.$inferSelect)["source"];

/** Enrols contacts (by id) in a sequence whose first step falls due at `firstDueAt`; a contact
 * already in it (or who was once) is left as they are. */
export function enrolStatement(
  db: Db,
  sequenceId: number,
  contactIds: readonly number[],
  values: { source: EnrolmentSource; firstDueAt: number; now: number; sponsor?: string | null },
) {
  return db
    .insert(sequenceEnrolments)
    .values(
      contactIds.map((contactId) => ({
        sequenceId,
        contactId,
        source: values.source,
        position: 1,
        nextDueAt: values.firstDueAt,
        enrolledAt: values.now,
        sponsor: values.sponsor ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: sequenceEnrolments.id });
}

/** Enrols the subscribed, unsuppressed contacts with these addresses (lowercased) in a sequence,
 * in one raw statement (for `$client.batch`): an import's contacts by address, without reading
 * their ids first. */
export function enrolByEmailStatement(
  db: Db,
  sequenceId: number,
  emails: readonly string[],
  values: { source: EnrolmentSource; firstDueAt: number; now: number },
) {
  return prepare(
    db,
    sql`
    INSERT INTO sequence_enrolments
      (sequence_id, contact_id, source, position, next_due_at, enrolled_at, updated_at)
    SELECT ${sequenceId}, id, ${values.source}, 1, ${values.firstDueAt}, ${values.now}, ${values.now}
    FROM email_contacts
    WHERE email IN (${sql.join(
      emails.map((e) => sql`${e}`),
      sql`, `,
    )}) AND subscribed = 1 AND suppressed IS NULL
    ON CONFLICT DO NOTHING`,
  );
}

export type DueEnrolmentRow = {
  id: number;
  contactId: number;
  position: number;
  nextDueAt: number;
  joinedAt: number | null;
  language: string;
  country: string;
  subscribed: boolean;
  suppressed: string | null;
};

/** The active enrolments of a sequence whose step is due at `now`, oldest first, at most `limit`
 * (one range of the due index). */
export async function dueEnrolments(
  db: Db,
  sequenceId: number,
  now: number,
  limit: number,
): Promise<DueEnrolmentRow[]> {
  const rows = await db
    .select({
      id: sequenceEnrolments.id,
      contactId: sequenceEnrolments.contactId,
      position: sequenceEnrolments.position,
      nextDueAt: sequenceEnrolments.nextDueAt,
      joinedAt: sequenceEnrolments.joinedAt,
      language: emailContacts.language,
      country: emailContacts.country,
      subscribed: emailContacts.subscribed,
      suppressed: emailContacts.suppressed,
    })
    .from(sequenceEnrolments)
    .innerJoin(emailContacts, eq(emailContacts.id, sequenceEnrolments.contactId))
    .where(
      and(
        eq(sequenceEnrolments.sequenceId, sequenceId),
        eq(sequenceEnrolments.status, "active"),
        lte(sequenceEnrolments.nextDueAt, now),
      ),
    )
    .orderBy(asc(sequenceEnrolments.nextDueAt))
    .limit(limit);
  return rows.map((r) => ({ ...r, nextDueAt: r.nextDueAt ?? now }));
}

/** A due enrolment's plan with its ledger times relative to when the enrolment fell due, so the
 * enrolments at one position whose plans match share their statements. */
export type PlanShape = {
  rows: {
    stepId: number;
    offsetMs: number;
    status: "pending" | "skipped";
    reason: string | null;
  }[];
  next: DuePlan["next"];
};

export function planShape(plan: DuePlan, dueAt: number): PlanShape {
  return {
    rows: [
      ...plan.skips.map((s) => ({
        stepId: s.stepId,
        offsetMs: s.dueAt - dueAt,
        status: "skipped" as const,
        reason: s.reason,
      })),
      ...(plan.send
        ? [
            {
              stepId: plan.send.stepId,
              offsetMs: plan.send.dueAt - dueAt,
              status: "pending" as const,
              reason: null,
            },
          ]
        : []),
    ],
    next: plan.next,
  };
}

/** Enrolment ids per statement: with the statement's own values, within D1's 100 bound values. */
const IDS_PER_STATEMENT = 80;

/**
 * The statements that record one plan for a group of due enrolments at `position`: their skipped
 * and pending ledger rows, then their next step (or their end), one list per slice of the group
 * (a list belongs in one batch). Each holds only for enrolments
 * still active at that position and due, so a second cron run that read the same state changes
 * nothing (a run that moved an enrolment moved its position, its status, or its due time past
 * `now`); the ledger's unique key does the rest.
 */
export function planStatements(
  db: Db,
  sequenceId: number,
  group: { position: number; ids: readonly number[]; shape: PlanShape },
  now: number,
): Statement[][] {
  const lists: Statement[][] = [];
  const { next } = group.shape;
  for (let i = 0; i < group.ids.length; i += IDS_PER_STATEMENT) {
    const statements: Statement[] = [];
    const still = and(
      inArray(sequenceEnrolments.id, group.ids.slice(i, i + IDS_PER_STATEMENT)),
      eq(sequenceEnrolments.status, "active"),
      eq(sequenceEnrolments.position, group.position),
      lte(sequenceEnrolments.nextDueAt, now),
    );
    for (const row of group.shape.rows)
      statements.push(
        db
          .insert(sequenceSends)
          .select((qb) =>
            qb
              .select({
                id: sql<number>`NULL`.as("id"),
                enrolmentId: sql<number>`${sequenceEnrolments.id}`.as("enrolment_id"),
                sequenceId: sql<number>`${sequenceId}`.as("sequence_id"),
                stepId: sql<number>`${row.stepId}`.as("step_id"),
                contactId: sql<number>`${sequenceEnrolments.contactId}`.as("contact_id"),
                status: sql<"pending" | "skipped">`${row.status}`.as("status"),
                dueAt: sql<number>`${sequenceEnrolments.nextDueAt} + ${row.offsetMs}`.as("due_at"),
                attempts: sql<number>`0`.as("attempts"),
                lastError: sql<string | null>`${row.reason}`.as("last_error"),
                messageId: sql<string | null>`NULL`.as("message_id"),
                sentAt: sql<number | null>`NULL`.as("sent_at"),
                createdAt: sql<number>`${now}`.as("created_at"),
                updatedAt: sql<number>`${now}`.as("updated_at"),
              })
              .from(sequenceEnrolments)
              .where(still),
          )
          .onConflictDoNothing(),
      );
    statements.push(
      db
        .update(sequenceEnrolments)
        .set(
          next.status === "active"
            ? { position: next.position, nextDueAt: next.dueAt, updatedAt: now }
            : {
                status: next.status,
                nextDueAt: null,
                stopReason: next.status === "stopped" ? next.reason : null,
                updatedAt: now,
              },
        )
        .where(still),
    );
    lists.push(statements);
  }
  return lists;
}

/** Ends every active enrolment of a contact (unsubscribed, suppressed, deleted). */
export function stopContactEnrolments(db: Db, contactId: number, reason: string, now = Date.now()) {
  return db
    .update(sequenceEnrolments)
    .set({ status: "stopped", stopReason: reason, nextDueAt: null, updatedAt: now })
    .where(
      and(eq(sequenceEnrolments.contactId, contactId), eq(sequenceEnrolments.status, "active")),
    );
}

/** Ends every active enrolment of a contact once they are suppressed (a bounce or complaint, in
 * the batch that suppresses them; a soft bounce below the limit changes nothing). */
export function stopSuppressedEnrolments(db: Db, contactId: number, now: number) {
  return db
    .update(sequenceEnrolments)
    .set({ status: "stopped", stopReason: "suppressed", nextDueAt: null, updatedAt: now })
    .where(
      and(
        eq(sequenceEnrolments.contactId, contactId),
        eq(sequenceEnrolments.status, "active"),
        sql`EXISTS (SELECT 1 FROM email_contacts WHERE id = ${contactId} AND suppressed IS NOT NULL)`,
      ),
    );
}

/** Ends every active enrolment of a sequence (it was stopped). */
export function stopSequenceEnrolments(db: Db, sequenceId: number, now = Date.now()) {
  return db
    .update(sequenceEnrolments)
    .set({ status: "stopped", stopReason: "sequence stopped", nextDueAt: null, updatedAt: now })
    .where(
      and(eq(sequenceEnrolments.sequenceId, sequenceId), eq(sequenceEnrolments.status, "active")),
    );
}

/** After a pause, steps that fell due while it lasted are due from now (not skipped as late). */
export function resumeSequenceEnrolments(db: Db, sequenceId: number, now = Date.now()) {
  return db
    .update(sequenceEnrolments)
    .set({ nextDueAt: now, updatedAt: now })
    .where(
      and(
        eq(sequenceEnrolments.sequenceId, sequenceId),
        eq(sequenceEnrolments.status, "active"),
        lte(sequenceEnrolments.nextDueAt, now),
      ),
    );
}

/** The contact clicked Join: steps "only if not joined yet" are skipped from now on. */
export function markContactJoined(db: Db, contactId: number, now = Date.now()) {
  return db
    .update(sequenceEnrolments)
    .set({ joinedAt: now, updatedAt: now })
    .where(
      and(eq(sequenceEnrolments.contactId, contactId), sql`${sequenceEnrolments.joinedAt} IS NULL`),
    );
}

/** Removes a contact's enrolments and their ledger rows (the contact is being deleted). */
export function deleteContactEnrolments(db: Db, contactId: number) {
  return [
    db.delete(sequenceSends).where(eq(sequenceSends.contactId, contactId)),
    db.delete(sequenceEnrolments).where(eq(sequenceEnrolments.contactId, contactId)),
  ] as const;
}
