// The sending ledger of welcome sequences (issue 35): one sequence_sends row per enrolment and
// step (unique), moving like a campaign's (app/data/campaign-ledger.ts, decisions 0010 and 0023)
//   pending -> sending (claimed by one consumer just before the transport is called)
//           -> sent | failed | skipped, or back to pending when it never reached the transport.
// A row left in `sending` belongs to a consumer that died: never resent on its own, it becomes an
// "unconfirmed" failure after the lease.
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import {
  CLAIM_LEASE_MS,
  CLAIMS_PER_STATEMENT,
  UNCONFIRMED_ERROR,
  type Settlement,
} from "./campaign-ledger";
import { runBatch, type Db, type Statement } from "./db";
import { emailContacts, emailSequences, sequenceEnrolments, sequenceSends } from "./schema";
import { SKIP_SUPPRESSED } from "~/domain/email/sequence-rules";

export { CLAIMS_PER_STATEMENT };

export type PendingSend = {
  sendId: number;
  sequenceId: number;
  stepId: number;
  contactId: number;
  dueAt: number;
  enrolmentStatus: "active" | "completed" | "stopped";
  joinedAt: number | null;
  sponsor: string | null;
  name: string;
  surname: string;
  email: string;
  country: string;
  language: string;
  subscribed: boolean;
  suppressed: "bounced" | "complained" | null;
  token: string;
};

/** The next pending rows of running sequences, oldest first, with what the send re-checks. */
export async function nextPendingSends(db: Db, limit: number): Promise<PendingSend[]> {
  return db
    .select({
      sendId: sequenceSends.id,
      sequenceId: sequenceSends.sequenceId,
      stepId: sequenceSends.stepId,
      contactId: sequenceSends.contactId,
      dueAt: sequenceSends.dueAt,
      enrolmentStatus: sequenceEnrolments.status,
      joinedAt: sequenceEnrolments.joinedAt,
      sponsor: sequenceEnrolments.sponsor,
      name: emailContacts.name,
      surname: emailContacts.surname,
      email: emailContacts.email,
      country: emailContacts.country,
      language: emailContacts.language,
      subscribed: emailContacts.subscribed,
      suppressed: emailContacts.suppressed,
      token: emailContacts.unsubscribeToken,
    })
    .from(sequenceSends)
    .innerJoin(sequenceEnrolments, eq(sequenceEnrolments.id, sequenceSends.enrolmentId))
    .innerJoin(emailContacts, eq(emailContacts.id, sequenceSends.contactId))
    .innerJoin(emailSequences, eq(emailSequences.id, sequenceSends.sequenceId))
    .where(and(eq(sequenceSends.status, "pending"), eq(emailSequences.status, "running")))
    .orderBy(asc(sequenceSends.id))
    .limit(limit);
}

/** Whether any row of a running sequence waits to be sent (the cron then queues a message). */
export async function hasPendingSends(db: Db): Promise<boolean> {
  return (await nextPendingSends(db, 1)).length > 0;
}

/** Takes the given pending rows for this consumer (at most CLAIMS_PER_STATEMENT), each with its
 * Message-ID; answers the ids it got. */
export async function claimSends(
  db: Db,
  claims: readonly { sendId: number; messageId: string }[],
  now: number,
): Promise<Set<number>> {
  if (claims.length === 0) return new Set();
  if (claims.length > CLAIMS_PER_STATEMENT) throw new Error("too many claims for one statement");
  const messageIds: SQL = sql.join(
    [
      sql`CASE ${sequenceSends.id}`,
      ...claims.map((c) => sql`WHEN ${c.sendId} THEN ${c.messageId}`),
      sql`END`,
    ],
    sql` `,
  );
  const rows = await db
    .update(sequenceSends)
    .set({
      status: "sending",
      messageId: messageIds,
      attempts: sql`${sequenceSends.attempts} + 1`,
      updatedAt: now,
    })
    .where(
      and(
        inArray(
          sequenceSends.id,
          claims.map((c) => c.sendId),
        ),
        eq(sequenceSends.status, "pending"),
      ),
    )
    .returning({ id: sequenceSends.id });
  return new Set(rows.map((r) => r.id));
}

