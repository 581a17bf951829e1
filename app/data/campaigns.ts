// Campaigns and their per-recipient ledger: one row per campaign and contact (unique), the
// idempotency key that makes sending exactly-once.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "./db";
import { emailCampaigns, emailTemplates, outboxEmails } from "./schema";

export type CampaignRow = {
  id: number;
  name: string;
  templateId: number;
  languageFilter: string;
  countryFilter: string;
  useTranslation: boolean;
  status: "queued" | "sending" | "sent" | "failed" | "paused";
  recipientCount: number;
  sentCount: number;
  errorCount: number;
  createdAt: number;
};

export async function listCampaigns(db: Db): Promise<CampaignRow[]> {
  return db
    .select({
      id: emailCampaigns.id,
      name: emailCampaigns.name,
      templateId: emailCampaigns.templateId,
      languageFilter: emailCampaigns.languageFilter,
      countryFilter: emailCampaigns.countryFilter,
      useTranslation: emailCampaigns.useTranslation,
      status: emailCampaigns.status,
      recipientCount: emailCampaigns.recipientCount,
      sentCount: emailCampaigns.sentCount,
      errorCount: emailCampaigns.errorCount,
      createdAt: emailCampaigns.createdAt,
    })
    .from(emailCampaigns)
    .orderBy(desc(emailCampaigns.createdAt), desc(emailCampaigns.id));
}

/** Creates the campaign as queued with a ledger row for every subscribed, not suppressed,
 * matching contact. */
export async function createCampaign(
  db: Db,
  c: {
    name: string;
    templateId: number;
    languageFilter: string;
    countryFilter: string;
    useTranslation: boolean;
    createdBy: number;
  },
): Promise<{ id: number; recipients: number }> {
  const [row] = await db
    .insert(emailCampaigns)
    .values({ ...c, status: "queued" })
    .returning({ id: emailCampaigns.id });
  const id = row!.id;
  const d1 = db.$client;
  await d1.batch([
    d1
      .prepare(
        `INSERT INTO campaign_recipients (campaign_id, contact_id)
         SELECT ?1, id FROM email_contacts WHERE subscribed = 1 AND suppressed IS NULL
           AND (?2 = 'all' OR language = ?2) AND (?3 = 'all' OR country = ?3)`,
      )
      .bind(id, c.languageFilter, c.countryFilter),
    d1
      .prepare(
        "UPDATE email_campaigns SET recipient_count = (SELECT count(*) FROM campaign_recipients WHERE campaign_id = ?1) WHERE id = ?1",
      )
      .bind(id),
  ]);
  const [count] = await db
    .select({ n: emailCampaigns.recipientCount })
    .from(emailCampaigns)
    .where(eq(emailCampaigns.id, id));
  return { id, recipients: count?.n ?? 0 };
}

export async function setCampaignStatus(
  db: Db,
  id: number,
  status: CampaignRow["status"],
  onlyFrom?: CampaignRow["status"][],
) {
  const rows = await db
    .update(emailCampaigns)
    .set({ status, updatedAt: sql`(unixepoch('subsec') * 1000)` })
    .where(
      and(
        eq(emailCampaigns.id, id),
        onlyFrom ? sql`${emailCampaigns.status} IN ${onlyFrom}` : undefined,
      ),
    )
    .returning({ id: emailCampaigns.id });
  return rows.length > 0;
}

export async function getCampaignForSending(db: Db, id: number) {
  const [row] = await db
    .select({
      id: emailCampaigns.id,
      name: emailCampaigns.name,
      status: emailCampaigns.status,
      useTranslation: emailCampaigns.useTranslation,
      templateName: emailTemplates.name,
      language: emailTemplates.language,
      subject: emailTemplates.subject,
      body: emailTemplates.body,
    })
    .from(emailCampaigns)
    .innerJoin(emailTemplates, eq(emailTemplates.id, emailCampaigns.templateId))
    .where(eq(emailCampaigns.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * Stores one email in the local outbox and marks its claimed ledger row sent, in one
 * transaction: the insert only happens while the row is still claimed, so a redelivered message
 * or a retry can never store it twice.
 */
export async function deliverToOutbox(
  db: Db,
  ledgerId: number,
  campaignId: number,
  email: {
    to: string;
    subject: string;
    text: string;
    html: string;
    headers: Record<string, string>;
  },
) {
  const d1 = db.$client;
  await d1.batch([
    d1
      .prepare(
        `INSERT INTO outbox_emails (campaign_id, to_address, subject, text_body, html_body, headers)
         SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE EXISTS (SELECT 1 FROM campaign_recipients WHERE id = ?7 AND status = 'sending')`,
      )
      .bind(
        campaignId,
        email.to,
        email.subject,
        email.text,
        email.html,
        JSON.stringify(email.headers),
        ledgerId,
      ),
    d1
      .prepare(
        "UPDATE campaign_recipients SET status = 'sent', sent_at = ?2, last_error = NULL, updated_at = ?2 WHERE id = ?1 AND status = 'sending'",
      )
      .bind(ledgerId, Date.now()),
  ]);
}

/** Recounts sent and failed from the ledger; a campaign with nothing pending is sent. */
export async function refreshCampaignCounts(db: Db, id: number) {
  await db.run(sql`UPDATE email_campaigns SET
      sent_count = (SELECT count(*) FROM campaign_recipients WHERE campaign_id = ${id} AND status = 'sent'),
      error_count = (SELECT count(*) FROM campaign_recipients WHERE campaign_id = ${id} AND status = 'failed'),
      status = CASE WHEN status = 'paused' THEN 'paused'
        WHEN EXISTS (SELECT 1 FROM campaign_recipients WHERE campaign_id = ${id} AND status IN ('pending', 'sending')) THEN 'sending'
        WHEN status = 'failed' THEN 'failed'
        ELSE 'sent' END,
      updated_at = (unixepoch('subsec') * 1000)
    WHERE id = ${id}`);
}

export async function listOutbox(db: Db, limit = 50) {
  return db
    .select({
      id: outboxEmails.id,
      to: outboxEmails.toAddress,
      subject: outboxEmails.subject,
      textBody: outboxEmails.textBody,
      htmlBody: outboxEmails.htmlBody,
      headers: outboxEmails.headers,
      createdAt: outboxEmails.createdAt,
    })
    .from(outboxEmails)
    .orderBy(desc(outboxEmails.id))
    .limit(limit);
}

/**
 * Removes a campaign that matched nobody when it was created (its contacts unsubscribed or went
 * between the count on screen and the send): it never started, so it leaves no row behind.
 * Only a campaign with no recipients is removed.
 */
export async function discardEmptyCampaign(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(emailCampaigns)
    .where(
      and(
        eq(emailCampaigns.id, id),
        eq(emailCampaigns.recipientCount, 0),
        sql`NOT EXISTS (SELECT 1 FROM campaign_recipients WHERE campaign_id = ${id})`,
      ),
    )
    .returning({ id: emailCampaigns.id });
  return rows.length > 0;
}
