// Installable and readable offline: the manifest per language, and the service worker that keeps
// the pages a visitor has read. Offline is the browser's own offline mode.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { es } from "~/i18n/dictionaries/es";
import { hi } from "~/i18n/dictionaries/hi";
import { knowledge as hiKnowledge } from "~/i18n/knowledge/hi";
import { baseURL, DESKTOP, pageErrors, setUpBrowser } from "./browser";
import { decodePng, pngSize } from "./png";

const browser = setUpBrowser();

/** Waits until the service worker controls the page. */
async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The URLs the service worker keeps as pages. */
async function keptPages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const out: string[] = [];
    for (const key of await caches.keys()) {
      if (!key.startsWith("wm-pages-")) continue;
      for (const request of await (await caches.open(key)).keys()) out.push(request.url);
    }
    return out;
  });
}

describe("web app manifest", () => {
  it("is in the page's language with its start page, theme colour and icons; none on admin", async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto("/ar/slots");
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe("/manifest/ar.webmanifest");
    const res = await fetch(`${baseURL()}${href}`);
    expect(res.headers.get("Content-Type")).toContain("application/manifest+json");
    const manifest = (await res.json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      lang: "ar",
      dir: "rtl",
      start_url: "/ar",
      display: "standalone",
      theme_color: "#0f172a",
    });
    // The SVG, and PNGs of 192 and 512 px (one maskable) drawn from it at build time.
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    expect(icons.map(({ sizes, type, purpose }) => ({ sizes, type, purpose }))).toEqual([
      { sizes: "any", type: "image/svg+xml", purpose: "any" },
      { sizes: "192x192", type: "image/png", purpose: "any" },
      { sizes: "512x512", type: "image/png", purpose: "any" },
      { sizes: "512x512", type: "image/png", purpose: "maskable" },
    ]);
    for (const icon of icons.slice(1)) {
      expect(icon.src).toMatch(/^\/icons\/[a-z0-9-]+\.png\?v=[0-9a-f]{12}$/);
      const png = await fetch(`${baseURL()}${icon.src}`);
      expect(png.status, icon.src).toBe(200);
      expect(png.headers.get("Content-Type")).toBe("image/png");
      const size = Number(icon.sizes.split("x")[0]);
      const bytes = new Uint8Array(await png.arrayBuffer());
      expect(pngSize(bytes), icon.src).toEqual({ width: size, height: size });
      // The maskable icon fills its square (a mask may cut any corner); the plain one has the
      // favicon's rounded corners.
      const corner = decodePng(bytes).data[3];
      expect(corner, icon.src).toBe(icon.purpose === "maskable" ? 255 : 0);
    }
    await page.goto("/admin");
    expect(await page.locator('link[rel="manifest"]').count()).toBe(0);
  });
});

