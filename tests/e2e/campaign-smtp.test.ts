// A site started the way an operator would configure it (SMTP_URL, EMAIL_RATE_PER_SECOND,
// TRANSLATE_URL) sends a campaign through the real local Queue to a real SMTP server.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ScratchSite } from "../../scripts/local-runtime.ts";
import { startLibreTranslateStub } from "../support/libretranslate-stub.ts";
import type { SmtpSink } from "../support/smtp-sink.ts";
import { setUpBrowser } from "./browser";
import { startMailSite, type MailSite } from "./mail-site";

let mail: MailSite;
let site: ScratchSite;
let sink: SmtpSink;
let translate: Awaited<ReturnType<typeof startLibreTranslateStub>>;
let cookie: string;
const browser = setUpBrowser();

const post = (path: string, body: unknown) => mail.post(path, body);

beforeAll(async () => {
  translate = await startLibreTranslateStub();
  mail = await startMailSite("smtp", { EMAIL_RATE_PER_SECOND: "4", TRANSLATE_URL: translate.url });
  ({ site, sink, cookie } = mail);
}, 90_000);

afterAll(async () => {
  await mail?.close();
  translate?.server.close();
});

describe("a site configured with SMTP_URL", () => {
  it(
    "says how it delivers, and sends a campaign through the queue to the SMTP server at the configured rate, translated per language",
    { timeout: 90_000 },
    async () => {
      const page = (
        await (
          await fetch(`${site.url}/admin/email-campaigns`, { headers: { Cookie: cookie } })
        ).text()
      ).replace(/<!-- -->/g, "");
      expect(page).toContain(
        `Delivery: SMTP server 127.0.0.1:${sink.smtpPort}, at most 4 emails per second.`,
      );
      expect(page).not.toContain("Outbox (latest 20)");

      const rows = Array.from(
        { length: 10 },
        (_, i) => `Name${i},S${i},p${i}@smtp-e2e.test,Chile,${i < 7 ? "en" : "Spanish"}`,
      );
      const imported = await post("/admin/email-campaigns/import", {
        consent: true,
        fileName: "smtp.csv",
        csv: ["name,surname,email,country,language", ...rows].join("\n"),
      });
      expect(JSON.parse(imported.text)).toMatchObject({ ok: true, saved: 10, skipped: 0 });

      expect(
        (
          await post("/admin/email-campaigns", {
            intent: "save-template",
            name: "Hello",
            subject: "Hello {name}",
            body: "Dear {name},\n\nsee you.",
            language: "en",
          })
        ).status,
      ).toBe(200);
      const withTemplates = await (
        await fetch(`${site.url}/admin/email-campaigns`, { headers: { Cookie: cookie } })
      ).text();
      expect(withTemplates).toContain("Hello");
      const sent = await post("/admin/email-campaigns", {
        intent: "send",
        name: "SMTP run",
        templateId: 1,
        languageFilter: "all",
        countryFilter: "Chile",
        useTranslation: true,
      });
      expect(sent.text).toContain(
        "Campaign SMTP run has been queued for sending to 10 recipients.",
      );

      const deadline = Date.now() + 60_000;
      while (sink.messages.length < 10 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 250));
      expect(sink.messages.map((m) => m.envelopeTo[0]).sort()).toEqual(
        Array.from({ length: 10 }, (_, i) => `p${i}@smtp-e2e.test`).sort(),
      );
      const subjects = Object.fromEntries(sink.messages.map((m) => [m.envelopeTo[0], m.subject]));
      expect(subjects["p0@smtp-e2e.test"]).toBe("Hello Name0");
      expect(subjects["p8@smtp-e2e.test"]).toBe("[es] Hello Name8");
      expect(
        sink.messages.every(
          (m) => m.headers["list-unsubscribe-post"] === "List-Unsubscribe=One-Click",
        ),
      ).toBe(true);
      // Four per second at most: after the first (which also opened the session), the other nine
      // span 8 intervals of 250 ms. They are timed where the server received them, so one late
      // arrival on a busy machine may shorten the span by up to an interval; unpaced, the nine
      // would arrive within a few tens of milliseconds.
      const times = sink.messages.map((m) => m.receivedAt).sort((a, b) => a - b);
      expect(times.at(-1)! - times[1]!).toBeGreaterThanOrEqual(7 * 250);

      // The history reaches 'sent' with real counts, and shows which text Spanish got.
      let history = "";
      while (Date.now() < deadline) {
        // React separates adjacent text with <!-- -->; the reader sees one text.
        history = (
          await (
            await fetch(`${site.url}/admin/email-campaigns`, { headers: { Cookie: cookie } })
          ).text()
        ).replace(/<!-- -->/g, "");
        if (/data-status="sent"/.test(history)) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      expect(history).toContain("10 sent, 0 errors, of 10");
      expect(history).toContain("Spanish: machine translation");
    },
  );

  it("emails an invitation through SMTP; the editor opens it in a browser and creates the account", async () => {
    const email = `invited-${Date.now()}@smtp-e2e.test`;
    const invite = await fetch(`${site.url}/admin/team`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: site.url },
      body: new URLSearchParams({ intent: "invite", email, role: "editor" }),
    });
    expect(invite.status).toBe(200);
    expect(await invite.text()).toContain(`Invitation sent to ${email}.`);
    const deadline = Date.now() + 15_000;
    let message = sink.messages.find((m) => m.envelopeTo[0] === email);
    while (!message && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      message = sink.messages.find((m) => m.envelopeTo[0] === email);
    }
    expect(message?.subject).toBe("You are invited to the Waymark admin");
    const link = message!.text.match(/https?:\/\/\S+\/admin\/invitation\/[\w-]{43}/)![0];
    expect(new URL(link).origin).toBe(site.url);

    const page = await browser.newPage();
    await page.goto(link);
    await page.getByRole("heading", { name: "Join the Waymark team" }).waitFor();
    await page.getByLabel("Password", { exact: true }).fill("an-editor-from-email-7");
    await page.getByLabel("Confirm password").fill("an-editor-from-email-7");
    await page.getByRole("button", { name: "Create my account" }).click();
    await page.getByRole("heading", { name: "Your account is ready" }).waitFor();
    await page.goto(`${site.url}/admin`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("an-editor-from-email-7");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "Dashboard" }).first().waitFor();
  });
});
