// The analytics dashboard's reads (issue 16): every figure comes from the daily aggregates
// (./analytics.ts writes them, one row per day and value of one dimension), so a query reads one
// range of analytics_facets' key and its cost grows with days x one dimension's values, never
// with the number of page views; the recent days' distinct Visitors come from the visitor marks
// (./visitor-days.ts). Shared by /admin/analytics, its CSV export, the link stats and the
// dashboard (getPeriodFigures, decision 0048).
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "./db";
import { countVisitors, dailyVisitorMarks, VISITOR_DAYS } from "./visitor-days";
import { utcDay } from "~/domain/analytics/events";

export const BREAKDOWN_DIMENSIONS = ["language", "country", "page", "device", "source"] as const;
export type BreakdownDimension = (typeof BREAKDOWN_DIMENSIONS)[number];
/** Dimensions a view can be narrowed to one value of (the source has its own filter). */
export const FACET_DIMENSIONS = ["language", "country", "page", "device"] as const;
export type FacetDimension = (typeof FACET_DIMENSIONS)[number];

export type AnalyticsFilter = {
  /** First and last UTC day, "YYYY-MM-DD", inclusive. */
  from: string;
  to: string;
  linkId?: number;
  /** Exact source ("campaign:7"). */
  source?: string;
  /** One value of one dimension ("language" = "hi"). */
  facet?: { dimension: FacetDimension; value: string };
};

export type Totals = { visitors: number; displays: number; clicks: number };
export type DailyPoint = Totals & { day: string };
export type BreakdownRow = { value: string; displays: number; clicks: number };

/** Rows shown per breakdown (the most displayed). */
export const BREAKDOWN_LIMIT = 100;

const daysOf = (f: AnalyticsFilter) => sql`day >= ${f.from} AND day <= ${f.to}`;

/**
 * The facet rows of one dimension for a filter: the link's (or every link's, 0), of one source
 * or of every source (""), of one value when the filter names one of this dimension. Rows per
 * link and source are not kept (decision 0015): with both, the link wins and `sourceApplies`
 * says the source filter was not applied. Each dimension is kept on its own (decision 0029), so
 * with a value of another dimension there are no rows to read: null.
 */
function facetRange(f: AnalyticsFilter, dimension: BreakdownDimension): SQL | null {
  const source = sourceApplies(f) ? f.source! : "";
  const facet = f.facet;
  if (facet && dimension !== facet.dimension) return null;
  const value = facet ? sql` AND value = ${facet.value}` : sql``;
  // The source breakdown of one source is that source's row of every source's breakdown.
  if (dimension === "source" && source !== "")
    return sql`dimension = 'source' AND link_id = 0 AND source = '' AND ${daysOf(f)} AND value = ${source}`;
  return sql`dimension = ${dimension} AND link_id = ${f.linkId ?? 0} AND source = ${source} AND ${daysOf(f)}${value}`;
}

/** Whether figures for this filter honour its source (see facetRange). */
export function sourceApplies(f: AnalyticsFilter): boolean {
  return f.source !== undefined && f.linkId === undefined;
}

/** Every event has one device: that dimension's rows, the fewest, sum to the totals. With one
 * value of a dimension, that value's rows. */
function totalsDimension(f: AnalyticsFilter): BreakdownDimension {
  return f.facet?.dimension ?? "device";
}

/** Distinct visitors are stored per day, per link and (link 0) over every link. */
function visitorsLink(f: AnalyticsFilter): number {
  return f.linkId ?? 0;
}

/** Whether the filter's visitors are stored: per link and for every link, not per source nor
 * per value of a dimension. */
export function visitorsCounted(f: AnalyticsFilter): boolean {
  return !sourceApplies(f) && f.facet === undefined;
}

const DISPLAYS = sql.raw(`coalesce(sum(CASE WHEN action = 'display' THEN count END), 0)`);
const CLICKS = sql.raw(`coalesce(sum(CASE WHEN action = 'click' THEN count END), 0)`);
const PAGE_VIEWS = sql.raw(
  `coalesce(sum(CASE WHEN action IN ('display', 'visit') THEN count END), 0)`,
);

