// Funnel analytics from outside: visits in several languages from two countries and a Join click
// from a campaign email link show up, after the cron's roll-up, in /admin/analytics (breakdowns,
// chart, campaign filter) and in its CSV export. The country is set the way the local runtime
// supports: workerd takes `request.cf` from the MF-CF-Blob request header (production gets it
// from Cloudflare's edge), so the application has no test-only switch for it.
import { describe, expect, it } from "vitest";
import { executeSql } from "../../scripts/admin-account.ts";
import { signInCookie, signedInAdminPage } from "./admin-session";
import { baseURL, hydrated, pageErrors, setUpBrowser } from "./browser";
import { testSite } from "./site";

const UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Safari/537.36";
const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile Safari/537.36";

async function addPoolLink(): Promise<void> {
  const res = await fetch(`${baseURL()}/api/admin/referral-links`, {
    method: "POST",
    headers: {
      Cookie: await signInCookie(),
      Origin: baseURL(),
      "Content-Type": "application/json",
    },
    body: JSON.stringify({
      link: `https://example.com/analytics-${Date.now()}`,
      description: "analytics e2e",
      displayLimit: 1000,
    }),
  });
  expect(res.ok).toBe(true);
}

function visit(path: string, country: string, init: { ua?: string; cookie?: string } = {}) {
  return fetch(baseURL() + path, {
    redirect: "manual",
    headers: {
      "User-Agent": init.ua ?? UA,
      "MF-CF-Blob": JSON.stringify({ country }),
      ...(init.cookie ? { Cookie: init.cookie } : {}),
    },
  });
}

const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