describe("offline", () => {
  it("pages read before open again offline, the assistant answers, an unread page shows the offline page in Hindi", async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto("/hi/slots");
    await controlled(page);
    // Read two pages with the service worker in charge.
    await page.goto("/hi/slots");
    await page.goto("/hi/assistant", { waitUntil: "networkidle" });
    await page.waitForFunction(async () => {
      const keys = await caches.keys();
      const pages = keys.find((k) => k.startsWith("wm-pages-"));
      const assets = keys.find((k) => k.startsWith("wm-assets-"));
      if (!pages || !assets) return false;
      const kept = (await (await caches.open(pages)).keys()).map((r) => new URL(r.url).pathname);
      const offline = await (await caches.open(assets)).match("/offline/hi");
      return kept.includes("/hi/slots") && kept.includes("/hi/assistant") && !!offline;
    });
    expect(
      (await keptPages(page)).every((u) => !/\/(admin|api|go|qr)\b/.test(new URL(u).pathname)),
    ).toBe(true);

    await page.context().setOffline(true);

    await page.goto("/hi/slots");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(hi["slots.title"]);

    await page.goto("/hi/assistant");
    // A suggested prompt: the first phrasing of the risks topic in Hindi.
    const risks = hiKnowledge["general.chat.kb.risks.q"].split("\n")[0]!;
    await page.getByRole("button", { name: risks }).click();
    const reply = page.getByTestId("chat-bot").nth(1);
    await reply.waitFor();
    expect((await reply.textContent())!.length).toBeGreaterThan(10);

    await page.goto("/hi/earnings");
    await page.getByTestId("offline-page").waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      hi["general.offline.title"],
    );
    expect(await page.locator("html").getAttribute("lang")).toBe("hi");
    expect(pageErrors(page)).toEqual([]);
  });

  it("the first page of a first visit opens again offline (it was loaded before the worker)", async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto("/es/join");
    await controlled(page);
    await page.waitForFunction(async () => {
      const key = (await caches.keys()).find((k) => k.startsWith("wm-pages-"));
      return !!key && !!(await (await caches.open(key)).match(location.origin + "/es/join"));
    });
    await page.context().setOffline(true);
    await page.goto("/es/join");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(es["join.title"]);
    expect(pageErrors(page)).toEqual([]);
  });

  it("a repeat visit fetches only the page itself over the network", async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto("/hi/slots");
    await controlled(page);
    await page.goto("/hi/slots", { waitUntil: "networkidle" });
    // The second visit: what reaches the network is what the service worker fetches itself, or
    // what it does not handle.
    const network: { path: string; bytes: number }[] = [];
    page.context().on("requestfinished", (request) => {
      void (async () => {
        const response = await request.response();
        if (!response || response.fromServiceWorker()) return;
        const sizes = await request.sizes();
        network.push({
          path: new URL(request.url()).pathname,
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        });
      })();
    });
    await page.goto("/hi/slots", { waitUntil: "networkidle" });
    await page.waitForTimeout(300);
    // The tab's icon is the browser's own fetch, which Chromium never routes through a service
    // worker (it comes from the HTTP cache, or the network on a slow machine): not the page's.
    const paths = [...new Set(network.map((n) => n.path))]
      .filter((p) => p !== "/favicon.svg")
      .sort();
    const bytes = network.reduce((sum, n) => sum + n.bytes, 0);
    console.log(`repeat visit over the network: ${paths.join(", ")} (${bytes} bytes)`);
    expect(paths).toEqual(["/hi/slots"]);

    // Route discovery asks in whatever groups the page's timing makes: any grouping of paths it
    // asked for before is answered on the device, with the routes of each.
    network.length = 0;
    const routes = await page.evaluate(async () => {
      const version = (window as unknown as { __reactRouterManifest: { version: string } })
        .__reactRouterManifest.version;
      const ask = async (paths: string) =>
        Object.keys(
          (await (
            await fetch(`/__manifest?paths=${encodeURIComponent(paths)}&version=${version}`)
          ).json()) as Record<string, unknown>,
        );
      const join = await ask("/hi/join");
      const both = await ask("/hi/earnings,/hi/join");
      // Two new paths asked at once, then together: both answers were kept.
      await Promise.all([ask("/hi/not-a-page-1"), ask("/hi/not-a-page-2")]);
      return { join, both, together: await ask("/hi/not-a-page-1,/hi/not-a-page-2") };
    });
    await page.waitForTimeout(300);
    // The two new paths went to the network once each; nothing else did.
    expect(network.map((n) => n.path)).toEqual(["/__manifest", "/__manifest"]);
    expect(routes.join).toContain("routes/site/join");
    expect(routes.both).toContain("routes/site/earnings");
    expect(routes.together).toContain("routes/site/not-found");
  });

  it("a kept page older than one hour no longer carries the assigned link", async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto("/join");
    await controlled(page);
    await page.goto("/join");
    const assigned = await page.getByTestId("referral-link").inputValue();
    await page.waitForFunction(async () => {
      const key = (await caches.keys()).find((k) => k.startsWith("wm-pages-"));
      return !!key && !!(await (await caches.open(key)).match(location.origin + "/join"));
    });
    // Age the kept copy by two hours, as if the visitor came back later without a signal.
    await page.evaluate(async () => {
      const key = (await caches.keys()).find((k) => k.startsWith("wm-pages-"))!;
      const cache = await caches.open(key);
      const url = location.origin + "/join";
      const kept = (await cache.match(url))!;
      const headers = new Headers(kept.headers);
      headers.set("x-wm-cached-at", String(Date.now() - 2 * 60 * 60 * 1000));
      await cache.put(url, new Response(await kept.blob(), { status: 200, headers }));
    });
    await page.context().setOffline(true);
    await page.goto("/join");
    const shown = await page.getByTestId("referral-link").inputValue();
    expect(shown).not.toBe(assigned);
    expect(shown).toBe(`${baseURL()}/go?from=%2Fjoin`);
    expect(await page.content()).not.toContain(assigned);
  });
});
