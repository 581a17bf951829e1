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
} from "~/domain/analytics/events";
import { languageFromPath } from "~/i18n/languages";
import { memoizeRecent } from "~/utils/lru-cache";
import { readCookie } from "~/server/http/read-cookie";
import { cookieHeader } from "~/server/http/set-cookie";

export type VisitDimensions = {
  language: string;
  country: string;
  device: DeviceClass;
  source: string;
};

/** A cookie value this site percent-encoded, or null when it cannot be decoded. */
function decodedCookie(value: string | null): string | null {
  if (value === null) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** The request's country as the runtime gives it (`cf.country`; locally the runtime takes it from
 * the MF-CF-Blob request header, which the e2e tests use). */
function countryOf(request: Request): string {
  const cf = (request as Request & { cf?: { country?: unknown } }).cf;
  return normaliseCountry(cf?.country);
}

/** Device classes of recent user agents: a page view need not run the patterns again. */
const deviceOfAgent = memoizeRecent(deviceClass, 500, 512);

function deviceOf(request: Request): DeviceClass {
  return deviceOfAgent(request.headers.get("User-Agent") ?? "");
}

/** Stands for the request's URL when it has no query string and there is no referrer: then
 * neither a campaign nor another site can be the source, whatever the URL, so it is not parsed. */
const ANY_URL_WITHOUT_QUERY = new URL("https://site.invalid/");

function sourceOf(request: Request, remembered: string | null) {
  const referrer = request.headers.get("Referer");
  const url =
    referrer !== null || request.url.includes("?") ? new URL(request.url) : ANY_URL_WITHOUT_QUERY;
  return visitSource({ url, referrer, remembered });
}

/** What an event records about this request on `page` (a site path). */
export function describeVisit(request: Request, page: string): VisitDimensions {
  return {
    language: languageFromPath(page),
    country: countryOf(request),
    device: deviceOf(request),
    source: sourceOf(request, decodedCookie(readCookie(request, SOURCE_COOKIE))).source,
  };
}

/** Set-Cookie remembering a visit's source for the rest of the visit. */
export function sourceCookie(source: string): string {
  return cookieHeader(SOURCE_COOKIE, encodeURIComponent(source), SOURCE_COOKIE_MAX_AGE);
}

/** Set-Cookie for a response when this request brings a new source (a campaign link or another
 * site's referrer), else null. */
export function sourceCookieFor(request: Request): string | null {
  const { source, fresh } = sourceOf(request, null);
  return fresh ? sourceCookie(source) : null;
}
