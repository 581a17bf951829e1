// Adding a language from outside (issue 21), in Chromium: the owner adds pt-BR, previews it while
// it is hidden (visitors get 404), loads a translator's JSON file into it, publishes it, and
// visitors then get /pt-br/join in Portuguese with lang="pt-BR", in the language menu, the
// alternates and the sitemap. Unpublished and deleted, it is gone everywhere and the rest of the
// site is as it was.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hi } from "../../app/i18n/dictionaries/hi";
import { signedInAdminPage } from "./admin-session";
import { baseURL, DESKTOP, hydrated, PHONE, setUpBrowser } from "./browser";

const browser = setUpBrowser();
const JOIN_TITLE = "Como entrar: guia passo a passo";

const status = async (path: string, cookie?: string) =>
  (await fetch(baseURL() + path, { headers: cookie ? { Cookie: cookie } : {} })).status;

/** The Languages screen's card of pt-BR. */
const card = (admin: Page) => admin.getByTestId("language-pt-br");

async function alternates(path: string): Promise<string[]> {
  const html = await (await fetch(baseURL() + path)).text();
  return [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)"/gi)].map((m) => m[1]!);
}

describe("adding a language", () => {
  it("pt-BR: added hidden, filled from a JSON file, published, then unpublished and deleted", async () => {
    const admin = await signedInAdminPage(browser, PHONE);
    admin.on("dialog", (dialog) => void dialog.accept());
    const sitemapBefore = await (await fetch(`${baseURL()}/sitemap.xml`)).text();
    const alternatesBefore = await alternates("/join");

    // The owner adds it from the Translation Manager, on a phone.
    await admin.goto("/admin/translations", { waitUntil: "networkidle" });
    await admin.getByRole("link", { name: "Add New Language" }).click();
    await admin.getByRole("heading", { name: "Languages", level: 1 }).waitFor();
    await (await hydrated(admin.getByLabel("Language tag (BCP 47)"))).fill("pt-BR");
    await admin.getByLabel("Name in that language").fill("Português (Brasil)");
    await admin.getByLabel("Direction").selectOption("ltr");
    await admin.getByRole("button", { name: "Add language" }).click();
    await admin
      .getByTestId("toast")
      .getByText("Brazilian Portuguese (pt-BR) added. It stays hidden until you publish it.")
      .waitFor();
    expect(await card(admin).innerText()).toContain("Hidden");
    expect(
      await card(admin)
        .getByRole("button", { name: /^Publish/ })
        .isDisabled(),
    ).toBe(true);

    // Hidden: visitors get 404, the administrator a preview (English where nothing is written).
    expect(await status("/pt-br/join")).toBe(404);
    const preview = await browser.newPage(DESKTOP);
    await preview.context().addCookies(await admin.context().cookies());
    await preview.goto("/pt-br/join");
    expect(await preview.locator("html").getAttribute("lang")).toBe("pt-BR");
    expect(await preview.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");

    // A translator's file: the export for pt-BR, every key filled, loaded back after a preview.
    await card(admin).getByRole("link", { name: "Translate texts" }).click();
    await admin.waitForURL(/lang=pt-br/);
    const exported = (await admin.evaluate(
      async () =>
        (await fetch("/admin/translations/export?lang=pt-br&format=json")).json() as Promise<
          Record<string, unknown>
        >,
    )) as Record<string, { source?: string } | string>;
    expect(exported["@@locale"]).toBe("pt-br");
    const file: Record<string, string> = { "@@locale": "pt-br" };
    for (const [key, value] of Object.entries(exported)) {
      if (!key.startsWith("@") && typeof value === "string") {
        const source = (exported[`@${key}`] as { source: string }).source;
        file[key] = key === "join.title" ? JOIN_TITLE : `[pt] ${source}`;
      }
    }
    const keys = Object.keys(file).length - 1;
    await admin.getByLabel("Import a translated file into Brazilian Portuguese").setInputFiles({
      name: "waymark-pt-br.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(file)),
    });
    await admin.getByRole("button", { name: `Import ${keys} changes` }).click();
    await admin.getByText(`Imported: ${keys} translations saved.`).waitFor();

    // Every text is there: Publish is offered, and publishing makes it public.
    await admin.goto("/admin/translations/languages", { waitUntil: "networkidle" });
    expect(await card(admin).innerText()).toContain("every text translated");
    await card(admin).getByRole("button", { name: "Publish: Brazilian Portuguese" }).click();
    await admin
      .getByTestId("toast")
      .getByText(/pt-BR\) is public/)
      .waitFor();
    expect(await card(admin).innerText()).toContain("Public");

    const visitor = await browser.newPage(DESKTOP);
    await visitor.goto("/hi/join");
    await visitor.getByTestId("language-switcher").locator("summary").click();
    await visitor.getByRole("button", { name: /Português \(Brasil\)/ }).click();
    await visitor.waitForURL(/\/pt-br\/join$/);
    // React renders the new page in a transition, a moment after the address changes.
    await visitor.getByRole("heading", { level: 1, name: JOIN_TITLE }).waitFor();
    expect(await visitor.locator("html").getAttribute("lang")).toBe("pt-BR");
    expect(await visitor.locator("html").getAttribute("dir")).toBe("ltr");
    expect(await visitor.locator('meta[name="robots"]').count()).toBe(0);
    expect(await alternates("/join")).toEqual([
      ...alternatesBefore.slice(0, -1),
      "pt-BR",
      "x-default",
    ]);
    expect(await alternates("/pt-br/slots")).toContain("pt-BR");
    const sitemap = await (await fetch(`${baseURL()}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${baseURL()}/pt-br/join</loc>`);
    // A second visit is the page cache's copy, with this visitor's own referral link.
    const again = await fetch(`${baseURL()}/pt-br/join`);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain(JOIN_TITLE);

    // Unpublished: visitors get 404 again at once; deleted: gone for everyone.
    await card(admin).getByRole("button", { name: "Unpublish: Brazilian Portuguese" }).click();
    await admin
      .getByTestId("toast")
      .getByText(/is hidden again/)
      .waitFor();
    expect(await status("/pt-br/join")).toBe(404);
    await card(admin).getByRole("button", { name: "Delete: Brazilian Portuguese" }).click();
    await admin
      .getByTestId("toast")
      .getByText(/and its texts are deleted/)
      .waitFor();
    expect(await card(admin).count()).toBe(0);
    await preview.goto("/pt-br/join");
    expect(await preview.locator("html").getAttribute("lang")).toBe("en");
    expect(await status("/pt-br")).toBe(404);

    // The rest of the site is as it was.
    expect(await (await fetch(`${baseURL()}/sitemap.xml`)).text()).toBe(sitemapBefore);
    expect(await alternates("/join")).toEqual(alternatesBefore);
    await visitor.goto("/hi/join");
    expect(await visitor.getByRole("heading", { level: 1 }).textContent()).toBe(hi["join.title"]);
    await visitor.getByTestId("language-switcher").locator("summary").click();
    expect(await visitor.getByRole("button", { name: /Português/ }).count()).toBe(0);
  });
});
