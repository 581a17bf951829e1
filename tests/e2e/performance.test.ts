// Performance budget (issue #6): the JavaScript a visitor's phone downloads before interacting,
// and a page at rest that does no work (a phone's battery and the other tabs' share of its CPU).
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import type { Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_ACCOUNT_NAV, ADMIN_NAV } from "../../app/domain/admin/nav";
import { hi } from "../../app/i18n/dictionaries/hi";
import { startScratchSite, type ScratchSite } from "../../scripts/local-runtime.ts";
import { addHostCookie, signInCookie } from "./admin-session";
import { hydrated, pageErrors, PHONE, setUpBrowser } from "./browser";

const browser = setUpBrowser();

/** At most 120 KB of gzip-compressed JavaScript on the home page (React, React Router and ours). */
const HOME_JS_BUDGET = 120 * 1024;

/** Every script the page loads until the network is quiet, with its gzip size. Sizes are
 * compressed here rather than read off the wire, so the figure does not depend on the server's
 * compression level. (Lighthouse's "transfer size" also counts about 0.3 KB of headers a file.) */
async function scriptsBeforeInteraction(page: Page, url: string) {
  const scripts: Promise<{ url: string; gzip: number }>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.push(
      response.body().then((body) => ({ url: response.url(), gzip: gzipSync(body).length })),
    );
  };
  page.on("response", onResponse);
  await page.goto(url, { waitUntil: "networkidle" });
  // Anything fetched on idle after hydration counts too.
  await page.waitForTimeout(500);
  // Later scripts (the chat's, when a test opens it) are not this measure's, and must not be
  // read after the page has closed.
  page.off("response", onResponse);
  return Promise.all(scripts);
}

