// A visit's referral link and the cookies that come with it, resolved in one place for both ways
// a public page is made: the page cache (workers/public-pages.ts), which puts the link into a
// cached page, and the site layout's loader (app/routes/site/layout.tsx) for a page rendered per
// request. The rotator (./rotator.server.ts) chooses the link; this adds the analytics source
// cookie and a sequence email's contact marker, and names what passes between the page cache and the render it asks for.
import { createContext } from "react-router";
import { sponsorToken } from "~/domain/referral/attribution";
import { sourceCookieFor } from "~/server/analytics/visit.server";
import { contactCookieFor } from "~/server/email/contact-marker.server";
import type { Sponsor } from "./member-directory.server";
import { resolveReferralLink, type ReferralDeps } from "./rotator.server";

/** The response header that names the referral link a public page carries (percent-encoded), so
 * the service worker can take it out of a copy older than the one-hour assignment. */
export const REFERRAL_LINK_HEADER = "Waymark-Referral-Link";

/** Set by the Worker when it renders a page for the page cache: the referral link to render
 * (a placeholder, replaced per visitor), so the loader does not resolve one itself. */
export const presetReferralContext = createContext<string | null>(null);
/** Beside it, the placeholder of the visit's member (the sponsor token, issue 30). */
export const presetSponsorContext = createContext<string>("");

export type VisitLink = {
  link: string;
  /** The member the visit is attributed to (issue 30), if any. */
  sponsor: Sponsor | null;
  /** Set-Cookie values for the response: the assignment and the attribution when they changed,
   * the visit's source. */
  setCookies: string[];
};

/** Pages that show no referral link and take no pool display: the member's own page. */
function takesNoDisplay(page: string): boolean {
  return /^\/(?:[^/]+\/)?member(?:\/|$)/.test(page);
}

/** The referral link of a page view of `page` (the request's path) and its cookies. */
export async function resolveVisitLink(
  request: Request,
  page: string,
  deps: ReferralDeps,
): Promise<VisitLink> {
  if (takesNoDisplay(page))
    return { link: await deps.getDefaultLink(), sponsor: null, setCookies: [] };
  const referral = await resolveReferralLink(request, page, deps);
  const setCookies = [referral.setCookie, referral.sponsorCookie].filter((c) => c != null);
  const source = sourceCookieFor(request);
  if (source) setCookies.push(source);
  // A welcome sequence email's link: its contact marker waits for a Join click.
  const contact = contactCookieFor(request);
  if (contact) setCookies.push(contact);
  return { link: referral.link, sponsor: referral.sponsor ?? null, setCookies };
}

/** What a page's data carries of the visit's member (app/domain/referral/attribution.ts). */
export function visitSponsorToken(visit: VisitLink): string {
  return visit.sponsor ? sponsorToken(visit.sponsor) : "";
}

/** Adds the visit's cookies to a response's headers. */
export function appendVisitCookies(headers: Headers, visit: VisitLink): void {
  for (const cookie of visit.setCookies) headers.append("Set-Cookie", cookie);
}
