// Account emails (team invitations, password resets) through the configured transport: SMTP or
// the email API when set, else the local outbox (outbox_emails, campaign_id null). Campaign
// emails have their own path with a ledger (./transport.server.ts).
import { escapeHtml } from "~/domain/formats/html";
import type { Db } from "~/data/db";
import { outboxEmails } from "~/data/schema";
import { getSiteSettings } from "~/data/settings";
import { emailTransport, type TransportEnv } from "./transport.server";

export type AccountEmail = {
  to: string;
  subject: string;
  text: string;
  /** The HTML part; by default the text, escaped, with its line breaks. */
  html?: string;
};
export type AccountEmailResult = { kind: "smtp" | "http" | "outbox"; ok: boolean; error?: string };

export async function sendAccountEmail(
  env: TransportEnv,
  db: Db,
  email: AccountEmail,
): Promise<AccountEmailResult> {
  const settings = await getSiteSettings(db);
  const html = email.html ?? `<p>${escapeHtml(email.text).replace(/\n/g, "<br>")}</p>`;
  const messageId = `<account-${crypto.randomUUID()}@waymark>`;
  const transport = emailTransport(env, db);
  if (transport.kind === "outbox") {
    await db.insert(outboxEmails).values({
      campaignId: null,
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: html,
      headers: JSON.stringify({
        From: `${settings.senderName} <${settings.senderEmail}>`,
        "Message-ID": messageId,
      }),
    });
    return { kind: "outbox", ok: true };
  }
  try {
    const outcome = await transport.send({
      ledgerId: 0,
      campaignId: 0,
      messageId,
      from: { name: settings.senderName, email: settings.senderEmail },
      to: email.to,
      subject: email.subject,
      text: email.text,
      html,
      headers: {},
    });
    return outcome.ok
      ? { kind: transport.kind, ok: true }
      : { kind: transport.kind, ok: false, error: outcome.error };
  } finally {
    await transport.close();
  }
}
