// Capability: the public page cache. Rendered public pages are cached per path (which carries
// the language) and content version; the visitor's referral link and the request's nonce are put
// in per request. ./content-version.server.ts holds the version every public edit bumps. The
// Worker side (memory, Cache API, render) is workers/public-pages.ts; the in-isolate LRU is
// app/utils/lru-cache.ts. See docs/decisions/0007-page-cache.md.
import { escapeHtml } from "~/domain/formats/html";
import { NONCE_PLACEHOLDER } from "~/server/http/security-headers.server";

/** Rendered into cached pages wherever the visitor's referral link goes. A valid URL, and made
 * only of characters that every HTML and script context leaves as they are. */
export const REFERRAL_PLACEHOLDER = "https://referral-link.invalid/wm-visitor-link";

/** Rendered into cached pages' data where the visit's member goes (issue 30): replaced by the
 * sponsor token (app/domain/referral/attribution.ts), "" for none. Made of characters every
 * context leaves as they are, like the token itself. */
export const SPONSOR_PLACEHOLDER = "wm0sponsor0placeholder0q7x";
/** Put after the page's `og:url` when it is compiled: a link preview of a page opened through a
 * member's link keeps the member's code (`?via=<code>`). */
const OG_VIA_MARK = "wm0og0via0mark0q7x";
const OG_URL = /(<meta property="og:url" content="[^"]*)(")/;

const CACHE_ORIGIN = "https://page-cache.waymark.invalid";

/** The cache key of a public page: the origin its absolute links (canonical, hreflang, `og:`)
 * are rendered with (`siteOrigin`: PUBLIC_URL, else the request's scheme and host), its path
 * (which carries the language), the content version and the build. The origin rather than the
 * host: an http request cannot decide the links of https visitors. */
export function pageCacheKey(
  origin: string,
  pathname: string,
  version: string,
  build: string,
): string {
  return `${CACHE_ORIGIN}/${encodeURIComponent(origin)}${pathname}?v=${encodeURIComponent(version)}&b=${build}`;
}

const SCRIPT = /<script\b[^>]*>[\s\S]*?<\/script>/gi;

/** A link safe to put in both contexts: characters a URL never needs raw are percent-encoded. */
export function normalizeLink(link: string): string {
  return link.replace(
    /["<>\\\s`]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`,
  );
}

/** Replaces the placeholder: HTML-escaped in markup, raw inside scripts (the hydration data,
 * where a URL without quotes, backslashes or angle brackets needs no escaping). */
export function injectReferralLink(html: string, link: string): string {
  const safe = normalizeLink(link);
  const inMarkup = escapeHtml(safe);
  let out = "";
  let last = 0;
  for (const match of html.matchAll(SCRIPT)) {
    // Function replacers: a link may contain "$&" or "$$", which string replacers would expand.
    out += html.slice(last, match.index).replaceAll(REFERRAL_PLACEHOLDER, () => inMarkup);
    out += match[0].replaceAll(REFERRAL_PLACEHOLDER, () => safe);
    last = match.index + match[0].length;
  }
  return out + html.slice(last).replaceAll(REFERRAL_PLACEHOLDER, () => inMarkup);
}

/**
 * A cached page split once at its placeholders (the referral link and the CSP nonce) into UTF-8
 * segments, so serving it is a copy of bytes around the visitor's values instead of a scan of
 * the whole page.
 */
type Gap = "link-markup" | "link-script" | "nonce" | "sponsor" | "og-via";
export type CompiledPage = { segments: Uint8Array[]; gaps: Gap[] };

const encoder = new TextEncoder();
/** The nonce placeholder counts only as the whole value of a nonce="..." attribute: the same
 * characters anywhere else (text an admin typed, which React escapes so it can never form such an
 * attribute) stay as they are and never receive the request's nonce. */
const PLACEHOLDERS = new RegExp(
  `${REFERRAL_PLACEHOLDER.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}|(?<=\\snonce=")${NONCE_PLACEHOLDER}(?=")|${SPONSOR_PLACEHOLDER}|${OG_VIA_MARK}`,
  "g",
);

function gapOf(placeholder: string, context: "markup" | "script"): Gap {
  if (placeholder === NONCE_PLACEHOLDER) return "nonce";
  if (placeholder === SPONSOR_PLACEHOLDER) return "sponsor";
  if (placeholder === OG_VIA_MARK) return "og-via";
  return context === "markup" ? "link-markup" : "link-script";
}

export function compilePage(rendered: string): CompiledPage {
  const html = rendered.replace(OG_URL, `$1${OG_VIA_MARK}$2`);
  const segments: Uint8Array[] = [];
  const gaps: Gap[] = [];
  let text = "";
  const push = (chunk: string, context: "markup" | "script") => {
    let last = 0;
    for (const m of chunk.matchAll(PLACEHOLDERS)) {
      text += chunk.slice(last, m.index);
      segments.push(encoder.encode(text));
      gaps.push(gapOf(m[0], context));
      text = "";
      last = m.index + m[0].length;
    }
    text += chunk.slice(last);
  };
  let last = 0;
  for (const match of html.matchAll(SCRIPT)) {
    push(html.slice(last, match.index), "markup");
    push(match[0], "script");
    last = match.index + match[0].length;
  }
  push(html.slice(last), "markup");
  segments.push(encoder.encode(text));
  return { segments, gaps };
}

const NOTHING = new Uint8Array(0);

/** The page with the visitor's link, member and the request's nonce in every gap. `sponsor` is
 * the sponsor token and `via` the member's code ("" or absent for none); both are made of
 * characters no context changes (the token's, and a code's letters, digits and dashes). */
export function renderPage(
  page: CompiledPage,
  values: { link: string; nonce: string; sponsor?: string; via?: string },
): Uint8Array<ArrayBuffer> {
  const safe = normalizeLink(values.link);
  const fill: Record<Gap, Uint8Array> = {
    "link-markup": encoder.encode(escapeHtml(safe)),
    "link-script": encoder.encode(safe),
    nonce: encoder.encode(values.nonce),
    sponsor: values.sponsor ? encoder.encode(escapeHtml(values.sponsor)) : NOTHING,
    "og-via": values.via ? encoder.encode(`?via=${encodeURIComponent(values.via)}`) : NOTHING,
  };
  let size = 0;
  for (const s of page.segments) size += s.length;
  for (const g of page.gaps) size += fill[g].length;
  const out = new Uint8Array(size);
  let at = 0;
  page.segments.forEach((segment, i) => {
    out.set(segment, at);
    at += segment.length;
    const gap = page.gaps[i];
    if (gap) {
      out.set(fill[gap], at);
      at += fill[gap].length;
    }
  });
  return out;
}
