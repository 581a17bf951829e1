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

/** The request's country as the runtime gives it (`cf.country`; locally the runtime takes it from
 * the MF-CF-Blob request header, which the e2e tests use). */
function countryOf(request: Request): string {
  const cf = (request as Request & { cf?: { country?: unknown } }).cf;
  return normaliseCountry(cf?.country);
}

/** What an event records about this request on `page` (a site path). */
export function describeVisit(request: Request, page: string): VisitDimensions {
  const { source } = visitSource({
    url: new URL(request.url),
    referrer: request.headers.get("Referer"),
    remembered: readCookie(request, SOURCE_COOKIE),
  });
  return {
    language: languageFromPath(page),
    country: countryOf(request),
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
