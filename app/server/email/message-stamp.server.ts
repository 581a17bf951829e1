// Each campaign email's stamp: "<campaign>-<ledger row>-<HMAC>", signed with SESSION_SECRET
// (app/server/http/signing.server.ts). It rides in the X-Waymark-Message header, which bounce and
// complaint reports quote, and, with EMAIL_BOUNCE_ADDRESS, in the envelope sender
// (bounces+<stamp>@domain, VERP; Email Routing's subaddressing must be on for it to reach the
// bounce address's route), to which delivery status notifications are addressed. A report
// is believed only when it carries a stamp this site made (./bounce-mailbox.server.ts): naming a
// recipient, or guessing a Message-ID, is not enough.
import { base64UrlDecode, sign } from "~/server/http/signing.server";

/** The header every campaign email carries its stamp in. */
export const MESSAGE_STAMP_HEADER = "X-Waymark-Message";

const PURPOSE = "email-message-stamp";
/** 128 bits of the HMAC, as hex: short enough for an address's local part, and case-proof. */
const MAC_HEX_LENGTH = 32;
const STAMP = /^(\d{1,12})-(\d{1,12})-([0-9a-f]{32})$/i;

export type StampedMessage = { campaignId: number; ledgerId: number };

async function macHex(secret: string, campaignId: number, ledgerId: number): Promise<string> {
  const mac = base64UrlDecode(await sign(secret, PURPOSE, `${campaignId}.${ledgerId}`))!;
  return [...mac]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("")
    .slice(0, MAC_HEX_LENGTH);
}

/** The stamp of the email to this campaign's ledger row. */
export async function messageStamp(
  secret: string,
  { campaignId, ledgerId }: StampedMessage,
): Promise<string> {
  return `${campaignId}-${ledgerId}-${await macHex(secret, campaignId, ledgerId)}`;
}

/** The message a stamp found in `text` (a header's value, an address) names, when this site
 * signed it; null otherwise. */
export async function readMessageStamp(
  secret: string,
  text: string | null | undefined,
): Promise<StampedMessage | null> {
  const found = text ? STAMP.exec(text.trim()) : null;
  if (!found) return null;
  const campaignId = Number(found[1]);
  const ledgerId = Number(found[2]);
  const expected = await macHex(secret, campaignId, ledgerId);
  return sameText(expected, found[3]!.toLowerCase()) ? { campaignId, ledgerId } : null;
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
