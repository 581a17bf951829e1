// The referral links table on laptop and desktop widths, beside the open and the collapsed admin
// sidebar: every row's figures are in view without scrolling sideways (nothing behind the pinned
// Actions column), and the row's actions still work: Stats opens the dialog, Reset asks first.
// Below xl the actions sit in a menu, opened here from the keyboard.
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_DISPLAY_LIMIT } from "../../app/domain/referral/rotation";
import { querySql } from "../../scripts/local-runtime.ts";
import { addHostCookie, signInCookie } from "./admin-session";
import { hydrated, setUpBrowser } from "./browser";
import { adminApi, type PoolLink } from "./referral-pool";
import { testSite } from "./site";

const browser = setUpBrowser();

const FIGURES = ["Display Limit", "Displays Left", "Join clicks", "Click rate"];
const WIDTHS = [
  [1024, 768],
  [1280, 800],
  [1920, 1080],
] as const;

let link: PoolLink;
beforeAll(async () => {
  // Inactive, so no visitor of another test is sent to it; a long description, as operators write;
  // the widest figures a row can have: the largest display limit and a "100.00%" click rate.
  const created = (await adminApi("/referral-links", "POST", {
    link: `https://example.com/register?ref=widths-${Date.now()}`,
    description: "Main Telegram channel for the spring campaign in Europe and the Middle East",
    displayLimit: MAX_DISPLAY_LIMIT,
    isActive: false,
  })) as { link: PoolLink };
  link = created.link;
  querySql(
    testSite().persistTo,
    `INSERT INTO referral_link_logs (referral_link_id, page, action)
     VALUES (${link.id}, '/', 'display'), (${link.id}, '/', 'click')`,
  );
});

type Box = { left: number; right: number; top: number; bottom: number };
type Layout = {
  box: Box;
  scrollLeft: number;
  overflow: number;
  rows: { figures: Box[]; actions: Box }[];
};

/** The table's scroll box and, for every row, its figure cells and its Actions cell. */
function layout(page: Page): Promise<Layout> {
  return page.getByRole("table", { name: "Referral links" }).evaluate((table, names) => {
    const rect = (el: Element) => {
      const { left, right, top, bottom } = el.getBoundingClientRect();
      return { left, right, top, bottom };
    };
    const scroller = table.parentElement!;
    const headers = [...table.querySelectorAll("th")].map((th) => th.textContent);
    const at = names.map((n) => headers.indexOf(n));
    const rows = [...table.querySelectorAll("tbody tr")].map((tr) => {
      const cells = [...tr.querySelectorAll("td")];
      return { figures: at.map((i) => rect(cells[i]!)), actions: rect(cells.at(-1)!) };
    });
    return {
      box: rect(scroller),
      scrollLeft: scroller.scrollLeft,
      overflow: scroller.scrollWidth - scroller.clientWidth,
      rows,
    };
  }, FIGURES);
}

async function expectFiguresInView(page: Page) {
  const { box, scrollLeft, overflow, rows } = await layout(page);
  expect(scrollLeft).toBe(0);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    for (const cell of row.figures) {
      expect(cell.left).toBeGreaterThanOrEqual(box.left);
      expect(cell.right).toBeLessThanOrEqual(box.right + 0.5);
      // Not under the pinned Actions column either.
      expect(cell.right).toBeLessThanOrEqual(row.actions.left + 0.5);
    }
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
}

/** The row's actions as a person reaches them: below xl through the menu, from the keyboard. */
async function openActions(page: Page, row: Locator) {
  const toggle = row.getByRole("button", { name: `Actions for ${link.link}` });
  if (!(await toggle.isVisible())) return;
  await (await hydrated(toggle)).focus();
  await page.keyboard.press("Enter");
  await row.getByRole("link", { name: `View stats of ${link.link}` }).waitFor();
}

describe.each(WIDTHS)("the referral links table at %i px", (width, height) => {
  it("shows every figure without scrolling sideways, and the row's actions work", async () => {
    const page = await browser.newPage({ viewport: { width, height } });
    await addHostCookie(page, await signInCookie());
    await page.goto("/admin/referral-links", { waitUntil: "networkidle" });
    await expectFiguresInView(page);
    const collapse = await hydrated(page.getByRole("button", { name: "Collapse sidebar" }));
    await collapse.click();
    await expect
      .poll(() => page.getByTestId("admin-sidebar").getAttribute("data-collapsed"))
      .toBe("true");
    await expectFiguresInView(page);
    await page.getByRole("button", { name: "Expand sidebar" }).click();
    await expectFiguresInView(page);

    const row = page.getByTestId("referral-row").filter({ hasText: link.link });
    const toggle = row.getByRole("button", { name: `Actions for ${link.link}` });
    const menu = (await toggle.isVisible()) ? toggle : null;
    expect(menu !== null).toBe(width < 1280);

    // Reset asks first; dismissed, nothing is posted.
    const posts: string[] = [];
    page.on("request", (r) => void (r.method() === "POST" && posts.push(r.url())));
    const asked: string[] = [];
    page.once("dialog", (d) => {
      asked.push(d.message());
      void d.dismiss();
    });
    await openActions(page, row);
    const reset = row.getByRole("button", { name: `Reset display count of ${link.link}` });
    await (await hydrated(reset)).click();
    await expect
      .poll(() => asked)
      .toEqual([
        `Reset the display count of ${link.link}? Displays left goes from ${MAX_DISPLAY_LIMIT} back to ${MAX_DISPLAY_LIMIT}, so the rotator shows it again as if new. Its clicks and logs stay.`,
      ]);
    await page.waitForTimeout(300);
    expect(posts).toEqual([]);
    expect(await row.getByRole("button", { name: `Delete ${link.link}` }).isVisible()).toBe(true);
    expect(await row.getByRole("link", { name: `Edit ${link.link}` }).isVisible()).toBe(true);

    if (menu) {
      // Escape closes the menu and gives the focus back to its toggle.
      await page.keyboard.press("Escape");
      await reset.waitFor({ state: "hidden" });
      expect(await menu.evaluate((s) => s === document.activeElement)).toBe(true);
      expect(await menu.getAttribute("aria-expanded")).toBe("false");
      await openActions(page, row);
    }
    await row.getByRole("link", { name: `View stats of ${link.link}` }).click();
    const dialog = page.getByRole("dialog", { name: "Link statistics" });
    await dialog.getByTestId("stats-displays").waitFor();
    expect(await dialog.getByTestId("stats-displays").textContent()).toBe("1");
    await dialog.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "hidden" });
    await expectFiguresInView(page);
  });
});