describe("home page JavaScript budget", () => {
  it.each(["/", "/hi", "/ar"])(
    "%s loads at most 120 KB of compressed JavaScript before interaction",
    async (url) => {
      const page = await browser.newPage(PHONE);
      const scripts = await scriptsBeforeInteraction(page, url);
      const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
      const detail = scripts
        .map((s) => `${(s.gzip / 1024).toFixed(1)} KB ${new URL(s.url).pathname}`)
        .join("\n");
      expect(scripts.length, "the page loads its scripts").toBeGreaterThan(0);
      expect(
        total,
        `${(total / 1024).toFixed(1)} KB of JavaScript:\n${detail}`,
      ).toBeLessThanOrEqual(HOME_JS_BUDGET);
    },
  );

  describe("on a site with proofs, testimonials and the email-updates form", () => {
    let site: ScratchSite;
    beforeAll(async () => {
      site = await startScratchSite({
        sqlFiles: [fileURLToPath(new URL("./fixtures/home-with-content.sql", import.meta.url))],
      });
    }, 90_000);
    afterAll(() => site?.close());

    it("/hi stays within 120 KB; each part's code comes when the visitor nears it, and works", async () => {
      const page = await browser.newPage({ ...PHONE, baseURL: site.url });
      const scripts = await scriptsBeforeInteraction(page, "/hi");
      const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
      expect(total, `${(total / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(HOME_JS_BUDGET);
      const parts = /\/assets\/(proof-gallery|testimonial-list|signup-form)-/;
      expect(scripts.map((s) => s.url).filter((u) => parts.test(u))).toEqual([]);
      // The server's HTML shows every part before its code is there.
      await page.getByTestId("testimonials").waitFor();
      const form = page.getByRole("region", { name: hi["general.signup.title"] });
      await form.waitFor();

      const loaded = new Set<string>();
      page.on("response", (r) => {
        const part = parts.exec(r.url())?.[1];
        if (part) loaded.add(part);
      });
      // The form's code is held back until the visitor has typed: what they typed stays.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/signup-form-/, async (route) => {
        await held;
        await route.continue();
      });
      await readDown(page);
      const email = form.getByLabel(hi["general.signup.emailLabel"]);
      await email.fill("near@performance-e2e.test");
      release();
      await expect
        .poll(() => [...loaded].sort())
        .toEqual(["proof-gallery", "signup-form", "testimonial-list"]);
      // The form, now React's, answers in place.
      await hydrated(form.getByRole("button"));
      expect(await email.inputValue()).toBe("near@performance-e2e.test");
      await form.getByRole("button").click();
      await form.getByRole("status").waitFor();
      expect(new URL(page.url()).pathname).toBe("/hi");
      expect(pageErrors(page)).toEqual([]);
    });

    it("/hi: a part whose code does not arrive stays as the server sent it, and its form still posts", async () => {
      const page = await browser.newPage({ ...PHONE, baseURL: site.url });
      const parts = /\/assets\/(proof-gallery|testimonial-list|signup-form)-/;
      const refused = new Set<string>();
      // On the browser context: the site's service worker fetches the parts, past a page's routes.
      await page.context().route(parts, (route) => {
        refused.add(parts.exec(route.request().url())![1]!);
        return route.abort("internetdisconnected");
      });
      await page.goto("/hi", { waitUntil: "networkidle" });
      await readDown(page);
      await expect
        .poll(() => [...refused].sort())
        .toEqual(["proof-gallery", "signup-form", "testimonial-list"]);
      await page.waitForTimeout(500);
      // No error page in place of the home page: its heading, proofs, testimonials and form stay.
      expect(await page.getByText(hi["general.error.title"]).count()).toBe(0);
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(
        hi["homepage.hero.title"],
      );
      expect(await page.getByTestId("testimonials").isVisible()).toBe(true);
      const proofs = page.locator("#proof");
      expect(await proofs.getByRole("button", { name: /.+/ }).count()).toBeGreaterThan(0);
      expect(await proofs.locator("img").count()).toBeGreaterThan(0);
      const form = page.getByRole("region", { name: hi["general.signup.title"] });
      await form.getByLabel(hi["general.signup.emailLabel"]).fill("nocode@performance-e2e.test");
      await form.getByRole("button").click();
      await page.waitForURL((url) => url.pathname === "/hi/signup");
      await page.getByRole("heading", { level: 1, name: hi["general.signup.title"] }).waitFor();
    });
  });

  it("the chat's code loads only when the visitor opens it", async () => {
    const page = await browser.newPage(PHONE);
    const before = await scriptsBeforeInteraction(page, "/");
    expect(before.map((s) => s.url).filter((u) => /chat/.test(u))).toEqual([]);
    const chatCode = page.waitForResponse(
      (r) => r.request().resourceType() === "script" && /chat/.test(r.url()),
    );
    await page.getByTestId("chat-open").click();
    await chatCode;
    await page.getByTestId("chat-widget").getByTestId("chat-bot").first().waitFor();
  });
});

/** Down the page a screen at a time, as a visitor reads it, to its end. */
async function readDown(page: Page) {
  for (let screens = 0; screens < 60; screens++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight;
    });
    await page.waitForTimeout(50);
    if (atEnd) break;
  }
}

/** The main thread's busy time, in seconds, as Chromium counts it (through the DevTools
 * protocol). */
async function busyClock(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Performance.enable");
  return {
    seconds: async () =>
      (await cdp.send("Performance.getMetrics")).metrics.find((m) => m.name === "TaskDuration")!
        .value,
    detach: () => cdp.detach(),
  };
}

/** How busy the page is over `ms` once it has settled. It has settled at the first 300 ms it is
 * nearly idle (a big screen's hydration can outlast the network going quiet on a loaded
 * machine); a page that never settles (a render loop) is measured after 10 s anyway, and is at
 * the whole span. */
async function busyAtRest(page: Page, ms: number): Promise<number> {
  const clock = await busyClock(page);
  const giveUp = Date.now() + 10_000;
  // A script run in the page waits for the task in progress, so a long one (counted when it
  // ends) is not mistaken for rest.
  const free = () => page.evaluate(() => 0);
  for (;;) {
    await free();
    const before = await clock.seconds();
    await page.waitForTimeout(300);
    if ((await clock.seconds()) - before < 0.03 || Date.now() > giveUp) break;
  }
  await free();
  const before = await clock.seconds();
  await page.waitForTimeout(ms);
  const busy = (await clock.seconds()) - before;
  await clock.detach();
  return busy;
}

/** Each page's busy seconds under the limit, named in the failure. */
function expectAtRest(busy: Record<string, number>, watchMs: number, limit: number) {
  for (const [path, seconds] of Object.entries(busy)) {
    expect(seconds, `${path}: ${seconds.toFixed(3)} s busy in ${watchMs} ms at rest`).toBeLessThan(
      limit,
    );
  }
}

describe("a page at rest does no work", () => {
  // Each page is watched for 1 s once settled; once one was busy all of it (the chat's knowledge
  // base was rebuilt in an endless render loop). A fifth of the span is the limit.
  const WATCH_MS = 1000;
  const AT_REST = 0.2;

  it("each public page, and the chat once opened", async () => {
    const page = await browser.newPage(PHONE);
    const busy: Record<string, number> = {};
    for (const path of ["/", "/join", "/earnings", "/slots", "/presentations", "/hi/assistant"]) {
      await page.goto(path, { waitUntil: "networkidle" });
      busy[path] = await busyAtRest(page, WATCH_MS);
    }
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByTestId("chat-open").click();
    await page.getByTestId("chat-widget").getByTestId("chat-bot").first().waitFor();
    busy["/ with the chat open"] = await busyAtRest(page, WATCH_MS);
    expectAtRest(busy, WATCH_MS, AT_REST);
  });

  it("each admin screen", async () => {
    const page = await browser.newPage(PHONE);
    await addHostCookie(page, await signInCookie());
    const busy: Record<string, number> = {};
    for (const { path } of [...ADMIN_NAV, ...ADMIN_ACCOUNT_NAV]) {
      await page.goto(path, { waitUntil: "networkidle" });
      busy[path] = await busyAtRest(page, WATCH_MS);
    }
    expectAtRest(busy, WATCH_MS, AT_REST);
  });
});
