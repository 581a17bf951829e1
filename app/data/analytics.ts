// Analytics storage (issue 16): raw events in referral_link_logs, rolled up into daily aggregates
// (analytics_facets, analytics_daily_visitors) that are kept for good; raw rows are pruned after a
// window. The dashboard's reads are in ./analytics-queries.ts. Decision 0015 says why.
import { sql, type SQL } from "drizzle-orm";
import { chunks } from "~/utils/chunks";
import { SITE_PAGES } from "~/domain/site/pages";
import {
  isPageView,
  OTHER_PAGE,
  REPEAT_WINDOW_MS,
  type EventAction,
} from "~/domain/analytics/events";
import { BREAKDOWN_DIMENSIONS, type BreakdownDimension } from "./analytics-queries";
import { prepare, type Db } from "./db";

export type AnalyticsEvent = {
  linkId: number;
  /** The path as visited ("/es/join"). */
  page: string;
  action: EventAction;
  visitorId: string | null;
  language: string;
  country: string;
  device: string;
  source: string;
};

/** D1 allows 100 bound parameters per statement; a row binds 8. */
const ROWS_PER_INSERT = 12;

/** The de-duplication key: page views (displays, visits) of one visitor, link and page; the other
 * actions of one visitor on one link (from any page: `from` is the visitor's to choose). */
function repeatKey(e: AnalyticsEvent): string | null {
  if (!e.visitorId) return null;
  const page = isPageView(e.action) ? e.page : "";
  return `${e.visitorId}\u0000${e.linkId}\u0000${e.action}\u0000${page}`;
}

/**
 * Writes events in as few statements as D1 allows. A display of a visitor, link and page that
 * already has one within the de-duplication window is not written, nor a click of a visitor on a
 * link they already clicked within it (the condition is part of the INSERT, so a replayed cookie
 * neither counts twice nor grows the table); events of a link deleted meanwhile are dropped, not
 * the batch.
 */
export async function insertAnalyticsEvents(db: Db, events: AnalyticsEvent[]): Promise<void> {
  const statements = analyticsEventStatements(db, events);
  if (statements.length > 0) await db.$client.batch(statements);
}

