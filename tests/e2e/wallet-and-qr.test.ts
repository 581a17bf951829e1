// From the join guide to the wallet: the recommended wallet's button on a phone, and the QR code
// on a desktop that a phone scans. Both go through the click redirect and are counted there.
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { afterAll, describe, expect, it } from "vitest";
import { signInCookie, signedInAdminPage } from "./admin-session";
import { baseURL, DESKTOP, PHONE, pageErrors, setUpBrowser } from "./browser";
import { adminApi, onlyLink, statsWhen } from "./referral-pool";

const ANDROID_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36";
const DESKTOP_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";

async function setRecommendedWallet(wallet: string) {
  const current = (await adminApi("/settings")) as Record<string, unknown>;
  await adminApi("/settings", "PUT", { ...current, recommendedWallet: wallet });
}

const browser = setUpBrowser();

afterAll(async () => {
  await setRecommendedWallet("");
});

describe("open in wallet", () => {
  it("the administrator picks a recommended wallet in Settings; a bad value is refused", async () => {
    const admin = await signedInAdminPage(browser);
    await admin.goto("/admin/settings");
    await admin.getByLabel("Recommended wallet").selectOption({ label: "Coinbase Wallet" });
    await admin.getByRole("button", { name: "Save Settings" }).click();
    await admin.getByText("Settings updated").first().waitFor();
    expect(await admin.getByLabel("Recommended wallet").inputValue()).toBe("coinbase");
    expect(((await adminApi("/settings")) as { recommendedWallet: string }).recommendedWallet).toBe(
      "coinbase",
    );

    const current = (await adminApi("/settings")) as Record<string, unknown>;
    const refused = await fetch(`${baseURL()}/api/admin/settings`, {
      method: "PUT",
      headers: {
        Cookie: await signInCookie(),
        Origin: baseURL(),
        "Content-Type": "application/json",
      },
      body: JSON.stringify({ ...current, recommendedWallet: "evil-wallet" }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Choose one of the listed wallets");
    expect(((await adminApi("/settings")) as { recommendedWallet: string }).recommendedWallet).toBe(
      "coinbase",
    );
  });

  it("on a phone, one button opens the assigned link in the wallet through /go, counted as one click", async () => {
    const target = `https://example.com/register?ref=wallet-${Date.now()}&lang=हि`;
    const link = await onlyLink(target);
    await setRecommendedWallet("trust");

    const page = await browser.newPage({ ...PHONE, userAgent: ANDROID_UA });
    const goRequests: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/go") goRequests.push(r.url());
    });
    await page
      .context()
      .route("https://link.trustwallet.com/**", (route) =>
        route.fulfill({ body: "<h1>Trust Wallet</h1>", contentType: "text/html" }),
      );
    await page.goto("/join");
    const button = page.getByTestId("open-in-wallet");
    expect(await button.textContent()).toBe("Open in Trust Wallet");
    expect(await button.isVisible()).toBe(true);
    // The two steps it replaces are not shown on the phone; the copy-and-paste path stays below.
    expect(await page.getByRole("heading", { name: /Paste the referral link/ }).isVisible()).toBe(
      false,
    );
    expect(await page.getByTestId("referral-link").inputValue()).toBe(target);
    // No QR code on a phone.
    expect(await page.getByTestId("referral-qr").first().isVisible()).toBe(false);
    // With two steps merged, the last step is number 6 on the phone, for screen readers too.
    const lastStep = page.getByRole("heading", { name: /^Step 6: Tap Register Now$/ });
    expect(await lastStep.isVisible()).toBe(true);
    const lastItem = page.getByTestId("join-steps").locator("li", { has: lastStep });
    expect(await lastItem.locator('[aria-hidden="true"]').innerText()).toBe("6");
    expect(await page.getByRole("heading", { name: /^Step 7:/ }).count()).toBe(0);

    await button.click();
    await page.waitForURL(/^https:\/\/link\.trustwallet\.com\/open_url/);
    const opened = new URL(page.url());
    expect(opened.searchParams.get("coin_id")).toBe("60");
    expect(opened.searchParams.get("url")).toBe(new URL(target).href);
    expect(goRequests).toHaveLength(1);
    expect(new URL(goRequests[0]!).searchParams.get("from")).toBe("/join");

    const stats = await statsWhen(link.id, (s) => s.clicks >= 1);
    expect(stats.clicks).toBe(1);
    expect(stats.displays).toBe(1);
    expect(pageErrors(page)).toEqual([]);
  });

  it("on a desktop the join page shows no wallet button, and a wallet click goes to the plain link", async () => {
    const target = `https://example.com/register?ref=wallet-desk-${Date.now()}`;
    await onlyLink(target);
    await setRecommendedWallet("metamask");
    const page = await browser.newPage(DESKTOP);
    await page.goto("/join");
    expect(await page.getByTestId("open-in-wallet").isVisible()).toBe(false);
    expect(await page.getByRole("heading", { name: /Paste the referral link/ }).isVisible()).toBe(
      true,
    );
    // All seven steps on a desktop: the last one is number 7, shown and spoken.
    expect(
      await page.getByRole("heading", { name: /^Step 7: Tap Register Now$/ }).isVisible(),
    ).toBe(true);
    const go = await fetch(`${baseURL()}/go?from=/join&open=wallet`, {
      redirect: "manual",
      headers: { "User-Agent": DESKTOP_UA },
    });
    expect(go.headers.get("Location")).toBe(target);
    const phone = await fetch(`${baseURL()}/go?from=/join&open=wallet`, {
      redirect: "manual",
      headers: { "User-Agent": ANDROID_UA },
    });
    expect(phone.headers.get("Location")).toBe(
      `https://link.metamask.io/dapp/${target.slice("https://".length)}`,
    );
  });
});

describe("QR code", () => {
  it("decodes to the visitor's link through /go; two scans count two clicks and no extra display", async () => {
    const target = `https://example.com/register?ref=qr-${Date.now()}`;
    const link = await onlyLink(target);
    const page = await browser.newPage({ ...DESKTOP, deviceScaleFactor: 2 });
    await page.goto("/join");
    const figure = page.getByTestId("referral-qr").first();
    await figure.scrollIntoViewIfNeeded();
    const image = figure.locator("img");
    await page.waitForFunction(
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 1,
      await image.elementHandle(),
    );
    expect(await image.getAttribute("alt")).toBe("QR code of your referral link");

    const png = PNG.sync.read(await image.screenshot());
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded, "the QR code decodes").not.toBeNull();
    const scanned = new URL(decoded!.data);
    expect(scanned.origin).toBe(baseURL());
    expect(scanned.pathname).toBe("/go");
    expect(scanned.searchParams.get("from")).toBe("/join");
    expect(scanned.searchParams.get("scan")).toBeTruthy();

    // The page view took one display; fetching the QR took none.
    await statsWhen(link.id, (s) => s.displays >= 1);

    // Two scans with a phone that has never seen the site (no cookie).
    for (let i = 0; i < 2; i++) {
      const res = await fetch(scanned, {
        redirect: "manual",
        headers: { "User-Agent": ANDROID_UA },
      });
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe(target);
    }
    // Both scans reach the link, but one scan token's repeats within 30 minutes count as one
    // join click, like one visitor's repeated clicks (issue 31: counts one client can inflate).
    const stats = await statsWhen(link.id, (s) => s.clicks >= 1);
    expect(stats.clicks).toBe(1);
    expect(stats.displays).toBe(1);
    expect(stats.logs.filter((l) => l.action === "click").every((l) => l.page === "/join")).toBe(
      true,
    );
  });

  it("is personal: never cached, no cookie set, and a forged scan token is a plain click", async () => {
    const res = await fetch(`${baseURL()}/qr/referral.svg?from=/join`, {
      headers: { "User-Agent": DESKTOP_UA },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("image/svg+xml");
    expect(res.headers.get("Cache-Control")).toContain("no-store");
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await res.text()).toMatch(/^<svg /);

    const target = `https://example.com/register?ref=forged-${Date.now()}`;
    const link = await onlyLink(target);
    const forged = await fetch(`${baseURL()}/go?from=/join&scan=eyJpIjoxfQ.AAAA`, {
      redirect: "manual",
      headers: { "User-Agent": ANDROID_UA },
    });
    expect(forged.headers.get("Location")).toBe(target);
    // An ordinary click from a new visitor: it is assigned (one display) and counted.
    const stats = await statsWhen(link.id, (s) => s.clicks >= 1 && s.displays >= 1);
    expect(stats).toMatchObject({ clicks: 1, displays: 1 });
  });
});