/** Displays, join clicks and page views (pool displays and members' visits) in the period. */
export async function getEventTotals(
  db: Db,
  f: AnalyticsFilter,
): Promise<{ displays: number; clicks: number; pageViews: number }> {
  const row = await db.get<{ displays: number; clicks: number; pageViews: number }>(sql`
    SELECT ${DISPLAYS} AS displays, ${CLICKS} AS clicks, ${PAGE_VIEWS} AS pageViews
    FROM analytics_facets WHERE ${facetRange(f, totalsDimension(f))!}`);
  return { displays: row?.displays ?? 0, clicks: row?.clicks ?? 0, pageViews: row?.pageViews ?? 0 };
}

/** How a period's Visitors figure was counted: distinct people over the period (the visitor
 * marks, kept for the last VISITOR_DAYS days), each day's distinct visitors added up (older
 * periods and one link: only daily counts are kept), or not at all (per source or per value of a
 * dimension). */
export type VisitorsKind = "distinct" | "daily" | null;

export type PeriodFigures = {
  visitors: number;
  visitorsKind: VisitorsKind;
  pageViews: number;
  displays: number;
  clicks: number;
};

const DAY_MS = 86_400_000;

/** How the filter's visitors are counted at `now` (see VisitorsKind). */
export function visitorsKindOf(f: AnalyticsFilter, now: number): VisitorsKind {
  if (!visitorsCounted(f)) return null;
  const marksFrom = utcDay(now - (VISITOR_DAYS - 1) * DAY_MS);
  return f.linkId === undefined && f.from >= marksFrom ? "distinct" : "daily";
}

/**
 * THE figures of a period, read by the dashboard and by /admin/analytics alike, so the same
 * period shows the same numbers on both: Visitors (see VisitorsKind), page views, displays and
 * join clicks. The event figures come from the daily aggregates: the caller rolls up what the
 * cron has not yet (app/server/analytics/rollup.server.ts, catchUpRollup) to include today's
 * newest events.
 */
export async function getPeriodFigures(
  db: Db,
  f: AnalyticsFilter,
  now: number,
): Promise<PeriodFigures> {
  const visitorsKind = visitorsKindOf(f, now);
  const [events, visitors] = await Promise.all([
    getEventTotals(db, f),
    visitorsKind === "distinct"
      ? countVisitors(db, f.from, f.to)
      : visitorsKind === "daily"
        ? getDailyVisitorsSum(db, f)
        : 0,
  ]);
  return { visitors, visitorsKind, ...events };
}

/** Each day's visitors for the chart, counted as getPeriodFigures counts the period's. */
export function dailyVisitorsOf(
  db: Db,
  f: AnalyticsFilter,
  now: number,
): Promise<{ day: string; visitors: number }[]> | undefined {
  return visitorsKindOf(f, now) === "distinct" ? dailyVisitorMarks(db, f.from, f.to) : undefined;
}

/** Each day's distinct visitors summed over the period (0 where they are not stored). */
export async function getDailyVisitorsSum(db: Db, f: AnalyticsFilter): Promise<number> {
  if (!visitorsCounted(f)) return 0;
  const row = await db.get<{ n: number | null }>(sql`
    SELECT sum(visitors) AS n FROM analytics_daily_visitors
    WHERE link_id = ${visitorsLink(f)} AND day >= ${f.from} AND day <= ${f.to}`);
  return row?.n ?? 0;
}

/** Visitors are the distinct visitors of each day, summed over the days. With a source filter
 * there is no visitor figure (0): visitors are not stored per source. */
export async function getTotals(db: Db, f: AnalyticsFilter): Promise<Totals> {
  const [events, visitors] = await Promise.all([getEventTotals(db, f), getDailyVisitorsSum(db, f)]);
  return { visitors, displays: events.displays, clicks: events.clicks };
}

/** One point per day that has data (the chart fills the gaps with zeros). Visitors come from
 * `dailyVisitors` when given (the period-figures rule in ../server/analytics/). */
