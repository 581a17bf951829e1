// Real Chromium for browser tests, driven by playwright-core.
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from "vitest";
import { CHROMIUM_ARGS } from "./chromium-path";
import { testSite } from "./site";

export const baseURL = () => testSite().baseURL;

const uncaught = new WeakMap<Page, string[]>();

/** Uncaught script errors seen on a page so far. */
export function pageErrors(page: Page): string[] {
  return uncaught.get(page) ?? [];
}

/**
 * Waits until React has hydrated an element (attached its props to it): a field typed into before
 * that is not seen by React, and its later render can put the old text back (a loaded machine
 * makes that window wider).
 */
export async function hydrated(locator: Locator): Promise<Locator> {
  await locator.waitFor();
  await expect
    .poll(() =>
      locator.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps$"))),
    )
    .toBe(true);
  return locator;
}

/** One browser per test file; every test opens its own context (no shared cookies). A context
 * a test opens is closed when the test ends: a page left open goes on running its scripts and
 * animations, and a file's open pages slowed its later tests by half. One opened in a beforeAll
 * (a page several tests share) lives until the file ends, or until its block closes it. */
export function setUpBrowser() {
  let browser: Browser;
  let inTest = false;
  const openedInTest: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: inject("chromiumPath"),
      args: CHROMIUM_ARGS,
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(() => {
    inTest = true;
  });
  // Registered before the check below, so it runs after it (after-hooks run in reverse).
  afterEach(async () => {
    inTest = false;
    await Promise.all(openedInTest.splice(0).map((c) => c.close().catch(() => undefined)));
  });
  // The site runs with its Content-Security-Policy on: any violation fails the test.
  const violations: string[] = [];
  afterEach(() => {
    const seen = violations.splice(0);
    expect(seen, "Content-Security-Policy violations").toEqual([]);
  });
  return {
    async newPage(options: BrowserContextOptions = {}): Promise<Page> {
      // Headless Chromium announces itself as "HeadlessChrome", which the site rightly treats as
      // a bot; tests act as a person's browser.
      const userAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} Safari/537.36`;
      const context = await browser.newContext({ baseURL: baseURL(), userAgent, ...options });
      if (inTest) openedInTest.push(context);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      page.on("console", (m) => {
        if (m.type() === "error" && /Content.Security.Policy/i.test(m.text()))
          violations.push(`${page.url()}: ${m.text()}`);
      });
      uncaught.set(page, errors);
      return page;
    },
  };
}

/** One page for a describe block's read-only checks, opened by `open` before its first test and
 * closed after its last: each test only navigates it, so the block opens one browser context
 * instead of one per test. */
export function pageForBlock(open: () => Promise<Page>): () => Page {
  let page: Page;
  beforeAll(async () => {
    page = await open();
  });
  afterAll(async () => {
    await page?.context().close();
  });
  return () => page;
}

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
export const DESKTOP = { viewport: { width: 1280, height: 900 } };

/** Answers every request to the test referral links' site (example.com) with a registration
 * page, so a Join click opens its tab without the network. */
export async function stubRegistration(page: Page) {
  await page
    .context()
    .route("https://example.com/**", (route) =>
      route.fulfill({ body: "<h1>Registration</h1>", contentType: "text/html" }),
    );
}

/** Answers every request to YouTube's player with a stand-in page: no test reaches YouTube. */
export async function stubYouTube(page: Page) {
  await page
    .context()
    .route(/^https:\/\/(www\.)?youtube(-nocookie)?\.com\//, (route) =>
      route.fulfill({ body: "<p>player</p>", contentType: "text/html" }),
    );
}
