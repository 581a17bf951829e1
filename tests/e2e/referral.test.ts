// The rotator from outside: a visitor's link in the banner, Join Now in a new tab, the admin's
// statistics, and the admin screen's form rules.
import { describe, expect, it } from "vitest";
import { es } from "../../app/i18n/dictionaries/es";
import { hi } from "../../app/i18n/dictionaries/hi";
import { signedInAdminPage } from "./admin-session";
import { deleteConfirmed } from "./admin-ui";
import { baseURL, DESKTOP, hydrated, pageErrors, setUpBrowser, stubRegistration } from "./browser";
import { adminApi, eventually, onlyLink } from "./referral-pool";

/** The referral-links part of the admin API. */
const linksApi = (path: string, method = "GET", body?: unknown) =>
  adminApi(`/referral-links${path}`, method, body);

const browser = setUpBrowser();

/** A person's browser, which the site does not take for a bot. */
const ua = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/120 Safari/537.36" };

/** The referral cookie a response sets, as a Cookie header sends it back. */
const refCookie = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith("__Host-wm_ref="))!
    .split(";")[0]!;

describe("referral rotator", () => {
  it("a visitor gets a pool link, Join Now opens it in a new tab, the admin sees 1 display, 1 click, 100.00%", async () => {
    const target = `https://example.com/register?ref=e2e-${Date.now()}`;
    const link = await onlyLink(target);

    const page = await browser.newPage(DESKTOP);
    await stubRegistration(page);
    await page.goto("/");
    expect(await page.getByTestId("referral-link").inputValue()).toBe(target);

    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      page
        .getByTestId("referral-link")
        .locator("xpath=..")
        .getByRole("link", { name: /Join Now/ })
        .click(),
    ]);
    await popup.waitForURL(target);
    expect(popup.url()).toBe(target);
    expect(pageErrors(page)).toEqual([]);

    await eventually(
      () => linksApi(`/${link.id}/stats`) as Promise<{ clicks: number }>,
      (s) => s.clicks === 1,
    );
    const admin = await signedInAdminPage(browser);
    await admin.goto("/admin/referral-links");
    const row = admin.getByTestId("referral-row").filter({ hasText: target });
    await row.getByRole("link", { name: /View stats/ }).click();
    const dialog = admin.getByRole("dialog", { name: "Link statistics" });
    await dialog.getByTestId("stats-rate").waitFor();
    expect(await dialog.getByTestId("stats-displays").textContent()).toBe("1");
    expect(await dialog.getByTestId("stats-clicks").textContent()).toBe("1");
    expect(await dialog.getByTestId("stats-rate").textContent()).toBe("100.00%");
    const logRows = dialog.getByRole("table", { name: "Activity log" }).locator("tbody tr");
    expect(await logRows.count()).toBe(2);
    expect(await logRows.first().textContent()).toContain("click");

    // After the hourly roll-up (run here on demand) the dialog shows the link's last 30 days;
    // the totals stay the same, counted once.
    const recent = dialog.getByTestId("link-recent");
    const byLanguage = recent.getByRole("table", { name: "Last 30 days by language" });
    for (let i = 0; i < 20 && (await byLanguage.count()) === 0; i++) {
      const cron = await fetch(`${baseURL()}/cdn-cgi/local/scheduled?cron=0+*+*+*+*`);
      expect(cron.ok).toBe(true);
      await dialog.getByRole("button", { name: "Refresh" }).click();
      await byLanguage.waitFor({ timeout: 500 }).catch(() => undefined);
    }
    expect(await byLanguage.locator("tbody tr").allInnerTexts()).toEqual([
      expect.stringMatching(/English \(en\)[\s\S]*1[\s\S]*1[\s\S]*100\.00%/),
    ]);
    expect(await recent.getByTestId("daily-chart").count()).toBe(1);
    expect(await dialog.getByTestId("stats-displays").textContent()).toBe("1");
    await recent.getByRole("link", { name: "Open in Analytics" }).click();
    await admin.waitForURL(`**/admin/analytics?link=${link.id}`);
    expect(await admin.getByTestId("link-filter").innerText()).toContain(target);
    expect(await admin.getByTestId("stat-displays").innerText()).toBe("1");
    expect(await admin.getByTestId("stat-clicks").innerText()).toBe("1");
  });

  it("link previews get the default link and take no display", async () => {
    const target = `https://example.com/register?ref=bot-${Date.now()}`;
    const link = await onlyLink(target);
    const res = await fetch(`${baseURL()}/join`, {
      headers: { "User-Agent": "WhatsApp/2.23.20.0 A" },
    });
    const html = await res.text();
    expect(html).not.toContain(target);
    expect(res.headers.getSetCookie().join("")).not.toContain("__Host-wm_ref");
    await new Promise((r) => setTimeout(r, 300)); // longer than a log batch
    const stats = (await linksApi(`/${link.id}/stats`)) as { displays: number };
    expect(stats.displays).toBe(0);
  });

  it("the click redirect logs exactly one click and sends the visitor to the assigned link", async () => {
    const target = `https://example.com/register?ref=go-${Date.now()}`;
    const link = await onlyLink(target);
    const first = await fetch(`${baseURL()}/slots`, { headers: ua });
    const cookie = refCookie(first);
    const go = await fetch(`${baseURL()}/go?from=/slots`, {
      redirect: "manual",
      headers: { ...ua, Cookie: cookie },
    });
    expect(go.status).toBe(302);
    expect(go.headers.get("Location")).toBe(target);
    const stats = await eventually(
      () =>
        linksApi(`/${link.id}/stats`) as Promise<{
          displays: number;
          clicks: number;
          logs: { action: string; page: string }[];
        }>,
      (s) => s.clicks >= 1 && s.displays >= 1,
    );
    expect(stats).toMatchObject({ displays: 1, clicks: 1 });
    expect(stats.logs.find((l) => l.action === "click")!.page).toBe("/slots");
  });

  it("the admin adds, edits and deletes a link, with the spec's messages", async () => {
    const admin = await signedInAdminPage(browser);
    await admin.goto("/admin/referral-links", { waitUntil: "networkidle" });
    await admin.getByRole("link", { name: "Add Referral Link" }).click();
    await admin.getByRole("button", { name: "Add Link" }).click();
    await admin.getByText("Link URL is required").waitFor();
    expect(await admin.getByTestId("toast").textContent()).toContain("Invalid input");

    const url = `https://example.com/register?ref=form-${Date.now()}`;
    await admin.getByLabel("Link URL").fill(url);
    await admin.getByLabel("Description").fill("Added in a browser test");
    await admin.getByLabel("Display Limit").fill("0");
    await admin.getByRole("button", { name: "Add Link" }).click();
    await admin.getByTestId("toast").getByText("Referral link added").waitFor();
    const row = admin.getByTestId("referral-row").filter({ hasText: url });
    // An invalid limit becomes 1; the new link starts with all its displays.
    expect(await row.locator("td").nth(3).textContent()).toBe("1");
    expect(await row.locator("td").nth(4).textContent()).toBe("1");

    await row.getByRole("link", { name: /Edit/ }).click();
    await admin.getByLabel("Display Limit").fill("20");
    await admin.getByRole("button", { name: "Update Link" }).click();
    await admin.getByTestId("toast").getByText("Referral link updated").waitFor();
    expect(await row.locator("td").nth(4).textContent()).toBe("20");

    await deleteConfirmed(admin, row, "Referral link deleted");
    expect(await row.count()).toBe(0);
  });
});

