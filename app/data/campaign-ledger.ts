// The per-recipient ledger of a campaign, the idempotency key of sending. A row moves
//   pending -> sending (claimed by one consumer, just before the transport is called)
//           -> sent | failed | skipped, or back to pending when the attempt never reached the
//              transport (a temporary error, or the consumer stopped before it).
// A row is claimed with a conditional update, so two consumers working on the same campaign
// (a redelivered message) can never both send to one recipient. A row left in `sending` means
// the consumer died between claiming and recording: the email may or may not have gone, so it
// is never resent automatically; after CLAIM_LEASE_MS it is reported as an error the admin
// can retry on purpose. The consumer claims and settles rows in groups (claimRows, settleRows,
// for sequence sends too): one statement for a group instead of two per email.
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import { listCampaignTexts } from "./campaign-translations";
import { runBatch, type Db } from "./db";
import { campaignRecipients, emailContacts, sequenceSends } from "./schema";
import { chunks } from "~/utils/chunks";

/** Longer than any single send can take (connect, SMTP timeouts), so a live claim never expires. */
export const CLAIM_LEASE_MS = 5 * 60_000;

export const UNCONFIRMED_ERROR =
  "Delivery unconfirmed: sending stopped during this email, so it was not resent automatically to avoid a duplicate. Use Retry failed recipients to send it again.";

/** What a send re-checks and fills in about a ledger row's contact (campaigns and sequences). */
export type LedgerContact = {
  name: string;
  surname: string;
  email: string;
  country: string;
  language: string;
  subscribed: boolean;
  /** Bounced or complained since the row was written: never sent. */
  suppressed: "bounced" | "complained" | null;
  token: string;
};

/** The columns of a LedgerContact, for a query joined with email_contacts. */
export const ledgerContactColumns = {
  name: emailContacts.name,
  surname: emailContacts.surname,
  email: emailContacts.email,
  country: emailContacts.country,
  language: emailContacts.language,
  subscribed: emailContacts.subscribed,
  suppressed: emailContacts.suppressed,
  token: emailContacts.unsubscribeToken,
};

export type LedgerRecipient = { ledgerId: number } & LedgerContact;

/** A campaign's ledger rows in one status. */
const inCampaign = (campaignId: number, status: typeof campaignRecipients.$inferSelect.status) =>
  and(eq(campaignRecipients.campaignId, campaignId), eq(campaignRecipients.status, status));

/** The next pending recipients in ledger order, with their contact details (not yet claimed). */
export async function nextPendingRecipients(
  db: Db,
  campaignId: number,
  limit: number,
): Promise<LedgerRecipient[]> {
  return db
    .select({
      ledgerId: campaignRecipients.id,
      ...ledgerContactColumns,
    })
    .from(campaignRecipients)
    .innerJoin(emailContacts, eq(emailContacts.id, campaignRecipients.contactId))
    .where(inCampaign(campaignId, "pending"))
    .orderBy(campaignRecipients.id)
    .limit(limit);
}

/** Takes one pending row for this consumer; false when another consumer already has it. */
export async function claimRecipient(
  db: Db,
  ledgerId: number,
  messageId: string,
  now = Date.now(),
): Promise<boolean> {
  return (await claimRows(db, campaignRecipients, [[ledgerId, messageId]], now)).has(ledgerId);
}

/** The most rows one claim or settle statement names (D1 binds at most 100 values; a claim
 * binds three per row). It is also the most emails a consumer that dies mid-group can leave
 * unconfirmed. */
export const CLAIMS_PER_STATEMENT = 25;

export type Settlement =
  | { status: "sent" }
  | { status: "failed"; error: string }
  | { status: "skipped"; error?: string }
  | { status: "pending"; error?: string };

/** A ledger table: campaign recipients and sequence sends share these columns and states. */
export type LedgerTable = typeof campaignRecipients | typeof sequenceSends;

/** Takes pending rows of a ledger table for this consumer in one statement (at most
 * CLAIMS_PER_STATEMENT), each [row id, Message-ID]; answers the ids it got. */
export async function claimRows(
  db: Db,
  table: LedgerTable,
  claims: readonly (readonly [number, string])[],
  now: number,
): Promise<Set<number>> {
  if (claims.length === 0) return new Set();
  if (claims.length > CLAIMS_PER_STATEMENT) throw new Error("too many claims for one statement");
  const messageIds: SQL = sql.join(
    [
      sql`CASE ${table.id}`,
      ...claims.map(([id, messageId]) => sql`WHEN ${id} THEN ${messageId}`),
      sql`END`,
    ],
    sql` `,
  );
  const rows = await db
    .update(table)
    .set({
      status: "sending",
      messageId: messageIds,
      attempts: sql`${table.attempts} + 1`,
      updatedAt: now,
    })
    .where(
      and(
        inArray(
          table.id,
          claims.map(([id]) => id),
        ),
        eq(table.status, "pending"),
      ),
    )
    .returning({ id: table.id });
  return new Set(rows.map((r) => r.id));
}

