// The back-office on a phone (390 x 844) and a desktop: every admin screen fits the viewport
// without sideways scrolling, the menu is a keyboard-operable drawer, and axe finds no serious
// or critical problems.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ADMIN_NAV } from "../../app/domain/admin-nav";
import { signInCookie } from "./admin-session";
import { seriousAxeViolations } from "./axe";
import { baseURL, DESKTOP, PHONE, setUpBrowser } from "./browser";

const browser = setUpBrowser();

/** Every screen in the menu, plus the add/edit forms and dialogs that replace or cover a list. */
const SCREENS = [
  ...ADMIN_NAV.map((item) => item.path),
  "/admin/testimonials?edit=new",
  "/admin/earnings-proof?edit=new",
  "/admin/referral-links?edit=new",
];

async function adminPage(options: typeof PHONE | typeof DESKTOP, bypassCSP = false) {
  const page = await browser.newPage({ ...options, bypassCSP });
  const cookie = (await signInCookie()).split("=");
  await page.context().addCookies([{ name: cookie[0]!, value: cookie[1]!, url: baseURL() }]);
  return page;
}

/** How far the page is wider than the viewport (0 when nothing scrolls sideways). */
function overflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

describe("the back-office on a phone", () => {
  it.each(SCREENS)("%s fits 390 px without sideways scrolling, and axe passes", async (path) => {
    const page = await adminPage(PHONE, true);
    await page.goto(path, { waitUntil: "networkidle" });
    expect(await page.getByRole("heading", { level: 1 }).count()).toBeGreaterThan(0);
    expect(await overflow(page)).toBe(0);
    // The sidebar gives way to a top bar with the menu button.
    expect(await page.getByTestId("admin-sidebar").isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Open the admin menu" }).isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it("the referral link stats dialog fits too", async () => {
    const page = await adminPage(PHONE);
    await page.goto("/admin/referral-links", { waitUntil: "networkidle" });
    await page
      .getByRole("link", { name: /^View stats of/ })
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "Link statistics" });
    await dialog.getByTestId("stats-rate").waitFor();
    expect(await overflow(page)).toBe(0);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  });

  it("the menu opens and closes from the keyboard, and choosing a link closes it", async () => {
    const page = await adminPage(PHONE);
    await page.goto("/admin/dashboard", { waitUntil: "networkidle" });
    const button = page.getByRole("button", { name: "Open the admin menu" });
    await button.focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Admin menu" });
    await drawer.waitFor();
    // Focus moved into the drawer.
    expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await drawer.waitFor({ state: "hidden" });
    // ...and came back to the button.
    expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);

    // A tap outside the drawer closes it.
    await button.click();
    await drawer.waitFor();
    await page.mouse.click(380, 400);
    await drawer.waitFor({ state: "hidden" });

    // Choosing a link goes there and closes the drawer; the top bar names the screen.
    await button.click();
    await drawer.getByRole("link", { name: "Settings" }).click();
    await page.waitForURL("**/admin/settings");
    await drawer.waitFor({ state: "hidden" });
    await expect.poll(() => page.getByTestId("admin-topbar-title").textContent()).toBe("Settings");
  });

  it("buttons and links in the menu are at least 44 px tall", async () => {
    const page = await adminPage(PHONE);
    await page.goto("/admin/referral-links", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Open the admin menu" }).click();
    const heights = await page
      .getByRole("dialog", { name: "Admin menu" })
      .getByRole("link")
      .evaluateAll((links) => links.map((l) => l.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
    const rowButtons = await page
      .getByTestId("referral-row")
      .first()
      .locator("a, button")
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
    expect(Math.min(...rowButtons)).toBeGreaterThanOrEqual(44);
  });
});

describe("the back-office on a desktop", () => {
  it.each(SCREENS)("%s has no serious or critical axe violations", async (path) => {
    const page = await adminPage(DESKTOP, true);
    await page.goto(path, { waitUntil: "networkidle" });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
