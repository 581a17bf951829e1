// Public pages through the page cache: the visitor's referral link is chosen per request, the
// rest of the page comes from memory, the Cache API, or one render (docs/decisions/0007).
import type { RouterContextProvider } from "react-router";
import { matchSitePage } from "~/domain/site/pages";
import { mayBeLanguageSegment } from "~/domain/translation/added-language";
import { publishedCodes } from "~/server/i18n/site-languages.server";
import { getContentVersion } from "~/server/pages/content-version.server";
import { bareRootRedirect } from "~/server/i18n/language-redirect.server";
import {
  compilePage,
  normalizeLink,
  pageCacheKey,
  REFERRAL_PLACEHOLDER,
  renderPage,
  SPONSOR_PLACEHOLDER,
  type CompiledPage,
} from "~/server/pages/page-cache.server";
import { LruCache } from "~/utils/lru-cache";
import { nonceContext } from "~/server/http/nonce";
import { FLASH_COOKIE } from "~/server/http/cookies.server";
import { siteOrigin } from "~/server/http/origin.server";
import { referralDeps } from "~/server/referral/rotator-deps.server";
import { NONCE_PLACEHOLDER } from "~/server/http/security-headers.server";
import {
  appendVisitCookies,
  presetReferralContext,
  presetSponsorContext,
  REFERRAL_LINK_HEADER,
  resolveVisitLink,
  visitSponsorToken,
} from "~/server/referral/visit-link.server";

type Render = (
  request: Request,
  setup: (context: RouterContextProvider) => void,
) => Promise<Response>;

/** Compiled pages in this isolate, in front of the Cache API. */
const memory = new LruCache<string, CompiledPage>(200);

/** The Workers Cache API's default cache (the DOM typings do not know `caches.default`). */
function edgeCache(): Cache {
  return (caches as unknown as { default: Cache }).default;
}

function hasCookie(request: Request, name: string): boolean {
  return (request.headers.get("Cookie") ?? "")
    .split(";")
    .some((c) => c.trim().startsWith(`${name}=`));
}

/** A page of a published added language ("/pt-br/join"): cached like a built-in one. A hidden
 * one is an administrator's preview, rendered for each request and never cached. */
async function isPublishedAddedLanguagePage(pathname: string, env: Env): Promise<boolean> {
  if (!mayBeLanguageSegment(pathname.split("/")[1])) return false;
  const published = await publishedCodes(env);
  return published.size > 0 && matchSitePage(pathname, published) !== null;
}

/** The compiled page under `key` from the Cache API, kept in this isolate's memory. */
async function edgeCachedPage(key: string): Promise<CompiledPage | null> {
  const hit = await edgeCache().match(key);
  if (!hit) return null;
  const page = compilePage(await hit.text());
  memory.set(key, page);
  return page;
}

/** Renders the page once for everyone and keeps it under `key`; null when the render is not a
 * plain 200 page (it is then rendered again for this request, with its own nonce, which the
 * placeholder render does not carry). */
async function renderForCache(
  key: string,
  url: URL,
  ctx: ExecutionContext,
  render: Render,
): Promise<CompiledPage | null> {
  // Rendered without the visitor's cookies, languages or member code: the same page for everyone.
  const bare = new URL(url.pathname, url.origin);
  const rendered = await render(
    new Request(bare, { headers: { "User-Agent": "waymark-page-cache" } }),
    (context) => {
      context.set(presetReferralContext, REFERRAL_PLACEHOLDER);
      context.set(presetSponsorContext, SPONSOR_PLACEHOLDER);
      context.set(nonceContext, NONCE_PLACEHOLDER);
    },
  );
  if (rendered.status !== 200 || !rendered.headers.get("Content-Type")?.startsWith("text/html"))
    return null;
  const html = await rendered.text();
  const page = compilePage(html);
  memory.set(key, page);
  ctx.waitUntil(
    edgeCache()
      .put(
        key,
        new Response(html, {
          headers: {
            "Content-Type": "text/html; charset=utf-8",
            "Cache-Control": "public, max-age=86400",
          },
        }),
      )
      .catch((e: unknown) => console.error("page cache: put failed", e)),
  );
  return page;
}

/** Serves a public page from the cache, or null when the request is not for one (the caller
 * then renders it as usual). */
export async function servePublicPage(
  request: Request,
  url: URL,
  env: Env,
  ctx: ExecutionContext,
  render: Render,
  nonce: string,
): Promise<Response | null> {
  if (request.method !== "GET") return null;
  // Query strings and one-shot toasts make a page personal: render those as usual. A member's
  // code (`?via=`) alone does not: the page is the same, with the member's link put in.
  if ((url.search && !onlyVia(url)) || hasCookie(request, FLASH_COOKIE)) return null;
  if (!matchSitePage(url.pathname) && !(await isPublishedAddedLanguagePage(url.pathname, env)))
    return null;

  const languageRedirect = await bareRootRedirect(request, env, url);
  if (languageRedirect) return languageRedirect;

  const [referral, version] = await Promise.all([
    resolveVisitLink(request, url.pathname, referralDeps(env, ctx, request)),
    getContentVersion(env.KV),
  ]);
  const origin = siteOrigin(request, env.PUBLIC_URL);
  const key = pageCacheKey(origin, url.pathname, version, __BUILD_ID__);
  const page =
    memory.get(key) ?? (await edgeCachedPage(key)) ?? (await renderForCache(key, url, ctx, render));
  if (page === null) return null;

  const headers = new Headers({
    "Content-Type": "text/html; charset=utf-8",
    // The page carries this visitor's referral link: never stored by shared caches.
    "Cache-Control": "private, no-cache",
  });
  // A bare "/" may redirect by language for other visitors.
  if (url.pathname === "/") headers.set("Vary", "Accept-Language, Cookie");
  appendVisitCookies(headers, referral);
  // Names the link in the page for the service worker's one-hour rule (offline copies).
  headers.set(REFERRAL_LINK_HEADER, encodeURIComponent(normalizeLink(referral.link)));
  const sponsor = visitSponsorToken(referral);
  const via = referral.sponsor?.code;
  return new Response(renderPage(page, { link: referral.link, nonce, sponsor, via }), { headers });
}

/** A query of nothing but one `via` parameter (a member's personal link). */
function onlyVia(url: URL): boolean {
  return /^\?via=[^&]*$/.test(url.search);
}