/** Records how claimed rows ended, in one batch: one statement per distinct outcome (usually
 * just "sent"), as the campaign ledger does; `unattempted` go back to pending. Only rows still
 * `sending` change. */
export async function settleSends(
  db: Db,
  settled: readonly { sendId: number; outcome: Settlement }[],
  unattempted: readonly number[],
  now: number,
): Promise<void> {
  const groups = new Map<string, { outcome: Settlement; ids: number[] }>();
  for (const { sendId, outcome } of settled) {
    const key = `${outcome.status}\u0000${"error" in outcome ? (outcome.error ?? "") : ""}`;
    const group = groups.get(key) ?? { outcome, ids: [] };
    group.ids.push(sendId);
    groups.set(key, group);
  }
  const statements: Statement[] = [];
  for (const { outcome, ids } of groups.values())
    for (let i = 0; i < ids.length; i += CLAIMS_PER_STATEMENT)
      statements.push(
        db
          .update(sequenceSends)
          .set({
            status: outcome.status,
            lastError: "error" in outcome ? (outcome.error ?? null) : null,
            sentAt: outcome.status === "sent" ? now : null,
            updatedAt: now,
          })
          .where(
            and(
              inArray(sequenceSends.id, ids.slice(i, i + CLAIMS_PER_STATEMENT)),
              eq(sequenceSends.status, "sending"),
            ),
          ),
      );
  for (let i = 0; i < unattempted.length; i += CLAIMS_PER_STATEMENT)
    statements.push(
      db
        .update(sequenceSends)
        .set({ status: "pending", attempts: sql`${sequenceSends.attempts} - 1`, updatedAt: now })
        .where(
          and(
            inArray(sequenceSends.id, unattempted.slice(i, i + CLAIMS_PER_STATEMENT)),
            eq(sequenceSends.status, "sending"),
          ),
        ),
    );
  await runBatch(db, statements);
}

/** Marks a pending row skipped without claiming it (re-checked just before sending). */
export function skipSend(db: Db, sendId: number, reason: string, now: number) {
  return db
    .update(sequenceSends)
    .set({ status: "skipped", lastError: reason, updatedAt: now })
    .where(and(eq(sequenceSends.id, sendId), eq(sequenceSends.status, "pending")));
}

/** A suppressed contact's pending rows are skipped (in the batch that suppresses them). */
export function skipPendingSendsOfSuppressed(db: Db, contactId: number, now: number) {
  return db
    .update(sequenceSends)
    .set({ status: "skipped", lastError: SKIP_SUPPRESSED, updatedAt: now })
    .where(
      and(
        eq(sequenceSends.contactId, contactId),
        eq(sequenceSends.status, "pending"),
        sql`EXISTS (SELECT 1 FROM email_contacts WHERE id = ${contactId} AND suppressed IS NOT NULL)`,
      ),
    );
}

/** Claims whose consumer died long ago become errors (never resent on their own). */
export async function expireStaleSends(db: Db, now: number, leaseMs = CLAIM_LEASE_MS) {
  const rows = await db
    .update(sequenceSends)
    .set({ status: "failed", lastError: UNCONFIRMED_ERROR, updatedAt: now })
    .where(
      and(eq(sequenceSends.status, "sending"), sql`${sequenceSends.updatedAt} < ${now - leaseMs}`),
    )
    .returning({ id: sequenceSends.id });
  return rows.length;
}

/** How many rows some consumer (live or dead) holds. */
export async function claimedSends(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(sequenceSends)
    .where(eq(sequenceSends.status, "sending"));
  return row?.n ?? 0;
}
