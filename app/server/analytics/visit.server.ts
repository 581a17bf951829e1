// Capability: funnel analytics (issue 16, docs/decisions/0015-analytics-storage-and-charts.md).
// This module reads what an event records from the request (never personal data: page,
// language, country, device class, source) and remembers a visit's source in a cookie so a Join
// click counts for the campaign or site that brought the visitor. Events are written with the
// referral log (app/server/referral/log-buffer.server.ts -> app/data/analytics.ts), rolled up
// and pruned by ./rollup.server.ts from the cron (workers/jobs/scheduled.ts), and shown on
// /admin/analytics (app/routes/admin/analytics/, reads in app/data/analytics-queries.ts).
import {
  deviceClass,
  normaliseCountry,
  SOURCE_COOKIE,
  SOURCE_COOKIE_MAX_AGE,
  visitSource,
  type DeviceClass,
} from "~/domain/analytics";
import { languageFromPath } from "~/i18n/languages";

export type VisitDimensions = {
  language: string;
  country: string;
  device: DeviceClass;
  source: string;
};

/**
 * Header a local or test runtime may use to set the country (the local runtime has no real
 * `cf.country`). Honoured only when the Worker's ANALYTICS_COUNTRY_HEADER variable is "on",
 * which only the e2e setup does; production never sets it.
 */
export const TEST_COUNTRY_HEADER = "X-Waymark-Test-Country";

function readCookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

function countryOf(request: Request, env: Pick<Env, "ANALYTICS_COUNTRY_HEADER">): string {
  if (env.ANALYTICS_COUNTRY_HEADER === "on") {
    const forced = request.headers.get(TEST_COUNTRY_HEADER);
    if (forced) return normaliseCountry(forced);
  }
  const cf = (request as Request & { cf?: { country?: unknown } }).cf;
  return normaliseCountry(cf?.country);
}

/** What an event records about this request on `page` (a site path). */
export function describeVisit(
  request: Request,
  page: string,
  env: Pick<Env, "ANALYTICS_COUNTRY_HEADER">,
): VisitDimensions {
  const { source } = visitSource({
    url: new URL(request.url),
    referrer: request.headers.get("Referer"),
    remembered: readCookie(request, SOURCE_COOKIE),
  });
  return {
    language: languageFromPath(page),
    country: countryOf(request, env),
    device: deviceClass(request.headers.get("User-Agent")),
    source,
  };
}

/** Set-Cookie remembering a visit's source for the rest of the visit. */
export function sourceCookie(source: string): string {
  return `${SOURCE_COOKIE}=${encodeURIComponent(source)}; Path=/; HttpOnly; Secure; SameSite=Lax; Max-Age=${SOURCE_COOKIE_MAX_AGE}`;
}

/** Set-Cookie for a response when this request brings a new source (a campaign link or another
 * site's referrer), else null. */
export function sourceCookieFor(request: Request): string | null {
  const { source, fresh } = visitSource({
    url: new URL(request.url),
    referrer: request.headers.get("Referer"),
    remembered: null,
  });
  return fresh ? sourceCookie(source) : null;
}
