// "Get updates by email" with double opt-in, on a site configured with SMTP_URL: a visitor signs
// up in Hindi on a phone-sized Chromium, the Hindi confirmation reaches the local SMTP server,
// the link confirms, and the contact appears with its consent record; an address that never
// confirms gets no campaign.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { querySql, type ScratchSite } from "../../scripts/local-runtime.ts";
import type { SmtpSink } from "../support/smtp-sink.ts";
import { hi } from "../../app/i18n/dictionaries/hi.ts";
import { seriousAxeViolations } from "./axe";
import { pageErrors, setUpBrowser } from "./browser";
import { startMailSite, type MailSite } from "./mail-site";

let mail: MailSite;
let site: ScratchSite;
let sink: SmtpSink;
let cookie: string;
const browser = setUpBrowser();
const PHONE_360 = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

beforeAll(async () => {
  // Chromium and this file's requests are one client.
  mail = await startMailSite("signup", { CLIENT_LIMIT_MULTIPLIER: "1000" });
  ({ site, sink, cookie } = mail);
}, 90_000);

afterAll(async () => {
  await mail?.close();
});

async function saveSettings(emailSignup: boolean) {
  expect(await mail.saveSettings(emailSignup)).toBe(303);
}

const mailTo = (address: string, count = 1) => mail.mailTo(address, count);

const hindiPage = () => fetch(`${site.url}/hi/join`).then((r) => r.text());

