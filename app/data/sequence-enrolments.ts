// Contacts in welcome sequences (issue 35): one enrolment per contact and sequence (unique), with
// the position of their next step and when it is due. The cron reads the due ones of a running
// sequence through the (sequence, status, next_due_at) index, a bounded batch at a time, and
// writes what each became (its ledger rows and its next step) in one batch, guarded by the state
// it read, so two cron runs at once change an enrolment once (decision in the module header of
// app/server/email/sequence-cron.server.ts).
import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { Db, Statement } from "./db";
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

/**
 * The statements that record a due enrolment's plan: its skipped and pending ledger rows, then its
 * next step (or its end). Each holds only while the enrolment is still as it was read, so a second
 * cron run that read the same state changes nothing; the ledger's unique key does the rest.
 */
export function planStatements(
  db: Db,
  sequenceId: number,
  e: Pick<DueEnrolmentRow, "id" | "contactId" | "position" | "nextDueAt">,
  plan: DuePlan,
  now: number,
): Statement[] {
  const unchanged = sql`EXISTS (SELECT 1 FROM sequence_enrolments WHERE id = ${e.id}
    AND status = 'active' AND position = ${e.position} AND next_due_at = ${e.nextDueAt})`;
  const ledger = (
    stepId: number,
    dueAt: number,
    status: "pending" | "skipped",
    reason: string | null,
  ) =>
    db
      .insert(sequenceSends)
      .select((qb) =>
        qb
          .select({
            id: sql<number>`NULL`.as("id"),
            enrolmentId: sql<number>`${e.id}`.as("enrolment_id"),
            sequenceId: sql<number>`${sequenceId}`.as("sequence_id"),
            stepId: sql<number>`${stepId}`.as("step_id"),
            contactId: sql<number>`${e.contactId}`.as("contact_id"),
            status: sql<"pending" | "skipped">`${status}`.as("status"),
            dueAt: sql<number>`${dueAt}`.as("due_at"),
            attempts: sql<number>`0`.as("attempts"),
            lastError: sql<string | null>`${reason}`.as("last_error"),
            messageId: sql<string | null>`NULL`.as("message_id"),
            sentAt: sql<number | null>`NULL`.as("sent_at"),
            createdAt: sql<number>`${now}`.as("created_at"),
            updatedAt: sql<number>`${now}`.as("updated_at"),
          })
          .from(sql`(SELECT 1)`)
          .where(unchanged),
      )
      .onConflictDoNothing();
  const next = plan.next;
  return [
    ...plan.skips.map((s) => ledger(s.stepId, s.dueAt, "skipped", s.reason)),
    ...(plan.send ? [ledger(plan.send.stepId, plan.send.dueAt, "pending", null)] : []),
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
      .where(
        and(
          eq(sequenceEnrolments.id, e.id),
          eq(sequenceEnrolments.status, "active"),
          eq(sequenceEnrolments.position, e.position),
          eq(sequenceEnrolments.nextDueAt, e.nextDueAt),
        ),
      ),
  ];
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
