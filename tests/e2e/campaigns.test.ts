// Email campaigns end to end in Chromium: import contacts, write a template, send through the
// queue, watch it reach 'sent', read the email in the outbox, unsubscribe through its link.
import { describe, expect, it } from "vitest";
import { hi } from "../../app/i18n/dictionaries/hi";
import { DESKTOP, setUpBrowser } from "./browser";
import { clickForToast } from "./admin-ui";
import {
  chooseContactsCsv,
  confirmConsent,
  emailCampaignsScreen,
  saveContacts,
} from "./contact-import";

const browser = setUpBrowser();

describe("email campaigns", () => {
  it("import, template, send, outbox, unsubscribe", async () => {
    const admin = await emailCampaignsScreen(browser);
    const stamp = Date.now();
    const country = `Testland${stamp}`;
    const csv = `\uFEFFName, Surname ,EMAIL,Country,Language\r\n"Asha, A.",Rao,asha${stamp}@example.com,${country},hi\r\nBad,Row,not-an-email,${country},en\r\nBen,"O""Neil",BEN${stamp}@example.com,${country},en\r\n`;
    await chooseContactsCsv(admin, "contacts.csv", csv);
    const preview = admin.getByTestId("import-preview");
    await preview.waitFor();
    expect(await preview.textContent()).toContain("2 rows accepted, 1 skipped.");
    expect(await preview.textContent()).toContain("Line 3: email does not look like an address");
    await saveContacts(admin, "Successfully saved 2 contacts to the database.");

    await admin.getByRole("tab", { name: "Email Templates" }).click();
    const templateName = `Welcome ${stamp}`;
    await admin.getByLabel("Template Name").fill(templateName);
    await admin.getByLabel("Email Subject").fill("Hello {name}");
    await admin
      .getByLabel("Email Body")
      .fill("Dear {name} {surname},\n\nWelcome from {country}. {oops}");
    expect(await admin.getByText("Unknown placeholders: {oops}").count()).toBe(1);
    await admin.getByLabel("Email Body").fill("Dear {name} {surname},\n\nWelcome from {country}.");
    await clickForToast(admin, "Save Template", "Template saved");

    await admin.getByRole("tab", { name: "Send Campaign" }).click();
    const send = admin.getByRole("button", { name: "Send Campaign" });
    expect(await send.isDisabled()).toBe(true);
    await admin.getByLabel("Campaign Name").fill(`Campaign ${stamp}`);
    await admin
      .getByLabel("Template", { exact: true })
      .selectOption({ label: `${templateName} (English)` });
    await admin.getByLabel("Filter by country").selectOption(country);
    await admin.getByTestId("recipient-count").getByText("2", { exact: true }).waitFor();
    // The preview arrives above the button: a click before it may land where the button was.
    await admin.getByTestId("preview-subject").waitFor();
    await send.click();
    await admin.getByRole("button", { name: "Start sending to 2" }).click();
    await admin
      .getByText(`Campaign Campaign ${stamp} has been queued for sending to 2 recipients.`)
      .first()
      .waitFor();

    const row = admin.getByTestId("campaign-row").filter({ hasText: `Campaign ${stamp}` });
    await admin.waitForFunction(
      (name) =>
        [...document.querySelectorAll("[data-testid=campaign-row]")].some(
          (r) => r.textContent?.includes(name) && r.getAttribute("data-status") === "sent",
        ),
      `Campaign ${stamp}`,
      { timeout: 30_000 },
    );
    expect(await row.textContent()).toContain("2 sent, 0 errors, of 2");

    const email = admin.getByTestId("outbox-email").filter({ hasText: `asha${stamp}@example.com` });
    await email.locator("summary").click();
    const text = (await email.textContent())!;
    // Asha's language is Hindi and auto-translate was on: the translation provider's Hindi,
    // with the placeholders filled, and the footer in Hindi.
    expect(text).toContain("[hi] Hello Asha, A.");
    expect(text).toContain("[hi] Dear Asha, A. Rao,");
    expect(text).toContain(`Welcome from ${country}.`);
    expect(text).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const unsubscribeUrl = text.match(
      new RegExp(`${hi["general.unsubscribe.button"]}: (\\S+)`),
    )![1]!;

    // Asha's language is Hindi: the page speaks Hindi.
    const contact = await browser.newPage(DESKTOP);
    await contact.goto(unsubscribeUrl);
    expect(await contact.locator("main").getAttribute("lang")).toBe("hi");
    await contact.getByRole("button", { name: hi["general.unsubscribe.button"] }).click();
    await contact.getByText(hi["general.unsubscribe.done"]).waitFor();

    // One-click (RFC 8058): a provider's POST, no cookies, answered 200 without a redirect.
    const benEmail = admin
      .getByTestId("outbox-email")
      .filter({ hasText: `ben${stamp}@example.com` });
    const benText = (await benEmail.textContent())!;
    expect(benText).toContain("Hello Ben"); // English: the original
    const benUrl = benText.match(/\nUnsubscribe: (\S+)/)![1]!;
    const oneClick = await fetch(benUrl, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: "https://mail.example.net",
      },
      body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);

    // Nobody in that country is subscribed any more: the filter no longer offers it.
    await admin.reload({ waitUntil: "networkidle" });
    await admin.getByRole("tab", { name: "Send Campaign" }).click();
    expect(
      await admin
        .getByLabel("Filter by country")
        .locator("option", { hasText: "All countries" })
        .count(),
    ).toBe(1);
    expect(
      await admin.getByLabel("Filter by country").locator("option", { hasText: country }).count(),
    ).toBe(0);
  });

  it("saves a large file in parts and shows how far it got", async () => {
    const admin = await emailCampaignsScreen(browser);
    const stamp = Date.now();
    const rows = Array.from(
      { length: 2500 },
      (_, i) => `Bulk${i},B,bulk${i}-${stamp}@example.com,Bulkland,en`,
    );
    await admin.getByLabel("CSV file").setInputFiles({
      name: "bulk.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(["name,surname,email,country,language", ...rows].join("\n")),
    });
    await admin.getByTestId("import-preview").getByText("2500 rows accepted, 0 skipped.").waitFor();

    // Hold the second part so the progress after the first can be read.
    let parts = 0;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await admin.route("**/admin/email-campaigns/import", async (route) => {
      if (++parts === 2) await held;
      await route.continue();
    });
    await confirmConsent(admin);
    await admin.getByRole("button", { name: "Save All Contacts" }).click();
    await admin.getByTestId("import-progress").getByText("Saved 1000 of 2500 contacts…").waitFor();
    expect(
      await admin
        .getByRole("progressbar", { name: "Saving contacts" })
        .getAttribute("aria-valuenow"),
    ).toBe("1000");
    expect(await admin.getByRole("button", { name: "Saving…" }).isDisabled()).toBe(true);
    release();
    await admin
      .getByTestId("toast")
      .getByText("Successfully saved 2500 contacts to the database.")
      .waitFor();
    expect(parts).toBe(3);
  });
});
