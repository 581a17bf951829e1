// The Translation Manager in Chromium: edits are stored and on the public site at once, the
// completion badge follows, and Translate Missing goes through the (stand-in) provider.
import { describe, expect, it } from "vitest";
import { bn } from "../../app/i18n/dictionaries/bn";
import { el } from "../../app/i18n/dictionaries/el";
import { hi } from "../../app/i18n/dictionaries/hi";
import { ja } from "../../app/i18n/dictionaries/ja";
import { signedInAdminPage } from "./admin-session";
import { saveOneTranslation, translationBox } from "./admin-ui";
import { DESKTOP, hydrated, PHONE, setUpBrowser } from "./browser";

const browser = setUpBrowser();

describe("Translation Manager", () => {
  it("edits a Hindi string, saves it, shows it on /hi, updates the badge, and fills a missing key by machine", async () => {
    const admin = await signedInAdminPage(browser);
    await admin.goto("/admin/translations?lang=hi", { waitUntil: "networkidle" });
    const badge = admin.getByTestId("completion-hi");
    expect(await badge.textContent()).toBe("Hindi 100%");
    expect(await admin.getByRole("button", { name: /^Save Changes/ }).isDisabled()).toBe(true);

    const join = await hydrated(admin.locator('[data-key="general.nav.join"] textarea'));
    const slots = admin.locator('[data-key="general.nav.slots"] textarea');
    await join.fill("जुड़िए अभी");
    await slots.fill("");
    await admin.getByRole("button", { name: "Save Changes (2)" }).click();
    await admin.getByTestId("toast").getByText("Updated 2 translations for Hindi").waitFor();
    await admin.waitForFunction(
      () => document.querySelector("[data-testid=completion-hi]")?.textContent !== "Hindi 100%",
    );
    expect(await badge.textContent()).toBe("Hindi 99%");
    expect(await admin.locator('[data-key="general.nav.slots"]').getByText("Missing").count()).toBe(
      1,
    );

    const visitor = await browser.newPage(DESKTOP);
    await visitor.goto("/hi");
    const nav = visitor.getByRole("navigation").first();
    expect(await nav.getByRole("link", { name: "जुड़िए अभी" }).count()).toBe(1);
    expect(await nav.getByRole("link", { name: "Slots", exact: true }).count()).toBe(1);

    await admin.getByRole("button", { name: "Translate Missing" }).click();
    await admin.getByTestId("toast").getByText("Generated 1 translations for Hindi").waitFor();
    expect(await slots.inputValue()).toBe("[hi] Slots");
    expect(
      await admin
        .locator('[data-key="general.nav.slots"]')
        .getByText("Machine, not reviewed")
        .count(),
    ).toBe(1);
    await saveOneTranslation(admin, "Hindi");
    await visitor.reload();
    expect(await nav.getByRole("link", { name: "[hi] Slots" }).count()).toBe(1);

    // Put the bundled texts back for the other tests.
    await join.fill(hi["general.nav.join"]);
    await slots.fill(hi["general.nav.slots"]);
    await admin.getByRole("button", { name: "Save Changes (2)" }).click();
    await admin.getByTestId("toast").getByText("Updated 2 translations for Hindi").waitFor();
  });

  it("a provider error shows 'Translation failed' and keeps the pending edits", async () => {
    const admin = await signedInAdminPage(browser);
    const home = await translationBox(admin, "el", "general.nav.home");
    await home.fill("Αρχική (δοκιμή)");
    await admin.getByRole("button", { name: "Auto Translate All" }).click();
    await admin.getByTestId("toast").getByText("Translation failed").waitFor();
    expect(await admin.getByTestId("toast").textContent()).toContain(
      "Failed to generate translations. Please try again.",
    );
    expect(await home.inputValue()).toBe("Αρχική (δοκιμή)");
    expect(await admin.getByRole("button", { name: "Save Changes (1)" }).isEnabled()).toBe(true);
  });

  it("Auto Translate All is off for English; Add New Language opens the Languages screen", async () => {
    const admin = await signedInAdminPage(browser);
    await admin.goto("/admin/translations?lang=en", { waitUntil: "networkidle" });
    expect(await admin.getByRole("button", { name: "Auto Translate All" }).isDisabled()).toBe(true);
    await admin.getByRole("link", { name: "Add New Language" }).click();
    await admin.waitForURL(/\/admin\/translations\/languages$/);
    // React renders the new page in a transition, a moment after the address changes.
    await admin.getByText("No languages added yet. Add your first one above.").waitFor();
  });
});

