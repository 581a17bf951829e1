// The Contacts screen in Chromium, on the production build: a campaign email bounces (an RFC 3464
// report handed to the Worker's email handler through the local runtime's email route) and
// another draws a complaint (RFC 5965); the admin searches, filters by status, reads why each
// contact is suppressed, and lifts a suppression with a reason, also on a 360 px phone.
import { describe, expect, it } from "vitest";
import { executeSql } from "../../scripts/admin-account.ts";
import { deliveryStatusNotification, feedbackReport } from "../support/delivery-reports";
import { addHostCookie, signInCookie } from "./admin-session";
import { seriousAxeViolations } from "./axe";
import { baseURL, DESKTOP, setUpBrowser } from "./browser";
import { testSite } from "./site";

const browser = setUpBrowser();
const stamp = Date.now();
const email = (name: string) => `${name}-${stamp}@example.com`;
const token = (name: string) => `${name}-token-${stamp}-0123456789`;
const messageId = (name: string) => `<campaign-e2e-${stamp}.${name}@waymark.test>`;

/** Three contacts who got one campaign email each (as the ledger records a sent campaign). */
function seedMailedContacts() {
  const people = ["asha", "ben", "chen"];
  executeSql(
    [
      `INSERT INTO email_contacts (name, surname, email, country, language, consent_source, consent_at, unsubscribe_token) VALUES ${people
        .map(
          (p) =>
            `('${p[0]!.toUpperCase()}${p.slice(1)}', 'E2E', '${email(p)}', 'Contactland${stamp}', 'hi', 'import:e2e.csv', 0, '${token(p)}')`,
        )
        .join(", ")};`,
      `INSERT INTO email_templates (name, subject, body, language) VALUES ('Contacts ${stamp}', 'Hi', 'Hello', 'en');`,
      `INSERT INTO email_campaigns (name, template_id, status, recipient_count, sent_count) SELECT 'Contacts ${stamp}', id, 'sent', 3, 3 FROM email_templates WHERE name = 'Contacts ${stamp}';`,
      ...people.map(
        (p) =>
          `INSERT INTO campaign_recipients (campaign_id, contact_id, status, message_id, sent_at) SELECT c.id, k.id, 'sent', '${messageId(p)}', 0 FROM email_campaigns c, email_contacts k WHERE c.name = 'Contacts ${stamp}' AND k.email = '${email(p)}';`,
      ),
    ].join("\n"),
    { persistTo: testSite().persistTo },
  );
}

/** Hands raw mail to the Worker's email() handler, as Email Routing would (the local runtime's
 * route for it: POST /cdn-cgi/local/email?from=&to=). */
async function deliverToBounceAddress(raw: string, from: string) {
  const url = `${baseURL()}/cdn-cgi/local/email?${new URLSearchParams({ from, to: "bounces@waymark.test" })}`;
  const res = await fetch(url, { method: "POST", body: raw });
  expect(res.status, await res.text()).toBe(200);
}

const quoted = (name: string) => ({
  recipient: email(name),
  sender: "news@waymark.test",
  quotedHeaders: [
    "From: Waymark <news@waymark.test>",
    `To: ${email(name)}`,
    "Subject: Hi",
    `Message-ID: ${messageId(name)}`,
    `List-Unsubscribe: <${baseURL()}/unsubscribe/${token(name)}>`,
  ].join("\r\n"),
});

/** A signed-in page; axe is injected by the test, so the page lets it past the site's CSP. */
async function adminPage(options: Parameters<ReturnType<typeof setUpBrowser>["newPage"]>[0]) {
  const page = await browser.newPage({ ...options, bypassCSP: true });
  await addHostCookie(page, await signInCookie());
  return page;
}

describe("the contacts screen", () => {
  it("shows bounced and complained contacts, filters by status, and lifts a suppression with a reason", async () => {
    seedMailedContacts();
    await deliverToBounceAddress(
      deliveryStatusNotification(quoted("asha"), "5.1.1", "550 5.1.1 User unknown"),
      "MAILER-DAEMON@mx.receiver.test",
    );
    await deliverToBounceAddress(feedbackReport(quoted("ben")), "fbl@isp.test");

    const admin = await adminPage(DESKTOP);
    await admin.goto("/admin/contacts", { waitUntil: "networkidle" });
    await admin.getByLabel("Search name or email").fill(`${stamp}`);
    await admin.getByRole("button", { name: "Search", exact: true }).click();
    const rows = admin.getByRole("table", { name: "Contacts" }).getByRole("row");
    await expect.poll(() => rows.count()).toBe(4); // the header and three contacts
    const row = (name: string) => admin.getByTestId(`contact-${email(name)}`);
    expect(await row("asha").textContent()).toContain("Bounced");
    expect(await row("asha").textContent()).toContain("550 5.1.1 User unknown");
    expect(await row("ben").textContent()).toContain("Complained");
    expect(await row("chen").textContent()).toContain("Subscribed");

    await admin.getByLabel("Status").selectOption("bounced");
    await admin.getByRole("button", { name: "Search", exact: true }).click();
    await expect.poll(() => rows.count()).toBe(2);
    expect(await row("asha").isVisible()).toBe(true);
    expect(await admin.getByLabel("Status").inputValue()).toBe("bounced");

    await admin.getByRole("link", { name: `Lift suppression of ${email("asha")}` }).click();
    const dialog = admin.getByRole("dialog", { name: "Lift suppression" });
    await dialog.waitFor();
    expect(await seriousAxeViolations(admin)).toEqual([]);
    await dialog.getByRole("button", { name: "Lift suppression" }).click();
    await dialog.getByText("Give the reason for lifting the suppression").first().waitFor();
    await dialog.getByLabel("Reason for lifting").fill("She fixed her mailbox and asked again.");
    await dialog.getByRole("button", { name: "Lift suppression" }).click();
    await admin.getByTestId("toast").getByText("Suppression lifted").waitFor();
    // The bounced filter no longer lists her; with all statuses she is subscribed again.
    await expect.poll(() => row("asha").count()).toBe(0);
    await admin.getByLabel("Status").selectOption("all");
    await admin.getByRole("button", { name: "Search", exact: true }).click();
    await row("asha").waitFor();
    expect(await row("asha").textContent()).toContain("Subscribed");
  });

  it("fits a 360 px phone, the lift dialog included", async () => {
    const phone = await adminPage({
      viewport: { width: 360, height: 780 },
      isMobile: true,
      hasTouch: true,
    });
    await phone.goto(`/admin/contacts?q=${stamp}&status=complained`, { waitUntil: "networkidle" });
    await phone.getByTestId(`contact-${email("ben")}`).waitFor();
    const sideways = () =>
      phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await sideways()).toBe(0);
    await phone.getByRole("link", { name: `Lift suppression of ${email("ben")}` }).click();
    await phone.getByRole("dialog", { name: "Lift suppression" }).waitFor();
    expect(await sideways()).toBe(0);
    expect(await seriousAxeViolations(phone)).toEqual([]);
  });
});
