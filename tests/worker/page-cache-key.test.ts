// Issue 31, "the page cache's key leaves out the scheme": a cached page carries absolute links
// (canonical, hreflang, og:) made from the site's origin, so the cache keeps one page per origin
// those links are made with: per scheme and host when PUBLIC_URL is unset, one for both schemes
// when it is set. The first request after a content change cannot decide everyone's links.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, expect, it } from "vitest";
import { siteOrigin } from "~/server/http/origin.server";
import { bumpContentVersion } from "~/server/pages/content-version.server";
import { REFERRAL_PLACEHOLDER } from "~/server/pages/page-cache.server";
import { poolMayHaveChanged } from "~/server/referral/empty-pool.server";
import { servePublicPage } from "../../workers/public-pages";
import { BROWSER_UA } from "./support/local";

// workers/public-pages.ts names the build in its keys (a Vite define the Worker tests lack).
(globalThis as { __BUILD_ID__?: string }).__BUILD_ID__ ??= "page-cache-key-test";

/** Renders as the site's root does: absolute links from siteOrigin. Counts its renders. */
function renderer(publicUrl: string | undefined) {
  const renders: string[] = [];
  const render = async (request: Request) => {
    const origin = siteOrigin(request, publicUrl);
    renders.push(origin);
    return new Response(
      `<!doctype html><link rel="canonical" href="${origin}/join"><a href="${REFERRAL_PLACEHOLDER}">Join</a>`,
      { headers: { "Content-Type": "text/html; charset=utf-8" } },
    );
  };
  return { render, renders };
}

async function view(
  scheme: "http" | "https",
  publicUrl: string | undefined,
  render: Parameters<typeof servePublicPage>[4],
) {
  const request = new Request(`${scheme}://waymark.test/join`, {
    headers: { "User-Agent": BROWSER_UA },
  });
  const ctx = createExecutionContext();
  const siteEnv = { ...env, PUBLIC_URL: publicUrl } as Env;
  const response = await servePublicPage(request, new URL(request.url), siteEnv, ctx, render, "n");
  await waitOnExecutionContext(ctx);
  return response!.text();
}

// Each test starts a new content version: no page cached before it.
beforeEach(() => bumpContentVersion(env.KV));
// The pool is empty here; leave the isolate's memory of that to no other file.
afterEach(() => poolMayHaveChanged());

it("keeps an http request's page from https visitors when PUBLIC_URL is unset", async () => {
  const { render, renders } = renderer(undefined);
  expect(await view("http", undefined, render)).toContain(
    'rel="canonical" href="http://waymark.test/join"',
  );
  expect(await view("https", undefined, render)).toContain(
    'rel="canonical" href="https://waymark.test/join"',
  );
  expect(renders).toEqual(["http://waymark.test", "https://waymark.test"]);
});

it("shares one page between the schemes when PUBLIC_URL names the origin", async () => {
  const publicUrl = "https://waymark.test";
  const { render, renders } = renderer(publicUrl);
  for (const scheme of ["http", "https"] as const)
    expect(await view(scheme, publicUrl, render)).toContain(
      'rel="canonical" href="https://waymark.test/join"',
    );
  expect(renders).toHaveLength(1);
});
