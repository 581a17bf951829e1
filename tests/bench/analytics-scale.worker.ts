// The Worker of the analytics scale benchmark (tests/bench/analytics-scale.ts drives it): it runs
// the application's real roll-up and dashboard reads against its local D1 binding, so every time
// it reports is what a Worker waits for D1. Routes (POST, query string in, JSON out):
//   /seed                      links, campaigns and their recipients; says what it made
//   /day?index=&start=&n=      writes n simulated raw events of one UTC day
//   /rollup?now=               the hourly cron's analytics job at `now`, run until it is idle
//   /counts                    row counts and the database size
//   /cases?now=                the dashboard reads timed, for 30 and 365 days up to `now`
//   /time?case=&now=           times one of them (its index in /cases) once
//   /explain?case=&now=        the statements of one of them, each with its time and plan
import { getDb, type Db } from "~/data/db";
import {
  BREAKDOWN_DIMENSIONS,
  getBreakdown,
  getDailySeries,
  getTotals,
  listCampaignFunnels,
} from "~/data/analytics-queries";
import { getReferralLinkStats } from "~/data/referral-links";
import { SITE_PAGES } from "~/domain/site/pages";
import { LANGUAGE_CODES, localizedPath } from "~/i18n/languages";
import { parsePeriod, readAnalyticsQuery } from "~/schemas/analytics";
import { loadAnalyticsView } from "~/server/analytics/analytics-view.server";
import { runAnalyticsJobs } from "~/server/analytics/rollup.server";

type Env = { DB: D1Database };

const DAY_MS = 86_400_000;
const LINKS = 20;
const CAMPAIGNS = 8;
const CONTACTS = 10_000;
/** Raw events per visitor and day, on average (each visitor makes 1 to 7). */
const EVENTS_PER_VISITOR = 4;

// ---------------------------------------------------------------------------------------------
// Simulated traffic. Each visitor has one language, country, device, source and link for the
// day and makes 1 to 7 events on the site's pages in their language, 10% of them Join clicks;
// visitor ids repeat across days (returning visitors). Choices are drawn from cumulative ranges
// of weights per million.

/** Language -> share of visitors, and the country three quarters of them are in. */
const LANGUAGE_MIX: Record<string, [number, string]> = {
  en: [30, "US"], hi: [14, "IN"], es: [8, "MX"], ar: [6, "EG"], bn: [5, "BD"], fr: [4, "FR"],
  ru: [4, "RU"], id: [4, "ID"], te: [3, "IN"], ta: [3, "IN"], ur: [3, "PK"], "zh-cn": [3, "CN"],
  de: [2, "DE"], vi: [2, "VN"], fil: [2, "PH"], ja: [1.5, "JP"], ml: [1.5, "IN"], kn: [1.5, "IN"],
  "zh-tw": [1, "TW"], el: [0.5, "GR"], or: [0.5, "IN"], si: [0.5, "LK"],
}; // prettier-ignore
/** 40 countries and "unknown", for the other quarter (the first more often). */
const COUNTRIES = (
  "US IN GB NG PH CA AU PK BD ID LK SA EG AE CN TW FR ES MX AR CO RU VN DE GR JP BR KE ZA TR IT " +
  "NL PL MY SG TH NP GH UA unknown"
).split(" ");
/** Referrer sites (the first more often); 6% of visitors come from a long tail of 2,000 more. */
const REFERRERS = (
  "google.com facebook.com t.co youtube.com instagram.com whatsapp.com linkedin.com reddit.com " +
  "bing.com duckduckgo.com quora.com medium.com telegram.org pinterest.com tiktok.com " +
  "news.ycombinator.com yahoo.com baidu.com yandex.ru naver.com vk.com substack.com " +
  "github.com wikipedia.org discord.com slack.com mail.google.com outlook.live.com " +
  "blogger.com wordpress.com"
).split(" ");
const PAGE_WEIGHTS = [35, 25, 15, 10, 10, 5];

