// The core of sending a campaign, run by the queue consumer (workers/jobs/queue.ts), which
// injects its dependencies. A campaign goes in slices. Each recipient's ledger row makes it
// exactly-once: rows are claimed (pending -> sending) in groups just before their emails go to the transport, one by
// one over one connection, and the group is settled in one round trip when it is done (or
// stops), so a redelivered queue message, a second consumer, a crash or a pause neither repeats
// nor skips anyone (see app/data/campaign-ledger.ts and docs/decisions/0023).
import {
  claimedCount,
  claimRows,
  failPending,
  CLAIMS_PER_STATEMENT,
  expireStaleClaims,
  nextPendingRecipients,
  settleRows,
  skipRecipient,
  UNCONFIRMED_ERROR,
  type LedgerRecipient,
  type LedgerTable,
  type Settlement,
} from "~/data/campaign-ledger";
import { SUPPRESSED_SKIP_REASON } from "~/data/contact-suppression";
import { getCampaignForSending, refreshCampaignCounts, setCampaignStatus } from "~/data/campaigns";
import type { Db } from "~/data/db";
import { campaignRecipients } from "~/data/schema";
import { renderCampaignEmail, type TemplateContact } from "~/domain/email/template";
import { tagCampaignLinks } from "~/domain/analytics/events";
import type { SiteSettings } from "~/schemas/settings";
import type { CampaignMessage } from "./campaign-queue.server";
import { CampaignTexts } from "./campaign-language.server";
import type { CampaignText } from "~/data/campaign-translations";
import type { EmailTransport, OutgoingEmail, SendPacer } from "./transport.server";
import { MESSAGE_STAMP_HEADER, messageStamp } from "./message-stamp.server";
import type { TranslationProvider } from "~/server/translation/machine-translation.server";
import { languageFromLabel } from "~/i18n/language-match";
import { getLanguage, isLanguageCode, type LanguageCode } from "~/i18n/languages";

export const RECIPIENTS_PER_SLICE = 100;

export type { CampaignMessage };

export type SendDeps = {
  db: Db;
  settings: SiteSettings;
  transport: EmailTransport;
  pacer: SendPacer;
  translator: TranslationProvider | null;
  limit?: number;
  /** SESSION_SECRET: signs each email's stamp (./message-stamp.server.ts), by which bounce and
   * complaint reports about it are believed. */
  secret?: string;
  /** "Unsubscribe" in a language (the site's translations); English when not given. */
  unsubscribeLabel?: (language: LanguageCode) => Promise<string>;
  /** Test hook: runs after each email the transport accepted, before anything else. */
  afterSend?: (recipient: LedgerRecipient) => void | Promise<void>;
};

/** What a recipient still waiting shows when the queue gave up on the campaign's message. */
export const DEAD_LETTER_ERROR =
  "Not sent: delivery kept failing and the queue gave up after its retries. Use Retry failed recipients to try again.";

export type SliceResult = {
  delivered: number;
  /** Pending recipients remain. */
  more: boolean;
  /** Rows are claimed by a consumer that may have died; look again after the lease. */
  waitingOnClaims: boolean;
};

/** A temporary transport failure: the slice stopped and the queue should retry later. */
export class TemporarySendError extends Error {}

/** Message-ID that names the campaign and ledger row, the same on every attempt. */
export function campaignMessageId(
  campaignId: number,
  ledgerId: number,
  senderEmail: string,
): string {
  const domain = senderEmail.split("@")[1]?.replace(/[^\w.-]/g, "") || "waymark.invalid";
  return `<campaign-${campaignId}.recipient-${ledgerId}@${domain}>`;
}

