// Enable Auto-Translate (Site Settings) governs machine translation on the server: the
// Translation Manager's actions and the campaign's "translate when possible".
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { getDb } from "~/data/db";
import { emailCampaigns } from "~/data/schema";
import { saveSiteSettings } from "~/data/settings";
import { AUTO_TRANSLATE_OFF } from "~/domain/translation/auto-translate";
import * as campaignsRoute from "~/routes/admin/email-campaigns/route";
import * as translationsRoute from "~/routes/admin/translations/route";
import { translationDeps } from "~/server/translation/deps.server";
import { suggestTranslations } from "~/server/translation/suggest.server";
import { templateAndContact } from "./support/campaign-fixtures";
import { routeContext, testAdmin } from "./support/route-context";
import { postCampaignAction } from "./support/campaign-action";

const db = getDb(env.DB);
// The local LibreTranslate-compatible stand-in (tests/support/libretranslate-stub.ts).
const provider = () => ({ TRANSLATE_URL: inject("translateUrl") });

async function translate() {
  return suggestTranslations(translationDeps({ ...env, ...provider() }), {
    language: "hi",
    mode: "all",
  });
}

async function translationsPage(admin: { id: number; email: string }) {
  return translationsRoute.loader({
    request: new Request("https://waymark.test/admin/translations?lang=hi"),
    context: routeContext({ admin, env: provider() }),
    params: {},
  } as never);
}

describe("Translation Manager", () => {
  it("refuses machine translation with a clear message while auto-translate is off", async () => {
    const admin = await testAdmin();
    await saveSiteSettings(db, { enableAutoTranslate: false });
    expect(await translate()).toEqual({ ok: false, status: 409, error: AUTO_TRANSLATE_OFF });
    expect((await translationsPage(admin)).autoTranslate).toBe(false);
  });

  it("asks the provider while auto-translate is on", async () => {
    const admin = await testAdmin();
    await saveSiteSettings(db, { enableAutoTranslate: true });
    const result = await translate();
    expect(result.ok).toBe(true);
    expect(result.ok && result.value.results.length).toBeGreaterThan(0);
    expect((await translationsPage(admin)).autoTranslate).toBe(true);
  });
});

async function campaignsPage(admin: { id: number; email: string }) {
  return campaignsRoute.loader({
    request: new Request("https://waymark.test/admin/email-campaigns"),
    context: routeContext({ admin }),
    params: {},
  } as never);
}

async function startCampaign(admin: { id: number; email: string }, useTranslation: boolean) {
  const templateId = await templateAndContact("hi");
  const name = `Auto ${crypto.randomUUID()}`;
  const result = await postCampaignAction(
    {
      intent: "send",
      name,
      templateId,
      languageFilter: "all",
      countryFilter: "all",
      useTranslation,
    },
    { admin },
  );
  const [row] = await db
    .select({ useTranslation: emailCampaigns.useTranslation })
    .from(emailCampaigns)
    .where(eq(emailCampaigns.name, name));
  return { result, row };
}

describe("campaign translation", () => {
  it("is stored off, whatever the form asked, while auto-translate is off", async () => {
    const admin = await testAdmin();
    await saveSiteSettings(db, { enableAutoTranslate: false });
    const { result, row } = await startCampaign(admin, true);
    expect(result.ok).toBe(true);
    expect(row?.useTranslation).toBe(false);
    const page = await campaignsPage(admin);
    // The Send tab's "translate when possible" starts from the setting.
    expect(page.autoTranslate).toBe(false);
  });

  it("follows the form while auto-translate is on", async () => {
    const admin = await testAdmin();
    await saveSiteSettings(db, { enableAutoTranslate: true });
    expect((await startCampaign(admin, true)).row?.useTranslation).toBe(true);
    expect((await startCampaign(admin, false)).row?.useTranslation).toBe(false);
    const page = await campaignsPage(admin);
    expect(page.autoTranslate).toBe(true);
  });
});
