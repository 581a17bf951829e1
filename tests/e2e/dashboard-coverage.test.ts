// Issue 32, "screens that read at a glance": the dashboard names, per public language, the sections
// that have nothing of their own (read as text, not by colour, and usable at 360 px); and the
// analytics chart's day labels stay inside the chart at every width from 360 to 1920 px.
import { describe, expect, it } from "vitest";
import { executeSql } from "../../scripts/admin-account.ts";
import { signedInAdminPage } from "./admin-session";
import { setUpBrowser } from "./browser";
import { testSite } from "./site";

const browser = setUpBrowser();
const NARROW = { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true };

const sql = (statement: string) => executeSql(statement, { persistTo: testSite().persistTo });

describe("content coverage on the dashboard", () => {
  it("at 360 px, says in words which sections a language lacks, and a new video fills its section", async () => {
    // Odia starts with no video of its own (only this file writes Odia videos).
    sql("DELETE FROM videos WHERE language = 'or'");
    const page = await signedInAdminPage(browser, NARROW);
    await page.goto("/admin/dashboard");
    const panel = page.getByRole("region", { name: "Content coverage" });
    const list = panel.getByRole("list", { name: "Empty sections by language" });
    // Languages are grouped under what they lack, said in words (a list named by its heading).
    const lackingVideo = list.getByRole("list", { name: /\bno video\b/i });
    expect(await lackingVideo.getByText("Odia", { exact: true }).count()).toBe(1);
    expect(await list.getByTestId("coverage-or").getAttribute("data-empty")).toMatch(/\bvideo\b/);
    // Every built-in language is listed once, by name.
    const chips = list.locator("[data-empty]");
    expect(await chips.count()).toBeGreaterThanOrEqual(22);
    expect(await list.getByTestId("coverage-en").innerText()).toBe("English");

    // Nothing is wider than the phone, and every chip stays inside the panel.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const box = (await panel.boundingBox())!;
    for (const chip of await chips.all()) {
      const c = (await chip.boundingBox())!;
      expect(c.x).toBeGreaterThanOrEqual(box.x);
      expect(c.x + c.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
    }

    sql(
      "INSERT INTO videos (title, language, video_url) VALUES ('Parichaya', 'or', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')",
    );
    await page.reload();
    await list.getByTestId("coverage-or").waitFor();
    expect(await lackingVideo.getByText("Odia", { exact: true }).count()).toBe(0);
    expect(await list.getByTestId("coverage-or").getAttribute("data-empty")).not.toMatch(
      /\bvideo\b/,
    );
  });
});

describe("the analytics chart", () => {
  it("shows every day label whole, the last one too, at every width from 360 to 1920 px", async () => {
    const page = await signedInAdminPage(browser);
    await page.goto("/admin/analytics");
    const chart = page.getByTestId("daily-chart").first();
    await chart.waitFor();
    for (const width of [360, 390, 768, 1024, 1280, 1440, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      const outside = await chart.evaluate((svg) => {
        const frame = svg.getBoundingClientRect();
        return [...svg.querySelectorAll("text")]
          .map((t) => ({ text: t.textContent, r: t.getBoundingClientRect() }))
          .filter(({ r }) => r.left < frame.left - 0.5 || r.right > frame.right + 0.5)
          .map(({ text, r }) => `${text}: ${r.left.toFixed(1)}-${r.right.toFixed(1)}`);
      });
      expect(outside, `labels cut at ${width} px`).toEqual([]);
    }
  });
});