describe("files for translators", () => {
  it("downloads Bengali as XLIFF, imports an edited copy after a preview, and the site shows it", async () => {
    const admin = await signedInAdminPage(browser);
    await admin.goto("/admin/translations?lang=bn", { waitUntil: "networkidle" });
    // Each key says where it appears, with that page in the language being edited.
    const where = admin.locator('[data-key="general.nav.join"]').getByTestId("key-context");
    expect(await where.innerText()).toContain("Appears on: Every page: nav");
    expect(await where.getByRole("link").getAttribute("href")).toBe("/bn");
    const panel = admin.getByTestId("translation-files");
    await panel.getByLabel("File format").selectOption("xliff");
    const link = panel.getByRole("link", { name: "Download Bengali" });
    const href = (await link.getAttribute("href"))!;
    expect(href).toBe("/admin/translations/export?lang=bn&format=xliff");
    const xml = await admin.evaluate(async (url) => (await fetch(url)).text(), href);
    expect(xml).toContain('trgLang="bn"');

    // A translator's change, and a broken placeholder in a second file.
    const edited = xml.replace(
      `<target>${bn["general.nav.join"]}</target>`,
      "<target>এখনই যোগ দিন</target>",
    );
    expect(edited).not.toBe(xml);
    const input = panel.getByLabel("Import a translated file into Bengali");
    const withPlaceholder = Object.keys(bn).find((k) =>
      /\{\w+\}/.test(bn[k as keyof typeof bn] ?? ""),
    ) as keyof typeof bn;
    const broken = JSON.stringify({
      "@@locale": "bn",
      [withPlaceholder]: bn[withPlaceholder]!.replace(/\{(\w+)\}/, "{$1_typo}"),
    });
    await input.setInputFiles({
      name: "broken.json",
      mimeType: "application/json",
      buffer: Buffer.from(broken),
    });
    await panel.getByText("1 problem.", { exact: false }).waitFor();
    expect(await panel.getByRole("button", { name: /^Import \d+ changes$/ }).isDisabled()).toBe(
      true,
    );

    await input.setInputFiles({
      name: "bn-reviewed.xlf",
      mimeType: "application/xliff+xml",
      buffer: Buffer.from(edited),
    });
    const counts = panel.getByTestId("import-counts");
    await counts.waitFor();
    expect(await counts.innerText()).toContain("0 new, 1 changed");
    await panel.getByRole("button", { name: "Import 1 changes" }).click();
    await panel.getByText("Imported: 1 translations saved.").waitFor();
    expect(await admin.locator('[data-key="general.nav.join"] textarea').inputValue()).toBe(
      "এখনই যোগ দিন",
    );

    const visitor = await browser.newPage(DESKTOP);
    await visitor.goto("/bn");
    const nav = visitor.getByRole("navigation").first();
    expect(await nav.getByRole("link", { name: "এখনই যোগ দিন" }).count()).toBe(1);

    // Put the bundled text back for the other tests.
    await admin.locator('[data-key="general.nav.join"] textarea').fill(bn["general.nav.join"]);
    await saveOneTranslation(admin, "Bengali");
  });
});

describe("review queue", () => {
  it("a machine text waits in Needs review until accepted, on a phone", async () => {
    const admin = await signedInAdminPage(browser);
    const slots = await translationBox(admin, "ja", "general.nav.slots");
    await slots.fill("");
    await saveOneTranslation(admin, "Japanese");
    await admin.getByRole("button", { name: "Translate Missing" }).click();
    await admin.getByTestId("toast").getByText("Generated 1 translations for Japanese").waitFor();
    await saveOneTranslation(admin, "Japanese");
    await admin.goto("/admin", { waitUntil: "networkidle" });
    expect(await admin.getByTestId("translations-to-review").innerText()).toMatch(
      /machine translations? need review/,
    );

    const phone = await signedInAdminPage(browser, PHONE);
    await phone.goto("/admin/translations/review?lang=ja", { waitUntil: "networkidle" });
    const item = phone.locator('[data-key="ja:general.nav.slots"]');
    expect(await item.getByLabel("Japanese text").inputValue()).toBe("[ja] Slots");
    await item.getByRole("button", { name: "Accept" }).click();
    await phone.getByTestId("toast").getByText("Accepted.").waitFor();
    await item.waitFor({ state: "detached" });
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    await admin.goto("/admin/translations?lang=ja", { waitUntil: "networkidle" });
    const row = admin.locator('[data-key="general.nav.slots"]');
    expect(await row.getByText("Machine, not reviewed").count()).toBe(0);
    await slots.fill(ja["general.nav.slots"]);
    await saveOneTranslation(admin, "Japanese");
  });
});

describe("history", () => {
  it("shows a key's earlier texts with who wrote them, and restores one", async () => {
    const admin = await signedInAdminPage(browser);
    const home = await translationBox(admin, "el", "general.nav.home");
    for (const text of ["Αρχική (πρώτη)", "Αρχική (δεύτερη)"]) {
      await home.fill(text);
      await saveOneTranslation(admin, "Greek");
      await admin.getByTestId("toast").waitFor({ state: "detached" });
    }
    await admin.getByRole("button", { name: "History of general.nav.home" }).click();
    const dialog = admin.getByRole("dialog", { name: "History: general.nav.home" });
    const history = dialog.getByTestId("key-history");
    await history.waitFor();
    expect(await history.innerText()).toContain("Αρχική (δεύτερη)");
    const earlier = history.getByRole("listitem").filter({ hasText: "Αρχική (πρώτη)" });
    expect(await earlier.innerText()).toContain("@");
    await earlier.getByRole("button", { name: "Restore this text" }).click();
    await admin.getByTestId("toast").getByText("Restored.").waitFor();
    await dialog.getByRole("button", { name: "Close" }).click();
    await admin.waitForFunction(
      () =>
        (document.querySelector('[data-key="general.nav.home"] textarea') as HTMLTextAreaElement)
          ?.value === "Αρχική (πρώτη)",
    );

    // Back to the site's own text.
    await admin.getByRole("button", { name: "History of general.nav.home" }).click();
    await dialog.getByRole("button", { name: "Restore the site's own text" }).click();
    await admin.getByTestId("toast").getByText("Restored the site's own text.").waitFor();
    await dialog.getByRole("button", { name: "Close" }).click();
    await admin.waitForFunction(
      (text) =>
        (document.querySelector('[data-key="general.nav.home"] textarea') as HTMLTextAreaElement)
          ?.value === text,
      el["general.nav.home"],
    );
  });
});
