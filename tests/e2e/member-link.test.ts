// Issue 30, phase 2, in a phone's browser: a visitor opens a Hindi page through a member's personal
// link; every Join button opens the member's referral link in a new tab; the attribution is kept
// in a cookie for the 30 days Settings say, so a later visit without the code still gets the
// member's link; sharing to WhatsApp carries the member's code.
import { describe, expect, it } from "vitest";
import { signInCookie } from "./admin-session";
import { baseURL, hydrated, pageErrors, PHONE, setUpBrowser, stubRegistration } from "./browser";

const browser = setUpBrowser();

/** Adds a member who supports Hindi, with a new pool link, through the owner's Members screen. */
async function addMember(code: string, link: string): Promise<void> {
  const form = new URLSearchParams({
    intent: "add",
    name: "Asha Verma",
    email: `${code}@example.com`,
    code,
    link,
  });
  form.append("languages", "hi");
  const res = await fetch(`${baseURL()}/admin/members`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: await signInCookie(), Origin: baseURL() },
    body: form,
  });
  if (res.status >= 400) throw new Error(`adding the member failed: ${res.status}`);
}

describe("a member's personal link", () => {
  it("gives a phone visitor the member's link on every Join button, for 30 days, and sharing keeps the code", async () => {
    const code = `asha-${Date.now().toString(36)}`;
    const memberLink = `https://example.com/register?ref=${code}`;
    await addMember(code, memberLink);

    const page = await browser.newPage(PHONE);
    await stubRegistration(page);
    await page.goto(`/hi/join?via=${code}`);
    await hydrated(page.getByTestId("share-control").getByRole("link", { name: /WhatsApp/ }));

    // Every Join button a phone shows opens the member's link in a new tab.
    const buttons = page.getByTestId("join-link");
    let opened = 0;
    for (let i = 0; i < (await buttons.count()); i++) {
      const button = buttons.nth(i);
      if (!(await button.isVisible())) continue;
      expect(await button.getAttribute("target")).toBe("_blank");
      const [popup] = await Promise.all([page.waitForEvent("popup"), button.click()]);
      await popup.waitForURL(memberLink);
      expect(popup.url()).toBe(memberLink);
      await popup.close();
      opened++;
    }
    expect(opened).toBeGreaterThan(0);
    expect(await page.getByTestId("referral-link").inputValue()).toBe(memberLink);

    // The attribution cookie lasts the 30 days of Settings' default.
    const cookie = (await page.context().cookies()).find((c) => c.name === "__Host-wm_via");
    expect(cookie?.httpOnly).toBe(true);
    const days = (cookie!.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    // Sharing the page to WhatsApp carries the member's code (put in once the page is hydrated).
    const share = page.getByTestId("share-control").getByRole("link", { name: /WhatsApp/ });
    const sharedText = async () =>
      new URL((await share.getAttribute("href"))!).searchParams.get("text") ?? "";
    await expect.poll(sharedText).toContain(`${baseURL()}/hi/join?via=${code}`);

    // A later visit without the code (the cookie kept) still gets the member's link.
    await page.goto("/hi/");
    await hydrated(page.getByTestId("share-control").getByRole("link", { name: /WhatsApp/ }));
    expect(await page.getByTestId("referral-link").inputValue()).toBe(memberLink);
    const again = page.getByTestId("join-link").first();
    const [popup] = await Promise.all([page.waitForEvent("popup"), again.click()]);
    await popup.waitForURL(memberLink);
    expect(popup.url()).toBe(memberLink);
    expect(pageErrors(page)).toEqual([]);
  });
});
