// Campaigns and their per-recipient ledger: one row per campaign and contact (unique), the
// idempotency key that makes sending exactly-once.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "./db";
import { firstRow, listNewestFirst, NOW_MS } from "./rows";
import { emailCampaigns, emailTemplates, outboxEmails } from "./schema";

export type CampaignRow = {
  id: number;
  name: string;
  templateId: number;
  languageFilter: string;
  countryFilter: string;
  useTranslation: boolean;
  status: "scheduled" | "cancelled" | "queued" | "sending" | "sent" | "failed" | "paused";
  recipientCount: number;
  sentCount: number;
  errorCount: number;
  createdAt: number;
  scheduledAt: number | null;
};

export async function listCampaigns(db: Db): Promise<CampaignRow[]> {
  return listNewestFirst(db, emailCampaigns, {
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
    scheduledAt: emailCampaigns.scheduledAt,
  });
}

export type CampaignInput = {
  name: string;
  templateId: number;
  languageFilter: string;
  countryFilter: string;
  useTranslation: boolean;
};

/**
 * A ledger row for every subscribed, not suppressed, contact matching the campaign's filters as its row holds them
 * at this moment, then its recipient count. `startedAt` limits both to a campaign started at that
 * time that has no recipients yet (the cron's start, in the same transaction as its claim).
 */
function chooseRecipientsStatements(db: Db, id: number, startedAt?: number) {
  const d1 = db.$client;
  const binds = startedAt === undefined ? [id] : [id, startedAt];
  const guard =
    startedAt === undefined
      ? ""
      : `AND c.status = 'queued' AND c.started_at = ?2
         AND NOT EXISTS (SELECT 1 FROM campaign_recipients WHERE campaign_id = ?1)`;
  return [
    d1
      .prepare(
        `INSERT OR IGNORE INTO campaign_recipients (campaign_id, contact_id)
         SELECT c.id, k.id FROM email_campaigns c
         JOIN email_contacts k ON k.subscribed = 1 AND k.suppressed IS NULL
           AND (c.language_filter = 'all' OR k.language = c.language_filter)
           AND (c.country_filter = 'all' OR k.country = c.country_filter)
         WHERE c.id = ?1 ${guard}`,
      )
      .bind(...binds),
    d1
      .prepare(
        `UPDATE email_campaigns SET recipient_count = (SELECT count(*) FROM campaign_recipients WHERE campaign_id = ?1)
         WHERE id = ?1 ${startedAt === undefined ? "" : "AND started_at = ?2"}`,
      )
      .bind(...binds),
  ];
}

/** Creates the campaign as queued with a ledger row for every subscribed, not suppressed,
 * matching contact. */
export async function createCampaign(
  db: Db,
  c: CampaignInput & { createdBy: number },
): Promise<{ id: number; recipients: number }> {
  const now = Date.now();
  const [row] = await db
    .insert(emailCampaigns)
    .values({ ...c, status: "queued", startedAt: now })
    .returning({ id: emailCampaigns.id });
  const id = row!.id;
  await db.$client.batch(chooseRecipientsStatements(db, id));
  const [count] = await db
    .select({ n: emailCampaigns.recipientCount })
    .from(emailCampaigns)
    .where(eq(emailCampaigns.id, id));
  return { id, recipients: count?.n ?? 0 };
}

/** Stores a campaign that the cron starts at `scheduledAt` (UTC ms); no recipients yet. */
export async function insertScheduledCampaign(
  db: Db,
  c: CampaignInput & { createdBy: number; scheduledAt: number; siteOrigin: string },
): Promise<number> {
  const [row] = await db
    .insert(emailCampaigns)
    .values({
      name: c.name,
      templateId: c.templateId,
      languageFilter: c.languageFilter,
      countryFilter: c.countryFilter,
      useTranslation: c.useTranslation,
      createdBy: c.createdBy,
      scheduledAt: c.scheduledAt,
      siteOrigin: c.siteOrigin,
      status: "scheduled",
    })
    .returning({ id: emailCampaigns.id });
  return row!.id;
}