/** insertAnalyticsEvents as statements, to write in one D1 batch with others. */
export function analyticsEventStatements(db: Db, events: AnalyticsEvent[]): D1PreparedStatement[] {
  // Duplicates inside one statement would not see each other: drop them here first.
  const seen = new Set<string>();
  const rows = events.filter((e) => {
    const key = repeatKey(e);
    if (key === null) return true;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const statements = [];
  for (const chunk of chunks(rows, ROWS_PER_INSERT)) {
    const values = sql.join(
      chunk.map(
        (r) =>
          sql`(${r.linkId}, ${r.page.slice(0, 300)}, ${r.action}, ${r.visitorId}, ${r.language}, ${r.country}, ${r.device}, ${r.source.slice(0, 120)})`,
      ),
      sql`, `,
    );
    statements.push(
      prepare(
        db,
        sql`INSERT INTO referral_link_logs
          (referral_link_id, page, action, visitor_id, language, country, device, source)
        SELECT column1, column2, column3, column4, column5, column6, column7, column8
        FROM (VALUES ${values}) AS v
        WHERE column1 IN (SELECT id FROM referral_links)
          AND (column4 IS NULL OR NOT EXISTS (
            SELECT 1 FROM referral_link_logs AS l
            WHERE l.visitor_id = v.column4 AND l.referral_link_id = v.column1
              AND l.action = v.column3
              AND (v.column3 NOT IN ('display', 'visit') OR l.page = v.column2)
              AND l.created_at > unixepoch('subsec') * 1000 - ${REPEAT_WINDOW_MS}))`,
      ),
    );
  }
  return statements;
}

/** The site page of a raw row in SQL: the path without its language prefix, or "other" (the
 * same rule as `pageOf` in app/domain/analytics/events.ts). */
const PAGE_SQL = sql.raw(`CASE (CASE
    WHEN language = 'en' THEN page
    WHEN page = '/' || language THEN '/'
    ELSE substr(page, length(language) + 2) END)
  ${SITE_PAGES.map((p) => `WHEN '${p.path}' THEN '${p.path}'`).join(" ")}
  ELSE '${OTHER_PAGE}' END`);

const DAY_SQL = sql.raw(`strftime('%Y-%m-%d', created_at / 1000, 'unixepoch')`);

/** Other sites named in a day's aggregates; the rest of that day's referrers count together as
 * "site:other" (a forged Referer cannot grow the aggregates without bound). */
export const SITE_SOURCES_PER_DAY = 100;

/**
 * CTEs ending in `mapped(day, source, kept)`: the source each raw source of the batch is kept
 * under. Direct stays; a campaign or a sequence step that exists stays, a made-up `?c=` or `?s=`
 * becomes "other"; another
 * site keeps its name when the day already has it, or while the day has fewer than
 * SITE_SOURCES_PER_DAY sites (the batch's new ones by count, then name), else "site:other".
 */
function keptSources(from: number, to: number): SQL {
  return sql`batch_sources AS (
      SELECT ${DAY_SQL} AS day, source, count(*) AS n FROM referral_link_logs
      WHERE id > ${from} AND id <= ${to} GROUP BY 1, 2),
    known AS (
      SELECT s.day, s.source FROM batch_sources AS s
      WHERE EXISTS (SELECT 1 FROM analytics_facets AS a
        WHERE a.dimension = 'source' AND a.link_id = 0 AND a.source = '' AND a.day = s.day
          AND a.action IN ('display', 'click') AND a.value = s.source)),
    fresh AS (
      SELECT s.day, s.source, row_number() OVER (PARTITION BY s.day ORDER BY s.n DESC, s.source) AS rank
      FROM batch_sources AS s
      WHERE s.source LIKE 'site:%' AND s.source <> 'site:other'
        AND NOT EXISTS (SELECT 1 FROM known AS k WHERE k.day = s.day AND k.source = s.source)),
    room AS (
      SELECT d.day, ${SITE_SOURCES_PER_DAY} - (
        SELECT count(DISTINCT a.value) FROM analytics_facets AS a
        WHERE a.dimension = 'source' AND a.link_id = 0 AND a.source = '' AND a.day = d.day
          AND a.value LIKE 'site:%' AND a.value <> 'site:other') AS places
      FROM (SELECT DISTINCT day FROM batch_sources) AS d),
    mapped AS (
      SELECT s.day, s.source, CASE
        WHEN s.source = 'direct' THEN 'direct'
        WHEN s.source LIKE 'campaign:%' THEN CASE
          WHEN CAST(substr(s.source, 10) AS INTEGER) IN (SELECT id FROM email_campaigns)
          THEN s.source ELSE 'other' END
        WHEN s.source LIKE 'sequence:%' THEN CASE
          WHEN EXISTS (SELECT 1 FROM sequence_steps AS st
            WHERE st.id = CAST(substr(s.source, instr(s.source, '.') + 1) AS INTEGER)
              AND 'sequence:' || st.sequence_id || '.' || st.id = s.source)
          THEN s.source ELSE 'other' END
        WHEN s.source LIKE 'site:%' AND (
          EXISTS (SELECT 1 FROM known AS k WHERE k.day = s.day AND k.source = s.source)
          OR (SELECT f.rank FROM fresh AS f WHERE f.day = s.day AND f.source = s.source)
            <= (SELECT r.places FROM room AS r WHERE r.day = s.day)) THEN s.source
        WHEN s.source LIKE 'site:%' THEN 'site:other'
        ELSE 'other' END AS kept
      FROM batch_sources AS s)`;
}

/**
 * Each event is counted once per dimension for its link and for every link (link 0); the four
 * dimensions other than source also per source for every link, which the analytics screen's
 * source filter reads. Not per link and source: that would multiply the rows by the links
 * again (decision 0015).
 */
const FACETS: readonly {
  dimension: BreakdownDimension;
  perLink: boolean;
  perSource: boolean;
}[] = BREAKDOWN_DIMENSIONS.flatMap((dimension) => [
  { dimension, perLink: true, perSource: false },
  { dimension, perLink: false, perSource: false },
  ...(dimension === "source" ? [] : [{ dimension, perLink: false, perSource: true }]),
]);

/** The rows of `batch(day, link_id, action, page, language, country, device, source, n)` as
 * facets(dimension, link_id, source, day, action, value, n). A join with a VALUES list, not a
 * UNION ALL per facet: D1 allows few terms in a compound SELECT. */
const FACETS_OF_BATCH = sql.raw(`SELECT f.column1 AS dimension,
    CASE WHEN f.column2 THEN b.link_id ELSE 0 END AS link_id,
    CASE WHEN f.column3 THEN b.source ELSE '' END AS source, b.day, b.action,
    CASE f.column1 ${BREAKDOWN_DIMENSIONS.map((d) => `WHEN '${d}' THEN b.${d}`).join(" ")} END
      AS value, b.n
  FROM batch AS b CROSS JOIN (VALUES ${FACETS.map(
    (f) => `('${f.dimension}', ${Number(f.perLink)}, ${Number(f.perSource)})`,
  ).join(", ")}) AS f`);

export type RollupResult = { rolledUp: number; lastEventId: number; done: boolean };

/**
 * Rolls up the next raw events after the watermark (at most `batchSize`) into the daily tables
 * and moves the watermark, in one D1 batch (one transaction): a crash leaves all of it or none.
 * Every statement is guarded by the watermark it read, so a second run working on the same
 * batch at the same time changes nothing.
 */
export async function rollUpNextBatch(db: Db, batchSize: number): Promise<RollupResult> {
  const state = await db.get<{ last: number }>(
    sql`SELECT last_event_id AS last FROM analytics_rollup_state WHERE id = 1`,
  );
  const from = state?.last ?? 0;
  const upper = await db.get<{ upto: number | null; n: number }>(sql`
    SELECT max(id) AS upto, count(*) AS n FROM (
      SELECT id FROM referral_link_logs WHERE id > ${from} ORDER BY id LIMIT ${batchSize})`);
  const to = upper?.upto ?? null;
  if (to === null) return { rolledUp: 0, lastEventId: from, done: true };
  const guard = sql`(SELECT last_event_id FROM analytics_rollup_state WHERE id = 1) = ${from}`;
  // A visitor counts for a day the first time they are seen on it: no earlier page view that day
  // (in the events before this batch; their raw rows outlive the day by the retention window).
  const firstOfDay = (perLink: boolean) =>
    sql.raw(`NOT EXISTS (
      SELECT 1 FROM referral_link_logs AS e
      WHERE e.visitor_id = b.visitor_id AND e.action IN ('display', 'visit') AND e.id <= ${from}
        ${perLink ? "AND e.referral_link_id = b.referral_link_id" : ""}
        AND e.created_at >= (b.created_at / 86400000) * 86400000
        AND e.created_at < (b.created_at / 86400000 + 1) * 86400000)`);
  await db.$client.batch([
    prepare(
      db,
      sql`WITH ${keptSources(from, to)},
      batch AS MATERIALIZED (
        SELECT ${DAY_SQL} AS day, referral_link_id AS link_id, action, ${PAGE_SQL} AS page,
          language, country, device, m.kept AS source, count(*) AS n
        FROM referral_link_logs JOIN mapped AS m
          ON m.day = ${DAY_SQL} AND m.source = referral_link_logs.source
        WHERE id > ${from} AND id <= ${to} AND ${guard}
        GROUP BY 1, 2, 3, 4, 5, 6, 7, 8),
      facets AS (${FACETS_OF_BATCH})
      INSERT INTO analytics_facets (dimension, link_id, source, day, action, value, count)
      SELECT dimension, link_id, source, day, action, value, sum(n) FROM facets WHERE true
      GROUP BY 1, 2, 3, 4, 5, 6
      ON CONFLICT (dimension, link_id, source, day, action, value)
      DO UPDATE SET count = count + excluded.count`,
    ),
    prepare(
      db,
      sql`INSERT INTO analytics_daily_visitors (day, link_id, visitors)
      SELECT strftime('%Y-%m-%d', b.created_at / 1000, 'unixepoch'), b.referral_link_id,
        count(DISTINCT b.visitor_id)
      FROM referral_link_logs AS b
      WHERE b.id > ${from} AND b.id <= ${to} AND b.action IN ('display', 'visit')
        AND b.visitor_id IS NOT NULL AND ${guard} AND ${firstOfDay(true)}
      GROUP BY 1, 2
      ON CONFLICT (day, link_id) DO UPDATE SET visitors = visitors + excluded.visitors`,
    ),
    prepare(
      db,
      sql`INSERT INTO analytics_daily_visitors (day, link_id, visitors)
      SELECT strftime('%Y-%m-%d', b.created_at / 1000, 'unixepoch'), 0,
        count(DISTINCT b.visitor_id)
      FROM referral_link_logs AS b
      WHERE b.id > ${from} AND b.id <= ${to} AND b.action IN ('display', 'visit')
        AND b.visitor_id IS NOT NULL AND ${guard} AND ${firstOfDay(false)}
      GROUP BY 1
      ON CONFLICT (day, link_id) DO UPDATE SET visitors = visitors + excluded.visitors`,
    ),
    prepare(
      db,
      sql`UPDATE analytics_rollup_state SET last_event_id = ${to}
      WHERE id = 1 AND last_event_id = ${from}`,
    ),
  ]);
  return { rolledUp: upper?.n ?? 0, lastEventId: to, done: (upper?.n ?? 0) < batchSize };
}

/**
 * Deletes raw events older than the retention window, at most `limit` per call, and only those
 * already rolled up (an event is never lost for lack of a roll-up run). When the roll-up lags
 * behind, the days it has not finished are kept too, with a day to spare for clocks that
 * disagree: its first-visit-of-the-day test reads a day's earlier displays, and without them a
 * returning visitor would count again.
 */
export async function pruneRawEvents(db: Db, olderThanMs: number, limit: number): Promise<number> {
  const result = await db.run(sql`DELETE FROM referral_link_logs WHERE id IN (
      WITH state AS (SELECT last_event_id AS mark FROM analytics_rollup_state WHERE id = 1),
      pending AS (
        SELECT (created_at / 86400000 - 1) * 86400000 AS keep_from FROM referral_link_logs
        WHERE id > (SELECT mark FROM state) ORDER BY id LIMIT 1)
      SELECT id FROM referral_link_logs
      WHERE created_at < min(${olderThanMs}, coalesce((SELECT keep_from FROM pending), ${olderThanMs}))
        AND id <= (SELECT mark FROM state)
      ORDER BY id LIMIT ${limit})`);
  return result.meta.changes ?? 0;
}

/** The watermark, for the dashboard's "figures up to" line. */
export async function getRollupWatermark(db: Db): Promise<number> {
  const row = await db.get<{ last: number }>(
    sql`SELECT last_event_id AS last FROM analytics_rollup_state WHERE id = 1`,
  );
  return row?.last ?? 0;
}