async function csv(view: string, extra = ""): Promise<string> {
  const res = await fetch(`${baseURL()}/admin/analytics/export.csv?period=7&view=${view}${extra}`, {
    headers: { Cookie: await signInCookie() },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toContain("text/csv");
  return res.text();
}

const browser = setUpBrowser();

describe("analytics", () => {
  it("visits in three languages from two countries and a click from a campaign email show in the breakdowns, the chart and the CSV", async () => {
    // A campaign that exists (the roll-up counts a made-up `?c=` as "other"). Written before the
    // first request: a connection left idle through the seconds this takes can be closed by the
    // site just as the next request reuses it ("other side closed").
    const campaign = 800_000 + Math.floor(Math.random() * 99_999);
    executeSql(
      `INSERT INTO email_templates (id, name, subject, body, language) VALUES (${campaign}, 'Analytics', 'S', 'B', 'en');
       INSERT INTO email_campaigns (id, name, template_id, status) VALUES (${campaign}, 'Spring ${campaign}', ${campaign}, 'sent');`,
      { persistTo: testSite().persistTo },
    );
    await addPoolLink();
    expect((await visit("/es", "DE")).status).toBe(200);
    expect((await visit("/fr/join", "DE")).status).toBe(200);
    expect((await visit("/", "BR")).status).toBe(200);
    // From the campaign email: lands with ?c=, then clicks Join on another page of the visit.
    const landing = await visit(`/es?c=${campaign}`, "BR", { ua: PHONE_UA });
    expect(landing.status).toBe(200);
    const cookie = cookiesOf(landing);
    expect(cookie).toContain("__Host-wm_src=");
    const click = await visit("/go?from=/es/join", "BR", { ua: PHONE_UA, cookie });
    expect(click.status).toBe(302);

    // Logs land just after the responses; the cron rolls them up.
    let sources = "";
    for (let i = 0; i < 40 && !sources.includes(`campaign:${campaign},1,1,100.00`); i++) {
      await new Promise((r) => setTimeout(r, 100));
      const cron = await fetch(
        `${baseURL()}/cdn-cgi/local/scheduled?cron=${encodeURIComponent("0 * * * *")}`,
      );
      expect(cron.ok).toBe(true);
      sources = await csv("source");
    }
    expect(sources).toContain(`campaign:${campaign},1,1,100.00`);
    const countries = await csv("country");
    expect(countries).toMatch(/^\uFEFF?country,displays,join_clicks,click_rate_percent\r\n/);
    expect(countries).toMatch(/\r\nDE,\d+,/);
    expect(countries).toMatch(/\r\nBR,\d+,/);
    const languages = await csv("language");
    for (const lang of ["es", "fr", "en"])
      expect(languages).toMatch(new RegExp(`\\r\\n${lang},\\d+,`));
    const campaignDaily = await csv("daily", `&source=campaign:${campaign}`);
    const today = new Date().toISOString().slice(0, 10);
    expect(campaignDaily).toContain(`${today},0,1,1,100.00`);

    const page = await signedInAdminPage(browser);
    await page.goto("/admin/analytics?period=7");
    await expect(
      page.getByRole("heading", { name: "Analytics", level: 1 }).isVisible(),
    ).resolves.toBe(true);
    const language = await page.getByTestId("breakdown-language").innerText();
    for (const name of ["Spanish (es)", "French (fr)", "English (en)"])
      expect(language).toContain(name);
    const country = await page.getByTestId("breakdown-country").innerText();
    expect(country).toContain("DE");
    expect(country).toContain("BR");
    expect(await page.getByTestId("breakdown-device").innerText()).toContain("mobile");
    expect(await page.getByTestId("breakdown-source").innerText()).toContain(
      `Campaign: Spring ${campaign} (#${campaign})`,
    );
    // The chart: a line per series, and a summary naming the figures.
    const chart = page.getByTestId("daily-chart").first();
    expect(await chart.locator('path[data-series="clicks"]').getAttribute("d")).toMatch(/^M/);
    expect(await chart.locator("desc").textContent()).toMatch(/Join clicks: [1-9]/);

    // Filtered to the campaign: one display and one join click, 100.00%.
    await page.goto(`/admin/analytics?period=7&source=campaign:${campaign}`);
    expect(await page.getByTestId("stat-displays").innerText()).toBe("1");
    expect(await page.getByTestId("stat-clicks").innerText()).toBe("1");
    expect(await page.getByTestId("stat-rate").innerText()).toBe("100.00%");
    expect(await page.getByTestId("source-filter").innerText()).toContain(
      `Campaign: Spring ${campaign} (#${campaign})`,
    );

    // Sorting by a column reorders on the server.
    await page.goto("/admin/analytics?period=7&sort=value&dir=asc");
    const rows = await page.getByTestId("breakdown-country").locator("tbody tr").allInnerTexts();
    const names = rows.map((r) => r.trim().split(/\s/)[0]);
    expect(names).toEqual([...names].sort());

    // At 360 px nothing scrolls sideways.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto("/admin/analytics?period=7");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    expect(pageErrors(page)).toEqual([]);
  });

  it("today's figures count a fresh visit without any roll-up, the same on the dashboard and on Analytics", async () => {
    await addPoolLink();
    const page = await signedInAdminPage(browser);
    const figure = async (path: string, testId: string) => {
      await page.goto(path);
      return Number((await page.getByTestId(testId).innerText()).replace(/,/g, ""));
    };
    const both = async () => ({
      dashboard: await figure("/admin/dashboard", "stat-page-views"),
      analytics: await figure("/admin/analytics?period=30", "stat-page-views"),
    });
    const before = await both();
    expect(before.analytics).toBe(before.dashboard);
    await page.goto("/admin/dashboard");
    await page.getByRole("link", { name: "See these figures on Analytics" }).waitFor();
    // No cron call from here on: the screens count the event the roll-up has not reached.
    expect((await visit("/ta/join", "IN")).status).toBe(200);
    await expect
      .poll(() => figure("/admin/analytics?period=30", "stat-page-views"), { timeout: 5000 })
      .toBe(before.analytics + 1);
    expect(await both()).toEqual({
      dashboard: before.dashboard + 1,
      analytics: before.analytics + 1,
    });
  });

  it("a click on a breakdown row filters the figures, the chart and the other breakdowns; its chip removes the filter", async () => {
    await addPoolLink();
    for (const country of ["IN", "IN", "NP"])
      expect((await visit("/hi/join", country, { ua: PHONE_UA })).status).toBe(200);
    const page = await signedInAdminPage(browser);
    const hindi = page.getByRole("link", { name: "Hindi (hi), show only this" });
    // The visits are written just after their responses.
    await expect
      .poll(async () => {
        await page.goto("/admin/analytics?period=7");
        return hindi.count();
      })
      .toBe(1);
    const row = page.getByTestId("breakdown-language").getByRole("row").filter({ has: hindi });
    const hindiDisplays = Number(
      (await row.getByRole("cell").nth(1).innerText()).replace(/\D/g, ""),
    );
    expect(hindiDisplays).toBeGreaterThanOrEqual(3);
    const allDisplays = Number(
      (await page.getByTestId("stat-displays").innerText()).replace(/,/g, ""),
    );
    expect(allDisplays).toBeGreaterThan(hindiDisplays);

    await (await hydrated(hindi)).click();
    await page.waitForURL(/[?&]language=hi(&|$)/);
    const chip = page.getByTestId("facet-filter");
    expect(await chip.innerText()).toContain("Language: Hindi (hi)");
    expect(await page.getByTestId("stat-displays").innerText()).toBe(String(hindiDisplays));
    expect(await page.getByTestId("daily-chart").first().locator("desc").textContent()).toContain(
      `Displays: ${hindiDisplays} in all`,
    );
    // The language's own breakdown is its one row; countries are not kept per language.
    expect(await page.getByTestId("breakdown-language").locator("tbody tr").count()).toBe(1);
    expect(await page.getByTestId("breakdown-country").innerText()).toContain(
      "Not kept per language",
    );
    // At 360 px the filtered view fits, and the chip is a link of its own.
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await page.getByRole("link", { name: "Language: Hindi (hi), remove this filter" }).click();
    await page.waitForURL((url) => !url.search.includes("language="));
    await expect
      .poll(() => page.getByTestId("stat-displays").innerText())
      .toBe(allDisplays.toLocaleString("en"));
    expect(await page.getByTestId("facet-filter").count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });

  it("a filter the screen cannot hold is ignored, not an error", async () => {
    const page = await signedInAdminPage(browser);
    const res = await page.goto("/admin/analytics?period=7&language=%3Cb%3E&device=fridge");
    expect(res?.status()).toBe(200);
    expect(await page.getByTestId("facet-filter").count()).toBe(0);
  });

  it("a custom period with the dates the wrong way round says so and falls back to 30 days", async () => {
    const page = await signedInAdminPage(browser);
    await page.goto("/admin/analytics?period=custom&from=2026-02-10&to=2026-02-01");
    expect(await page.getByText("The start date must not be after the end date.").isVisible()).toBe(
      true,
    );
    expect(await page.getByText(/\(30 days\)/).isVisible()).toBe(true);
  });
});
