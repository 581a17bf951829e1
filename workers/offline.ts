import { isLanguageCode } from "~/i18n/languages";
import { getSiteMessages } from "~/server/i18n/site-messages.server";
import { offlinePageHtml } from "~/server/offline/offline-page.server";
import { serviceWorkerScript } from "~/server/offline/service-worker.server";
import { webManifest } from "~/server/offline/web-manifest.server";

const MANIFEST = /^\/manifest\/([a-z-]{2,5})\.webmanifest$/;
const OFFLINE = /^\/offline\/([a-z-]{2,5})$/;

let script: string | null = null;

// GET /sw.js – the service worker; GET /manifest/<lang>.webmanifest – the web app manifest;
// GET /offline/<lang> – the offline page the service worker keeps. null for anything else.
export async function serveOfflineFiles(pathname: string, env: Env): Promise<Response | null> {
  if (pathname === "/sw.js") {
    script ??= serviceWorkerScript(__BUILD_ID__);
    return new Response(script, {
      headers: {
        "Content-Type": "text/javascript; charset=utf-8",
        // Browsers check for a new worker on each visit; a deploy changes the build id inside.
        "Cache-Control": "no-cache",
        // The worker's own policy: it fetches this origin only (the default for other
        // non-HTML responses, default-src 'none', would block every fetch it makes).
        "Content-Security-Policy": "default-src 'self'",
      },
    });
  }
  const manifest = MANIFEST.exec(pathname);
  if (manifest && isLanguageCode(manifest[1])) {
    const t = await getSiteMessages(env, manifest[1]);
    return new Response(JSON.stringify(webManifest(manifest[1], t, __IMAGES_VERSION__)), {
      headers: {
        "Content-Type": "application/manifest+json; charset=utf-8",
        "Cache-Control": "public, max-age=3600",
      },
    });
  }
  const offline = OFFLINE.exec(pathname);
  if (offline && isLanguageCode(offline[1])) {
    const t = await getSiteMessages(env, offline[1]);
    return new Response(offlinePageHtml(offline[1], t), {
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "public, max-age=3600",
        "X-Robots-Tag": "noindex",
        // No script at all; its styles are inline.
        "Content-Security-Policy":
          "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      },
    });
  }
  return null;
}
