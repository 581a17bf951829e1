// The analytics dashboard's reads (issue 16): every figure comes from the daily aggregates
// (./analytics.ts writes them, one row per day and value of one dimension), so a query reads one
// range of analytics_facets' key and its cost grows with days x one dimension's values, never
// with the number of page views. Shared by /admin/analytics, its CSV export and the link stats.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "./db";

export const BREAKDOWN_DIMENSIONS = ["language", "country", "page", "device", "source"] as const;
export type BreakdownDimension = (typeof BREAKDOWN_DIMENSIONS)[number];

export type AnalyticsFilter = {
  /** First and last UTC day, "YYYY-MM-DD", inclusive. */
  from: string;
  to: string;
  linkId?: number;
  /** Exact source ("campaign:7"). */
  source?: string;
};

export type Totals = { visitors: number; displays: number; clicks: number };
export type DailyPoint = Totals & { day: string };
export type BreakdownRow = { value: string; displays: number; clicks: number };

/** Rows shown per breakdown (the most displayed). */
export const BREAKDOWN_LIMIT = 100;

/**
 * The facet rows of one dimension for a filter: the link's (or every link's, 0), of one source
 * or of every source (""). Rows per link and source are not kept (decision 0015): with both, the
 * link wins and `sourceApplies` says the source filter was not applied.
 */
function facetRange(f: AnalyticsFilter, dimension: BreakdownDimension): SQL {
  const days = sql`day >= ${f.from} AND day <= ${f.to}`;
  const source = sourceApplies(f) ? f.source! : "";
  // The source breakdown of one source is that source's row of every source's breakdown.
  if (dimension === "source" && source !== "")
    return sql`dimension = 'source' AND link_id = 0 AND source = '' AND ${days} AND value = ${source}`;
  return sql`dimension = ${dimension} AND link_id = ${f.linkId ?? 0} AND source = ${source} AND ${days}`;
}

/** Whether figures for this filter honour its source (see facetRange). */
export function sourceApplies(f: AnalyticsFilter): boolean {
  return f.source !== undefined && f.linkId === undefined;
}

/** Every event has one device: that dimension's rows, the fewest, sum to the totals. */
const TOTALS_DIMENSION: BreakdownDimension = "device";

/** Distinct visitors are stored per day, per link and (link 0) over every link. */
function visitorsLink(f: AnalyticsFilter): number {
  return f.linkId ?? 0;
}

/** Visitors are the distinct visitors of each day, summed over the days. With a source filter
 * there is no visitor figure (0): visitors are not stored per source. */
export async function getTotals(db: Db, f: AnalyticsFilter): Promise<Totals> {
  const [events, visitors] = await Promise.all([
    db.get<{ displays: number | null; clicks: number | null }>(sql`
      SELECT sum(CASE WHEN action = 'display' THEN count END) AS displays,
             sum(CASE WHEN action = 'click' THEN count END) AS clicks
      FROM analytics_facets WHERE ${facetRange(f, TOTALS_DIMENSION)}`),
    sourceApplies(f)
      ? Promise.resolve(null)
      : db.get<{ n: number | null }>(sql`
          SELECT sum(visitors) AS n FROM analytics_daily_visitors
          WHERE link_id = ${visitorsLink(f)} AND day >= ${f.from} AND day <= ${f.to}`),
  ]);
  return {
    visitors: visitors?.n ?? 0,
    displays: events?.displays ?? 0,
    clicks: events?.clicks ?? 0,
  };
}

