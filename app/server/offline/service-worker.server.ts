// Capability: installable and readable offline (issue 18). The service worker's script is made
// here with the build id in it, so a deploy changes its bytes and browsers install the new one on
// the next visit; ./offline-page.server.ts is the page shown for a page not yet read,
// ./web-manifest.server.ts the manifest per language. The Worker serves all three from
// workers/offline.ts; the page registers the worker in app/components/service-worker.tsx.
// Decisions: docs/decisions/0016-share-wallet-qr-offline.md.
import { LANGUAGES } from "~/i18n/languages";
import { ASSIGNMENT_TTL_MS } from "~/domain/referral/assignment";
// The header naming the referral link a public page carries, so the service worker can take it
// out of a copy older than the one-hour assignment.
import { REFERRAL_LINK_HEADER } from "~/server/referral/visit-link.server";

/** The service worker, as JavaScript. It keeps: the hashed build assets (cache first, they never
 * change), and the public pages a visitor has read (network first; the copy is used only when
 * the network fails). It never touches /admin, /api, the click redirect, the QR code, files or
 * anything but GET on this origin. A kept page older than one hour is served with its referral
 * link replaced by the click redirect, which assigns afresh once online; a page without the
 * header naming its link is not served past that hour at all. */
export function serviceWorkerScript(buildId: string): string {
  const languages = LANGUAGES.map((l) => l.code);
  return `// Waymark service worker, build ${buildId}
"use strict";
const VERSION = ${JSON.stringify(buildId)};
const LANGUAGES = ${JSON.stringify(languages)};
const PAGES = "wm-pages-" + VERSION;
const ASSETS = "wm-assets-" + VERSION;
const ASSIGNMENT_TTL_MS = ${ASSIGNMENT_TTL_MS};
const LINK_HEADER = ${JSON.stringify(REFERRAL_LINK_HEADER.toLowerCase())};
const CACHED_AT = "x-wm-cached-at";
const NEVER = /^\\/(admin|api|qr|referral|files|media|unsubscribe|language|go|sw\\.js)(\\/|$)/;
// The signup pages carry a visitor's address and confirmation link: never kept on the device.
const SIGNUP = /^(\\/[a-z-]+)?\\/signup(\\/|$)/;

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith("wm-") && !key.endsWith(VERSION)) await caches.delete(key);
      }
      await self.clients.claim();
      // The page that installed the worker was loaded before it was in charge: keep it too, so
      // the first page of a first visit opens again offline.
      for (const client of await self.clients.matchAll({ type: "window" })) {
        const url = new URL(client.url);
        if (url.origin !== self.location.origin || NEVER.test(url.pathname) || url.search) continue;
        if (SIGNUP.test(url.pathname)) continue;
        if (url.pathname.startsWith("/assets/") || url.pathname.startsWith("/offline/")) continue;
        try {
          const response = await fetch(url.href, { credentials: "same-origin" });
          if (response.status === 200 && !response.redirected) await keep(url, response);
        } catch {
          // Offline already, or the server is away: nothing to keep.
        }
      }
    })(),
  );
});

/** Keeps a page as read (with when), and the offline page of its language. */
async function keep(url, response) {
  const cache = await caches.open(PAGES);
  const headers = new Headers(response.headers);
  headers.set(CACHED_AT, String(Date.now()));
  await cache.put(url.href, new Response(await response.blob(), { status: 200, headers }));
  const offlinePath = "/offline/" + languageOf(url.pathname);
  const assets = await caches.open(ASSETS);
  if (!(await assets.match(offlinePath))) await assets.add(offlinePath);
}

function languageOf(pathname) {
  const first = pathname.split("/")[1];
  return LANGUAGES.includes(first) ? first : "en";
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER.test(url.pathname) || SIGNUP.test(url.pathname))
    return;
  if (url.pathname.startsWith("/assets/") || url.pathname === "/favicon.svg") {
    event.respondWith(cacheFirst(request));
  } else if (url.pathname === "/__manifest" && url.searchParams.has("version")) {
    event.respondWith(routeManifest(request, url));
  } else if (url.pathname.startsWith("/manifest/") || url.pathname.startsWith("/offline/")) {
    event.respondWith(networkFirst(request));
  } else if (request.mode === "navigate" || url.pathname.endsWith(".data")) {
    event.respondWith(page(event, request, url));
  }
});

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

// React Router's route discovery asks for the routes of the paths a page links to, in whatever
// groups its timing makes (one batch at hydration, more as links appear). The answer is fixed for
// one build version, so one entry per version keeps every path asked so far and the routes found:
// a later page asking for any of them, in any grouping, is answered here. The routes returned may
// be more than were asked for; all are routes of the same build, which the router accepts.
const MANIFEST_PATHS_KEPT = 2000;
async function routeManifest(request, url) {
  const paths = (url.searchParams.get("paths") || "").split(",").filter(Boolean);
  const key = self.location.origin + "/__manifest?version=" + encodeURIComponent(url.searchParams.get("version"));
  const cache = await caches.open(ASSETS);
  const known = await keptManifest(cache, key);
  if (known && paths.every((path) => known.paths.includes(path))) {
    return new Response(JSON.stringify(known.routes), { headers: { "Content-Type": "application/json" } });
  }
  const response = await fetch(request);
  if (response.status !== 200) return response;
  const routes = await response.clone().json().catch(() => null);
  if (!routes) return response;
  // One merge at a time: two answers arriving together would each read the entry before the
  // other wrote it, and one's paths would be lost.
  const merge = manifestMerges.then(async () => {
    let latest = await keptManifest(cache, key);
    // Past the bound (a site whose pages link to very many paths), start again from this answer.
    if (!latest || latest.paths.length + paths.length > MANIFEST_PATHS_KEPT) latest = { paths: [], routes: {} };
    const entry = {
      paths: [...new Set([...latest.paths, ...paths])],
      routes: Object.assign(latest.routes, routes),
    };
    await cache.put(key, new Response(JSON.stringify(entry), { headers: { "Content-Type": "application/json" } }));
  });
  // No room on the device: the answer still goes to the page, and the next merge still runs.
  manifestMerges = merge.catch(() => undefined);
  await manifestMerges;
  return response;
}
let manifestMerges = Promise.resolve();

async function keptManifest(cache, key) {
  const hit = await cache.match(key);
  if (!hit) return null;
  try {
    return await hit.json();
  } catch {
    return null;
  }
}

async function networkFirst(request) {
  const cache = await caches.open(ASSETS);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const hit = await cache.match(request);
    if (hit) return hit;
    throw error;
  }
}

async function page(event, request, url) {
  const cache = await caches.open(PAGES);
  const offlinePath = "/offline/" + languageOf(url.pathname);
  try {
    const response = await fetch(request);
    if (response.status === 200 && !response.redirected) {
      event.waitUntil(keep(url, response.clone()).catch(() => undefined));
    }
    return response;
  } catch (error) {
    const hit = await cache.match(url.href);
    const kept = hit ? await withinAssignmentRule(hit, url) : null;
    if (kept) return kept;
    if (request.mode !== "navigate") throw error;
    const offline = await (await caches.open(ASSETS)).match(offlinePath);
    return offline || new Response("Offline", { status: 503, headers: { "Content-Type": "text/plain" } });
  }
}

/** A kept page as it was within the hour; after it, its referral link becomes the click redirect. */
async function withinAssignmentRule(hit, url) {
  const age = Date.now() - Number(hit.headers.get(CACHED_AT) || 0);
  if (age < ASSIGNMENT_TTL_MS) return hit;
  const named = hit.headers.get(LINK_HEADER);
  if (!named) return null;
  const link = decodeURIComponent(named);
  const escaped = link.replace(/&/g, "&amp;").replace(/'/g, "&#x27;");
  const go = self.location.origin + "/go?from=" + encodeURIComponent(url.pathname);
  const text = (await hit.text()).split(escaped).join(go).split(link).join(go);
  const headers = new Headers(hit.headers);
  headers.delete(LINK_HEADER);
  return new Response(text, { status: 200, headers });
}
`;
}
