// The dashboard's reads (app/data/analytics-queries.ts) against figures counted straight from the
// raw events: totals, the daily series and every breakdown, for every link, one link and one
// source, over a period that leaves some days out.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  BREAKDOWN_DIMENSIONS,
  getBreakdown,
  getDailySeries,
  getFunnel,
  getMemberBreakdown,
  getTotals,
  listCampaignFunnels,
  type AnalyticsFilter,
} from "~/data/analytics-queries";
import { referralLinks } from "~/data/schema";
import { pageOf, utcDay } from "~/domain/analytics/events";
import { loadAnalyticsView } from "~/server/analytics/analytics-view.server";
import { runAnalyticsJobs } from "~/server/analytics/rollup.server";
import { db } from "./support/local";

const DAY = 86_400_000;
const START = Date.UTC(2025, 5, 1);
const DAYS = 6;

type Ev = {
  link: number;
  action: "display" | "click";
  path: string;
  country: string;
  device: string;
  source: string;
  at: number;
};

const PATHS = ["/", "/join", "/hi/join", "/es/slots", "/ar/earnings", "/nowhere"];
const COUNTRIES = ["IN", "DE", "MX", "unknown"];
const DEVICES = ["mobile", "desktop", "tablet"];
let SOURCES: string[] = [];
let links: number[] = [];
const events: Ev[] = [];

/** A small deterministic generator, so a failure can be read again. */
function generator(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return Math.floor(s / 65_536) % n; // the low bits of this generator repeat too soon
  };
}

beforeAll(async () => {
  await db.run(sql`DELETE FROM referral_link_logs`);
  await db.run(sql`DELETE FROM analytics_facets`);
  await db.run(sql`UPDATE analytics_rollup_state SET last_event_id = 0`);
  links = (
    await db
      .insert(referralLinks)
      .values([1, 2, 3].map((i) => ({ link: `https://example.com/q${i}` })))
      .returning({ id: referralLinks.id })
  ).map((r) => r.id);
  const [template] = await db.all<{ id: number }>(sql`INSERT INTO email_templates
    (name, subject, body, language) VALUES ('Q', 'S', 'B', 'en') RETURNING id`);
  const [campaign] = await db.all<{ id: number }>(sql`INSERT INTO email_campaigns
    (name, template_id) VALUES ('Q', ${template!.id}) RETURNING id`);
  SOURCES = ["direct", "site:t.co", "site:example.org", `campaign:${campaign!.id}`];
  const pick = generator(7);
  for (let i = 0; i < 400; i++) {
    const ev: Ev = {
      link: links[pick(links.length)]!,
      action: pick(5) === 0 ? "click" : "display",
      path: PATHS[pick(PATHS.length)]!,
      country: COUNTRIES[pick(COUNTRIES.length)]!,
      device: DEVICES[pick(DEVICES.length)]!,
      source: SOURCES[pick(SOURCES.length)]!,
      at: START + pick(DAYS) * DAY + pick(DAY),
    };
    events.push(ev);
  }
  // D1 binds at most 100 parameters a statement: 12 rows of 8.
  for (let i = 0; i < events.length; i += 12) {
    const chunk = events.slice(i, i + 12);
    await db.run(sql`INSERT INTO referral_link_logs
      (referral_link_id, page, action, language, country, device, source, created_at)
      VALUES ${sql.join(
        chunk.map(
          (e) =>
            sql`(${e.link}, ${e.path}, ${e.action}, ${pageOf(e.path).language}, ${e.country}, ${e.device}, ${e.source}, ${e.at})`,
        ),
        sql`, `,
      )}`);
  }
  await runAnalyticsJobs(db, { now: START + DAYS * DAY, retentionDays: 3650, batchSize: 97 });
});

/** Days 1 to 4 of the 6. */
const PERIOD = { from: utcDay(START + DAY), to: utcDay(START + 4 * DAY) };

function valueOf(e: Ev, d: (typeof BREAKDOWN_DIMENSIONS)[number]) {
  const { page, language } = pageOf(e.path);
  return { language, country: e.country, page, device: e.device, source: e.source }[d];
}

