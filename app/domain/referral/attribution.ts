// Which member a visitor is attributed to (issue 30): the member whose personal code
// (`?via=<code>`, `/via/<code>`) brought them, kept for a number of days the operator sets. By
// default the first member's link wins until it expires; a setting lets the last one win. A code
// that names no active member counts as none. Pure: the visit path is
// app/server/referral/sponsor.server.ts.
import { base64UrlEncode } from "~/domain/formats/base64url";

export const DAY_MS = 24 * 60 * 60 * 1000;

/** What the signed attribution cookie holds: the member's code and when it was set. */
export type Attribution = { c: string; a: number };

export type AttributionRules = { days: number; lastWins: boolean };

export type AttributionChoice = {
  /** The member's code the visit is attributed to, or null (the pool, as today). */
  code: string | null;
  /** The attribution to store (a new cookie), or null to leave the cookie as it is. */
  store: Attribution | null;
};

/** Whether an attribution set at `at` still holds at `now`. */
export function attributionHolds(at: number, now: number, days: number): boolean {
  return at <= now && now - at < days * DAY_MS;
}

/**
 * The visit's member: `incoming` (the URL's code) when it names an active member and there is no
 * attribution that still holds (or the last link wins and it names another member), else the
 * stored one while it holds and its member is active, else none.
 */
export function chooseAttribution(
  current: Attribution | null,
  incoming: string | null,
  isActive: (code: string) => boolean,
  rules: AttributionRules,
  now: number,
): AttributionChoice {
  const kept =
    current && attributionHolds(current.a, now, rules.days) && isActive(current.c)
      ? current.c
      : null;
  if (incoming && isActive(incoming) && (kept === null || (rules.lastWins && incoming !== kept)))
    return { code: incoming, store: { c: incoming, a: now } };
  return { code: kept, store: null };
}

/** Seconds the cookie of an attribution set at `at` should live. */
export function attributionMaxAge(at: number, now: number, days: number): number {
  return Math.max(0, Math.floor((at + days * DAY_MS - now) / 1000));
}

/**
 * The member a page carries in its data, as one token made only of characters that every HTML,
 * URL and script context leaves as they are (`<code>.<base64url name>`), so the page cache can put
 * it into a cached page like the referral link. "" for none.
 */
export function sponsorToken(sponsor: { code: string; name: string } | null): string {
  if (!sponsor) return "";
  return `${sponsor.code}.${base64UrlEncode(new TextEncoder().encode(sponsor.name))}`;
}

/** The member a sponsor token names, or null for none or anything malformed. */
export function readSponsorToken(token: string | null | undefined): {
  code: string;
  name: string;
} | null {
  const match = /^([a-z0-9-]{3,32})\.([A-Za-z0-9_-]*)$/.exec(token ?? "");
  if (!match) return null;
  try {
    const binary = atob(match[2]!.replace(/-/g, "+").replace(/_/g, "/"));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return { code: match[1]!, name: new TextDecoder().decode(bytes) };
  } catch {
    return null;
  }
}

/** `url` with the member's code as its `via` parameter (share links keep the sponsor). */
export function withVia(url: string, code: string | null | undefined): string {
  if (!code) return url;
  const hash = url.indexOf("#");
  const base = hash < 0 ? url : url.slice(0, hash);
  const rest = hash < 0 ? "" : url.slice(hash);
  const clean = base.replace(/([?&])via=[^&]*(&|$)/, (_, lead: string, tail: string) =>
    tail ? lead : "",
  );
  return `${clean}${clean.includes("?") ? "&" : "?"}via=${encodeURIComponent(code)}${rest}`;
}