function ranges(items: { value: string; weight: number; extra?: string }[]): string {
  const total = items.reduce((n, i) => n + i.weight, 0);
  let lo = 0;
  return items
    .map((item, k) => {
      const hi = k === items.length - 1 ? 1_000_000 : lo + Math.round((item.weight / total) * 1e6);
      const row = `('${item.value}', '${item.extra ?? ""}', ${lo}, ${hi})`;
      lo = hi;
      return row;
    })
    .join(", ");
}

function dimensionsSql(): string {
  if (LANGUAGE_CODES.some((l) => !LANGUAGE_MIX[l])) throw new Error("a language has no weight");
  const langs = ranges(
    LANGUAGE_CODES.map((l) => ({
      value: l,
      weight: LANGUAGE_MIX[l]![0],
      extra: LANGUAGE_MIX[l]![1],
    })),
  );
  const countries = ranges(COUNTRIES.map((c, i) => ({ value: c, weight: 1 / (i + 2) })));
  const sites = ranges(REFERRERS.map((h, i) => ({ value: `site:${h}`, weight: 1 / (i + 1) })));
  const pages = ranges(SITE_PAGES.map((p, i) => ({ value: p.path, weight: PAGE_WEIGHTS[i]! })));
  const paths = LANGUAGE_CODES.flatMap((l) =>
    SITE_PAGES.map((p) => `('${l}', '${p.path}', '${localizedPath(l, p.path)}')`),
  ).join(", ");
  return `lang(value, home, lo, hi) AS (VALUES ${langs}),
    country(value, _, lo, hi) AS (VALUES ${countries}),
    site(value, _, lo, hi) AS (VALUES ${sites}),
    page(value, _, lo, hi) AS (VALUES ${pages}),
    path(language, page, path) AS (VALUES ${paths}),
    step(k) AS (VALUES (0), (1), (2), (3), (4), (5), (6))`;
}

/** One statement writing `n` events of the UTC day starting at `start`; `campaign` is the
 * campaign of the moment (the one before it still brings a few visitors). CROSS JOIN keeps
 * SQLite's join order: each drawn row looks up its choices in the small tables, not the other
 * way round (which is quadratic). */
function insertDaySql(n: number, start: number, campaign: number): string {
  const visitors = Math.ceil((n / EVENTS_PER_VISITOR) * 1.25) + 20;
  return `INSERT INTO referral_link_logs
      (referral_link_id, page, action, visitor_id, created_at, language, country, device, source)
    WITH RECURSIVE seq(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM seq WHERE i < ${visitors - 1}),
    ${dimensionsSql()},
    draw AS MATERIALIZED (
      SELECT abs(random()) % 1000000 AS rl, abs(random()) % 1000000 AS rc,
        abs(random()) % 1000000 AS rh, abs(random()) % 1000 AS rd, abs(random()) % 1000 AS rs,
        abs(random()) % 1000000 AS rw, abs(random()) % 2000 AS tail,
        1 + abs(random()) % ${LINKS} AS link, abs(random()) % ${visitors * 8} AS vid,
        1 + abs(random()) % 7 AS n, abs(random()) % ${DAY_MS - 3_600_000} AS t0
      FROM seq),
    visitor AS MATERIALIZED (
      SELECT d.link, d.n, d.t0, printf('v%021d', d.vid) AS visitor_id, lang.value AS language,
        CASE WHEN d.rh < 750000 THEN lang.home ELSE country.value END AS country,
        CASE WHEN d.rd < 650 THEN 'mobile' WHEN d.rd < 950 THEN 'desktop' ELSE 'tablet' END
          AS device,
        CASE WHEN d.rs < 500 THEN 'direct'
          WHEN d.rs < 580 THEN 'campaign:${campaign}'
          WHEN d.rs < 600 THEN 'campaign:${Math.max(1, campaign - 1)}'
          WHEN d.rs < 940 THEN site.value
          ELSE 'site:blog' || d.tail || '.example' END AS source
      FROM draw AS d
      CROSS JOIN lang ON d.rl >= lang.lo AND d.rl < lang.hi
      CROSS JOIN country ON d.rc >= country.lo AND d.rc < country.hi
      CROSS JOIN site ON d.rw >= site.lo AND d.rw < site.hi),
    event AS MATERIALIZED (
      SELECT v.*, s.k, abs(random()) % 1000000 AS rp, abs(random()) % 1000 AS ra,
        abs(random()) % 600000 AS dt
      FROM visitor AS v CROSS JOIN step AS s ON s.k < v.n)
    SELECT e.link, path.path, CASE WHEN e.ra < 100 THEN 'click' ELSE 'display' END, e.visitor_id,
      ${start} + e.t0 + e.k * e.dt, e.language, e.country, e.device, e.source
    FROM event AS e
    CROSS JOIN page ON e.rp >= page.lo AND e.rp < page.hi
    CROSS JOIN path ON path.language = e.language AND path.page = page.value
    LIMIT ${n}`;
}

