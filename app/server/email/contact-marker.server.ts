// The contact marker of welcome sequence emails (issue 35): every link to the site in a sequence
// email carries `k=<contact>.<HMAC>`, the landing page keeps it in a cookie, and a Join click
// (/go, workers/click-redirect.ts) with a valid marker records that the contact clicked Join, so
// steps "only if the contact has not clicked Join yet" are skipped from then on. The HMAC (with
// SESSION_SECRET) means a crafted link cannot mark another contact; the marker holds no address.
import { CONTACT_PARAM } from "~/domain/email/sequence-rules";
import { readCookie } from "~/server/http/read-cookie";
import { cookieHeader } from "~/server/http/set-cookie";
import { sign, verify } from "~/server/http/signing.server";

/** `__Host-`: Secure, Path=/, no Domain. */
export const CONTACT_COOKIE = "__Host-wm_contact";
/** A week after the email's link was opened, a Join click still counts for the contact. */
const COOKIE_MAX_AGE = 7 * 24 * 60 * 60;
const PURPOSE = "sequence-contact";
const MARKER = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/;

/** The marker a contact's sequence email links carry. */
export async function contactMarker(secret: string, contactId: number): Promise<string> {
  return `${contactId}.${await sign(secret, PURPOSE, String(contactId))}`;
}

/** The contact a marker names, or null when it is not one this server signed. */
export async function readContactMarker(
  secret: string,
  marker: string | null,
): Promise<number | null> {
  const match = marker ? MARKER.exec(marker) : null;
  if (!match) return null;
  return (await verify(secret, PURPOSE, match[1]!, match[2]!)) ? Number(match[1]) : null;
}

/** Set-Cookie keeping the marker of a landing page's URL (`?k=`), or null when it has none of
 * the right shape (it is verified only when a Join click uses it). */
export function contactCookieFor(request: Request): string | null {
  if (!request.url.includes(`${CONTACT_PARAM}=`)) return null;
  const marker = new URL(request.url).searchParams.get(CONTACT_PARAM);
  if (!marker || !MARKER.test(marker)) return null;
  return cookieHeader(CONTACT_COOKIE, marker, COOKIE_MAX_AGE);
}

/** The contact whose marker this request's cookie holds (a verified one), or null. */
export function markedContact(request: Request, secret: string): Promise<number | null> {
  return readContactMarker(secret, readCookie(request, CONTACT_COOKIE));
}

/** Set-Cookie ending the marker once its Join click is recorded. */
export const CLEAR_CONTACT_COOKIE = cookieHeader(CONTACT_COOKIE, "", 0);
