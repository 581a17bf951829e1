// Migration 0013 moves a site's existing aggregates from analytics_daily (one row per combination
// of every dimension) to analytics_facets. Its backfill must give the rows the new roll-up gives
// for the same events: here both are built from one set of raw events and compared.
import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { afterEach, expect, it } from "vitest";
import migration from "../../migrations/0013_analytics_facets.sql?raw";
import { getDb } from "~/data/db";
import { referralLinks } from "~/data/schema";
import { runAnalyticsJobs } from "~/server/analytics/rollup.server";

const db = getDb(env.DB);
const AT = Date.UTC(2026, 4, 2, 9);

afterEach(async () => {
  await db.run(sql`DROP TABLE IF EXISTS analytics_daily`);
  await db.run(sql`DROP TABLE IF EXISTS analytics_facets_migrated`);
});

it("migration 0013 turns the old aggregates into the facets the roll-up writes", async () => {
  await db.run(sql`DELETE FROM analytics_facets`);
  const links = await db
    .insert(referralLinks)
    .values([{ link: "https://example.com/m1" }, { link: "https://example.com/m2" }])
    .returning({ id: referralLinks.id });
  const events: [number, string, string, string, string, string, string][] = [
    [links[0]!.id, "/", "display", "en", "DE", "mobile", "direct"],
    [links[0]!.id, "/", "display", "en", "DE", "mobile", "direct"],
    [links[0]!.id, "/hi/join", "click", "hi", "IN", "desktop", "site:t.co"],
    [links[1]!.id, "/hi/join", "display", "hi", "IN", "mobile", "site:t.co"],
    [links[1]!.id, "/es/slots", "display", "es", "MX", "tablet", "direct"],
    [links[1]!.id, "/es/slots", "click", "es", "unknown", "tablet", "direct"],
  ];
  for (const [link, page, action, language, country, device, source] of events)
    await db.run(sql`INSERT INTO referral_link_logs
      (referral_link_id, page, action, language, country, device, source, created_at)
      VALUES (${link}, ${page}, ${action}, ${language}, ${country}, ${device}, ${source}, ${AT})`);
  await runAnalyticsJobs(db, { now: AT });

  // The same events as the old roll-up kept them (pages without their language prefix).
  await db.run(sql`CREATE TABLE analytics_daily (day text NOT NULL, link_id integer NOT NULL,
    action text NOT NULL, page text NOT NULL, language text NOT NULL, country text NOT NULL,
    device text NOT NULL, source text NOT NULL, count integer NOT NULL)`);
  await db.run(sql`INSERT INTO analytics_daily
    SELECT '2026-05-02', referral_link_id, action,
      CASE WHEN language = 'en' THEN page WHEN page = '/' || language THEN '/'
        ELSE substr(page, length(language) + 2) END,
      language, country, device, source, count(*)
    FROM referral_link_logs WHERE created_at = ${AT} GROUP BY 2, 3, 4, 5, 6, 7, 8`);
  const statements = migration
    .replaceAll("`analytics_facets`", "`analytics_facets_migrated`")
    .split("--> statement-breakpoint")
    .filter((s) => !/DROP TABLE/.test(s));
  for (const statement of statements) await env.DB.prepare(statement).run();

  const rows = (table: string) =>
    env.DB.prepare(
      `SELECT dimension, link_id, source, day, action, value, count FROM ${table}
       ORDER BY dimension, link_id, source, day, action, value`,
    ).all();
  const migrated = (await rows("analytics_facets_migrated")).results;
  expect(migrated).toEqual((await rows("analytics_facets")).results);
  // Spot checks of what the rows mean: every link's Hindi join displays, and t.co's countries.
  expect(migrated).toContainEqual({
    dimension: "page",
    link_id: 0,
    source: "",
    day: "2026-05-02",
    action: "display",
    value: "/join",
    count: 1,
  });
  expect(migrated).toContainEqual({
    dimension: "country",
    link_id: 0,
    source: "site:t.co",
    day: "2026-05-02",
    action: "click",
    value: "IN",
    count: 1,
  });
  expect(
    migrated.filter((r) => r.dimension === "device" && r.link_id === 0 && r.source === ""),
  ).toHaveLength(4);
});
