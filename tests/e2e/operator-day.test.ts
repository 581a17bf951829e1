// An operator's day (issue 32), in Chromium on a phone (360 px) and on laptops: nothing is sent
// or lost by one tap (the send and import confirmations, the link actions that ask first), and
// the screens read at a glance (link actions on one line, the settings switch, the team screen).
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import { signedInAdminPage, signInCookie } from "./admin-session";
import { baseURL, DESKTOP, hydrated, setUpBrowser } from "./browser";
import { chooseContactsCsv, emailCampaignsScreen } from "./contact-import";
import { adminApi, type PoolLink } from "./referral-pool";

const browser = setUpBrowser();

const SMALL_PHONE = { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true };
const laptop = (width: number) => ({ viewport: { width, height: 900 } });

/** A JSON post to an admin route as the test administrator. */
async function post(path: string, body: unknown) {
  const res = await fetch(`${baseURL()}${path}`, {
    method: "POST",
    headers: {
      Cookie: await signInCookie(),
      Origin: baseURL(),
      "Content-Type": "application/json",
    },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return res;
}

/** The contacts export as the admin downloads it. */
async function exportedContacts() {
  const res = await fetch(`${baseURL()}/admin/email-campaigns/contacts.csv`, {
    headers: { Cookie: await signInCookie() },
  });
  return res.text();
}

/** POSTs the page sends to a route (its document path, or its data path), counted from now. */
function postsTo(page: Page, path: string) {
  const seen: string[] = [];
  page.on("request", (r) => {
    const { pathname } = new URL(r.url());
    if (r.method() === "POST" && (pathname === path || pathname === `${path}.data`))
      seen.push(r.url());
  });
  return seen;
}

describe("Send Campaign", () => {
  it("asks first with the count, language mix and template; Cancel sends nothing", async () => {
    const stamp = Date.now();
    const country = `Confirmland${stamp}`;
    await post("/admin/email-campaigns/import", {
      consent: true,
      fileName: "confirm.csv",
      csv: [
        "name,surname,email,country,language",
        `Ana,L,ana${stamp}@confirm.test,${country},es`,
        `Bea,M,bea${stamp}@confirm.test,${country},es`,
        `Cal,N,cal${stamp}@confirm.test,${country},en`,
      ].join("\n"),
    });
    const template = `Confirm ${stamp}`;
    await post("/admin/email-campaigns", {
      intent: "save-template",
      name: template,
      subject: "Hello {name}",
      body: "Dear {name}",
      language: "en",
    });

    const page = await signedInAdminPage(browser, DESKTOP);
    await page.goto("/admin/email-campaigns?tab=send", { waitUntil: "networkidle" });
    expect(await page.getByTestId("delivery").innerText()).toContain(
      "No email service is connected",
    );
    const name = `Careful ${stamp}`;
    await (await hydrated(page.getByLabel("Campaign Name"))).fill(name);
    // The template's preview is held back: the Send button stays where it is when it arrives
    // (room is kept for it), so a tap meant for the button is not lost.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const previews = "**/admin/email-campaigns/preview*";
    await page.route(previews, async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByLabel("Template", { exact: true })
      .selectOption({ label: `${template} (English)` });
    await page.getByLabel("Filter by country").selectOption(country);
    await page.getByTestId("recipient-count").getByText("3", { exact: true }).waitFor();
    const sendButton = page.getByRole("button", { name: "Send Campaign" });
    const before = (await sendButton.boundingBox())!;
    release();
    await page.getByTestId("preview-subject").waitFor();
    await page.unroute(previews);
    const after = (await sendButton.boundingBox())!;
    expect(Math.abs(after.y - before.y), "the Send button moved").toBeLessThan(8);
    const sends = postsTo(page, "/admin/email-campaigns");

    // The count asked as the confirmation opens does not arrive (a dropped connection): it says
    // so and offers nothing to start.
    const dialog = page.getByRole("dialog", { name: `Send ${name} now?` });
    const counting = "**/admin/email-campaigns/recipients?*";
    await page.route(counting, (route) => route.abort("internetdisconnected"));
    await page.getByRole("button", { name: "Send Campaign" }).click();
    await dialog.getByText("The recipients could not be counted.").waitFor();
    expect(await dialog.getByRole("button", { name: /^Start sending to/ }).isDisabled()).toBe(true);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.unroute(counting);

    await page.getByRole("button", { name: "Send Campaign" }).click();
    // Counted again as it opens ("Counting…" meanwhile; named in the failure if it never ends).
    await expect
      .poll(() => dialog.getByTestId("confirm-count").innerText(), { timeout: 30_000 })
      .toMatch(/^3 subscribed contacts/);
    // The language mix may render a moment after the count on a loaded machine.
    const mix = dialog.getByRole("list", { name: "Recipients by language" }).getByRole("listitem");
    await expect.poll(() => mix.allInnerTexts()).toEqual(["Spanish: 2", "English: 1"]);
    expect(await dialog.getByTestId("confirm-template").innerText()).toBe(
      `${template}, written in English`,
    );
    await dialog.getByText("Send a test first").click();
    await dialog.getByLabel("Send a test to").waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.waitForTimeout(500);
    expect(sends).toEqual([]);
    expect(await page.getByTestId("campaign-row").filter({ hasText: name }).count()).toBe(0);

    // Confirmed, it starts, and can be paused from where it was started.
    await page.getByRole("button", { name: "Send Campaign" }).click();
    await dialog.getByRole("button", { name: "Start sending to 3" }).click();
    await page
      .getByRole("tabpanel", { name: "Send Campaign" })
      .getByText(`Campaign ${name} has been queued for sending to 3 recipients.`)
      .waitFor();
    await page.getByRole("button", { name: "Pause this campaign" }).waitFor();
    expect(sends.length).toBe(1);
  });
});

describe("contact import", () => {
  it("matches differing columns, asks for consent and where, and reports new and updated", async () => {
    const stamp = Date.now();
    const known = `known${stamp}@import-day.test`;
    const fresh = `fresh${stamp}@import-day.test`;
    await post("/admin/email-campaigns/import", {
      consent: true,
      fileName: "before.csv",
      csv: `name,surname,email,country,language\nKnown,K,${known},Chile,es\n`,
    });

    const page = await emailCampaignsScreen(browser, SMALL_PHONE);
    // The only button that imports is the one that saves; reading the file is "Preview file".
    expect(await page.getByRole("button", { name: "Import Contacts" }).count()).toBe(0);
    await chooseContactsCsv(
      page,
      "day.csv",
      `Full name,E-mail,Country,Language\nKnown Again,${known},Chile,es\nFresh Person,${fresh},Peru,en\n`,
    );
    await page.getByRole("group", { name: "Match the columns" }).waitFor();
    await page.getByLabel("Name column", { exact: true }).selectOption({ label: "Full name" });
    await page.getByLabel("Email column", { exact: true }).selectOption({ label: "E-mail" });
    const preview = page.getByTestId("import-preview");
    await preview.getByText("2 rows accepted, 0 skipped.").waitFor();
    await preview.getByTestId("import-new-updated").getByText("1 new, 1 already stored").waitFor();

    const save = page.getByRole("button", { name: "Save All Contacts" });
    expect(await save.isDisabled()).toBe(true);
    await page.getByLabel("Where did they agree?").fill("Signup sheet, operator day");
    await page.getByRole("checkbox", { name: /agreed to receive email/ }).check();
    await save.click();
    await page
      .getByTestId("toast")
      .getByText("Successfully saved 2 contacts to the database.")
      .waitFor();
    expect(await page.getByTestId("import-report").innerText()).toBe(
      "Imported 2 contacts from day.csv: 1 new, 1 updated.",
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    const lines = (await exportedContacts()).split("\r\n");
    expect(lines.find((l) => l.includes(fresh))).toContain(
      "import:day.csv (Signup sheet, operator day)",
    );
    // The contact stored before keeps the name the file gives and its first consent record.
    expect(lines.find((l) => l.includes(known))).toContain("Known Again");
  });
});

/** A new link in the pool, unique to the test. */
async function newLink(tag: string) {
  const link = `https://example.com/r?day=${tag}-${Date.now()}`;
  const created = (await adminApi("/referral-links", "POST", {
    link,
    description: "operator day",
    displayLimit: 5,
  })) as { link: PoolLink };
  return created.link;
}

describe("referral link actions", () => {
  it("reset, clear logs and delete ask first, saying what changes; dismissed, nothing is posted", async () => {
    const { link } = await newLink("ask");
    const page = await signedInAdminPage(browser, DESKTOP);
    await page.goto("/admin/referral-links", { waitUntil: "networkidle" });
    const row = page.getByTestId("referral-row").filter({ hasText: link });
    const posts = postsTo(page, "/admin/referral-links");
    const asked: string[] = [];
    const answer = (accept: boolean) =>
      page.once("dialog", (d) => {
        asked.push(d.message());
        void (accept ? d.accept() : d.dismiss());
      });

    answer(false);
    await (
      await hydrated(row.getByRole("button", { name: `Reset display count of ${link}` }))
    ).click();
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toContain("Displays left goes from 5 back to 5");
    answer(false);
    await row.getByRole("button", { name: `Delete ${link}` }).click();
    await expect.poll(() => asked.length).toBe(2);
    expect(asked[1]).toContain("This cannot be undone");

    await row.getByRole("link", { name: `View stats of ${link}` }).click();
    const stats = page.getByRole("dialog", { name: "Link statistics" });
    await stats.getByTestId("stats-displays").waitFor();
    answer(false);
    await stats.getByRole("button", { name: "Clear logs" }).click();
    await expect.poll(() => asked.length).toBe(3);
    expect(asked[2]).toContain("start again from zero");
    await page.waitForTimeout(300);
    expect(posts).toEqual([]);

    answer(true);
    await stats.getByRole("button", { name: "Clear logs" }).click();
    await page.getByTestId("toast").getByText("Logs cleared").waitFor();
  });

  it.each([360, 1024, 1440])("keeps a link's actions on one line at %i px", async (width) => {
    const { link } = await newLink(`w${width}`);
    const page = await signedInAdminPage(browser, width === 360 ? SMALL_PHONE : laptop(width));
    await page.goto("/admin/referral-links", { waitUntil: "networkidle" });
    const row = page.getByTestId("referral-row").filter({ hasText: link });
    // Below xl the four sit behind the row's "Actions for" toggle: opened, they are on one line.
    const toggle = row.getByRole("button", { name: `Actions for ${link}` });
    if (await toggle.isVisible()) await (await hydrated(toggle)).click();
    const boxes = await row
      .getByRole("cell")
      .last()
      .locator("a, button:not([aria-expanded])")
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes.length).toBe(4);
    for (const box of boxes) {
      expect(box.top).toBe(boxes[0]!.top);
      expect(box.height).toBeLessThan(50);
    }
    if (width >= 1024) expect((await row.boundingBox())!.height).toBeLessThan(80);
  });
});

describe("settings on a 360 px phone", () => {
  it("shows each switch at full size", async () => {
    const page = await signedInAdminPage(browser, SMALL_PHONE);
    await page.goto("/admin/settings", { waitUntil: "networkidle" });
    const widths = await page
      .getByRole("switch")
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width));
    expect(widths.length).toBeGreaterThan(0);
    for (const w of widths) expect(w).toBeGreaterThanOrEqual(36);
  });
});

describe("team", () => {
  it("offers no Make editor to the only owner, and copies the invitation link", async () => {
    const page = await signedInAdminPage(browser, DESKTOP);
    await page
      .context()
      .grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL() });
    await page.goto("/admin/team", { waitUntil: "networkidle" });
    const me = page.getByTestId(`member-${inject("adminEmail")}`);
    const owners = page.locator("td[data-label=Role]", { hasText: /^owner$/ });
    expect(await owners.count()).toBe(1);
    expect(await me.locator("td[data-label=Role]").innerText()).toBe("owner");
    expect(await me.getByRole("button", { name: /Make editor/ }).count()).toBe(0);
    expect(await me.innerText()).toContain("The only owner");

    await page.getByLabel("Email").fill(`copy-${Date.now()}@example.com`);
    await page.getByLabel("Role").selectOption("editor");
    await page.getByRole("button", { name: "Send invitation" }).click();
    const link = (await page.getByTestId("invitation-link").textContent())!.trim();
    await page.getByRole("button", { name: "Copy invitation link" }).click();
    await page.getByText("Copied").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  });
});
