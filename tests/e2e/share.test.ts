// The share control on the public pages: WhatsApp, Telegram and copy link where the browser has
// no share sheet, the share sheet where it has one; always this page's URL in its language.
import { describe, expect, it } from "vitest";
import { baseURL, DESKTOP, hydrated, PHONE, pageErrors, setUpBrowser } from "./browser";

const browser = setUpBrowser();
const PAGES = ["/", "/join", "/earnings", "/slots", "/presentations", "/assistant"];

describe("share control", () => {
  it("is on every public page", async () => {
    const page = await browser.newPage(DESKTOP);
    for (const path of PAGES) {
      await page.goto(path);
      expect(await page.getByTestId("share-control").isVisible(), path).toBe(true);
    }
  });

  it("without a share sheet: WhatsApp and Telegram links carry this page in Hindi, and copy link copies it", async () => {
    const page = await browser.newPage(DESKTOP);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: baseURL(),
    });
    await page.goto("/hi/slots");
    const control = page.getByTestId("share-control");
    expect(await control.getByRole("heading").textContent()).toBe("यह पेज शेयर करें");
    const pageUrl = `${baseURL()}/hi/slots`;
    const whatsapp = new URL(
      (await control.getByRole("link", { name: /WhatsApp/ }).getAttribute("href"))!,
    );
    expect(whatsapp.origin).toBe("https://wa.me");
    expect(whatsapp.searchParams.get("text")).toBe(
      `आपकी भाषा में इस प्रोग्राम की सरल गाइड: कैसे जुड़ें, आय योजना और जोखिम। ${pageUrl}`,
    );
    const telegram = new URL(
      (await control.getByRole("link", { name: /Telegram/ }).getAttribute("href"))!,
    );
    expect(telegram.origin + telegram.pathname).toBe("https://t.me/share/url");
    expect(telegram.searchParams.get("url")).toBe(pageUrl);
    expect(telegram.searchParams.get("text")).toContain("आय योजना");

    // The page's scripts start after the first paint (decision 0039): copying needs them.
    await (await hydrated(control.getByRole("button", { name: "लिंक कॉपी करें" }))).click();
    await page.getByText("लिंक कॉपी हो गया").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pageUrl);
    expect(pageErrors(page)).toEqual([]);
  });

  it("with a share sheet (Web Share API): one Share button that shares this page", async () => {
    const page = await browser.newPage(PHONE);
    // The phone's share sheet, stood in for at the browser's edge: it records what it was given.
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { __shared: shared });
      Object.defineProperty(navigator, "share", {
        value: async (data: ShareData) => {
          shared.push(data);
        },
      });
    });
    await page.goto("/ar/join");
    const control = page.getByTestId("share-control");
    const button = control.getByTestId("share-sheet");
    await button.waitFor();
    expect(await control.getByRole("link", { name: /WhatsApp/ }).count()).toBe(0);
    await button.click();
    const shared = await page.evaluate(
      () => (window as unknown as { __shared: ShareData[] }).__shared,
    );
    expect(shared).toHaveLength(1);
    expect(shared[0]!.url).toBe(`${baseURL()}/ar/join`);
    expect(shared[0]!.text).toContain("دليل");
    expect(pageErrors(page)).toEqual([]);
  });
});
