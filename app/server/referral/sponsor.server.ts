// A visit's member (issue 30): the member whose personal code in the URL (`?via=<code>`) or in the
// signed attribution cookie attributes the visitor, by the rules of app/domain/referral/
// attribution.ts. An attributed visitor gets the member's referral link on every page and takes
// no pool display (./rotator.server.ts). Codes are looked up in this isolate's member directory
// (./member-directory.server.ts): no D1 read. An unknown, malformed, paused or removed member's
// code counts as none and writes nothing.
import { z } from "zod";
import { memberCodeFromUrl } from "~/domain/members/code";
import {
  attributionMaxAge,
  chooseAttribution,
  type Attribution,
} from "~/domain/referral/attribution";
import { signedCookie } from "~/server/http/signed-cookie.server";
import type { MemberDirectory, Sponsor } from "./member-directory.server";

/** `__Host-`: Secure, Path=/, no Domain. */
export const ATTRIBUTION_COOKIE = "__Host-wm_via";
const SIGNING_PURPOSE = "member-attribution";

const attributionSchema = z.object({
  c: z.string().regex(/^[a-z0-9-]{3,32}$/),
  a: z.number().int().nonnegative(),
});

const attribution = signedCookie(ATTRIBUTION_COOKIE, SIGNING_PURPOSE, attributionSchema);

export const readAttribution = attribution.read;

export function attributionCookie(
  secret: string,
  value: Attribution,
  days: number,
  now: number,
): Promise<string> {
  return attribution.write(secret, value, attributionMaxAge(value.a, now, days));
}

/** The `via` code of a URL, only when it has one (most visits have no query at all). */
export function viaCodeOf(url: string): string | null {
  if (!url.includes("via=")) return null;
  return memberCodeFromUrl(new URL(url).searchParams.get("via"));
}

export type SponsoredVisit = {
  sponsor: Sponsor;
  /** The attribution cookie to set, when it changed. */
  setCookie: string | null;
};

/** The visit's member and the cookie to set, or null when the visit has none. `code` is the
 * URL's code (`viaCodeOf`), when the request names one. */
export async function sponsorOfVisit(
  request: Request,
  code: string | null,
  deps: { secret: string; directory: () => Promise<MemberDirectory>; now: number },
): Promise<SponsoredVisit | null> {
  const { now } = deps;
  const current = await readAttribution(request, deps.secret);
  if (!current && !code) return null;
  const directory = await deps.directory();
  const choice = chooseAttribution(
    current,
    code,
    (c) => directory.byCode.has(c),
    directory.rules,
    now,
  );
  if (!choice.code) return null;
  const sponsor = directory.byCode.get(choice.code)!;
  const setCookie = choice.store
    ? await attributionCookie(deps.secret, choice.store, directory.rules.days, now)
    : null;
  return { sponsor, setCookie };
}
