// What a bounce mailbox receives, once its MIME structure is parsed: a delivery status
// notification (RFC 3464, multipart/report; report-type=delivery-status) or a feedback report
// (RFC 5965, report-type=feedback-report), and the headers of the message it is about. These
// rules read the report's fields and say what happened to which recipient; no I/O.
import { bareAddress, type DeliveryOutcome } from "./delivery-events";

export type Fields = Map<string, string>;

/**
 * Header-style fields (name: value, continued on lines that start with white space), in blocks
 * separated by blank lines: a delivery-status part is one per-message block followed by one
 * block per recipient. Names are lowercased; a repeated name keeps its first value.
 */
export function parseFieldBlocks(text: string): Fields[] {
  const blocks: Fields[] = [];
  let current: Fields | null = null;
  let last: string | null = null;
  for (const line of text.replace(/\r\n?/g, "\n").split("\n")) {
    if (line.trim() === "") {
      current = null;
      last = null;
      continue;
    }
    if (/^[ \t]/.test(line) && current && last) {
      current.set(last, `${current.get(last)} ${line.trim()}`);
      continue;
    }
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    if (!current) {
      current = new Map();
      blocks.push(current);
    }
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!current.has(name)) {
      current.set(name, line.slice(colon + 1).trim());
      last = name;
    } else last = null;
  }
  return blocks;
}

/** The header section of an embedded message (text/rfc822-headers, or message/rfc822). */
export function headerSection(message: string): Fields {
  const normalised = message.replace(/\r\n?/g, "\n");
  const end = normalised.indexOf("\n\n");
  return parseFieldBlocks(end === -1 ? normalised : normalised.slice(0, end))[0] ?? new Map();
}

/** "rfc822; someone@example.com" to the address. */
function typedAddress(value: string | undefined): string | null {
  if (!value) return null;
  const semicolon = value.indexOf(";");
  return bareAddress(semicolon === -1 ? value : value.slice(semicolon + 1));
}

export type ReportFinding = {
  outcome: DeliveryOutcome;
  /** The recipient the report names (Final-Recipient, Original-Rcpt-To), if any. */
  recipient: string | null;
};

/**
 * A delivery status notification's verdict: the first recipient whose delivery failed for good,
 * a 5.x.x status being a hard bounce and a 4.x.x one soft. Delays and successes are no verdict.
 */
export function deliveryStatusFinding(deliveryStatus: string): ReportFinding | null {
  const [, ...recipients] = parseFieldBlocks(deliveryStatus);
  for (const fields of recipients) {
    if ((fields.get("action") ?? "").toLowerCase().split(/\s/)[0] !== "failed") continue;
    const status = /\b([245])\.\d{1,3}\.\d{1,3}\b/.exec(fields.get("status") ?? "");
    if (!status || status[1] === "2") continue;
    const diagnostic = (fields.get("diagnostic-code") ?? "").replace(/^[\w-]+;\s*/, "");
    const reason = `${status[0]}${diagnostic ? ` ${diagnostic}` : ""}`.slice(0, 500);
    return {
      outcome:
        status[1] === "5" ? { kind: "hard-bounce", reason } : { kind: "soft-bounce", reason },
      recipient:
        typedAddress(fields.get("final-recipient")) ??
        typedAddress(fields.get("original-recipient")),
    };
  }
  return null;
}

/** A feedback report's verdict: a complaint, unless the receiver reports "not-spam". */
export function feedbackFinding(feedbackReport: string): ReportFinding | null {
  const fields = parseFieldBlocks(feedbackReport)[0];
  const type = (fields?.get("feedback-type") ?? "").toLowerCase();
  if (!fields || !type || type === "not-spam") return null;
  const agent = fields.get("user-agent");
  return {
    outcome: {
      kind: "complaint",
      reason: `Feedback report: ${type}${agent ? ` (${agent})` : ""}`.slice(0, 500),
    },
    recipient: typedAddress(fields.get("original-rcpt-to")),
  };
}

/** The personal unsubscribe token a campaign email carries in its List-Unsubscribe header. */
export function unsubscribeTokenOf(headers: Fields): string | null {
  return /\/unsubscribe\/([\w-]{16,64})>/.exec(headers.get("list-unsubscribe") ?? "")?.[1] ?? null;
}