async function seed(d1: D1Database): Promise<void> {
  const seq = (n: number) =>
    `WITH RECURSIVE seq(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM seq WHERE i < ${n})`;
  await d1.batch([
    d1.prepare(`INSERT INTO referral_links (link, description, display_limit, displays_left)
      ${seq(LINKS)} SELECT 'https://example.com/r/' || i, 'Pool link ' || i, 1000000, 1000000
      FROM seq`),
    d1.prepare(`INSERT INTO email_templates (name, subject, body, language)
      VALUES ('Bench', 'Hello {name}', 'Dear {name}', 'en')`),
    d1.prepare(`INSERT INTO email_campaigns (name, template_id, status, recipient_count, sent_count)
      ${seq(CAMPAIGNS)} SELECT 'Campaign ' || i, 1, 'sent', ${CONTACTS}, ${CONTACTS} FROM seq`),
    d1.prepare(`INSERT INTO email_contacts (name, email, country, language, subscribed,
        unsubscribed_at, consent_source, consent_at, unsubscribe_token)
      ${seq(CONTACTS)} SELECT 'Name' || i, 'bench' || i || '@bench.test', 'IN', 'en',
        i % 50 <> 0, CASE WHEN i % 50 = 0 THEN unixepoch('now') * 1000 END, 'import:bench.csv',
        0, 'token' || i FROM seq`),
    d1.prepare(`INSERT INTO campaign_recipients (campaign_id, contact_id, status, sent_at)
      SELECT c.id, k.id, CASE WHEN k.id % 100 = 0 THEN 'failed' ELSE 'sent' END,
        CASE WHEN k.id % 100 <> 0 THEN unixepoch('now') * 1000 END
      FROM email_campaigns AS c CROSS JOIN email_contacts AS k`),
  ]);
}

// ---------------------------------------------------------------------------------------------
// The timed reads, as /admin/analytics, its CSV export and the link stats dialog make them.

type Case = { name: string; period: string; run: (db: Db) => Promise<unknown> };