export async function getDailySeries(
  db: Db,
  f: AnalyticsFilter,
  dailyVisitors?: Promise<{ day: string; visitors: number }[]>,
): Promise<DailyPoint[]> {
  const [events, visitors] = await Promise.all([
    db.all<{ day: string; displays: number; clicks: number }>(sql`
      SELECT day, ${DISPLAYS} AS displays, ${CLICKS} AS clicks
      FROM analytics_facets WHERE ${facetRange(f, totalsDimension(f))!}
      GROUP BY day ORDER BY day`),
    dailyVisitors ??
      (visitorsCounted(f)
        ? db.all<{ day: string; visitors: number }>(sql`
          SELECT day, visitors FROM analytics_daily_visitors
          WHERE link_id = ${visitorsLink(f)} AND day >= ${f.from} AND day <= ${f.to}`)
        : Promise.resolve([])),
  ]);
  const byDay = new Map<string, DailyPoint>();
  for (const e of events) byDay.set(e.day, { visitors: 0, ...e });
  for (const v of visitors) {
    const point = byDay.get(v.day) ?? { day: v.day, visitors: 0, displays: 0, clicks: 0 };
    point.visitors = v.visitors;
    byDay.set(v.day, point);
  }
  return [...byDay.values()].sort((a, b) => (a.day < b.day ? -1 : 1));
}

/**
 * With one value of a dimension and no link, the source breakdown is read from the per-source
 * rows of that dimension: one index range per source the period has (the IN list), never the
 * whole history of every source.
 */
function sourcesOfFacet(f: AnalyticsFilter): SQL {
  const facet = f.facet!;
  const only = sourceApplies(f)
    ? sql`source = ${f.source!}`
    : sql`source IN (SELECT DISTINCT value FROM analytics_facets
        WHERE dimension = 'source' AND link_id = 0 AND source = '' AND ${daysOf(f)})`;
  return sql`
    SELECT source AS value, ${DISPLAYS} AS displays, ${CLICKS} AS clicks
    FROM analytics_facets
    WHERE dimension = ${facet.dimension} AND link_id = 0 AND ${only} AND ${daysOf(f)}
      AND value = ${facet.value}
    GROUP BY source`;
}

/** A breakdown's rows, or null when they are not kept for this filter (another dimension's
 * value: only the source, and per member, are kept across dimensions). */
export async function getBreakdown(
  db: Db,
  f: AnalyticsFilter,
  dimension: BreakdownDimension,
): Promise<BreakdownRow[] | null> {
  const order = sql`ORDER BY displays DESC, clicks DESC, value LIMIT ${BREAKDOWN_LIMIT}`;
  if (dimension === "source" && f.facet)
    return f.linkId === undefined
      ? db.all<BreakdownRow>(sql`SELECT * FROM (${sourcesOfFacet(f)}) ${order}`)
      : null;
  const range = facetRange(f, dimension);
  if (range === null) return null;
  return db.all<BreakdownRow>(sql`
    SELECT value, ${DISPLAYS} AS displays, ${CLICKS} AS clicks
    FROM analytics_facets WHERE ${range}
    GROUP BY value ${order}`);
}

/** Every breakdown; null for those not kept for the filter (see getBreakdown). */
export async function getAllBreakdowns(
  db: Db,
  f: AnalyticsFilter,
): Promise<Record<BreakdownDimension, BreakdownRow[] | null>> {
  const lists = await Promise.all(BREAKDOWN_DIMENSIONS.map((d) => getBreakdown(db, f, d)));
  return Object.fromEntries(BREAKDOWN_DIMENSIONS.map((d, i) => [d, lists[i]!])) as Record<
    BreakdownDimension,
    BreakdownRow[] | null
  >;
}

export type CampaignFunnel = {
  id: number;
  name: string;
  status: string;
  delivered: number;
  failed: number;
  unsubscribed: number;
  visits: number;
  clicks: number;
};

