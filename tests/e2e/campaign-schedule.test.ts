// Scheduling and test sends in Chromium (issue 20), against a site configured with SMTP_URL: an
// admin in India schedules a campaign in their own time, sees it back in that zone (stored in
// UTC), changes it and cancels it; a test send of a template arrives in the SMTP server rendered.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ScratchSite } from "../../scripts/local-runtime.ts";
import type { SmtpSink } from "../support/smtp-sink.ts";
import { localDateTime } from "../../app/domain/formats/time-zone";
import { addHostCookie } from "./admin-session";
import { startMailSite, type MailSite } from "./mail-site";
import { seriousAxeViolations } from "./axe";
import { DESKTOP, hydrated, PHONE, setUpBrowser } from "./browser";
import { chooseContactsCsv } from "./contact-import";

let mail: MailSite;
let site: ScratchSite;
let sink: SmtpSink;
let cookie: string;
const browser = setUpBrowser();
const ZONE = "Asia/Kolkata";
/** How Chromium names that zone (its ICU still says the older "Asia/Calcutta"). */
const SHOWN_ZONE = "Asia/(Kolkata|Calcutta)";

async function post(path: string, body: unknown) {
  const res = await mail.post(path, body);
  expect(res.status).toBe(200);
  return res.text;
}

/** A page of an admin whose browser is in `timezoneId`. */
async function adminPage(timezoneId: string, device: typeof DESKTOP | typeof PHONE = DESKTOP) {
  // The phone check runs axe, which the test injects: only that page bypasses the CSP.
  const page = await browser.newPage({
    ...device,
    timezoneId,
    baseURL: site.url,
    bypassCSP: device === PHONE,
  });
  await addHostCookie(page, cookie, site.url);
  return page;
}

/** Opens the Send Campaign tab and chooses "Schedule for later" once the page has hydrated (a
 * click while React is still taking over the server's markup is undone by it), then fills the
 * name and template. */
async function startScheduling(page: Page, name: string) {
  await page.goto("/admin/email-campaigns?tab=send", { waitUntil: "networkidle" });
  const later = page.getByLabel("Schedule for later");
  await expect
    .poll(async () => {
      await later.click();
      return page.getByLabel("Send at").count();
    })
    .toBe(1);
  await page.getByLabel("Campaign Name").fill(name);
  await page
    .getByLabel("Template", { exact: true })
    .selectOption({ label: "Scheduled hello (English)" });
  // The preview arrives above the buttons: a click before it may land where they were.
  await page.getByTestId("preview-subject").waitFor();
}

beforeAll(async () => {
  mail = await startMailSite("schedule");
  ({ site, sink, cookie } = mail);
  await post("/admin/email-campaigns/import", {
    consent: true,
    fileName: "schedule.csv",
    csv: "name,surname,email,country,language\nAsha,Rao,asha@schedule-e2e.test,Schedland,en\n",
  });
  await post("/admin/email-campaigns", {
    intent: "save-template",
    name: "Scheduled hello",
    subject: "Hello {name}",
    body: "Dear {name} {surname},\n\nsee you soon.",
    language: "en",
  });
}, 90_000);

afterAll(async () => {
  await mail?.close();
});

describe("a campaign scheduled from a browser in Asia/Kolkata", () => {
  it("is shown back in that zone, stored in UTC, can be changed, and is cancelled", async () => {
    const page = await adminPage(ZONE);
    // Two days ahead at 18:30 in India is 13:00 UTC.
    const day = localDateTime(Date.now() + 2 * 86_400_000, ZONE).slice(0, 10);
    const name = `Scheduled ${Date.now()}`;
    await startScheduling(page, name);
    await page.getByText(new RegExp(`In your time zone, ${SHOWN_ZONE}\\.`)).waitFor();
    await page.getByLabel("Send at").fill(`${day}T18:30`);
    await page.getByRole("button", { name: "Schedule Campaign" }).click();
    await page.getByRole("button", { name: "Confirm schedule" }).click();
    await page.getByText(`Campaign ${name} is scheduled for`, { exact: false }).first().waitFor();

    const row = page.getByTestId("campaign-row").filter({ hasText: name });
    await row
      .getByText(new RegExp(`18:30 \\(${SHOWN_ZONE}\\)`))
      .first()
      .waitFor();
    expect(await row.getAttribute("data-status")).toBe("scheduled");
    expect(await row.getByTestId("campaign-status").innerText()).toBe("scheduled");
    // The server stored UTC: the page as sent, before the browser knows its zone, says 13:00 UTC.
    const html = (
      await (
        await fetch(`${site.url}/admin/email-campaigns`, { headers: { Cookie: cookie } })
      ).text()
    ).replace(/<!-- -->/g, "");
    expect(html).toContain(`13:00 UTC`);

    // Changed: the dialog shows the time in India; a new time is saved and shown the same way.
    await row.getByRole("button", { name: "Edit schedule" }).click();
    const dialog = page.getByRole("dialog");
    // The dialog fills its field in the browser's zone once it has rendered there.
    await expect.poll(() => dialog.getByLabel("Send at").inputValue()).toBe(`${day}T18:30`);
    await dialog.getByLabel("Send at").fill(`${day}T19:45`);
    await dialog.getByRole("button", { name: "Save Schedule" }).click();
    await page.getByTestId("toast").getByText("Schedule updated").waitFor();
    await row
      .getByText(new RegExp(`19:45 \\(${SHOWN_ZONE}\\)`))
      .first()
      .waitFor();

    await row.getByRole("button", { name: `Cancel ${name}` }).click();
    await page.getByTestId("toast").getByText("Campaign cancelled").waitFor();
    await expect.poll(() => row.getAttribute("data-status")).toBe("cancelled");
    expect(await row.innerText()).toContain(`Was scheduled for`);
    expect(await row.getByRole("button", { name: `Cancel ${name}` }).count()).toBe(0);
  });

  it("refuses a time already past, saying so", async () => {
    const page = await adminPage(ZONE);
    await startScheduling(page, `Past ${Date.now()}`);
    await page.getByLabel("Send at").fill(localDateTime(Date.now() - 3_600_000, ZONE));
    await page.getByRole("button", { name: "Schedule Campaign" }).click();
    await page.getByRole("button", { name: "Confirm schedule" }).click();
    await page
      .getByTestId("toast")
      .getByText("The scheduled time is in the past. Choose a later time.")
      .waitFor();
  });
});

