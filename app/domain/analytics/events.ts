// Pure rules of funnel analytics (issue 16): what an event records about a request, with no
// personal data: the page, its language, the country, a device class and where the visit came
// from. The recording is app/server/analytics/, the tables app/data/analytics*.ts.
import { SEQUENCE_PARAM } from "~/domain/email/sequence-rules";
import { matchSitePage } from "~/domain/site/pages";
import { languageFromPath } from "~/i18n/languages";

/**
 * What an event records: a pool display of a link, a page view of a visitor who came through a
 * member's personal link ("visit", on the member's link), a Join click, and the two funnel steps
 * the page reports when they happen (the link copied, the open-in-wallet button).
 */
export const EVENT_ACTIONS = ["display", "visit", "click", "copy", "wallet"] as const;
export type EventAction = (typeof EVENT_ACTIONS)[number];
/** The steps the browser reports with a beacon (app/components/use-funnel-beacon.ts). */
export const BEACON_STEPS = ["copy", "wallet"] as const;
export type BeaconStep = (typeof BEACON_STEPS)[number];

/** Whether repeats of an action count once per page (page views) or once per link (the rest). */
export function isPageView(action: EventAction): boolean {
  return action === "display" || action === "visit";
}

export type DeviceClass = "mobile" | "tablet" | "desktop";
export const DEVICE_CLASSES: readonly DeviceClass[] = ["mobile", "tablet", "desktop"];

/** Raw events are kept this many days by default, then only their daily aggregates remain. */
export const DEFAULT_RAW_RETENTION_DAYS = 30;
/** Within this window, repeated displays of one visitor, link and page count once, and so do
 * repeated clicks of one visitor on one link (a replayed cookie cannot inflate either). */
export const REPEAT_WINDOW_MS = 30 * 60 * 1000;
/** The query parameter campaign emails add to links to the site: `?c=<campaignId>`. */
export const CAMPAIGN_PARAM = "c";
/** The cookie that carries a visit's source from the landing page to the Join click. */
export const SOURCE_COOKIE = "__Host-wm_src";
/** A visit's source lasts this long after the landing page. */
export const SOURCE_COOKIE_MAX_AGE = 24 * 60 * 60;
/** Pages outside the site's own (a forged `from`) are counted under this name. */
export const OTHER_PAGE = "other";
export const UNKNOWN_COUNTRY = "unknown";

/** Mobile, tablet or desktop from a user agent; nothing else of it is kept. */
export function deviceClass(userAgent: string | null): DeviceClass {
  const ua = userAgent ?? "";
  if (/iPad|Tablet|PlayBook|Silk|Kindle/i.test(ua)) return "tablet";
  // Android tablets say "Android" without "Mobile".
  if (/Android/i.test(ua) && !/Mobile/i.test(ua)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini/i.test(ua)) return "mobile";
  return "desktop";
}

/** A two-letter country code as the runtime gives it, else "unknown". */
export function normaliseCountry(value: unknown): string {
  return typeof value === "string" && /^[A-Za-z]{2}$/.test(value)
    ? value.toUpperCase()
    : UNKNOWN_COUNTRY;
}

/** The site page of a path without its language ("/es/join" -> "/join"); anything else "other",
 * so a forged page cannot add rows to the aggregates. */
export function pageOf(path: string): { page: string; language: string } {
  const match = matchSitePage(path.split("?")[0] ?? "/");
  return match
    ? { page: match.path, language: match.lang }
    : { page: OTHER_PAGE, language: languageFromPath(path) };
}

/**
 * A source is "direct", "campaign:<id>", "sequence:<sequence>.<step>" (a welcome sequence's email)
 * or "site:<host>" (the referrer's host only, never its path or query).
 */
export type VisitSource = string;
/** "other" and "site:other" are what the roll-up folds made-up campaigns and the referrers past a
 * day's named sites into (app/data/analytics.ts). */
const SOURCE_PATTERN =
  /^(direct|other|campaign:[1-9][0-9]{0,9}|sequence:[1-9][0-9]{0,9}\.[1-9][0-9]{0,9}|site:[a-z0-9.-]{1,100})$/;

export function isVisitSource(value: string): boolean {
  return SOURCE_PATTERN.test(value);
}

/** The campaign a link carries (`?c=12`), or null. */
export function campaignFromUrl(url: URL): number | null {
  const raw = url.searchParams.get(CAMPAIGN_PARAM);
  return raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;
}

/** The welcome-sequence step a link carries (`?s=3.12`) as a source, or null. */
export function sequenceFromUrl(url: URL): string | null {
  const raw = url.searchParams.get(SEQUENCE_PARAM);
  return raw && /^[1-9][0-9]{0,9}\.[1-9][0-9]{0,9}$/.test(raw) ? `sequence:${raw}` : null;
}

/** The referrer's host when it is another site, else null. */
export function referrerHost(referrer: string | null, siteHost: string): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    const host = url.hostname.toLowerCase().replace(/^www\./, "");
    const own = siteHost
      .toLowerCase()
      .split(":")[0]!
      .replace(/^www\./, "");
    return host === own || !/^[a-z0-9.-]{1,100}$/.test(host) ? null : host;
  } catch {
    return null;
  }
}

/**
 * Where this request's visit came from: a campaign link wins, then another site's referrer, then
 * the source remembered from the landing page (cookie), else direct. A sequence email's link
 * counts like a campaign's. `fresh` says the source is
 * new on this request (the caller then remembers it).
 */
export function visitSource(input: {
  url: URL;
  referrer: string | null;
  remembered: string | null;
}): { source: VisitSource; fresh: boolean } {
  const campaign = campaignFromUrl(input.url);
  if (campaign !== null) return { source: `campaign:${campaign}`, fresh: true };
  const sequence = sequenceFromUrl(input.url);
  if (sequence !== null) return { source: sequence, fresh: true };
  const host = referrerHost(input.referrer, input.url.host);
  if (host) return { source: `site:${host}`, fresh: true };
  if (input.remembered && isVisitSource(input.remembered))
    return { source: input.remembered, fresh: false };
  return { source: "direct", fresh: false };
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The last day asked for: every page view asks, and nearly always for the same day. */
let lastDay = { start: 0, end: 0, text: "" };

/** The UTC day of a time, "YYYY-MM-DD" (the aggregates' day key). */
export function utcDay(ms: number): string {
  if (ms >= lastDay.start && ms < lastDay.end) return lastDay.text;
  const start = Math.floor(ms / DAY_MS) * DAY_MS;
  const text = new Date(start).toISOString().slice(0, 10);
  lastDay = { start, end: start + DAY_MS, text };
  return text;
}

/** Click rate in percent with two decimals ("0.00" with no displays). */
export function clickRate(clicks: number, displays: number): string {
  return displays > 0 ? ((clicks / displays) * 100).toFixed(2) : "0.00";
}

/** Change against the previous period in percent, or null when there was nothing before. */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/**
 * Adds `c=<campaignId>` to every link to the site (`origin`) in a campaign email's text, so a
 * visit from the email, and a Join click after it, count for the campaign. Other links are left
 * alone.
 */
export function tagCampaignLinks(text: string, origin: string, campaignId: number): string {
  const escaped = origin.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  return text.replace(new RegExp(`${escaped}(?=[/?#\\s]|$)[^\\s<>"]*`, "g"), (link) => {
    try {
      const url = new URL(link);
      if (url.origin !== origin) return link;
      url.searchParams.set(CAMPAIGN_PARAM, String(campaignId));
      return url.toString();
    } catch {
      return link;
    }
  });
}
