// The sitemap lists /presentations in every language only while Show Presentations is on.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getDb } from "~/data/db";
import { saveSiteSettings } from "~/data/settings";
import * as sitemapRoute from "~/routes/resources/sitemap";
import { routeContext } from "./support/route-context";

const db = getDb(env.DB);

async function sitemap() {
  const res = await sitemapRoute.loader({
    request: new Request("https://waymark.test/sitemap.xml"),
    context: routeContext(),
    params: {},
  } as never);
  return res.text();
}

describe("sitemap.xml", () => {
  it("omits /presentations in every language when Show Presentations is off", async () => {
    await saveSiteSettings(db, { showPresentations: false });
    const xml = await sitemap();
    expect(xml).not.toContain("/presentations");
    expect(xml.match(/<loc>/g)?.length).toBe(5 * 22);
    expect(xml).toContain("<loc>https://waymark.test/hi/join</loc>");
  });

  it("lists /presentations in every language when it is on", async () => {
    await saveSiteSettings(db, { showPresentations: true });
    const xml = await sitemap();
    expect(xml.match(/<loc>[^<]*\/presentations<\/loc>/g)?.length).toBe(22);
    expect(xml.match(/<loc>/g)?.length).toBe(6 * 22);
  });
});
