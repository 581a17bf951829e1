// Translation edits are not lost by a careless tap (issue 32): each language keeps its unsaved
// edits while another is edited, leaving the screen asks first, and the list shows a page of keys
// at a time with Previous/Next and "only missing", usable at 360 px.
import { describe, expect, it } from "vitest";
import { bn } from "../../app/i18n/dictionaries/bn";
import { ta } from "../../app/i18n/dictionaries/ta";
import { signedInAdminPage } from "./admin-session";
import { saveOneTranslation, translationBox, typeAtEnd } from "./admin-ui";
import { hydrated, setUpBrowser } from "./browser";

const browser = setUpBrowser();
const NARROW = { viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true };
const JOIN = "general.nav.join";

describe("unsaved translation edits", () => {
  it("keeps a Hindi edit while Tamil is edited, and shows it again on return", async () => {
    const admin = await signedInAdminPage(browser);
    const join = await translationBox(admin, "hi", JOIN);
    await join.fill("जुड़िए अभी (मसौदा)");
    await admin.getByRole("button", { name: "Save Changes (1)" }).waitFor();

    await admin.getByLabel("Edit language").selectOption("ta");
    await admin.waitForURL(/lang=ta/);
    await expect.poll(() => join.inputValue()).toBe(ta["general.nav.join"]);
    const bar = admin.getByTestId("translation-actions");
    expect(await bar.getByText("No unsaved changes").count()).toBe(1);
    expect(await admin.getByTestId("unsaved-elsewhere").innerText()).toBe(
      "Also unsaved: Hindi (1)",
    );

    await admin.getByLabel("Edit language").selectOption("hi");
    await admin.waitForURL(/lang=hi/);
    await expect.poll(() => join.inputValue()).toBe("जुड़िए अभी (मसौदा)");
    expect(await admin.getByRole("button", { name: "Save Changes (1)" }).isEnabled()).toBe(true);
    expect(await admin.getByTestId("unsaved-elsewhere").count()).toBe(0);
  });

  it("asks before leaving the screen or reloading with unsaved edits", async () => {
    const admin = await signedInAdminPage(browser);
    const join = await translationBox(admin, "hi", JOIN);
    await typeAtEnd(join, " अभी");

    const review = admin.getByRole("link", { name: /^Needs review/ });
    await review.click();
    const dialog = admin.getByRole("dialog", { name: "Leave without saving?" });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain("1 unsaved edit will be lost: Hindi (1).");
    await dialog.getByRole("button", { name: "Stay on this page" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(new URL(admin.url()).pathname).toBe("/admin/translations");
    expect(await join.inputValue()).toMatch(/ अभी$/);

    // A reload gets the browser's question; dismissed, the edit is still there.
    const asked = new Promise<string>((resolve) =>
      admin.once("dialog", (d) => {
        resolve(d.type());
        void d.dismiss();
      }),
    );
    void admin.reload().catch(() => undefined);
    expect(await asked).toBe("beforeunload");
    expect(await join.inputValue()).toMatch(/ अभी$/);

    await review.click();
    await dialog.getByRole("button", { name: "Leave without saving" }).click();
    await admin.waitForURL(/\/admin\/translations\/review/);
  });

  it("leaving after the edits are saved asks nothing", async () => {
    const admin = await signedInAdminPage(browser);
    const join = await translationBox(admin, "ta", JOIN);
    // The bar, not the toast, says when this save is done: both saves answer the same toast.
    const saved = admin.getByTestId("translation-actions").getByText("No unsaved changes");
    await join.fill(`${ta["general.nav.join"]}!`);
    await saveOneTranslation(admin, "Tamil");
    await saved.waitFor();
    await join.fill(ta["general.nav.join"]);
    await saveOneTranslation(admin, "Tamil");
    await saved.waitFor();
    await admin.getByRole("link", { name: /^Needs review/ }).click();
    await admin.waitForURL(/\/admin\/translations\/review/);
  });
});

describe("the list of keys", () => {
  it("shows a page of keys with Previous and Next at 360 px, and only missing ones on request", async () => {
    const admin = await signedInAdminPage(browser, NARROW);
    await admin.goto("/admin/translations?lang=ta", { waitUntil: "networkidle" });
    const rows = admin.getByTestId("translation-row");
    const status = admin.getByTestId("key-page");
    const label = await admin.getByRole("tab", { name: /^General/ }).innerText();
    const total = Number(/\((\d+)\)/.exec(label)![1]);
    expect(total).toBeGreaterThan(50);
    const pages = Math.ceil(total / 50);
    expect(await rows.count()).toBe(50);
    expect(await status.innerText()).toBe(`Keys 1–50 of ${total} (page 1 of ${pages})`);
    const first = (await rows.first().getAttribute("data-key"))!;
    const previous = admin.getByRole("button", { name: "Previous", exact: true });
    const next = await hydrated(admin.getByRole("button", { name: "Next", exact: true }));
    expect(await previous.isDisabled()).toBe(true);
    // Every field is named for its key and language.
    expect(await admin.getByLabel(`${first} in Tamil`).count()).toBe(1);

    await next.click();
    await expect
      .poll(() => status.innerText())
      .toBe(`Keys 51–${Math.min(100, total)} of ${total} (page 2 of ${pages})`);
    expect(await rows.count()).toBeLessThanOrEqual(50);
    expect(await rows.first().getAttribute("data-key")).not.toBe(first);
    expect(await admin.locator(`[data-key="${first}"]`).count()).toBe(0);
    expect(await status.getAttribute("role")).toBe("status");
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await previous.click();
    await expect.poll(() => rows.first().getAttribute("data-key")).toBe(first);

    // Another category is its own list.
    await admin.getByRole("tab", { name: /^Footer/ }).click();
    await expect.poll(() => rows.first().getAttribute("data-key")).toMatch(/^footer\./);
    expect(await next.count()).toBe(0);
    await admin.getByRole("tab", { name: /^General/ }).click();

    // One missing text: "only missing" lists it alone.
    const slots = admin.locator('[data-key="general.nav.slots"] textarea');
    await slots.fill("");
    await saveOneTranslation(admin, "Tamil");
    await admin.getByLabel("Show only missing translations").check();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().getAttribute("data-key")).toBe("general.nav.slots");
    expect(await status.innerText()).toBe("Keys 1–1 of 1");
    expect(await admin.getByRole("tab", { name: /^General/ }).innerText()).toBe("General (1)");
    expect(await admin.getByRole("tab", { name: /^Footer/ }).innerText()).toBe("Footer (0)");

    // Put the bundled text back.
    await slots.fill(ta["general.nav.slots"]);
    await saveOneTranslation(admin, "Tamil");
    await admin.getByTestId("translation-actions").getByText("No unsaved changes").waitFor();
    await admin.getByLabel("Show only missing translations").uncheck();
    await expect.poll(() => rows.count()).toBe(50);
  });

  it("an edit typed on one page is still there after Next and Previous", async () => {
    const admin = await signedInAdminPage(browser);
    const join = await translationBox(admin, "bn", JOIN);
    await typeAtEnd(join, " ok");
    const save = admin.getByRole("button", { name: "Save Changes (1)" });
    await save.waitFor();

    await admin.getByRole("button", { name: "Next", exact: true }).click();
    await join.waitFor({ state: "detached" });
    await admin.getByRole("button", { name: "Previous", exact: true }).click();
    await expect.poll(() => join.inputValue()).toBe(`${bn["general.nav.join"]} ok`);
    expect(await save.isEnabled()).toBe(true);
  });

  it("search narrows the list to the keys that match", async () => {
    const admin = await signedInAdminPage(browser);
    await admin.goto("/admin/translations?lang=hi", { waitUntil: "networkidle" });
    await (await hydrated(admin.getByLabel("Search"))).fill("general.nav.slots");
    const rows = admin.getByTestId("translation-row");
    await expect.poll(() => rows.count()).toBe(1);
    expect(await admin.getByTestId("key-page").innerText()).toBe("Keys 1–1 of 1");
  });
});