describe("a test send", () => {
  it("previews the template and sends it, rendered, to the SMTP server", async () => {
    const page = await adminPage("America/Sao_Paulo");
    await page.goto("/admin/email-campaigns?tab=send", { waitUntil: "networkidle" });
    await page
      .getByLabel("Template", { exact: true })
      .selectOption({ label: "Scheduled hello (English)" });
    await page.getByLabel("Filter by country").selectOption("Schedland");
    // The preview beside the recipient count: the subject, and the body in a sandboxed frame.
    await page.getByTestId("preview-subject").getByText("Hello Asha").waitFor();
    const frame = page.getByTitle("Email body preview");
    expect(await frame.getAttribute("sandbox")).toBe("");
    await page
      .frameLocator("iframe[title='Email body preview']")
      .getByText("Dear Asha Rao,")
      .waitFor();

    const campaignsBefore = await page.getByTestId("campaign-row").count();
    await page.getByLabel("Send a test to").fill("me@test-send-e2e.test, you@test-send-e2e.test");
    await page.getByRole("button", { name: "Send Test Email" }).click();
    await page.getByTestId("test-send-result").getByText("Test email sent").waitFor();

    const deadline = Date.now() + 15_000;
    const mine = () =>
      sink.messages.filter((m) => m.envelopeTo[0]?.endsWith("@test-send-e2e.test"));
    while (mine().length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(
      mine()
        .map((m) => m.envelopeTo[0])
        .sort(),
    ).toEqual(["me@test-send-e2e.test", "you@test-send-e2e.test"]);
    expect(mine()[0]!.subject).toBe("[Test] Hello Asha");
    expect(mine()[0]!.text).toContain("Dear Asha Rao,\n\nsee you soon.");
    // Not a campaign: the history has no new entry.
    await page.reload({ waitUntil: "networkidle" });
    expect(await page.getByTestId("campaign-row").count()).toBe(campaignsBefore);
  });
});

describe("on a phone", () => {
  it("the preview, the schedule fields and the edit dialog fit 390 px, and axe passes", async () => {
    const page = await adminPage(ZONE, PHONE);
    const fits = async () => {
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
    };
    const name = `Phone ${Date.now()}`;
    await startScheduling(page, name);
    await page
      .getByLabel("Send at")
      .fill(`${localDateTime(Date.now() + 2 * 86_400_000, ZONE).slice(0, 10)}T09:15`);
    await fits();
    await page.getByRole("button", { name: "Schedule Campaign" }).click();
    await page.getByRole("button", { name: "Confirm schedule" }).click();
    const row = page.getByTestId("campaign-row").filter({ hasText: name });
    await row.getByRole("button", { name: "Edit schedule" }).click();
    await page.getByRole("dialog").getByLabel("Send at").waitFor();
    await fits();
  });
});

describe("the import tab", () => {
  it("previews a chosen file at once, and its Preview file button reads it and takes focus to the preview", async () => {
    const page = await adminPage(ZONE);
    await page.goto("/admin/email-campaigns", { waitUntil: "networkidle" });
    // Clicked before React has the screen, the button would do nothing a test can see.
    const importButton = await hydrated(page.getByRole("button", { name: "Preview file" }));
    await importButton.click();
    await page.getByText("Please select a CSV file to import").waitFor();
    const csv = "name,surname,email,country,language\nLena,M,lena@import-e2e.test,Chile,es\n";
    await chooseContactsCsv(page, "one.csv", csv);
    const preview = page.getByTestId("import-preview");
    await preview.getByText("1 rows accepted, 0 skipped.").waitFor();
    await importButton.click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid")))
      .toBe("import-preview");
    expect(await preview.getByText("lena@import-e2e.test").count()).toBe(1);
  });
});
