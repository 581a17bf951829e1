// What an administrator sees on the paths issue 23 fixed: the Admin Account card tells the
// truth, and the contact import says 'Error reading file' for a file the browser cannot read.
import { describe, expect, it } from "vitest";
import { signedInAdminPage } from "./admin-session";
import { setUpBrowser } from "./browser";

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
    const admin = await signedInAdminPage(browser);
    await admin.goto("/admin/email-campaigns", { waitUntil: "networkidle" });
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
