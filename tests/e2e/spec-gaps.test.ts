// What an administrator sees on the paths issue 23 fixed: the Admin Account card tells the
// truth, and the contact import says 'Error reading file' for a file the browser cannot read.
import { describe, expect, it } from "vitest";
import { signedInAdminPage } from "./admin-session";
import { deleteConfirmed } from "./admin-ui";
import { baseURL, setUpBrowser } from "./browser";
import { en } from "~/i18n/dictionaries/en";
import { chooseContactsCsv, emailCampaignsScreen, saveContacts } from "./contact-import";

const browser = setUpBrowser();

describe("Admin Account card", () => {
  it("says the password can be changed here, above the working form", async () => {
    const admin = await signedInAdminPage(browser);
    await admin.goto("/admin/settings", { waitUntil: "networkidle" });
    const card = admin
      .locator("section, div")
      .filter({ has: admin.getByTestId("account-note") })
      .last();
    await expect(card.textContent()).resolves.not.toContain("Contact system administrator");
    expect(await admin.getByTestId("account-note").textContent()).toContain(
      "You can change your password below",
    );
    await expect(admin.getByRole("button", { name: "Change password" }).isVisible()).resolves.toBe(
      true,
    );
  });
});

describe("contact import", () => {
  it("says 'Error reading file' when the browser cannot read the chosen file", async () => {
    const admin = await emailCampaignsScreen(browser);
    // Chromium is handed a file that is gone by the time the page reads it (as when a file is
    // moved or deleted after being chosen): the browser itself fails the read.
    const cdp = await admin.context().newCDPSession(admin);
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", {
      nodeId: root.nodeId,
      selector: 'input[type="file"]',
    });
    await cdp.send("DOM.setFileInputFiles", {
      nodeId,
      files: [`/tmp/waymark-gone-${crypto.randomUUID()}.csv`],
    });
    await admin.getByText("Error reading file").waitFor();
    expect(await admin.getByTestId("import-preview").count()).toBe(0);
  });
});

describe("rejected visitor presentations", () => {
  it("stay listed under Rejected, and Delete removes the row and its file", async () => {
    const visitor = await browser.newPage();
    await visitor.goto("/presentations", { waitUntil: "networkidle" });
    const title = `Visitor slides ${Date.now()}`;
    await visitor.getByLabel(en["presentations.upload.titleLabel"], { exact: true }).fill(title);
    await visitor.getByLabel(en["presentations.upload.fileLabel"], { exact: true }).setInputFiles({
      name: "deck.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from(
        "%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
      ),
    });
    await visitor
      .getByRole("button", { name: en["presentations.upload.submit"], exact: true })
      .click();
    await visitor.getByTestId("toast").getByText(en["presentations.upload.success"]).waitFor();

    const admin = await signedInAdminPage(browser);
    await admin.goto("/admin/presentations", { waitUntil: "networkidle" });
    await admin
      .getByRole("region", { name: /Waiting for review/ })
      .getByTestId("presentation-card")
      .filter({ hasText: title })
      .getByRole("button", { name: "Reject", exact: true })
      .click();
    await admin.getByTestId("toast").getByText("Presentation rejected").waitFor();
    const card = admin
      .getByRole("region", { name: /Rejected/ })
      .getByTestId("presentation-card")
      .filter({ hasText: title });
    await card.waitFor();
    const fileUrl = await card.getByRole("link", { name: /View/ }).getAttribute("href");
    expect((await fetch(new URL(fileUrl!, baseURL()))).status).toBe(200);

    await deleteConfirmed(admin, card, "Presentation deleted");
    expect(await admin.getByText(title).count()).toBe(0);
    // The stored file went with it.
    expect((await fetch(new URL(fileUrl!, baseURL()))).status).toBe(404);
  });
});

describe("contacts by language", () => {
  it("show the total and each language's count, with 'Unknown' for contacts without one, after an import", async () => {
    const admin = await signedInAdminPage(browser);
    await admin.goto("/admin/email-campaigns?tab=import", { waitUntil: "networkidle" });
    const counts = async () => {
      const total = Number(
        (await admin.getByText(/contacts stored\./).innerText()).match(/^(\d+) contacts/)![1],
      );
      const list = admin.getByRole("list", { name: "Contacts by language" });
      const items = (await list.count()) ? await list.getByRole("listitem").allInnerTexts() : [];
      const by = Object.fromEntries(
        items.map((t) => [t.slice(0, t.lastIndexOf(":")), Number(t.slice(t.lastIndexOf(":") + 1))]),
      );
      return { total, tamil: by["Tamil"] ?? 0, unknown: by["Unknown"] ?? 0 };
    };
    const before = await counts();
    const stamp = Date.now();
    const csv = `name,surname,email,country,language\r\nA,B,ta1-${stamp}@example.com,IN,ta\r\nC,D,ta2-${stamp}@example.com,LK,Tamil\r\nE,F,none-${stamp}@example.com,IN,\r\n`;
    await chooseContactsCsv(admin, "lang.csv", csv);
    await saveContacts(admin, "Successfully saved 3 contacts to the database.");
    await expect
      .poll(counts)
      .toEqual({ total: before.total + 3, tamil: before.tamil + 2, unknown: before.unknown + 1 });
  });
});

describe("dashboard Visitors card", () => {
  it("counts a new visitor once over the last 30 days, however many pages they read, and says so", async () => {
    const admin = await signedInAdminPage(browser);
    const visitors = async () => {
      await admin.goto("/admin/dashboard");
      return Number((await admin.getByTestId("stat-visitors").innerText()).replace(/,/g, ""));
    };
    const before = await visitors();
    expect(await admin.getByText("Distinct visitors, last 30 days").count()).toBe(1);
    const visitor = await browser.newPage();
    for (const path of ["/", "/hi/join", "/slots"]) await visitor.goto(path);
    // The visitor's mark is written just after the response, in a batch.
    await expect.poll(visitors, { timeout: 5000 }).toBe(before + 1);
    await visitor.goto("/earnings");
    await new Promise((r) => setTimeout(r, 300)); // longer than a log batch
    expect(await visitors()).toBe(before + 1);
  });
});
