// The back-office on a phone (the walk of every screen at 360 px, the narrowest phone we support;
// the rest at 390 x 844) and a desktop: every admin screen fits the viewport without sideways
// scrolling or a control cut off at its edge, the menu is a keyboard-operable drawer, and axe finds no serious
// or critical problems.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ADMIN_ACCOUNT_NAV, ADMIN_NAV } from "../../app/domain/admin/nav";
import { addHostCookie, signInCookie } from "./admin-session";
import { clickForToast, deleteConfirmed } from "./admin-ui";
import { seriousAxeViolations } from "./axe";
import { DESKTOP, pageForBlock, PHONE, setUpBrowser, stubYouTube } from "./browser";
import { chooseContactsCsv, saveContacts } from "./contact-import";

const browser = setUpBrowser();
const PHONE_360 = { ...PHONE, viewport: { width: 360, height: 780 } };

/** Every screen in the menu, plus the add/edit forms and dialogs that replace or cover a list. */
const SCREENS = [
  ...ADMIN_NAV.map((item) => item.path),
  ...ADMIN_ACCOUNT_NAV.map((item) => item.path),
  "/admin/testimonials?edit=new",
  "/admin/earnings-proof?edit=new",
  "/admin/referral-links?edit=new",
  // The campaign screen's other two tabs (history and outbox are on every tab).
  "/admin/email-campaigns?tab=templates",
  "/admin/email-campaigns?tab=send",
  // A contact's sequence timeline (a sequence's step forms: tests/e2e/sequences.test.ts).
  "/admin/sequences?contact=nobody%40example.com",
];

async function adminPage(options: typeof PHONE | typeof DESKTOP, bypassCSP = false) {
  const page = await browser.newPage({ ...options, bypassCSP });
  await addHostCookie(page, await signInCookie());
  return page;
}

/** Controls that stick out of the viewport (a tab bar that scrolls hides its last tabs). */
function cutOffControls(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[role="tab"], button, a, input, select, textarea, label')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.left < -1 || r.right > window.innerWidth + 1);
      })
      .map((el) => `${el.tagName} ${(el.textContent ?? "").trim().slice(0, 40)}`),
  );
}

/** How far the page is wider than the viewport (0 when nothing scrolls sideways). */
async function overflow(page: Page) {
  const extra = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (extra > 0) {
    // Name the widest element, so a failure says what overflows.
    const widest = await page.evaluate(() => {
      let best = "";
      let right = window.innerWidth;
      for (const el of document.querySelectorAll("body *")) {
        const r = el.getBoundingClientRect().right;
        if (r > right) {
          right = r;
          best = `${el.tagName}.${el.className}`.slice(0, 200);
        }
      }
      return best;
    });
    console.error(`overflow ${extra}px: ${widest}`);
  }
  return extra;
}

describe("the back-office on a phone", () => {
  const screenPage = pageForBlock(() => adminPage(PHONE_360, true));

  it.each(SCREENS)("%s fits 360 px with no control cut off, and axe passes", async (path) => {
    const page = screenPage();
    await page.goto(path, { waitUntil: "networkidle" });
    expect(await page.getByRole("heading", { level: 1 }).count()).toBeGreaterThan(0);
    expect(await overflow(page)).toBe(0);
    expect(await cutOffControls(page)).toEqual([]);
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
      // Those shown: the laptop's "Actions for" toggle is not on a phone.
      .evaluateAll((els) =>
        els
          .filter((e) => e.getClientRects().length > 0)
          .map((e) => e.getBoundingClientRect().height),
      );
    expect(rowButtons.length).toBeGreaterThanOrEqual(6);
    expect(Math.min(...rowButtons)).toBeGreaterThanOrEqual(44);
  });
});

describe("the back-office on a desktop", () => {
  const screenPage = pageForBlock(() => adminPage(DESKTOP, true));

  it.each(SCREENS)("%s has no serious or critical axe violations", async (path) => {
    const page = screenPage();
    await page.goto(path, { waitUntil: "networkidle" });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

describe("one real task per screen on a phone", () => {
  it("adds a referral link and opens its stats", async () => {
    const page = await adminPage(PHONE);
    await page.goto("/admin/referral-links", { waitUntil: "networkidle" });
    await page.getByRole("link", { name: "Add Referral Link" }).click();
    const url = `https://example.com/phone-${Date.now()}`;
    const link = page.getByLabel("Link URL");
    expect(await link.getAttribute("type")).toBe("url");
    await link.fill(url);
    expect(await page.getByLabel("Display Limit").getAttribute("inputmode")).toBe("numeric");
    // Inactive, so the visitors of other tests are never sent to it.
    await page.getByLabel("Active").uncheck();
    await clickForToast(page, "Add Link", "Referral link added");
    const row = page.getByTestId("referral-row").filter({ hasText: url });
    expect(await overflow(page)).toBe(0);
    await row.getByRole("link", { name: `View stats of ${url}` }).click();
    const dialog = page.getByRole("dialog", { name: "Link statistics" });
    expect(await dialog.getByTestId("stats-displays").textContent()).toBe("0");
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "hidden" });
  });

  it("saves a right-to-left translation with Save in reach after scrolling", async () => {
    const page = await adminPage(PHONE);
    await page.goto("/admin/translations?lang=ar", { waitUntil: "networkidle" });
    await page.getByRole("tab", { name: /^Footer/ }).click();
    const field = page.locator('[data-key="footer.pagesHeading"] textarea');
    expect(await field.getAttribute("dir")).toBe("rtl");
    const text = `الصفحات ${Date.now() % 1000}`;
    await field.fill(text);
    await field.scrollIntoViewIfNeeded();
    const save = page.getByRole("button", { name: "Save Changes (1)" });
    expect(await save.isVisible()).toBe(true);
    const box = (await save.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    await save.click();
    await page.getByTestId("toast").getByText("Updated 1 translations for Arabic").waitFor();
    expect(await overflow(page)).toBe(0);
  });

  it("adds a video", async () => {
    const page = await adminPage(PHONE);
    await stubYouTube(page);
    await page.goto("/admin/videos", { waitUntil: "networkidle" });
    const title = `Phone video ${Date.now()}`;
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("YouTube Video URL").fill("https://youtu.be/M7lc1UVf-VE");
    await clickForToast(page, "Add Video", "Video added");
    const row = page.getByTestId("video-row").filter({ hasText: title });
    expect(await row.count()).toBe(1);
    expect(await overflow(page)).toBe(0);
    await deleteConfirmed(page, row, "Video deleted", `Delete ${title}`);
  });

  it("imports a small CSV", async () => {
    const page = await adminPage(PHONE);
    await page.goto("/admin/email-campaigns", { waitUntil: "networkidle" });
    const stamp = Date.now();
    const csv = `name,surname,email,country,language\nRavi,K,ravi${stamp}@example.com,India,hi\n`;
    await chooseContactsCsv(page, "c.csv", csv);
    await page.getByTestId("import-preview").waitFor();
    expect(await overflow(page)).toBe(0);
    await saveContacts(page, "Successfully saved 1 contacts to the database.");
  });

  it("saves settings", async () => {
    const page = await adminPage(PHONE);
    await page.goto("/admin/settings", { waitUntil: "networkidle" });
    expect(await page.getByLabel("Default Referral Link").getAttribute("type")).toBe("url");
    expect(await page.getByLabel("Sender email").getAttribute("type")).toBe("email");
    await clickForToast(page, "Save Settings", "Settings updated");
    expect(await overflow(page)).toBe(0);
  });
});