/** Visits and clicks per campaign source in the period: from the source breakdown, or with one
 * value of a dimension from that dimension's per-source rows of the listed campaigns (one index
 * range each). */
function campaignEvents(db: Db, f: AnalyticsFilter, ids: number[]) {
  type Row = { source: string; visits: number; clicks: number };
  const facet = f.facet;
  if (!facet)
    return db.all<Row>(sql`
      SELECT value AS source, ${DISPLAYS} AS visits, ${CLICKS} AS clicks
      FROM analytics_facets
      WHERE ${facetRange({ from: f.from, to: f.to }, "source")!} AND value LIKE 'campaign:%'
      GROUP BY value`);
  if (ids.length === 0) return Promise.resolve([] as Row[]);
  const sources = sql.join(
    ids.map((id) => sql`${`campaign:${id}`}`),
    sql`, `,
  );
  return db.all<Row>(sql`
    SELECT source, ${DISPLAYS} AS visits, ${CLICKS} AS clicks
    FROM analytics_facets
    WHERE dimension = ${facet.dimension} AND link_id = 0 AND source IN (${sources})
      AND ${daysOf(f)} AND value = ${facet.value}
    GROUP BY source`);
}

/**
 * Campaigns with their delivery and their visitors' clicks in the period (clicks and visits by
 * the campaign's source, `campaign:<id>`), of one dimension's value when the filter has one;
 * unsubscribed counts recipients who left after the campaign was created.
 */
export async function listCampaignFunnels(
  db: Db,
  f: Pick<AnalyticsFilter, "from" | "to" | "facet">,
): Promise<CampaignFunnel[]> {
  const campaigns = await db.all<Omit<CampaignFunnel, "visits" | "clicks">>(sql`
      SELECT c.id, c.name, c.status,
        (SELECT count(*) FROM campaign_recipients r WHERE r.campaign_id = c.id AND r.status = 'sent') AS delivered,
        (SELECT count(*) FROM campaign_recipients r WHERE r.campaign_id = c.id AND r.status = 'failed') AS failed,
        (SELECT count(*) FROM campaign_recipients r JOIN email_contacts k ON k.id = r.contact_id
          WHERE r.campaign_id = c.id AND k.unsubscribed_at IS NOT NULL
            AND k.unsubscribed_at >= c.created_at) AS unsubscribed
      FROM email_campaigns c ORDER BY c.id DESC LIMIT 100`);
  const events = await campaignEvents(
    db,
    f,
    campaigns.map((c) => c.id),
  );
  const bySource = new Map(events.map((e) => [e.source, e]));
  return campaigns.map((c) => ({
    ...c,
    visits: bySource.get(`campaign:${c.id}`)?.visits ?? 0,
    clicks: bySource.get(`campaign:${c.id}`)?.clicks ?? 0,
  }));
}

/** Emails a campaign delivered per UTC day in the period. */
export async function getCampaignSends(
  db: Db,
  campaignId: number,
  f: Pick<AnalyticsFilter, "from" | "to">,
): Promise<{ day: string; sent: number }[]> {
  return db.all(sql`
    SELECT strftime('%Y-%m-%d', sent_at / 1000, 'unixepoch') AS day, count(*) AS sent
    FROM campaign_recipients
    WHERE campaign_id = ${campaignId} AND status = 'sent' AND sent_at IS NOT NULL
      AND sent_at >= unixepoch(${f.from}) * 1000 AND sent_at < (unixepoch(${f.to}) + 86400) * 1000
    GROUP BY 1 ORDER BY 1`);
}

/**
 * Join clicks each campaign's emails brought (visits carrying `?c=<id>`, source
 * `campaign:<id>`), ever: the daily aggregates plus the raw events the roll-up has not reached
 * yet (the watermark splits them, so each click counts once). Keyed by campaign id.
 */
