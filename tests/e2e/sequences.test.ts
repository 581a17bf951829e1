// Welcome sequences in Chromium (issue 35), on a site that sends to a local SMTP server: the
// operator builds a two-step sequence on a 390 px phone (step 1 at once in English and Hindi, step
// 2 a day later in English) and starts it; a Hindi visitor signs up and confirms; the 5-minute
// cron sends step 1 in Hindi, and step 2 (English, the fallback) once its time has come, which the
// test brings forward in the database rather than moving a clock; the operator's per-step figures
// count both sends and the Join click the visitor made from step 1's link.
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { executeSql } from "../../scripts/admin-account.ts";
import type { ScratchSite } from "../../scripts/local-runtime.ts";
import { hi } from "../../app/i18n/dictionaries/hi.ts";
import { addHostCookie } from "./admin-session";
import { seriousAxeViolations } from "./axe";
import { pageErrors, PHONE, setUpBrowser } from "./browser";
import { startMailSite, type MailSite } from "./mail-site";

let mail: MailSite;
let site: ScratchSite;
const browser = setUpBrowser();

beforeAll(async () => {
  // Chromium and this file's requests are one client.
  mail = await startMailSite("sequences", { CLIENT_LIMIT_MULTIPLIER: "1000" });
  ({ site } = mail);
  // The signup form on, and the sender and postal address a sequence needs to start.
  expect(await mail.saveSettings(true)).toBe(303);
}, 90_000);

afterAll(async () => {
  await mail?.close();
});

const mailTo = (address: string, count: number) => mail.mailTo(address, count, 30_000);

/** The cron every 5 minutes, which plans due sequence steps and queues their sending. */
async function runCron() {
  const res = await fetch(
    `${site.url}/cdn-cgi/local/scheduled?cron=${encodeURIComponent("*/5 * * * *")}`,
  );
  expect(res.ok).toBe(true);
}

/** A step's form (the "Add a step" panel, or a step's "Edit this step"), filled and sent. */
async function submitStep(
  form: Locator,
  step: {
    delay?: string;
    unit?: "hours" | "days";
    language: string;
    subject: string;
    body: string;
  },
) {
  if (step.delay !== undefined)
    await form.getByLabel("Delay after the previous step").fill(step.delay);
  if (step.unit) await form.getByLabel("Unit").selectOption(step.unit);
  await form.getByLabel("Text language").selectOption(step.language);
  await form.getByLabel("Subject").fill(step.subject);
  await form.getByLabel("Text", { exact: true }).fill(step.body);
  await form.getByRole("button", { name: /^(Add step|Save step)$/ }).click();
}

/** A step's figure as the operator sees it ("Sent", "Failed" ...). */
const figure = (page: Page, position: number, delay: string, label: string) =>
  page
    .getByRole("region", { name: `Step ${position}: ${delay} after the previous` })
    .locator(`dt:text-is("${label}") + dd`)
    .textContent();