describe("cached pages", () => {
  it("each visitor gets the same cached page with their own link", async () => {
    await onlyLink(`https://example.com/register?ref=cache-${Date.now()}`, 100);
    const a = await fetch(`${baseURL()}/earnings`, { headers: ua });
    const b = await fetch(`${baseURL()}/earnings`, { headers: ua });
    const [htmlA, htmlB] = [await a.text(), await b.text()];
    const cookieA = a.headers.getSetCookie().find((c) => c.startsWith("__Host-wm_ref="));
    expect(cookieA).toMatch(/HttpOnly; Secure; SameSite=Lax/);
    expect(a.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(htmlA).not.toContain("referral-link.invalid");
    // The same link for both (only one link in the pool), and otherwise the same page but for
    // each response's own CSP nonce.
    const nonceA = a.headers.get("Content-Security-Policy")!.match(/'nonce-([^']+)'/)![1]!;
    const nonceB = b.headers.get("Content-Security-Policy")!.match(/'nonce-([^']+)'/)![1]!;
    expect(nonceA).not.toBe(nonceB);
    expect(htmlA.split(nonceA).length).toBeGreaterThan(2);
    expect(htmlA.replaceAll(nonceA, "N")).toBe(htmlB.replaceAll(nonceB, "N"));
  });
});