function cases(now: number): Case[] {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const periods = [
    { label: "30 days", days: 30, url: new URL("http://bench/admin/analytics?period=30") },
    {
      label: "365 days",
      days: 365,
      url: new URL(
        `http://bench/admin/analytics?period=custom&from=${day(today - 364 * DAY_MS)}&to=${day(today)}`,
      ),
    },
  ];
  const list: Case[] = [];
  for (const { label, days, url } of periods) {
    const { period, error } = parsePeriod(readAnalyticsQuery(url), now);
    if (error || period.days !== days) throw new Error(`${label}: ${error ?? period.days}`);
    const f = { from: period.from, to: period.to };
    list.push(
      { name: "getTotals", period: label, run: (db) => getTotals(db, f) },
      { name: "getDailySeries", period: label, run: (db) => getDailySeries(db, f) },
      ...BREAKDOWN_DIMENSIONS.map((d) => ({
        name: `getBreakdown(${d})`,
        period: label,
        run: (db: Db) => getBreakdown(db, f, d),
      })),
      { name: "listCampaignFunnels", period: label, run: (db) => listCampaignFunnels(db, f) },
      {
        name: "loadAnalyticsView (the dashboard)",
        period: label,
        run: (db) => loadAnalyticsView(db, url, { now, withCampaigns: true }),
      },
      {
        name: "loadAnalyticsView (one link)",
        period: label,
        run: (db) => loadAnalyticsView(db, url, { now, linkId: 1 }),
      },
    );
  }
  list.push({
    name: "getReferralLinkStats (one link)",
    period: "all time",
    run: (db) => getReferralLinkStats(db, 1),
  });
  return list;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Median and range of `runs` calls after one warm-up. */
async function time(fn: () => Promise<unknown>, runs: number) {
  await fn();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  return { median: median(ms), min: Math.min(...ms), max: Math.max(...ms) };
}

/** A D1 binding that records each statement prepared through it, with its parameters. */
function recording(d1: D1Database, log: { sql: string; params: unknown[] }[]): D1Database {
  return new Proxy(d1, {
    get(target, prop) {
      if (prop === "prepare")
        return (query: string) => {
          const entry = { sql: query, params: [] as unknown[] };
          log.push(entry);
          const statement = target.prepare(query);
          return new Proxy(statement, {
            get(s, p) {
              if (p === "bind")
                return (...params: unknown[]) => {
                  entry.params = params;
                  return s.bind(...params);
                };
              const value = Reflect.get(s, p) as unknown;
              return typeof value === "function" ? value.bind(s) : value;
            },
          });
        };
      const value = Reflect.get(target, prop) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

// ---------------------------------------------------------------------------------------------

export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    const q = (name: string) => Number(url.searchParams.get(name));
    const db = getDb(env.DB);
    try {
      switch (url.pathname) {
        case "/seed":
          await seed(env.DB);
          return Response.json({
            links: LINKS,
            campaigns: CAMPAIGNS,
            contacts: CONTACTS,
            languages: LANGUAGE_CODES.length,
            countries: COUNTRIES.length,
            referrers: REFERRERS.length,
          });
        case "/day": {
          const n = q("n");
          const t = performance.now();
          const result = await env.DB.prepare(insertDaySql(n, q("start"), q("campaign"))).run();
          return Response.json({ written: result.meta.changes, ms: performance.now() - t });
        }
        case "/rollup": {
          const t = performance.now();
          let rolledUp = 0;
          let pruned = 0;
          for (;;) {
            const run = await runAnalyticsJobs(db, { now: q("now") });
            rolledUp += run.rolledUp;
            pruned += run.pruned;
            if (run.rolledUp === 0 && run.pruned === 0) break;
          }
          return Response.json({ rolledUp, pruned, ms: performance.now() - t });
        }
        case "/counts": {
          const result = await env.DB.prepare(
            `SELECT (SELECT count(*) FROM referral_link_logs) AS raw,
              (SELECT count(*) FROM analytics_facets) AS daily,
              (SELECT count(*) FROM analytics_daily_visitors) AS visitors,
              (SELECT coalesce(sum(count), 0) FROM analytics_facets
                WHERE dimension = 'device' AND link_id = 0 AND source = '') AS events`,
          ).all();
          return Response.json({ ...result.results[0], bytes: result.meta.size_after });
        }
        case "/cases":
          return Response.json(cases(q("now")).map((c) => ({ name: c.name, period: c.period })));
        case "/time": {
          const c = cases(q("now"))[q("case")];
          if (!c) return new Response("no such case", { status: 404 });
          const t = performance.now();
          await c.run(db);
          return Response.json({ ms: performance.now() - t });
        }
        case "/explain": {
          const c = cases(q("now"))[q("case")];
          if (!c) return new Response("no such case", { status: 404 });
          const log: { sql: string; params: unknown[] }[] = [];
          await c.run(getDb(recording(env.DB, log)));
          const statements = [];
          for (const { sql, params } of log) {
            const ms = await time(
              () =>
                env.DB.prepare(sql)
                  .bind(...params)
                  .all(),
              3,
            );
            const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
              .bind(...params)
              .all<{ detail: string }>();
            statements.push({ sql, params, ms, plan: plan.results.map((r) => r.detail) });
          }
          return Response.json(statements);
        }
      }
      return new Response("not found", { status: 404 });
    } catch (error) {
      return new Response(error instanceof Error ? (error.stack ?? error.message) : String(error), {
        status: 500,
      });
    }
  },
} satisfies ExportedHandler<Env>;
