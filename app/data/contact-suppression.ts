// The suppression list: contacts whose address bounced or who complained are never mailed again
// until an admin lifts it. Delivery events (webhook, bounce reports) are applied here, each at
// most once: the event's id is inserted in the same transaction as its effect, so a replay
// (the id already stored) rolls the whole batch back and changes nothing.
import { and, eq, isNotNull, isNull, lt, sql, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { DeliveryOutcome } from "~/domain/email/delivery-events";
import type { Db } from "./db";
import { firstRow } from "./rows";
import { campaignRecipients, emailContacts, emailDeliveryEvents, sequenceSends } from "./schema";
import { stopSuppressedEnrolments } from "./sequence-enrolments";
import { skipPendingSendsOfSuppressed } from "./sequence-ledger";

/** Event ids are kept this long: far past the providers' retry schedules (about a day). */
export const DELIVERY_EVENT_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** A suppressed contact's reason in its ledger rows. */
export const SUPPRESSED_SKIP_REASON = "Suppressed (bounced or complained) before sending";

/** The statements that apply one event to one contact. */
function effectStatements(
  db: Db,
  contactId: number,
  effect: DeliveryOutcome,
  softLimit: number,
  now: number,
): BatchItem<"sqlite">[] {
  const contact = eq(emailContacts.id, contactId);
  const reason = "reason" in effect ? effect.reason.slice(0, 500) : "";
  switch (effect.kind) {
    case "delivered":
      return [db.update(emailContacts).set({ softBounces: 0 }).where(contact)];
    case "hard-bounce":
      return [
        db
          .update(emailContacts)
          .set({ suppressed: "bounced", suppressedAt: now, suppressionReason: reason })
          .where(and(contact, isNull(emailContacts.suppressed))),
        ...skipPendingOf(db, contactId, now),
      ];
    case "complaint":
      // A complaint outranks a bounce already recorded: it is the stronger "never again".
      return [
        db
          .update(emailContacts)
          .set({ suppressed: "complained", suppressedAt: now, suppressionReason: reason })
          .where(and(contact, sql`${emailContacts.suppressed} IS NOT 'complained'`)),
        ...skipPendingOf(db, contactId, now),
      ];
    case "soft-bounce": {
      // One statement: the count and the decision read the same row (SQLite's SET sees old values).
      const reaches = sql`${emailContacts.softBounces} + 1 >= ${softLimit}`;
      return [
        db
          .update(emailContacts)
          .set({
            softBounces: sql`${emailContacts.softBounces} + 1`,
            suppressed: sql`CASE WHEN ${emailContacts.suppressed} IS NULL AND ${reaches} THEN 'bounced' ELSE ${emailContacts.suppressed} END`,
            suppressedAt: sql`CASE WHEN ${emailContacts.suppressed} IS NULL AND ${reaches} THEN ${now} ELSE ${emailContacts.suppressedAt} END`,
            suppressionReason: sql`CASE WHEN ${emailContacts.suppressed} IS NULL AND ${reaches} THEN ${`Soft bounces ${softLimit} times in a row; last: ${reason}`.slice(0, 500)} ELSE ${emailContacts.suppressionReason} END`,
          })
          .where(contact),
        ...skipPendingOf(db, contactId, now),
      ];
    }
  }
}

/** A suppressed contact's rows still waiting in running campaigns and welcome sequences are
 * skipped, and their sequence enrolments end (the consumers check again before each send). Runs
 * after the contact's update, in the same batch. */
function skipPendingOf(db: Db, contactId: number, now: number) {
  return [
    skipPendingRecipientsOf(db, contactId),
    skipPendingSendsOfSuppressed(db, contactId, now),
    stopSuppressedEnrolments(db, contactId, now),
  ];
}

function skipPendingRecipientsOf(db: Db, contactId: number) {
  return db
    .update(campaignRecipients)
    .set({ status: "skipped", lastError: SUPPRESSED_SKIP_REASON, updatedAt: Date.now() })
    .where(
      and(
        eq(campaignRecipients.contactId, contactId),
        eq(campaignRecipients.status, "pending"),
        sql`EXISTS (SELECT 1 FROM email_contacts WHERE id = ${contactId} AND suppressed IS NOT NULL)`,
      ),
    );
}

export type ApplyResult = "applied" | "duplicate";

/**
 * Applies an event with this id to its contacts (none, when it matched nobody: the id is still
 * recorded), once. A second call with the same id answers "duplicate" and changes nothing.
 */
export async function applyDeliveryEvent(
  db: Db,
  eventId: string,
  contactIds: readonly number[],
  effect: DeliveryOutcome,
  softLimit: number,
  now = Date.now(),
): Promise<ApplyResult> {
  const record = db
    .insert(emailDeliveryEvents)
    .values({ id: eventId.slice(0, 300), receivedAt: now });
  const effects = contactIds.flatMap((id) => effectStatements(db, id, effect, softLimit, now));
  try {
    await db.batch([record, ...effects]);
    return "applied";
  } catch (error) {
    if (/UNIQUE|PRIMARY KEY|constraint/i.test(String(error))) return "duplicate";
    throw error;
  }
}

/** Forgets event ids older than the retention (the hourly cron); answers how many went. */
export async function pruneDeliveryEvents(db: Db, now = Date.now()): Promise<number> {
  const rows = await db
    .delete(emailDeliveryEvents)
    .where(lt(emailDeliveryEvents.receivedAt, now - DELIVERY_EVENT_RETENTION_MS))
    .returning({ id: emailDeliveryEvents.id });
  return rows.length;
}

async function firstContactId(db: Db, where: SQL | undefined): Promise<number | null> {
  const row = await firstRow(db.select({ id: emailContacts.id }).from(emailContacts).where(where));
  return row?.id ?? null;
}

const byEmail = (email: string) => eq(emailContacts.email, email.trim().toLowerCase());

export function contactIdByEmail(db: Db, email: string): Promise<number | null> {
  return firstContactId(db, byEmail(email));
}

/** Ledger rows (a campaign's or a welcome sequence's) whose email reached the transport (or may
 * have). */
const handedOver = (status: SQLiteColumn) => sql`${status} IN ('sent', 'sending', 'failed')`;

/** Some campaign or sequence email reached the transport for this contact. */
const mailed = sql`(EXISTS (SELECT 1 FROM campaign_recipients WHERE contact_id = ${emailContacts.id} AND status IN ('sent', 'sending', 'failed'))
  OR EXISTS (SELECT 1 FROM sequence_sends WHERE contact_id = ${emailContacts.id} AND status IN ('sent', 'sending', 'failed')))`;

/** A mailed contact by their personal unsubscribe token (quoted from one of their emails). */
export function mailedContactIdByToken(db: Db, token: string): Promise<number | null> {
  return firstContactId(db, and(eq(emailContacts.unsubscribeToken, token), mailed));
}

/** The two send ledgers a message stamp can name a row of. */
const LEDGERS = {
  campaign: {
    table: campaignRecipients,
    row: campaignRecipients.id,
    parent: campaignRecipients.campaignId,
    contact: campaignRecipients.contactId,
    status: campaignRecipients.status,
  },
  sequence: {
    table: sequenceSends,
    row: sequenceSends.id,
    parent: sequenceSends.sequenceId,
    contact: sequenceSends.contactId,
    status: sequenceSends.status,
  },
};

/** The contact of a ledger row of this campaign or sequence, when its email reached the
 * transport. */
async function mailedContactId(
  db: Db,
  ledger: (typeof LEDGERS)[keyof typeof LEDGERS],
  parentId: number,
  rowId: number,
): Promise<number | null> {
  const row = await firstRow(
    db
      .select({ id: ledger.contact })
      .from(ledger.table)
      .where(and(eq(ledger.row, rowId), eq(ledger.parent, parentId), handedOver(ledger.status))),
  );
  return row?.id ?? null;
}

/** The contact of a campaign's ledger row, when its email reached the transport. */
export function mailedContactIdByLedger(db: Db, campaignId: number, ledgerId: number) {
  return mailedContactId(db, LEDGERS.campaign, campaignId, ledgerId);
}

/** The contact of a welcome sequence's ledger row, when its email reached the transport. */
export function mailedContactIdBySequenceSend(db: Db, sequenceId: number, sendId: number) {
  return mailedContactId(db, LEDGERS.sequence, sequenceId, sendId);
}

/** Lifts a contact's suppression (the admin's decision, audited by the caller in the batch). */
export function liftSuppression(db: Db, contactId: number) {
  return db
    .update(emailContacts)
    .set({ suppressed: null, suppressedAt: null, suppressionReason: null, softBounces: 0 })
    .where(and(eq(emailContacts.id, contactId), isNotNull(emailContacts.suppressed)))
    .returning({ id: emailContacts.id, email: emailContacts.email });
}
