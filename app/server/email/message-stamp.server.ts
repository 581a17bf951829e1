// Each campaign email's stamp: "<campaign>-<ledger row>-<HMAC>", and each welcome sequence
// email's: "s<sequence>-<send row>-<HMAC>" (issue 35), signed with SESSION_SECRET
// (app/server/http/signing.server.ts); the kind is part of what is signed, so one kind's stamp
// never passes for the other's. It rides in the X-Waymark-Message header, which bounce and
// complaint reports quote, and, with EMAIL_BOUNCE_ADDRESS, in the envelope sender
// (bounces+<stamp>@domain, VERP; Email Routing's subaddressing must be on for it to reach the
// bounce address's route), to which delivery status notifications are addressed. A report
// is believed only when it carries a stamp this site made (./bounce-mailbox.server.ts): naming a
// recipient, or guessing a Message-ID, is not enough.
import { base64UrlDecode, sign } from "~/server/http/signing.server";

/** The header every campaign and sequence email carries its stamp in. */
export const MESSAGE_STAMP_HEADER = "X-Waymark-Message";

const PURPOSE = "email-message-stamp";
/** 128 bits of the HMAC, as hex: short enough for an address's local part, and case-proof. */
const MAC_HEX_LENGTH = 32;
const STAMP = /^(s?)(\d{1,12})-(\d{1,12})-([0-9a-f]{32})$/i;

export type CampaignStamp = { campaignId: number; ledgerId: number };
export type SequenceStamp = { sequenceId: number; sendId: number };
export type StampedMessage =
  ({ kind: "campaign" } & CampaignStamp) | ({ kind: "sequence" } & SequenceStamp);

/** What is signed: campaigns keep their first form, so stamps already sent stay valid. */
function signedText(sequence: boolean, owner: number, row: number): string {
  return sequence ? `sequence.${owner}.${row}` : `${owner}.${row}`;
}

async function macHex(secret: string, text: string): Promise<string> {
  const mac = base64UrlDecode(await sign(secret, PURPOSE, text))!;
  return [...mac]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("")
    .slice(0, MAC_HEX_LENGTH);
}

/** The stamp of the email to this campaign's ledger row. */
export async function messageStamp(
  secret: string,
  { campaignId, ledgerId }: CampaignStamp,
): Promise<string> {
  return `${campaignId}-${ledgerId}-${await macHex(secret, signedText(false, campaignId, ledgerId))}`;
}

/** The stamp of the email of this sequence's ledger row (sequence_sends). */
export async function sequenceMessageStamp(
  secret: string,
  { sequenceId, sendId }: SequenceStamp,
): Promise<string> {
  return `s${sequenceId}-${sendId}-${await macHex(secret, signedText(true, sequenceId, sendId))}`;
}

/** The message a stamp found in `text` (a header's value, an address) names, when this site
 * signed it; null otherwise. */
export async function readMessageStamp(
  secret: string,
  text: string | null | undefined,
): Promise<StampedMessage | null> {
  const found = text ? STAMP.exec(text.trim()) : null;
  if (!found) return null;
  const sequence = found[1] !== "";
  const owner = Number(found[2]);
  const row = Number(found[3]);
  const expected = await macHex(secret, signedText(sequence, owner, row));
  if (!sameText(expected, found[4]!.toLowerCase())) return null;
  return sequence
    ? { kind: "sequence", sequenceId: owner, sendId: row }
    : { kind: "campaign", campaignId: owner, ledgerId: row };
}

/** The envelope sender that carries the stamp: "bounces@d" becomes "bounces+<stamp>@d". */
export function stampedBounceAddress(bounceAddress: string, stamp: string): string {
  const at = bounceAddress.lastIndexOf("@");
  return `${bounceAddress.slice(0, at)}+${stamp}${bounceAddress.slice(at)}`;
}

/** The stamp in an address's +detail ("bounces+<stamp>@d"), or null. */
export function stampOfAddress(address: string | null | undefined): string | null {
  const local = address?.slice(0, Math.max(0, address.lastIndexOf("@"))) ?? "";
  const plus = local.lastIndexOf("+");
  return plus === -1 ? null : local.slice(plus + 1);
}

/** Compares two strings of the same alphabet without stopping at the first difference. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
