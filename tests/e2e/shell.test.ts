// The public shell as a visitor uses it in Chromium: navigation, mobile menu, languages, 404.
import { describe, expect, it } from "vitest";
import { en } from "../../app/i18n/dictionaries/en";
import { hi } from "../../app/i18n/dictionaries/hi";
import { baseURL, DESKTOP, hydrated, pageErrors, PHONE, setUpBrowser } from "./browser";
import { signInCookie } from "./admin-session";

const browser = setUpBrowser();

describe("site shell", () => {
  it("header links navigate and highlight the current page", async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main navigation" }).first();
    expect(await nav.getByRole("link").allTextContents()).toEqual([
      "Home",
      "Join",
      "Earnings",
      "Slots",
      "Presentations",
      "AI Assistant",
    ]);
    expect(await nav.getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBe("page");

    await nav.getByRole("link", { name: "Earnings" }).click();
    await page.waitForURL("**/earnings");
    await page.getByRole("heading", { level: 1, name: en["earnings.title"] }).waitFor();
    expect(await nav.getByRole("link", { name: "Earnings" }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(await nav.getByRole("link", { name: "Home" }).getAttribute("aria-current")).toBeNull();
    expect(await page.title()).toBe(`${en["earnings.title"]} | Waymark`);
    expect(pageErrors(page)).toEqual([]);
  });

  it("on a phone the menu toggle opens a vertical list that closes when a link is chosen", async () => {
    const page = await browser.newPage(PHONE);
    await page.goto("/");
    const menu = page.getByTestId("mobile-menu");
    const slotsLink = menu.getByRole("link", { name: "Slots" });
    // Scripts start after the first paint (decision 0039): the menu closes on navigation once
    // React has hydrated it.
    await hydrated(page.getByLabel("Menu"));
    expect(await slotsLink.isVisible()).toBe(false);
    // Desktop navigation is hidden on a phone.
    expect(await page.locator("header nav").first().isVisible()).toBe(false);

    await page.getByLabel("Menu").click();
    await slotsLink.waitFor({ state: "visible" });
    const boxes = await Promise.all(
      (await menu.getByRole("link").all()).map((l) => l.boundingBox()),
    );
    // Vertical: each link sits below the previous one.
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.y).toBeGreaterThan(boxes[i - 1]!.y);

    await slotsLink.click();
    await page.waitForURL("**/slots");
    await slotsLink.waitFor({ state: "hidden" });
    expect(await menu.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
  });

  it("the language dropdown lists all 22 languages in a scrollable list", async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto("/join");
    await page.getByTestId("language-switcher").locator("summary").click();
    const list = page.getByTestId("language-switcher").getByRole("list");
    const options = list.getByRole("button");
    expect(await options.count()).toBe(22);
    const overflow = await list.evaluate((el) => ({
      scrolls: el.scrollHeight > el.clientHeight,
      style: getComputedStyle(el).overflowY,
    }));
    expect(overflow).toEqual({ scrolls: true, style: "auto" });
  });

  it("switching to Hindi keeps the page, shows Hindi text and a toast, and is remembered", async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto("/join");
    await page.getByTestId("language-switcher").locator("summary").click();
    await page.getByRole("button", { name: /हिन्दी/ }).click();
    await page.waitForURL("**/hi/join");
    await page.getByRole("heading", { level: 1, name: hi["join.title"] }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("hi");
    const toast = page.getByTestId("toast");
    await toast.waitFor();
    expect(await toast.textContent()).toContain("हिन्दी");

    // The choice is remembered: a bare "/" now opens the Hindi home page.
    await page.goto("/");
    expect(new URL(page.url()).pathname).toBe("/hi");
  });

  it("the language switch works without JavaScript", async () => {
    const page = await browser.newPage({ ...DESKTOP, javaScriptEnabled: false });
    await page.goto("/slots");
    await page.getByTestId("language-switcher").locator("summary").click();
    await page.getByRole("button", { name: /Français/ }).click();
    await page.waitForURL("**/fr/slots");
    // React renders the new page in a transition, a moment after the address changes.
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("fr");
  });

  it("Arabic renders right-to-left", async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto("/ar/slots");
    expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
    expect(await page.locator("html").getAttribute("lang")).toBe("ar");
    // The logo sits on the right in a right-to-left layout.
    const logo = await page.locator("header a").nth(1).boundingBox();
    expect(logo!.x).toBeGreaterThan(640);
  });

  it("an unknown path shows the 404 page with status 404 and a way home", async () => {
    const page = await browser.newPage(DESKTOP);
    const response = await page.goto("/no/such/page");
    expect(response!.status()).toBe(404);
    expect(await page.getByText("Oops! Page not found").isVisible()).toBe(true);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
  });

  it("the footer says it is unofficial and its social icons open the referral link", async () => {
    const page = await browser.newPage(DESKTOP);
    await page.goto("/slots");
    expect(await page.getByTestId("unofficial-statement").textContent()).toContain(
      "unofficial guide app",
    );
    const social = page.getByTestId("social-link");
    expect(await social.count()).toBe(3);
    // The default referral link of Site Settings, not the visitor's rotated one (spec section 2).
    const settings = (await (
      await fetch(`${baseURL()}/api/admin/settings`, { headers: { Cookie: await signInCookie() } })
    ).json()) as { referralLink: string };
    for (const link of await social.all()) {
      expect(await link.getAttribute("href")).toBe(settings.referralLink);
      expect(await link.getAttribute("target")).toBe("_blank");
    }
  });
});