/** Processes up to `limit` pending recipients. */
export async function sendCampaignSlice(
  message: CampaignMessage,
  deps: SendDeps,
): Promise<SliceResult> {
  const { db } = deps;
  const limit = deps.limit ?? RECIPIENTS_PER_SLICE;
  const campaign = await getCampaignForSending(db, message.campaignId);
  if (
    !campaign ||
    // Not started yet (or never to start): its recipients are chosen when the cron starts it.
    campaign.status === "scheduled" ||
    campaign.status === "cancelled" ||
    campaign.status === "paused" ||
    campaign.status === "sent" ||
    campaign.status === "failed"
  ) {
    return { delivered: 0, more: false, waitingOnClaims: false };
  }
  await setCampaignStatus(db, campaign.id, "sending", ["queued", "sending"]);
  await expireStaleClaims(db, campaign.id);
  const texts = new CampaignTexts(db, campaign, deps.translator);
  const recipients = await nextPendingRecipients(db, campaign.id, limit);
  let delivered = 0;
  let temporary: string | null = null;
  try {
    for (let at = 0; at < recipients.length && !temporary; at += CLAIMS_PER_STATEMENT) {
      const emails: { r: LedgerRecipient; email: OutgoingEmail }[] = [];
      for (const r of recipients.slice(at, at + CLAIMS_PER_STATEMENT)) {
        // Opted out or suppressed since the campaign was created: checked again at send time.
        if (!r.subscribed || r.suppressed) {
          await skipRecipient(
            db,
            r.ledgerId,
            r.suppressed ? SUPPRESSED_SKIP_REASON : "Unsubscribed before sending",
          );
          continue;
        }
        // Everything that can fail before the transport is done before the rows are claimed, so
        // a claimed row is only ever left in `sending` by a consumer that died mid-group.
        const text = await texts.forLanguage(r.language);
        emails.push({ r, email: await composeEmail(deps, message, campaign, r, text) });
      }
      // (The outbox has already settled its rows in their own transactions: settling then
      // changes nothing for them.)
      const sent = await sendLedgerGroup(
        deps,
        campaignRecipients,
        emails.map(({ r, email }) => ({ id: r.ledgerId, r, email })),
        Date.now,
      );
      delivered += sent.delivered;
      temporary = sent.temporary;
    }
  } finally {
    await refreshCampaignCounts(db, campaign.id);
  }
  if (temporary) throw new TemporarySendError(temporary);
  const claimed = recipients.length < limit ? await claimedCount(db, campaign.id) : 0;
  return { delivered, more: recipients.length === limit, waitingOnClaims: claimed > 0 };
}

/** Slices back to back for up to `budgetMs`; the last slice's result says what is left. */
export async function sendCampaignFor(
  message: CampaignMessage,
  deps: SendDeps,
  budgetMs: number,
): Promise<SliceResult> {
  const started = Date.now();
  let result = await sendCampaignSlice(message, deps);
  while (result.more && Date.now() - started < budgetMs)
    result = await sendCampaignSlice(message, deps);
  return result;
}

/** A campaign whose message the queue gave up on (the dead-letter queue): the recipients still
 * waiting become errors and the campaign is failed. */
export async function failCampaign(db: Db, campaignId: number): Promise<void> {
  await failPending(db, campaignId, DEAD_LETTER_ERROR);
  await setCampaignStatus(db, campaignId, "failed");
  await refreshCampaignCounts(db, campaignId);
}

/** The recipient's email: their text, placeholders filled, footer in the text's language. */
async function composeEmail(
  deps: SendDeps,
  message: CampaignMessage,
  campaign: { id: number; language: string },
  r: LedgerRecipient,
  text: CampaignText,
): Promise<OutgoingEmail> {
  const { settings } = deps;
  const written =
    text.source === "original"
      ? campaign.language
      : (languageFromLabel(r.language) ?? campaign.language);
  const language: LanguageCode = isLanguageCode(written) ? written : "en";
  const unsubscribeUrl = `${message.origin}/unsubscribe/${r.token}`;
  // Links to the site carry the campaign (funnel analytics, app/domain/analytics/events.ts).
  const body = tagCampaignLinks(text.body, message.origin, campaign.id);
  const stamp = deps.secret
    ? await messageStamp(deps.secret, { campaignId: campaign.id, ledgerId: r.ledgerId })
    : undefined;
  return {
    ledgerId: r.ledgerId,
    campaignId: campaign.id,
    messageId: campaignMessageId(campaign.id, r.ledgerId, settings.senderEmail),
    ...(await bulkEmail(deps, r, { ...text, body }, { language, unsubscribeUrl, stamp })),
  };
}