function expected(f: AnalyticsFilter) {
  const inPeriod = events.filter((e) => {
    const day = utcDay(e.at);
    return (
      day >= f.from &&
      day <= f.to &&
      (f.linkId === undefined || e.link === f.linkId) &&
      (f.source === undefined || e.source === f.source) &&
      (f.facet === undefined || valueOf(e, f.facet.dimension) === f.facet.value)
    );
  });
  const tally = (list: Ev[]) => ({
    displays: list.filter((e) => e.action === "display").length,
    clicks: list.filter((e) => e.action === "click").length,
  });
  const breakdowns = Object.fromEntries(
    BREAKDOWN_DIMENSIONS.map((d) => {
      const values = [...new Set(inPeriod.map((e) => valueOf(e, d)))];
      const rows = values.map((value) => ({
        value,
        ...tally(inPeriod.filter((e) => valueOf(e, d) === value)),
      }));
      return [d, rows.sort((a, b) => (a.value < b.value ? -1 : 1))];
    }),
  );
  const days = [...new Set(inPeriod.map((e) => utcDay(e.at)))].sort();
  return {
    totals: tally(inPeriod),
    series: days.map((day) => ({ day, ...tally(inPeriod.filter((e) => utcDay(e.at) === day)) })),
    breakdowns,
  };
}

describe("the dashboard's reads equal the raw events' figures", () => {
  const filters: [string, () => AnalyticsFilter][] = [
    ["every link and source", () => PERIOD],
    ["one link", () => ({ ...PERIOD, linkId: links[1] })],
    ["one referrer site", () => ({ ...PERIOD, source: "site:t.co" })],
    ["one campaign", () => ({ ...PERIOD, source: SOURCES[3] })],
  ];
  it.each(filters)("%s", async (_, filter) => {
    const f = filter();
    const want = expected(f);
    const totals = await getTotals(db, f);
    expect({ displays: totals.displays, clicks: totals.clicks }).toEqual(want.totals);
    expect(want.totals.displays).toBeGreaterThan(0);
    const series = await getDailySeries(db, f);
    expect(series.map(({ day, displays, clicks }) => ({ day, displays, clicks }))).toEqual(
      want.series,
    );
    for (const d of BREAKDOWN_DIMENSIONS) {
      const rows = await getBreakdown(db, f, d);
      expect(
        rows!.sort((a, b) => (a.value < b.value ? -1 : 1)),
        d,
      ).toEqual(want.breakdowns[d]);
    }
  });

  it("campaign funnels count the campaign's visits and clicks in the period", async () => {
    const want = expected({ ...PERIOD, source: SOURCES[3] }).totals;
    const funnels = await listCampaignFunnels(db, PERIOD);
    const funnel = funnels.find((c) => `campaign:${c.id}` === SOURCES[3]);
    expect(funnel).toMatchObject({ visits: want.displays, clicks: want.clicks });
  });

  it("one link and one source together: the link's figures, and the view says no source applies", async () => {
    const url = new URL(
      `https://w.test/admin/analytics?period=custom&from=${PERIOD.from}&to=${PERIOD.to}&link=${links[1]}&source=site:t.co`,
    );
    const view = await loadAnalyticsView(db, url);
    expect(view.source).toBeNull();
    expect(view.linkId).toBe(links[1]);
    const want = expected({ ...PERIOD, linkId: links[1] });
    expect({ displays: view.totals.displays, clicks: view.totals.clicks }).toEqual(want.totals);
  });
});

