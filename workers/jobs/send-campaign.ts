// Sends one slice of a campaign. Each recipient's ledger row makes it exactly-once: only a
// pending row is delivered, and delivery and marking happen in one transaction.
import {
  deliverToOutbox,
  getCampaignForSending,
  markRecipient,
  nextPendingRecipients,
  refreshCampaignCounts,
  setCampaignStatus,
} from "~/data/campaigns";
import type { Db } from "~/data/db";
import { renderCampaignEmail } from "~/domain/email-template";
import type { SiteSettings } from "~/schemas/settings";

export const RECIPIENTS_PER_MESSAGE = 50;

export type CampaignMessage = { type: "campaign"; campaignId: number; origin: string };

export type SendDeps = { db: Db; settings: SiteSettings; limit?: number };

/** Processes up to `limit` pending recipients; returns whether more remain. */
export async function sendCampaignSlice(message: CampaignMessage, deps: SendDeps): Promise<{ delivered: number; more: boolean }> {
  const { db, settings } = deps;
  const campaign = await getCampaignForSending(db, message.campaignId);
  if (!campaign || campaign.status === "paused" || campaign.status === "sent") return { delivered: 0, more: false };
  await setCampaignStatus(db, campaign.id, "sending", ["queued", "sending"]);
  const recipients = await nextPendingRecipients(db, campaign.id, deps.limit ?? RECIPIENTS_PER_MESSAGE);
  let delivered = 0;
  for (const r of recipients) {
    // Opted out since the campaign was created: checked again at send time.
    if (!r.subscribed) {
      await markRecipient(db, r.ledgerId, "skipped");
      continue;
    }
    const unsubscribeUrl = `${message.origin}/unsubscribe/${r.token}`;
    const email = renderCampaignEmail(campaign, r, { unsubscribeUrl, postalAddress: settings.postalAddress, senderName: settings.senderName });
    await deliverToOutbox(db, r.ledgerId, campaign.id, {
      to: r.email,
      ...email,
      headers: {
        From: `${settings.senderName} <${settings.senderEmail}>`,
        "List-Unsubscribe": `<${unsubscribeUrl}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
    delivered++;
  }
  await refreshCampaignCounts(db, campaign.id);
  return { delivered, more: recipients.length === (deps.limit ?? RECIPIENTS_PER_MESSAGE) };
}
