// What a member is, as rules with no I/O (issue 30): their statuses, the languages they support
// (stored as a JSON list of site language codes), their personal links, and who may act on a
// member's data. The operations are app/server/members/, the rows app/data/members.ts.
import { localizedPath } from "~/i18n/languages";

export const MEMBER_STATUSES = ["active", "paused", "removed"] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** How long a sign-in link works. */
export const MEMBER_SIGN_IN_TTL_MS = 15 * 60 * 1000;

/** A language list as stored: a JSON array of codes; anything else reads as none. */
export function parseMemberLanguages(stored: string | null | undefined): string[] {
  try {
    const value: unknown = JSON.parse(stored ?? "[]");
    if (!Array.isArray(value)) return [];
    return value.filter((v): v is string => typeof v === "string");
  } catch {
    return [];
  }
}

/** The list as stored: each code once, in the order given. */
export function storedMemberLanguages(codes: readonly string[]): string {
  return JSON.stringify([...new Set(codes)]);
}

/** The member's personal link to a page in one language: `/hi/?via=team-7`, `/?via=team-7`. */
export function personalLink(origin: string, lang: string, code: string, page = "/"): string {
  const path = localizedPath(lang, page);
  const withSlash = path.endsWith("/") ? path : `${path}/`;
  return `${origin}${page === "/" ? withSlash : path}?via=${encodeURIComponent(code)}`;
}

/** Whether the member a request names is the signed-in one: every member action and, in phase
 * 2, every figure download checks the id it is given against the session's. */
export function isOwnMember(session: { id: number }, requested: number | null | undefined) {
  return requested == null || requested === session.id;
}