describe("welcome sequences", () => {
  it(
    "a two-step sequence built on a phone sends a Hindi visitor step 1 in Hindi at once and step 2 when it falls due, and counts both",
    { timeout: 180_000 },
    async () => {
      const page = await browser.newPage({ ...PHONE, baseURL: site.url, bypassCSP: true });
      await addHostCookie(page, mail.cookie, site.url);

      // The operator creates the sequence (contacts join when their signup is confirmed).
      await page.goto("/admin/sequences", { waitUntil: "networkidle" });
      const created = page.getByRole("region", { name: "New sequence" });
      await created.getByLabel("Name").fill("Welcome");
      await created.getByLabel("Contacts join when").selectOption("signup");
      await created.getByRole("button", { name: "Create sequence" }).click();
      await page.getByRole("link", { name: "Welcome", exact: true }).click();
      await page.getByRole("region", { name: "Add a step" }).waitFor();
      const sequenceId = Number(new URL(page.url()).searchParams.get("id"));
      expect(sequenceId).toBeGreaterThan(0);

      // Step 1 at once, in English, then its Hindi text.
      await submitStep(page.getByRole("region", { name: "Add a step" }), {
        delay: "0",
        unit: "hours",
        language: "en",
        subject: "Welcome, {name}",
        body: `Hello {name}, here is how to join: ${site.url}/join`,
      });
      const stepOne = page.getByRole("region", { name: "Step 1: at once after the previous" });
      await stepOne.waitFor();
      await stepOne.getByText("Edit this step").click();
      await submitStep(stepOne, {
        language: "hi",
        subject: "स्वागत है, {name}",
        body: `नमस्ते {name}, जुड़ने के चरण: ${site.url}/hi/join`,
      });
      await stepOne.getByText(/Written in: (en, hi|hi, en)\./).waitFor();

      // Step 2 a day later, in English only: Hindi falls back to it, and the screen says so.
      await submitStep(page.getByRole("region", { name: "Add a step" }), {
        delay: "1",
        unit: "days",
        language: "en",
        subject: "Day two: the risks",
        body: `Read this before you join: ${site.url}/join`,
      });
      const stepTwo = page.getByRole("region", { name: "Step 2: 1 day after the previous" });
      await stepTwo.getByText(/English is sent to: .*\bhi\b/).waitFor();

      await page.getByRole("button", { name: "Start Welcome" }).click();
      await page.getByRole("button", { name: "Pause Welcome" }).waitFor();
      // The whole screen fits the phone, and axe passes.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // A Hindi visitor signs up and confirms from the email.
      const email = `asha-${Date.now()}@sequences-e2e.test`;
      const visitor = await browser.newPage({ ...PHONE, baseURL: site.url });
      await visitor.goto("/hi/signup", { waitUntil: "networkidle" });
      const signup = visitor.getByTestId("signup").first();
      await signup.getByLabel(hi["general.signup.emailLabel"]).fill(email);
      await signup.getByLabel(hi["general.signup.nameLabel"]).fill("आशा");
      await signup.getByRole("button", { name: hi["general.signup.submit"] }).click();
      await visitor
        .getByRole("status")
        .getByText(hi["general.signup.checkInbox"].replace("{hours}", "48"))
        .first()
        .waitFor();
      const [confirmation] = await mailTo(email, 1);
      const link = confirmation!.text.match(/https?:\/\/\S+\/hi\/signup\/confirm\/\S+/)![0];
      await visitor.goto(link);
      await visitor.getByRole("button", { name: hi["general.signup.confirmButton"] }).click();
      await visitor.getByRole("status").getByText(hi["general.signup.confirmed"]).waitFor();
      expect(pageErrors(visitor)).toEqual([]);

      // The cron runs: step 1 arrives in Hindi over SMTP, its links carrying the step.
      await runCron();
      const [, first] = await mailTo(email, 2);
      expect(first?.subject).toBe("स्वागत है, आशा");
      expect(first!.text).toContain(`${site.url}/hi/join?s=${sequenceId}.`);
      // Stamped as a sequence email, so a bounce report about it is believed.
      expect(first!.headers["x-waymark-message"]).toMatch(
        new RegExp(`^s${sequenceId}-\\d+-[0-9a-f]{32}$`),
      );
      // The visitor opens the email's link and presses Join: a Join click for step 1, and the
      // contact now counts as having clicked Join (the link's contact marker).
      await visitor
        .context()
        .route("https://**", (route) =>
          route.fulfill({ body: "<h1>Registration</h1>", contentType: "text/html" }),
        );
      await visitor.goto(first!.text.match(/https?:\/\/\S+\/hi\/join\?\S+/)![0]);
      const [registration] = await Promise.all([
        visitor.waitForEvent("popup"),
        visitor.getByTestId("join-link").first().click(),
      ]);
      await registration.close();
      await expect
        .poll(async () => {
          await page.goto(`/admin/sequences?id=${sequenceId}`, { waitUntil: "networkidle" });
          return figure(page, 1, "at once", "Join clicks");
        })
        .toBe("1");

      // Not yet time for step 2.
      await runCron();
      await new Promise((r) => setTimeout(r, 2000));
      expect(await mailTo(email, 3)).toHaveLength(2);

      // A day passes: the enrolment's next step is brought forward to now.
      executeSql(
        `UPDATE sequence_enrolments SET next_due_at = ${Date.now() - 60_000}
         WHERE contact_id = (SELECT id FROM email_contacts WHERE email = '${email}')`,
        { persistTo: site.persistTo },
      );
      await runCron();
      const [, , second] = await mailTo(email, 3);
      expect(second?.subject).toBe("Day two: the risks");

      // The operator's figures count one send of each step.
      await expect
        .poll(async () => {
          await page.goto(`/admin/sequences?id=${sequenceId}`, { waitUntil: "networkidle" });
          return [await figure(page, 1, "at once", "Sent"), await figure(page, 2, "1 day", "Sent")];
        })
        .toEqual(["1", "1"]);
      expect(pageErrors(page)).toEqual([]);
    },
  );
});