describe("referral banner", () => {
  it("copies the link with a toast that replaces the previous one, and reports a copy failure", async () => {
    await onlyLink(`https://example.com/register?ref=copy-${Date.now()}`, 100);
    const page = await browser.newPage(DESKTOP);
    await page
      .context()
      .grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL() });
    await page.goto("/slots");
    await page.getByTestId("language-switcher").locator("summary").click();
    await page.getByRole("button", { name: /Español/ }).click();
    await page.waitForURL("**/es/slots");
    await page
      .getByTestId("toast")
      .getByText(/Español/)
      .waitFor();

    await page.goto("/es/join", { waitUntil: "networkidle" });
    const link = await page.getByTestId("referral-link").inputValue();
    // The banner's own Copy button (the share control below has one for the page's address).
    const banner = (p: typeof page) => p.getByTestId("referral-link").locator("xpath=..");
    await (await hydrated(banner(page).getByRole("button", { name: "Copiar enlace" }))).click();
    await page.getByTestId("toast").getByText(link).waitFor();
    // It says what happened ("Link copied"), not the button's instruction.
    expect(await page.getByTestId("toast").getByText(es["general.share.copied"]).count()).toBe(1);
    expect(await page.getByTestId("toast").count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // Without clipboard permission the copy fails, and says why in the visitor's language (not
    // the browser's English reason).
    const denied = await browser.newPage(DESKTOP);
    await denied.goto("/hi/join", { waitUntil: "networkidle" });
    await denied.evaluate(() => {
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: () => Promise.reject(new Error("Write permission denied.")) },
      });
    });
    await (
      await hydrated(banner(denied).getByRole("button", { name: hi["general.copyLink"] }))
    ).click();
    await denied
      .getByTestId("toast")
      .getByText(hi["general.copyFailed"].replace("{reason}", hi["general.copyBlocked"]))
      .waitFor();
    expect(await denied.getByText("Write permission denied.").count()).toBe(0);
  });

  it("a page left open past the one-hour assignment gets the current link before copying", async () => {
    const first = await onlyLink(`https://example.com/register?ref=stale-a-${Date.now()}`, 100);
    const page = await browser.newPage(DESKTOP);
    await page
      .context()
      .grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL() });
    await page.clock.install();
    await page.goto("/join", { waitUntil: "networkidle" });
    expect(await page.getByTestId("referral-link").inputValue()).toBe(first.link);
    const asked: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/referral/refresh") asked.push(r.method());
    });
    const copy = page
      .getByTestId("referral-link")
      .locator("xpath=..")
      .getByRole("button", { name: "Copy link" });

    // Within the hour: copies what is shown and asks nothing.
    await (await hydrated(copy)).click();
    await page.getByTestId("toast").getByText(first.link).waitFor();
    expect(asked).toEqual([]);

    // An hour later the pool holds another link: Copy asks the rotator and copies that one.
    const second = await onlyLink(`https://example.com/register?ref=stale-b-${Date.now()}`, 100);
    await page.clock.fastForward(61 * 60 * 1000);
    await copy.click();
    await expect.poll(() => page.getByTestId("referral-link").inputValue()).toBe(second.link);
    expect(asked).toEqual(["POST"]);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(second.link);
    await eventually(
      () => linksApi(`/${second.id}/stats`) as Promise<{ displays: number }>,
      (s) => s.displays === 1,
    );
  });

  it("a forced refresh drops the assignment and selects again", async () => {
    await onlyLink(`https://example.com/register?ref=refresh-${Date.now()}`, 100);
    const first = await fetch(`${baseURL()}/join`, { headers: ua });
    const cookie = refCookie(first);
    const refreshed = await fetch(`${baseURL()}/referral/refresh.data`, {
      method: "POST",
      headers: {
        ...ua,
        Cookie: cookie,
        Origin: baseURL(),
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "page=/join",
    });
    expect(refreshed.status).toBe(200);
    const newCookie = refCookie(refreshed);
    expect(newCookie).not.toBe(cookie);
  });
});
