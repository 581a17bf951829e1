// The referral links list at a glance (issue 32), in Chromium on a 360 px phone and a 1280 px
// laptop: each row's join clicks and click rate for the period after a real join click (the same
// as the Analytics screen's), copying a link, its QR code in a dialog, and pausing two links at
// once after a confirmation that says how many change.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { addHostCookie, signInCookie } from "./admin-session";
import { seriousAxeViolations } from "./axe";
import { baseURL, DESKTOP, hydrated, setUpBrowser } from "./browser";
import { adminApi, onlyLink, statsWhen, type PoolLink } from "./referral-pool";

const browser = setUpBrowser();

const SIZES = [
  ["360 px", { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true }],
  ["1280 px", DESKTOP],
] as const;

/** A person's browser, which the site does not take for a bot. */
const ua = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36" };

/** A visitor who is shown the pool's only link on a page and presses Join (the /go redirect). */
async function joinClick(link: PoolLink) {
  const page = await fetch(`${baseURL()}/slots`, { headers: ua });
  const cookie = page.headers
    .getSetCookie()
    .find((c) => c.startsWith("__Host-wm_ref="))!
    .split(";")[0]!;
  const go = await fetch(`${baseURL()}/go?from=/slots`, {
    redirect: "manual",
    headers: { ...ua, Cookie: cookie },
  });
  expect(go.headers.get("Location")).toBe(link.link);
  await statsWhen(link.id, (s) => s.clicks === 1 && s.displays === 1);
}

async function adminPage(size: (typeof SIZES)[number][1]): Promise<Page> {
  // bypassCSP: axe is injected by the test.
  const page = await browser.newPage({ ...size, bypassCSP: true });
  await page
    .context()
    .grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL() });
  await addHostCookie(page, await signInCookie());
  return page;
}

const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function newLink(tag: string): Promise<PoolLink> {
  const created = (await adminApi("/referral-links", "POST", {
    link: `https://example.com/r?list=${tag}-${Date.now()}`,
    description: "bulk",
    displayLimit: 5,
  })) as { link: PoolLink };
  return created.link;
}

describe.each(SIZES)("the referral links list at %s", (name, size) => {
  it("shows a row's join clicks and click rate, copies the link and shows its QR code", async () => {
    const link = await onlyLink(`https://example.com/register?ref=list-${name}-${Date.now()}`);
    await joinClick(link);
    const page = await adminPage(size);
    await page.goto("/admin/referral-links", { waitUntil: "networkidle" });
    expect(await page.getByLabel("Figures for").inputValue()).toBe("7");
    const row = page.getByTestId("referral-row").filter({ hasText: link.link });
    expect(await row.getByTestId("link-clicks").innerText()).toBe("1");
    expect(await row.getByTestId("link-rate").innerText()).toBe("100.00%");
    expect(await sideways(page)).toBe(0);

    await (await hydrated(row.getByRole("button", { name: `Copy ${link.link}` }))).click();
    await page.getByRole("status").getByText("Copied").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link.link);

    await row.getByRole("link", { name: `QR code of ${link.link}` }).click();
    const dialog = page.getByRole("dialog", { name: "QR code" });
    await dialog
      .getByRole("img", { name: `QR code of ${link.link}` })
      .locator("svg")
      .waitFor();
    expect(page.url()).toContain(`qr=${link.id}`);
    expect(await sideways(page)).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => page.url()).not.toContain("qr=");
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it("pauses two links at once after saying how many change", async () => {
    const [a, b] = [await newLink(`a${name}`), await newLink(`b${name}`)];
    const page = await adminPage(size);
    await page.goto("/admin/referral-links?period=30", { waitUntil: "networkidle" });
    const rowOf = (l: PoolLink) => page.getByTestId("referral-row").filter({ hasText: l.link });
    await (await hydrated(page.getByLabel(`Select ${a.link}`))).check();
    await page.getByLabel(`Select ${b.link}`).check();
    expect(await page.getByTestId("selected-count").innerText()).toBe("2 selected");

    // The confirmation: dismissed first (nothing changes), then accepted.
    const asked: string[] = [];
    const answers = [false, true];
    page.on("dialog", (d) => {
      asked.push(d.message());
      void (answers.shift() ? d.accept() : d.dismiss());
    });
    const pause = page.getByRole("button", { name: "Pause selected" });
    await pause.click();
    await expect.poll(() => asked).toEqual([expect.stringMatching(/^Pause 2 links\?/)]);
    expect(await rowOf(a).getByText("Active", { exact: true }).count()).toBe(1);

    await pause.click();
    await page.getByTestId("toast").getByText("2 links paused").waitFor();
    await rowOf(a).getByText("Inactive").waitFor();
    await rowOf(b).getByText("Inactive").waitFor();
    expect(page.url()).toContain("period=30");
    expect(await page.getByLabel(`Select ${a.link}`).isChecked()).toBe(false);
    const { links } = (await adminApi("/referral-links")) as { links: PoolLink[] };
    expect(links.filter((l) => l.id === a.id || l.id === b.id).map((l) => l.isActive)).toEqual([
      false,
      false,
    ]);

    // "Select all" chooses every row.
    await page.getByLabel("Select all").check();
    const rows = await page.getByTestId("referral-row").count();
    expect(await page.getByTestId("selected-count").innerText()).toBe(`${rows} selected`);
    expect(await sideways(page)).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

it("a row's figures are the Analytics screen's for the same link and period", async () => {
  const link = await onlyLink(`https://example.com/register?ref=list-analytics-${Date.now()}`);
  await joinClick(link);
  const page = await adminPage(DESKTOP);
  await page.goto("/admin/referral-links?period=today", { waitUntil: "networkidle" });
  const row = page.getByTestId("referral-row").filter({ hasText: link.link });
  expect(await row.getByTestId("link-clicks").innerText()).toBe("1");
  expect(await row.getByTestId("link-rate").innerText()).toBe("100.00%");

  // Analytics reads the hourly roll-up: run it here on demand.
  const cron = await fetch(`${baseURL()}/cdn-cgi/local/scheduled?cron=0+*+*+*+*`);
  expect(cron.ok).toBe(true);
  await row.getByTestId("link-clicks").click();
  await page.waitForURL(`**/admin/analytics?link=${link.id}&period=custom**`);
  expect(await page.getByTestId("link-filter").innerText()).toContain(link.link);
  expect(await page.getByTestId("stat-clicks").innerText()).toBe("1");
  expect(await page.getByTestId("stat-displays").innerText()).toBe("1");
  expect(await page.getByTestId("stat-rate").innerText()).toBe("100.00%");

  // After the roll-up the list counts each event once still.
  await page.goto("/admin/referral-links?period=today", { waitUntil: "networkidle" });
  expect(await row.getByTestId("link-clicks").innerText()).toBe("1");
  expect(await row.getByTestId("link-rate").innerText()).toBe("100.00%");
});
