// The sending ledger of welcome sequences (issue 35): one sequence_sends row per enrolment and
// step (unique), moving like a campaign's (app/data/campaign-ledger.ts, decisions 0010 and 0023)
//   pending -> sending (claimed by one consumer just before the transport is called)
//           -> sent | failed | skipped, or back to pending when it never reached the transport.
// A row left in `sending` belongs to a consumer that died: never resent on its own, it becomes an
// "unconfirmed" failure after the lease. Groups are claimed and settled with the campaign ledger's
// claimRows and settleRows (sendLedgerGroup in app/server/email/send-campaign.server.ts).
import { and, asc, eq, sql } from "drizzle-orm";
import {
  CLAIM_LEASE_MS,
  CLAIMS_PER_STATEMENT,
  expireStaleRows,
  ledgerContactColumns,
  type LedgerContact,
} from "./campaign-ledger";
import type { Db } from "./db";
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
} & LedgerContact;

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
      ...ledgerContactColumns,
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
  return expireStaleRows(db, sequenceSends, now, leaseMs);
}

/** How many rows some consumer (live or dead) holds. */
export async function claimedSends(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(sequenceSends)
    .where(eq(sequenceSends.status, "sending"));
  return row?.n ?? 0;
}