/** One point per day that has data (the chart fills the gaps with zeros). */
export async function getDailySeries(db: Db, f: AnalyticsFilter): Promise<DailyPoint[]> {
  const [events, visitors] = await Promise.all([
    db.all<{ day: string; displays: number; clicks: number }>(sql`
      SELECT day,
             coalesce(sum(CASE WHEN action = 'display' THEN count END), 0) AS displays,
             coalesce(sum(CASE WHEN action = 'click' THEN count END), 0) AS clicks
      FROM analytics_facets WHERE ${facetRange(f, TOTALS_DIMENSION)}
      GROUP BY day ORDER BY day`),
    sourceApplies(f)
      ? Promise.resolve([])
      : db.all<{ day: string; visitors: number }>(sql`
          SELECT day, visitors FROM analytics_daily_visitors
          WHERE link_id = ${visitorsLink(f)} AND day >= ${f.from} AND day <= ${f.to}`),
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

export async function getBreakdown(
  db: Db,
  f: AnalyticsFilter,
  dimension: BreakdownDimension,
): Promise<BreakdownRow[]> {
  return db.all<BreakdownRow>(sql`
    SELECT value,
           coalesce(sum(CASE WHEN action = 'display' THEN count END), 0) AS displays,
           coalesce(sum(CASE WHEN action = 'click' THEN count END), 0) AS clicks
    FROM analytics_facets WHERE ${facetRange(f, dimension)}
    GROUP BY value ORDER BY displays DESC, clicks DESC, value LIMIT ${BREAKDOWN_LIMIT}`);
}

export async function getAllBreakdowns(
  db: Db,
  f: AnalyticsFilter,
): Promise<Record<BreakdownDimension, BreakdownRow[]>> {
  const lists = await Promise.all(BREAKDOWN_DIMENSIONS.map((d) => getBreakdown(db, f, d)));
  return Object.fromEntries(BREAKDOWN_DIMENSIONS.map((d, i) => [d, lists[i]!])) as Record<
    BreakdownDimension,
    BreakdownRow[]
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

/**
 * Campaigns with their delivery and their visitors' clicks in the period (clicks and visits by
 * the campaign's source, `campaign:<id>`); unsubscribed counts recipients who left after the
 * campaign was created.
 */
export async function listCampaignFunnels(
  db: Db,
  f: Pick<AnalyticsFilter, "from" | "to">,
): Promise<CampaignFunnel[]> {
  const [campaigns, events] = await Promise.all([
    db.all<Omit<CampaignFunnel, "visits" | "clicks">>(sql`
      SELECT c.id, c.name, c.status,
        (SELECT count(*) FROM campaign_recipients r WHERE r.campaign_id = c.id AND r.status = 'sent') AS delivered,
        (SELECT count(*) FROM campaign_recipients r WHERE r.campaign_id = c.id AND r.status = 'failed') AS failed,
        (SELECT count(*) FROM campaign_recipients r JOIN email_contacts k ON k.id = r.contact_id
          WHERE r.campaign_id = c.id AND k.unsubscribed_at IS NOT NULL
            AND k.unsubscribed_at >= c.created_at) AS unsubscribed
      FROM email_campaigns c ORDER BY c.id DESC LIMIT 100`),
    db.all<{ source: string; visits: number; clicks: number }>(sql`
      SELECT value AS source,
             coalesce(sum(CASE WHEN action = 'display' THEN count END), 0) AS visits,
             coalesce(sum(CASE WHEN action = 'click' THEN count END), 0) AS clicks
      FROM analytics_facets
      WHERE ${facetRange(f, "source")} AND value LIKE 'campaign:%'
      GROUP BY value`),
  ]);
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
 * through members' links), those of the join page, Join clicks, links copied, opened in wallet. */
export type FunnelSteps = {
  pageViews: number;
  joinPage: number;
  clicks: number;
  copies: number;
  wallets: number;
};

export async function getFunnel(db: Db, f: AnalyticsFilter): Promise<FunnelSteps> {
  const rows = await db.all<{ action: string; n: number; onJoin: number | null }>(sql`
    SELECT action, sum(count) AS n, sum(CASE WHEN value = '/join' THEN count END) AS onJoin
    FROM analytics_facets WHERE ${facetRange(f, "page")} GROUP BY action`);
  const of = (action: string) => rows.find((r) => r.action === action);
  const views = ["display", "visit"].map(of);
  return {
    pageViews: views.reduce((sum, r) => sum + (r?.n ?? 0), 0),
    joinPage: views.reduce((sum, r) => sum + (r?.onJoin ?? 0), 0),
    clicks: of("click")?.n ?? 0,
    copies: of("copy")?.n ?? 0,
    wallets: of("wallet")?.n ?? 0,
  };
}

export type MemberBreakdownRow = {
  memberId: number;
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
  const link = f.linkId === undefined ? sql`link_id <> 0` : sql`link_id = ${f.linkId}`;
  return db.all<MemberBreakdownRow>(sql`
    WITH per_link AS (
      SELECT link_id,
        coalesce(sum(CASE WHEN action = 'visit' THEN count END), 0) AS visits,
        coalesce(sum(CASE WHEN action = 'display' THEN count END), 0) AS displays,
        coalesce(sum(CASE WHEN action = 'click' THEN count END), 0) AS clicks
      FROM analytics_facets
      WHERE dimension = ${TOTALS_DIMENSION} AND ${link} AND source = ''
        AND day >= ${f.from} AND day <= ${f.to}
      GROUP BY link_id)
    SELECT m.id AS memberId, m.name, m.code, sum(p.visits) AS visits,
      sum(p.displays) AS displays, sum(p.clicks) AS clicks
    FROM per_link AS p JOIN members AS m ON m.id = (
      SELECT o.id FROM members AS o WHERE o.referral_link_id = p.link_id
      ORDER BY o.status = 'removed', o.id DESC LIMIT 1)
    GROUP BY m.id
    ORDER BY visits + displays DESC, clicks DESC, m.name LIMIT ${BREAKDOWN_LIMIT}`);
}