describe("signup with consent", () => {
  it("is off by default: no form on the pages, and its address answers 404", async () => {
    expect(await hindiPage()).not.toContain('data-testid="signup"');
    expect((await fetch(`${site.url}/hi/signup`)).status).toBe(404);
    const post = await fetch(`${site.url}/hi/signup`, {
      method: "POST",
      headers: { Origin: site.url },
      body: new URLSearchParams({ email: "nobody@signup-e2e.test" }),
    });
    expect(post.status).toBe(404);
    expect(sink.messages.filter((m) => m.envelopeTo[0] === "nobody@signup-e2e.test")).toEqual([]);
  });

  it(
    "signs up in Hindi on a 360 px phone, confirms from the Hindi email, and only the confirmed address gets the campaign",
    { timeout: 120_000 },
    async () => {
      // The page is in the page cache without the form; turning it on shows it at once.
      expect(await hindiPage()).not.toContain('data-testid="signup"');
      await saveSettings(true);
      expect(await hindiPage()).toContain('data-testid="signup"');

      const page = await browser.newPage({ ...PHONE_360, bypassCSP: true });
      await page.goto(`${site.url}/hi/join`);
      const form = page.getByRole("region", { name: hi["general.signup.title"] });
      await form.waitFor();
      // Nothing wider than the phone.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Keyboard: email, name, then the button; the honeypot is never reached.
      const email = `asha-${Date.now()}@signup-e2e.test`;
      await form.getByLabel(hi["general.signup.emailLabel"]).focus();
      await page.keyboard.type(email);
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name");
      await page.keyboard.type("आशा");
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("BUTTON");
      await page.keyboard.press("Enter");
      await form
        .getByRole("status")
        .getByText(hi["general.signup.checkInbox"].replace("{hours}", "48"))
        .waitFor();
      // In place: the visitor is still on the join page.
      expect(new URL(page.url()).pathname).toBe("/hi/join");
      // The footer's form is a lazily loaded file (once the visitor reached into it); the file it
      // imports (its button) was asked for alongside it (vite.config.ts's preload helper).
      const lazyPreloads = () =>
        page.evaluate(() =>
          [...document.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]")]
            .map((link) => new URL(link.href).pathname)
            .filter((path) => /^\/assets\/(signup-form|button)-/.test(path)),
        );
      await expect.poll(lazyPreloads).toHaveLength(2);

      // A second address signs up without JavaScript and never confirms.
      const unconfirmed = `ravi-${Date.now()}@signup-e2e.test`;
      const plain = await fetch(`${site.url}/hi/signup`, {
        method: "POST",
        headers: { Origin: site.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email: unconfirmed, name: "", from: "/hi/slots" }),
      });
      expect(plain.status).toBe(200);
      const plainPage = (await plain.text()).replace(/<!-- -->/g, "");
      expect(plainPage).toContain(hi["general.signup.checkInbox"].replace("{hours}", "48"));
      expect(plainPage).toMatch(new RegExp(`<h1[^>]*>${hi["general.signup.title"]}</h1>`));

      // The Hindi confirmation, as the SMTP server received it.
      const [mail] = await mailTo(email);
      expect(mail!.subject).toBe(hi["general.signup.emailSubject"]);
      expect(mail!.text).toContain("पुष्टि करने के लिए 48 घंटे के भीतर यह लिंक खोलें");
      const link = mail!.text.match(/https?:\/\/\S+\/hi\/signup\/confirm\/\S+/)![0];
      expect(new URL(link).origin).toBe(site.url);
      expect(await mailTo(unconfirmed)).toHaveLength(1);

      // A link that was altered gets a clear page in the visitor's language, and changes nothing.
      const forged = await fetch(link.replace("/confirm/", "/confirm/x"));
      expect((await forged.text()).replace(/<!-- -->/g, "")).toContain(
        hi["general.signup.invalidLink"],
      );

      // Opening the link asks; the button confirms.
      await page.goto(link);
      await page.getByRole("heading", { name: hi["general.signup.confirmTitle"] }).waitFor();
      expect(await page.getByText(email).count()).toBe(1);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.getByRole("button", { name: hi["general.signup.confirmButton"] }).click();
      await page.getByRole("status").getByText(hi["general.signup.confirmed"]).waitFor();
      expect(pageErrors(page)).toEqual([]);

      // The service worker keeps pages read for offline use, but never a page with the
      // visitor's address and confirmation link.
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await page.goto(link);
      await page.goto(`${site.url}/hi/join`);
      const kept = (path: string) =>
        page.evaluate(async (url) => {
          const key = (await caches.keys()).find((k) => k.startsWith("wm-pages-"));
          return !!key && !!(await (await caches.open(key)).match(url));
        }, site.url + path);
      await expect.poll(() => kept("/hi/join")).toBe(true);
      expect(await kept(new URL(link).pathname)).toBe(false);

      // The contact, with its consent record, in the admin's export and in the data.
      const csv = await (
        await fetch(`${site.url}/admin/email-campaigns/contacts.csv`, {
          headers: { Cookie: cookie },
        })
      ).text();
      expect(csv).toContain(`आशा,,${email},,hi,yes,signup:/hi/join`);
      expect(csv).not.toContain(unconfirmed);
      const [row] = querySql<{ consent_source: string; consent_at: number; language: string }>(
        site.persistTo,
        `SELECT consent_source, consent_at, language FROM email_contacts WHERE email = '${email}'`,
      );
      expect(row).toMatchObject({ consent_source: "signup:/hi/join", language: "hi" });
      expect(row!.consent_at).toBeGreaterThan(Date.now() - 10 * 60_000);
      expect(csv).toContain(
        `आशा,,${email},,hi,yes,signup:/hi/join,${new Date(row!.consent_at).toISOString()}\r\n`,
      );

      // A campaign to everyone reaches the confirmed address and not the unconfirmed one.
      const post = (body: unknown) =>
        fetch(`${site.url}/admin/email-campaigns`, {
          method: "POST",
          headers: { Cookie: cookie, Origin: site.url, "Content-Type": "application/json" },
          body: JSON.stringify(body),
        });
      expect(
        (
          await post({
            intent: "save-template",
            name: "News",
            subject: "News for {name}",
            body: "Hello {name}",
            language: "hi",
          })
        ).status,
      ).toBe(200);
      const sent = await post({
        intent: "send",
        name: "Signup news",
        templateId: 1,
        languageFilter: "all",
        countryFilter: "all",
        useTranslation: false,
      });
      expect(await sent.text()).toContain("queued for sending to 1 recipients");
      const [, campaign] = await mailTo(email, 2);
      expect(campaign?.subject).toBe("News for आशा");
      expect(await mailTo(unconfirmed)).toHaveLength(1);
    },
  );
});
