// A database failure in one loader's query gives the spec's own message (section 8) where that
// list would be, and the rest of the page keeps its data. The failure is made with `failingD1`
// (tests/worker/support/route-context.ts): statements that touch the named table fail the way
// D1 fails when a table is missing, every other statement runs on the real local database.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getDb } from "~/data/db";
import { en } from "~/i18n/dictionaries/en";
import { insertTemplate } from "~/data/email-templates";
import * as campaignsRoute from "~/routes/admin/email-campaigns/route";
import * as settingsRoute from "~/routes/admin/settings";
import * as translationsRoute from "~/routes/admin/translations/route";
import * as videosRoute from "~/routes/admin/videos";
import * as homeRoute from "~/routes/site/home";
import * as presentationsRoute from "~/routes/site/presentations/route";
import { contentDeps } from "~/server/content/content-items.server";
import { createVideo } from "~/server/content/videos.server";
import { failingD1, routeContext, testAdmin } from "./support/route-context";

const db = getDb(env.DB);

type LoaderModule = { loader: (args: never) => Promise<unknown> };

async function load(
  route: LoaderModule,
  path: string,
  failing: string[],
  options: { admin?: { id: number; email: string }; params?: Record<string, string> } = {},
) {
  const result = await route.loader({
    request: new Request(`https://waymark.test${path}`),
    context: routeContext({ admin: options.admin, env: { DB: failingD1(env.DB, failing) } }),
    params: options.params ?? {},
  } as never);
  // A loader answering with a status (data(...)) carries its data in `data`.
  const withInit = result as { type?: string; data?: unknown; init?: { status?: number } };
  if (withInit.type === "DataWithResponseInit")
    return { status: withInit.init?.status ?? 200, data: withInit.data as Record<string, unknown> };
  return { status: 200, data: result as Record<string, unknown> };
}

/** The Email Campaigns screen's data, as an admin sees it while `table` cannot be read. */
const campaignsPageWithout = async (table: string) =>
  load(campaignsRoute, "/admin/email-campaigns", [table], { admin: await testAdmin() });

describe("admin screens", () => {
  it("campaigns: 'Failed to load templates' while contacts and campaigns still load", async () => {
    const page = await campaignsPageWithout("email_templates");
    expect(page.data.loadErrors).toEqual({
      templates: "Failed to load templates",
      campaigns: null,
      contacts: null,
      outbox: null,
    });
    expect(page.data.templates).toEqual([]);
  });

  it("campaigns: 'Failed to load contacts' gives zero contacts and an empty breakdown", async () => {
    await insertTemplate(db, { name: "Kept", subject: "S", body: "B", language: "en" });
    const page = await campaignsPageWithout("email_contacts");
    expect(page.data.loadErrors).toMatchObject({
      contacts: "Failed to load contacts",
      templates: null,
    });
    expect(page.data.facets).toEqual({ total: 0, languages: [], countries: [] });
    expect((page.data.templates as { name: string }[]).map((t) => t.name)).toContain("Kept");
  });

  it("campaigns: 'Failed to load campaigns'", async () => {
    const page = await campaignsPageWithout("email_campaigns");
    expect(page.data.loadErrors).toMatchObject({
      campaigns: "Failed to load campaigns",
      templates: null,
    });
  });

  it("videos: 'Failed to load videos', the add form still there", async () => {
    const admin = await testAdmin();
    const page = await load(videosRoute, "/admin/videos", ["videos"], { admin });
    expect(page.data).toEqual({ videos: [], loadError: "Failed to load videos" });
    await createVideo(contentDeps(env), admin, {
      title: "Intro",
      language: "en",
      url: "https://www.youtube.com/embed/dQw4w9WgXcQ",
    });
    const fine = await load(videosRoute, "/admin/videos", [], { admin });
    expect(fine.data.loadError).toBe(null);
    expect((fine.data.videos as { title: string }[]).map((v) => v.title)).toContain("Intro");
  });

  it("settings: 'Failed to load settings', the account card still there", async () => {
    const admin = await testAdmin();
    const page = await load(settingsRoute, "/admin/settings", ["site_settings"], { admin });
    expect(page.data).toEqual({
      settings: null,
      email: admin.email,
      loadError: "Failed to load settings",
    });
  });

  it("translations: 'Failed to load translations', the bundled texts still listed", async () => {
    const admin = await testAdmin();
    const page = await load(
      translationsRoute,
      "/admin/translations?lang=hi",
      ["translation_overrides"],
      {
        admin,
      },
    );
    expect(page.data.loadError).toBe("Failed to load translations");
    expect((page.data.rows as unknown[]).length).toBeGreaterThan(100);
  });
});

describe("public pages", () => {
  it("home: without its presentation, Learn More scrolls to the guide and the rest shows", async () => {
    const page = await load(homeRoute, "/", ["presentations"]);
    // Not a 200: the page cache keeps only 200 pages, so the next visitor gets a fresh render.
    expect(page.status).toBe(503);
    expect(page.data.presentationHref).toBe(null);
    expect(Array.isArray(page.data.testimonials)).toBe(true);
    expect(Array.isArray(page.data.proofs)).toBe(true);
  });

  it("presentations: 'Failed to load presentations' (the page and its upload form stay)", async () => {
    const page = await load(presentationsRoute, "/presentations", ["presentations"], {
      params: {},
    });
    expect(page.status).toBe(503);
    const { texts, ...rest } = page.data;
    expect(rest).toEqual({ main: null, others: [], loadFailed: true });
    // The page's own texts still come with it (issue 34), its upload form's too.
    expect(texts).toMatchObject({
      "presentations.title": en["presentations.title"],
      "presentations.upload.submit": en["presentations.upload.submit"],
    });
  });
});
