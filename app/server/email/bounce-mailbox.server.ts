// The bounce mailbox of SMTP setups: Cloudflare Email Routing hands mail sent to the bounce
// address to the Worker's email() handler (workers/app.ts). Delivery status notifications
// (RFC 3464) and feedback reports (RFC 5965) are parsed with postal-mime. Anyone can send mail
// to this address, so a report is believed only when it proves it is about an email this site
// sent to that contact: the email's signed stamp (./message-stamp.server.ts; a campaign's or a
// welcome sequence's) in the address the report was sent to (bounces+<stamp>@, VERP) or in the
// X-Waymark-Message header it quotes, else the contact's personal unsubscribe token in the
// List-Unsubscribe header it quotes (unguessable; emails sent before stamps). A report that only
// names a recipient or a Message-ID (both guessable) changes nothing and stores nothing.
import PostalMime from "postal-mime";
import {
  applyDeliveryEvent,
  mailedContactIdByLedger,
  mailedContactIdBySequenceSend,
  mailedContactIdByToken,
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
import { MESSAGE_STAMP_HEADER, readMessageStamp, stampOfAddress } from "./message-stamp.server";

/** Reports larger than this are not read (ours quote a campaign email of a few dozen KB). */
export const MAX_REPORT_BYTES = 2 * 1024 * 1024;

export type ReportResult =
  | { handled: false; why: string }
  | { handled: true; result: ApplyResult; contactId: number; finding: ReportFinding };

/** The quoted header that carries the stamp, as the parsed fields name it. */
const MESSAGE_STAMP_FIELD = MESSAGE_STAMP_HEADER.toLowerCase();

const ORIGINAL_TYPES = new Set(["message/rfc822", "text/rfc822-headers", "message/rfc822-headers"]);

function textOf(content: ArrayBuffer | Uint8Array | string): string {
  return typeof content === "string" ? content : new TextDecoder().decode(content);
}

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export type ReportDeps = {
  db: Db;
  /** SESSION_SECRET, which signed the stamps of the emails the reports are about. */
  secret: string;
};

/** The report as it arrived: its raw bytes and the address it was sent to (the envelope's). */
export type ArrivedReport = { raw: Uint8Array<ArrayBuffer>; to?: string };

/**
 * Reads a report, parses it and applies what it says, once per report, when it proves which
 * email of ours it is about; anything else is ignored without a trace in the database.
 */
export async function handleDeliveryReport(
  deps: ReportDeps,
  { raw, to }: ArrivedReport,
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

  const contactId = await provenContact(deps, stampOfAddress(to), original);
  if (contactId === null) return { handled: false, why: "not about an email this site sent" };

  // The report's own Message-ID names it; a report without one is named by its content.
  const reportId = email.messageId?.trim() || (await sha256Hex(raw));
  const { softBounceLimit } = await getSiteSettings(deps.db);
  const result = await applyDeliveryEvent(
    deps.db,
    `report:${reportId}`,
    [contactId],
    finding.outcome,
    softBounceLimit,
    now,
  );
  return { handled: true, result, contactId, finding };
}

/** The contact a report proves it is about: by a stamp this site signed (in the envelope
 * address, else in the quoted headers), else by the quoted personal unsubscribe token. */
async function provenContact(
  { db, secret }: ReportDeps,
  addressStamp: string | null,
  original: Fields,
): Promise<number | null> {
  for (const text of [addressStamp, original.get(MESSAGE_STAMP_FIELD)]) {
    const message = await readMessageStamp(secret, text);
    if (message?.kind === "campaign")
      return mailedContactIdByLedger(db, message.campaignId, message.ledgerId);
    if (message?.kind === "sequence")
      return mailedContactIdBySequenceSend(db, message.sequenceId, message.sendId);
  }
  const token = unsubscribeTokenOf(original);
  return token ? mailedContactIdByToken(db, token) : null;
}

/** Reads an Email Routing message up to MAX_REPORT_BYTES. */
export async function readRawEmail(
  message: Pick<ForwardableEmailMessage, "raw" | "rawSize">,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (message.rawSize > MAX_REPORT_BYTES) return null;
  const bytes = new Uint8Array(await new Response(message.raw).arrayBuffer());
  return bytes.byteLength > MAX_REPORT_BYTES ? null : bytes;
}
