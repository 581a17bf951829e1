// Performance budget (issue #6): the JavaScript a visitor's phone downloads before interacting,
// and a page at rest that does no work (a phone's battery and the other tabs' share of its CPU).
import { gzipSync } from "node:zlib";
import type { Page, Response } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ADMIN_ACCOUNT_NAV, ADMIN_NAV } from "../../app/domain/admin/nav";
import { addHostCookie, signInCookie } from "./admin-session";
import { PHONE, setUpBrowser } from "./browser";

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