describe("a breakdown row's filter (one value of a dimension) narrows every figure to it", () => {
  const filters: [string, () => AnalyticsFilter][] = [
    ["a language", () => ({ ...PERIOD, facet: { dimension: "language", value: "hi" } })],
    ["a country", () => ({ ...PERIOD, facet: { dimension: "country", value: "DE" } })],
    ["a page", () => ({ ...PERIOD, facet: { dimension: "page", value: "/join" } })],
    ["a device", () => ({ ...PERIOD, facet: { dimension: "device", value: "mobile" } })],
    [
      "a country and a source",
      () => ({ ...PERIOD, source: "site:t.co", facet: { dimension: "country", value: "IN" } }),
    ],
    [
      "a device and a link",
      () => ({ ...PERIOD, linkId: links[2], facet: { dimension: "device", value: "tablet" } }),
    ],
  ];
  it.each(filters)("%s", async (_, filter) => {
    const f = filter();
    const want = expected(f);
    expect(want.totals.displays).toBeGreaterThan(0);
    const totals = await getTotals(db, f);
    expect({ displays: totals.displays, clicks: totals.clicks }).toEqual(want.totals);
    const series = await getDailySeries(db, f);
    expect(series.map(({ day, displays, clicks }) => ({ day, displays, clicks }))).toEqual(
      want.series,
    );
    expect((await getFunnel(db, f)).clicks).toBe(want.totals.clicks);
    const sorted = (rows: { value: string }[] | null) =>
      rows && [...rows].sort((a, b) => (a.value < b.value ? -1 : 1));
    // Its own dimension: the one row; the source across it (every link only); the others are
    // not kept per value of another dimension (null, never every value's figures).
    for (const d of BREAKDOWN_DIMENSIONS) {
      const rows = await getBreakdown(db, f, d);
      if (d === f.facet!.dimension || (d === "source" && f.linkId === undefined))
        expect(sorted(rows), d).toEqual(want.breakdowns[d]);
      else expect(rows, d).toBeNull();
    }
  });

  it("per link, a language's figures sum to the language's total", async () => {
    const f: AnalyticsFilter = { ...PERIOD, facet: { dimension: "language", value: "es" } };
    await db.run(sql`DELETE FROM members WHERE code LIKE 'q-%'`);
    for (const [i, link] of links.entries())
      await db.run(sql`INSERT INTO members (name, email, code, referral_link_id)
        VALUES (${`Q${i}`}, ${`q${i}@example.com`}, ${`q-${i}`}, ${link})`);
    const rows = await getMemberBreakdown(db, f);
    const want = expected(f).totals;
    expect(rows.reduce((n, r) => n + r.displays, 0)).toBe(want.displays);
    expect(rows.reduce((n, r) => n + r.clicks, 0)).toBe(want.clicks);
    expect(rows.map((r) => r.linkId).sort()).toEqual(
      links
        .filter((l) =>
          events.some(
            (e) =>
              e.link === l &&
              pageOf(e.path).language === "es" &&
              utcDay(e.at) >= PERIOD.from &&
              utcDay(e.at) <= PERIOD.to,
          ),
        )
        .sort(),
    );
  });

  it("campaign funnels for one value count the campaign's visits of that value", async () => {
    const f: AnalyticsFilter = { ...PERIOD, facet: { dimension: "device", value: "desktop" } };
    const want = expected({ ...f, source: SOURCES[3] }).totals;
    const funnel = (await listCampaignFunnels(db, f)).find(
      (c) => `campaign:${c.id}` === SOURCES[3],
    );
    expect(funnel).toMatchObject({ visits: want.displays, clicks: want.clicks });
  });

  it("the screen reads the filter from the query string, and ignores values it cannot hold", async () => {
    const url = (q: string) =>
      new URL(
        `https://w.test/admin/analytics?period=custom&from=${PERIOD.from}&to=${PERIOD.to}${q}`,
      );
    const hi = await loadAnalyticsView(db, url("&language=hi"));
    expect(hi.facet).toEqual({ dimension: "language", value: "hi" });
    expect(hi.totals.displays).toBe(expected({ ...PERIOD, facet: hi.facet! }).totals.displays);
    expect(hi.totals.visitorsKind).toBeNull();
    expect(hi.unavailable).toEqual(["country", "page", "device"]);
    expect(hi.funnel.joinPage).toBeNull();
    for (const bad of [
      "&language=<script>",
      "&country=Germany",
      "&page=/admin",
      "&device=fridge",
      "&language=",
    ]) {
      const view = await loadAnalyticsView(db, url(bad));
      expect(view.facet, bad).toBeNull();
      expect(view.unavailable, bad).toEqual([]);
    }
  });
});