/** The statement that changes a campaign that has not started yet; it returns no row once the
 * campaign started or was cancelled. */
export function scheduledCampaignUpdate(
  db: Db,
  id: number,
  c: Pick<CampaignInput, "templateId" | "languageFilter" | "countryFilter"> & {
    scheduledAt: number;
  },
) {
  return db
    .update(emailCampaigns)
    .set({ ...c, updatedAt: NOW_MS })
    .where(and(eq(emailCampaigns.id, id), eq(emailCampaigns.status, "scheduled")))
    .returning({ id: emailCampaigns.id });
}

export type StartedCampaign = { id: number; siteOrigin: string | null; recipients: number };

/**
 * Starts the scheduled campaigns whose time has come: each is claimed by one conditional UPDATE
 * (scheduled -> queued) in the same transaction that chooses its recipients, so two cron runs
 * at once start it once, and contacts added after it was scheduled are included.
 */
export async function startDueCampaigns(
  db: Db,
  now = Date.now(),
  limit = 20,
): Promise<StartedCampaign[]> {
  const d1 = db.$client;
  const due = await d1
    .prepare(
      "SELECT id FROM email_campaigns WHERE status = 'scheduled' AND scheduled_at <= ?1 ORDER BY scheduled_at LIMIT ?2",
    )
    .bind(now, limit)
    .all<{ id: number }>();
  const started: StartedCampaign[] = [];
  for (const { id } of due.results) {
    const [claim, , , count] = await d1.batch<{
      id: number;
      site_origin: string | null;
      n: number;
    }>([
      d1
        .prepare(
          `UPDATE email_campaigns SET status = 'queued', started_at = ?2, updated_at = ?2
           WHERE id = ?1 AND status = 'scheduled' AND scheduled_at <= ?2 RETURNING id, site_origin`,
        )
        .bind(id, now),
      ...chooseRecipientsStatements(db, id, now),
      d1.prepare("SELECT recipient_count AS n FROM email_campaigns WHERE id = ?1").bind(id),
    ]);
    const row = claim?.results[0];
    if (row)
      started.push({ id, siteOrigin: row.site_origin, recipients: count?.results[0]?.n ?? 0 });
  }
  return started;
}

/** The statement that moves a campaign to `status` (only from `onlyFrom`, when given). */
export function campaignStatusUpdate(
  db: Db,
  id: number,
  status: CampaignRow["status"],
  onlyFrom?: CampaignRow["status"][],
) {
  return db
    .update(emailCampaigns)
    .set({ status, updatedAt: NOW_MS })
    .where(
      and(
        eq(emailCampaigns.id, id),
        onlyFrom ? sql`${emailCampaigns.status} IN ${onlyFrom}` : undefined,
      ),
    )
    .returning({ id: emailCampaigns.id });
}

export async function setCampaignStatus(
  db: Db,
  id: number,
  status: CampaignRow["status"],
  onlyFrom?: CampaignRow["status"][],
) {
  const rows = await campaignStatusUpdate(db, id, status, onlyFrom);
  return rows.length > 0;
}

export async function getCampaignForSending(db: Db, id: number) {
  return firstRow(
    db
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
      .where(eq(emailCampaigns.id, id)),
  );
}

type OutboxEmail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
};

/**
 * Stores one email in the local outbox and marks its claimed ledger row sent, in one
 * transaction: the insert only happens while the row is still claimed, so a redelivered message
 * or a retry can never store it twice.
 */
export async function deliverToOutbox(
  db: Db,
  ledgerId: number,
  campaignId: number,
  email: OutboxEmail,
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

/** Stores an email that belongs to no campaign (a test send) in the local outbox. */
export async function keepInOutbox(db: Db, email: OutboxEmail) {
  await db.insert(outboxEmails).values({
    toAddress: email.to,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html,
    headers: JSON.stringify(email.headers),
  });
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