export async function campaignJoinClicks(db: Db): Promise<Record<number, number>> {
  const rows = await db.all<{ source: string; clicks: number }>(sql`
    SELECT source, sum(n) AS clicks FROM (
      SELECT value AS source, sum(count) AS n FROM analytics_facets
      WHERE dimension = 'source' AND link_id = 0 AND source = '' AND action = 'click'
        AND value LIKE 'campaign:%'
      GROUP BY value
      UNION ALL
      SELECT source, count(*) AS n FROM referral_link_logs
      WHERE action = 'click' AND source LIKE 'campaign:%'
        AND id > coalesce((SELECT last_event_id FROM analytics_rollup_state WHERE id = 1), 0)
      GROUP BY source)
    GROUP BY source`);
  return Object.fromEntries(rows.map((r) => [Number(r.source.slice(9)), r.clicks]));
}

/** The steps a visitor takes, counted over the period: page views (pool displays and visits
 * through members' links), those of the join page, Join clicks, links copied, opened in wallet.
 * Join page views are kept per page only: null with another dimension's value. */
export type FunnelSteps = {
  pageViews: number;
  joinPage: number | null;
  clicks: number;
  copies: number;
  wallets: number;
};

export async function getFunnel(db: Db, f: AnalyticsFilter): Promise<FunnelSteps> {
  const dimension = f.facet?.dimension ?? "page";
  const rows = await db.all<{ action: string; n: number; onJoin: number | null }>(sql`
    SELECT action, sum(count) AS n, sum(CASE WHEN value = '/join' THEN count END) AS onJoin
    FROM analytics_facets WHERE ${facetRange(f, dimension)!} GROUP BY action`);
  const of = (action: string) => rows.find((r) => r.action === action);
  const views = ["display", "visit"].map(of);
  return {
    pageViews: views.reduce((sum, r) => sum + (r?.n ?? 0), 0),
    joinPage: dimension === "page" ? views.reduce((sum, r) => sum + (r?.onJoin ?? 0), 0) : null,
    clicks: of("click")?.n ?? 0,
    copies: of("copy")?.n ?? 0,
    wallets: of("wallet")?.n ?? 0,
  };
}

export type MemberBreakdownRow = {
  memberId: number;
  /** Their pool link now (null once deleted): the link filter their row adds. */
  linkId: number | null;
  name: string;
  code: string;
  visits: number;
  displays: number;
  clicks: number;
};

/**
 * The period's figures per member: their link's events (the link -> member join; a link a removed
 * member had and a new one got counts for the new one). Empty with a source filter: events are
 * not kept per link and source (decision 0029).
 */
export async function getMemberBreakdown(
  db: Db,
  f: AnalyticsFilter,
): Promise<MemberBreakdownRow[]> {
  if (sourceApplies(f)) return [];
  // Only links a member holds can name one (the join below): one index range per such link,
  // not every link's rows of the dimension.
  const link =
    f.linkId === undefined
      ? sql`link_id IN (SELECT referral_link_id FROM members WHERE referral_link_id IS NOT NULL)`
      : sql`link_id = ${f.linkId}`;
  return db.all<MemberBreakdownRow>(sql`
    WITH per_link AS (
      SELECT link_id,
        coalesce(sum(CASE WHEN action = 'visit' THEN count END), 0) AS visits,
        coalesce(sum(CASE WHEN action = 'display' THEN count END), 0) AS displays,
        coalesce(sum(CASE WHEN action = 'click' THEN count END), 0) AS clicks
      FROM analytics_facets
      WHERE dimension = ${totalsDimension(f)} AND ${link} AND source = ''
        AND ${daysOf(f)}${f.facet ? sql` AND value = ${f.facet.value}` : sql``}
      GROUP BY link_id)
    SELECT m.id AS memberId, m.referral_link_id AS linkId, m.name, m.code, sum(p.visits) AS visits,
      sum(p.displays) AS displays, sum(p.clicks) AS clicks
    FROM per_link AS p JOIN members AS m ON m.id = (
      SELECT o.id FROM members AS o WHERE o.referral_link_id = p.link_id
      ORDER BY o.status = 'removed', o.id DESC LIMIT 1)
    GROUP BY m.id
    ORDER BY visits + displays DESC, clicks DESC, m.name LIMIT ${BREAKDOWN_LIMIT}`);
}
