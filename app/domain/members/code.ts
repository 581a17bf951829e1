// A member's personal code (issue 30): the short word in `?via=<code>` and `/via/<code>` that
// attributes a visitor to the member. Pure: the schema (app/schemas/members.ts), the operations
// and, in phase 2, the visit path share it. Whether a code is free is decided by the insert
// (members_code_idx), never by a lookup first.
import { mayBeLanguageSegment } from "~/domain/translation/added-language";
import { isLanguageCode } from "~/i18n/languages";

export const MEMBER_CODE_MIN = 3;
export const MEMBER_CODE_MAX = 32;

/** Letters, digits and single dashes between them ("team-7", "asha2"). */
const CODE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Words of the site's own paths and parameters: a code must never read as one of them. */
export const SITE_WORDS: ReadonlySet<string> = new Set([
  "admin",
  "api",
  "go",
  "via",
  "member",
  "members",
  "files",
  "media",
  "assets",
  "og",
  "icons",
  "qr",
  "language",
  "referral",
  "signup",
  "unsubscribe",
  "webhooks",
]);

export type CodeCheck = { ok: true; code: string } | { ok: false; error: string };

/**
 * The typed code in its stored form (lower case: codes are case-insensitive), or why it is
 * refused. Language codes are refused, and so is anything shaped like a language tag (2-3
 * letters, an optional script and region: "pt", "abc", "pt-br"), which an owner may add later as
 * a language (decision 0035).
 */
export function checkMemberCode(input: string): CodeCheck {
  const code = input.trim().toLowerCase();
  if (code.length < MEMBER_CODE_MIN || code.length > MEMBER_CODE_MAX)
    return {
      ok: false,
      error: `Use ${MEMBER_CODE_MIN} to ${MEMBER_CODE_MAX} characters.`,
    };
  if (!CODE.test(code))
    return {
      ok: false,
      error: "Use letters, digits and single dashes between them (for example team-7).",
    };
  if (SITE_WORDS.has(code)) return { ok: false, error: `${code} is a word the site uses itself.` };
  if (isLanguageCode(code) || mayBeLanguageSegment(code))
    return {
      ok: false,
      error: `${code} looks like a language code: add a digit or make it longer (for example ${code}-1).`,
    };
  return { ok: true, code };
}

/** A code from a URL, for the visit path: the stored form, or null for a malformed one. */
export function memberCodeFromUrl(value: string | null | undefined): string | null {
  if (value == null || value.length > MEMBER_CODE_MAX) return null;
  const check = checkMemberCode(value);
  return check.ok ? check.code : null;
}