/** Records how claimed rows of a ledger table ended, in one round trip: one statement per
 * distinct outcome (status and error; usually just "sent") and run of CLAIMS_PER_STATEMENT rows,
 * and `unattempted` rows (claimed, never handed to the transport) back to pending. Only rows still
 * in `sending` change. */
export async function settleRows(
  db: Db,
  table: LedgerTable,
  settled: readonly (readonly [number, Settlement])[],
  unattempted: readonly number[],
  now: number,
): Promise<void> {
  const groups = new Map<string, { outcome: Settlement; ids: number[] }>();
  for (const [id, outcome] of settled) {
    const key = `${outcome.status}\u0000${"error" in outcome ? (outcome.error ?? "") : ""}`;
    const group = groups.get(key) ?? { outcome, ids: [] };
    group.ids.push(id);
    groups.set(key, group);
  }
  const stillClaimed = (ids: number[]) => and(inArray(table.id, ids), eq(table.status, "sending"));
  const outcomes = [...groups.values()].flatMap(({ outcome, ids }) =>
    chunks(ids, CLAIMS_PER_STATEMENT).map((run) =>
      db
        .update(table)
        .set({
          status: outcome.status,
          lastError: "error" in outcome ? (outcome.error ?? null) : null,
          sentAt: outcome.status === "sent" ? now : null,
          updatedAt: now,
        })
        .where(stillClaimed(run)),
    ),
  );
  const backToPending = chunks(unattempted, CLAIMS_PER_STATEMENT).map((ids) =>
    db
      .update(table)
      .set({ status: "pending", attempts: sql`${table.attempts} - 1`, updatedAt: now })
      .where(stillClaimed(ids)),
  );
  await runBatch(db, [...outcomes, ...backToPending]);
}

/** Marks a pending row skipped without claiming it (opted out before their turn). */
export function skipRecipient(db: Db, ledgerId: number, reason: string) {
  return db
    .update(campaignRecipients)
    .set({ status: "skipped", lastError: reason, updatedAt: Date.now() })
    .where(and(eq(campaignRecipients.id, ledgerId), eq(campaignRecipients.status, "pending")));
}

/** Claims whose consumer died long ago become errors (never resent on their own). */
export async function expireStaleClaims(
  db: Db,
  campaignId: number,
  now = Date.now(),
  leaseMs = CLAIM_LEASE_MS,
): Promise<number> {
  return expireStaleRows(
    db,
    campaignRecipients,
    now,
    leaseMs,
    eq(campaignRecipients.campaignId, campaignId),
  );
}

/** Rows of a ledger table (within `scope`) claimed longer than the lease ago become errors;
 * answers how many. */
export async function expireStaleRows(
  db: Db,
  table: LedgerTable,
  now: number,
  leaseMs: number,
  scope?: SQL,
): Promise<number> {
  const rows = await db
    .update(table)
    .set({ status: "failed", lastError: UNCONFIRMED_ERROR, updatedAt: now })
    .where(and(scope, eq(table.status, "sending"), sql`${table.updatedAt} < ${now - leaseMs}`))
    .returning({ id: table.id });
  return rows.length;
}

/** How many rows are still claimed by some consumer (live or dead). */
export async function claimedCount(db: Db, campaignId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(campaignRecipients)
    .where(inCampaign(campaignId, "sending"));
  return row?.n ?? 0;
}

/** Every row still waiting becomes an error with this reason (the queue gave up on the campaign). */
export async function failPending(db: Db, campaignId: number, reason: string): Promise<number> {
  const rows = await db
    .update(campaignRecipients)
    .set({ status: "failed", lastError: reason, updatedAt: Date.now() })
    .where(inCampaign(campaignId, "pending"))
    .returning({ id: campaignRecipients.id });
  return rows.length;
}

/** Failed recipients go back to pending (retry failed recipients). */
export function requeueFailed(db: Db, campaignId: number) {
  return db
    .update(campaignRecipients)
    .set({ status: "pending", lastError: null, updatedAt: Date.now() })
    .where(inCampaign(campaignId, "failed"));
}

/** A campaign's failed recipients with the reason (the history's details). */
export async function ledgerErrors(db: Db, campaignId: number, limit = 20) {
  return db
    .select({ email: emailContacts.email, error: campaignRecipients.lastError })
    .from(campaignRecipients)
    .innerJoin(emailContacts, eq(emailContacts.id, campaignRecipients.contactId))
    .where(inCampaign(campaignId, "failed"))
    .orderBy(campaignRecipients.id)
    .limit(limit);
}

/** Why recipients failed and which text each language got, for the latest campaigns that had
 * failures or used translation (the campaign history's details). */
export async function recentCampaignDetails(
  db: Db,
  campaigns: readonly { id: number; errorCount: number; useTranslation: boolean }[],
) {
  const recent = campaigns.slice(0, 10).filter((c) => c.errorCount > 0 || c.useTranslation);
  const entries = await Promise.all(
    recent.map(async (c) => {
      const [errors, languages] = await Promise.all([
        ledgerErrors(db, c.id, 10),
        listCampaignTexts(db, c.id),
      ]);
      return [c.id, { errors, languages }] as const;
    }),
  );
  return Object.fromEntries(entries);
}
