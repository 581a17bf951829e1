// Members' figures (issue 30): the events of a member's pool link, for their own page and the
// operator's Members screen. Unlike the analytics screen these are live: the daily aggregates
// (analytics_facets, rows for one link and every source) plus the raw events the roll-up has not
// reached yet (past its watermark, so each event counts once and the raw part stays small).
// Raw sources past the watermark are as recorded (the roll-up folds made-up campaigns into "other"
// an hour later).
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "./db";

export const MEMBER_DIMENSIONS = ["language", "country", "device", "source"] as const;
export type MemberDimension = (typeof MEMBER_DIMENSIONS)[number];

/** Visits through the personal link, pool displays of the link, Join clicks on it. */
export type LinkFigures = { visits: number; displays: number; clicks: number };
export type LinkDay = LinkFigures & { day: string };
export type LinkValue = LinkFigures & { value: string };

/** Which links: one member's, the link of every member, or every link (the Referral Links list). */
export type LinkScope = { linkId: number } | "members" | "all";

type Period = { from: string; to: string };

const COUNTS = sql.raw(`coalesce(sum(CASE WHEN action = 'visit' THEN n END), 0) AS visits,
  coalesce(sum(CASE WHEN action = 'display' THEN n END), 0) AS displays,
  coalesce(sum(CASE WHEN action = 'click' THEN n END), 0) AS clicks`);

function linksOf(column: string, scope: LinkScope): SQL {
  const col = sql.raw(column);
  if (scope === "all") return sql`${col} > 0`;
  return scope === "members"
    ? sql`${col} IN (SELECT referral_link_id FROM members WHERE referral_link_id IS NOT NULL)`
    : sql`${col} = ${scope.linkId}`;
}

/** `events(link_id, day, action, value, n)`: one dimension's counts of the links in the period,
 * rolled up and not yet rolled up. The dimension is one of the fixed names (a column name). */
function events(dimension: MemberDimension, scope: LinkScope, p: Period): SQL {
  const column = sql.raw(dimension);
  return sql`
    SELECT link_id, day, action, value, count AS n FROM analytics_facets
    WHERE dimension = ${dimension} AND ${linksOf("link_id", scope)} AND source = ''
      AND day >= ${p.from} AND day <= ${p.to}
    UNION ALL
    SELECT referral_link_id, strftime('%Y-%m-%d', created_at / 1000, 'unixepoch'), action,
      ${column}, 1 FROM referral_link_logs
    WHERE id > coalesce((SELECT last_event_id FROM analytics_rollup_state WHERE id = 1), 0)
      AND ${linksOf("referral_link_id", scope)}
      AND created_at >= unixepoch(${p.from}) * 1000
      AND created_at < (unixepoch(${p.to}) + 86400) * 1000`;
}

/** Totals per link (every event has one device: that dimension sums to the totals). */
export async function linkTotals(
  db: Db,
  scope: LinkScope,
  p: Period,
): Promise<Map<number, LinkFigures>> {
  const rows = await db.all<LinkFigures & { linkId: number }>(sql`
    SELECT link_id AS linkId, ${COUNTS} FROM (${events("device", scope, p)}) GROUP BY link_id`);
  return new Map(rows.map(({ linkId, ...figures }) => [linkId, figures]));
}

/** One link's days that have events (the caller fills the gaps). */
export async function linkDays(db: Db, linkId: number, p: Period): Promise<LinkDay[]> {
  return db.all<LinkDay>(sql`
    SELECT day, ${COUNTS} FROM (${events("device", { linkId }, p)}) GROUP BY day ORDER BY day`);
}

/** One link's breakdown by a dimension, the most seen first (at most 100 values). */
export async function linkBreakdown(
  db: Db,
  linkId: number,
  dimension: MemberDimension,
  p: Period,
): Promise<LinkValue[]> {
  return db.all<LinkValue>(sql`
    SELECT value, ${COUNTS} FROM (${events(dimension, { linkId }, p)})
    GROUP BY value ORDER BY visits + displays DESC, clicks DESC, value LIMIT 100`);
}