/** A bulk email (a campaign's or a sequence step's) to one contact: placeholders filled, the
 * footer in `language`, from the site's sender, with one-click unsubscribe and the stamp. */
export async function bulkEmail(
  deps: Pick<SendDeps, "settings" | "unsubscribeLabel">,
  contact: TemplateContact & { email: string },
  text: { subject: string; body: string },
  mail: { language: LanguageCode; unsubscribeUrl: string; stamp: string | undefined },
): Promise<Omit<OutgoingEmail, "ledgerId" | "campaignId" | "messageId">> {
  const { settings, unsubscribeLabel } = deps;
  const { language, unsubscribeUrl, stamp } = mail;
  const rendered = renderCampaignEmail(text, contact, {
    unsubscribeUrl,
    postalAddress: settings.postalAddress,
    senderName: settings.senderName,
    unsubscribeLabel: unsubscribeLabel ? await unsubscribeLabel(language) : undefined,
    language: getLanguage(language),
  });
  return {
    from: { name: settings.senderName, email: settings.senderEmail },
    to: contact.email,
    ...rendered,
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      ...(stamp ? { [MESSAGE_STAMP_HEADER]: stamp } : {}),
    },
    ...(stamp ? { bounceStamp: stamp } : {}),
  };
}

/** Claims a group of a ledger table's rows (a campaign's recipients or sequence sends), each with
 * its email's Message-ID, and sends the ones it got one by one at the configured rate (a row
 * another consumer holds is not claimed: theirs to send), stopping at a temporary failure. The
 * outcomes are settled in one round trip even when something throws right after the transport
 * accepted an email; rows claimed but never handed to the transport go back to wait. */
export async function sendLedgerGroup<R>(
  deps: Pick<SendDeps, "db" | "pacer" | "transport"> & {
    afterSend?: (r: R) => void | Promise<void>;
  },
  table: LedgerTable,
  emails: readonly { id: number; r: R; email: OutgoingEmail }[],
  now: () => number,
): Promise<{ delivered: number; temporary: string | null }> {
  const { db } = deps;
  const claimed = await claimRows(
    db,
    table,
    emails.map(({ id, email }) => [id, email.messageId]),
    now(),
  );
  const settled: [number, Settlement][] = [];
  const attempted = new Set<number>();
  let delivered = 0;
  try {
    for (const { id, r, email } of emails) {
      if (!claimed.has(id)) continue;
      attempted.add(id);
      const outcome = await send(deps, email);
      settled.push([id, outcome]);
      if (outcome.status === "sent") {
        delivered++;
        await deps.afterSend?.(r);
      }
      if (outcome.status === "pending")
        return { delivered, temporary: outcome.error ?? "temporary failure" };
    }
    return { delivered, temporary: null };
  } finally {
    const unattempted = [...claimed].filter((id) => !attempted.has(id));
    await settleRows(db, table, settled, unattempted, now());
  }
}

/** Hands a claimed row's email (a campaign's or a sequence's) to the transport, within the rate. */
export async function send(
  deps: Pick<SendDeps, "pacer" | "transport">,
  email: OutgoingEmail,
): Promise<Settlement> {
  await deps.pacer.wait();
  try {
    const sent = await deps.transport.send(email);
    if (sent.ok) return { status: "sent" };
    // The server may have it: never sent again on its own, shown so the admin can decide.
    if (sent.unconfirmed) return { status: "failed", error: UNCONFIRMED_ERROR };
    return sent.permanent
      ? { status: "failed", error: sent.error }
      : { status: "pending", error: sent.error };
  } catch (error) {
    // A transport that threw did not accept the email.
    return { status: "pending", error: error instanceof Error ? error.message : String(error) };
  }
}
