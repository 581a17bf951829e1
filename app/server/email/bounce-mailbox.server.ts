// The bounce mailbox of SMTP setups: Cloudflare Email Routing hands mail sent to the bounce
// address to the Worker's email() handler (workers/app.ts). Delivery status notifications
// (RFC 3464) and feedback reports (RFC 5965) are parsed with postal-mime and matched to the
// contact by the original message's own headers, which a report includes: the personal token in
// List-Unsubscribe first (unguessable), then the Message-ID the ledger recorded, then the address
// the report names (only one that campaigns have mailed). Anything else is ignored.
import PostalMime from "postal-mime";
import {
  applyDeliveryEvent,
  contactIdByMessageId,
  contactIdByToken,
  mailedContactIdByEmail,
  type ApplyResult,
} from "~/data/contact-suppression";
import type { Db } from "~/data/db";
import { getSiteSettings } from "~/data/settings";
import {
  deliveryStatusFinding,
  feedbackFinding,
  headerSection,
  unsubscribeTokenOf,
  type Fields,
  type ReportFinding,
} from "~/domain/email/delivery-report";

/** Reports larger than this are not read (ours quote a campaign email of a few dozen KB). */
export const MAX_REPORT_BYTES = 2 * 1024 * 1024;

export type ReportResult =
  | { handled: false; why: string }
  | { handled: true; result: ApplyResult; contactId: number | null; finding: ReportFinding };

const ORIGINAL_TYPES = new Set(["message/rfc822", "text/rfc822-headers", "message/rfc822-headers"]);

function textOf(content: ArrayBuffer | Uint8Array | string): string {
  return typeof content === "string" ? content : new TextDecoder().decode(content);
}

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Reads a report's raw bytes, parses it and applies what it says, once per report. */
export async function handleDeliveryReport(
  db: Db,
  raw: Uint8Array<ArrayBuffer>,
  now = Date.now(),
): Promise<ReportResult> {
  if (raw.byteLength > MAX_REPORT_BYTES) return { handled: false, why: "too large" };
  const email = await PostalMime.parse(raw, { attachmentEncoding: "utf8", maxNestingDepth: 20 });
  let finding: ReportFinding | null = null;
  let original: Fields = new Map();
  for (const part of email.attachments) {
    if (part.mimeType === "message/delivery-status")
      finding ??= deliveryStatusFinding(textOf(part.content));
    else if (part.mimeType === "message/feedback-report")
      finding ??= feedbackFinding(textOf(part.content));
    else if (ORIGINAL_TYPES.has(part.mimeType) && original.size === 0)
      original = headerSection(textOf(part.content));
  }
  if (!finding) return { handled: false, why: "not a bounce or complaint report" };

  const token = unsubscribeTokenOf(original);
  const messageId = original.get("message-id")?.trim();
  const contactId =
    (token ? await contactIdByToken(db, token) : null) ??
    (messageId ? await contactIdByMessageId(db, messageId) : null) ??
    (finding.recipient ? await mailedContactIdByEmail(db, finding.recipient) : null);

  // The report's own Message-ID names it; a report without one is named by its content.
  const reportId = email.messageId?.trim() || (await sha256Hex(raw));
  const { softBounceLimit } = await getSiteSettings(db);
  const result = await applyDeliveryEvent(
    db,
    `report:${reportId}`,
    contactId === null ? [] : [contactId],
    finding.outcome,
    softBounceLimit,
    now,
  );
  return { handled: true, result, contactId, finding };
}

/** Reads an Email Routing message up to MAX_REPORT_BYTES. */
export async function readRawEmail(
  message: Pick<ForwardableEmailMessage, "raw" | "rawSize">,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (message.rawSize > MAX_REPORT_BYTES) return null;
  const bytes = new Uint8Array(await new Response(message.raw).arrayBuffer());
  return bytes.byteLength > MAX_REPORT_BYTES ? null : bytes;
}
