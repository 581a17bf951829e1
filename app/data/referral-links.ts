// Referral links and their activity log: the rotator's atomic steps and the admin's CRUD.
import { and, eq, gt, sql } from "drizzle-orm";
import { linkTotals } from "./analytics-members";
import type { Actor } from "./audit";
import type { Db } from "./db";
import { deleteById, firstRow, listNewestFirst, newestFirst, NOW_MS, updateById } from "./rows";
import { auditLog, referralLinkLogs, referralLinks } from "./schema";
import type { ReferralLinkInput } from "~/schemas/referral-link";

/** A pool display, a join click, or a visit through a member's personal link (no display taken). */
export type ReferralAction = "display" | "click" | "visit";

/** How many displays one client may take from the pool in a window, and which window
 * (app/server/referral/display-budget.server.ts sets it from the request); also the new
 * visitors one client may add (app/data/visitor-days.ts). */
export type DisplayBudget = {
  /** An IPv4 address or an IPv6 /64. */
  client: string;
  kind: "view" | "refresh";
  /** When the current window ends (ms since the epoch); a new window starts a new count. */
  windowEnd: number;
  limit: number;
};

export type DisplayTake = {
  taken: { id: number; link: string } | null;
  /** Nothing was taken because the client had already taken its budget in this window. */
  budgetSpent: boolean;
};

const AVAILABLE = "is_active = 1 AND displays_left > 0";
/** A random available link (among those `also` allows), in id order, `?1` in [0, 1) choosing. */
export const pickAvailable = (also?: string) => {
  const where = also ? `${AVAILABLE} AND ${also}` : AVAILABLE;
  return `(SELECT id FROM referral_links WHERE ${where} ORDER BY id LIMIT 1
      OFFSET CAST(?1 * (SELECT count(*) FROM referral_links WHERE ${where}) AS INTEGER))`;
};
/** The client's count in the window, its parameters numbered from `first`. */
const spentCount = (first: number) => `(SELECT count FROM referral_display_budgets
  WHERE client = ?${first} AND kind = ?${first + 1} AND window_end = ?${first + 2})`;
/** The SQL condition "the client's count in the window is under its limit", parameters
 * numbered from `first` (client, kind, window end, limit), for a statement that charges it next. */
export const underBudgetSql = (first: number) =>
  `coalesce(${spentCount(first)}, 0) < ?${first + 3}`;
/** The pick (an SQL expression of `?1`), the take and the client's budget (`?2` to `?5`) in one
 * conditional UPDATE. */
export const takeDisplaySql = (pick: string) =>
  `UPDATE referral_links SET displays_left = displays_left - 1
  WHERE id = ${pick} AND ${AVAILABLE} AND ${underBudgetSql(2)}
  RETURNING id, link`;
const TAKE_SQL = takeDisplaySql(pickAvailable());
/** Charges the budget only when the statement before it took a display. */
const CHARGE_SQL = `INSERT INTO referral_display_budgets (client, kind, window_end, count)
  SELECT ?1, ?2, ?3, 1 WHERE changes() = 1
  ON CONFLICT (client, kind, window_end) DO UPDATE SET count = count + 1`;
const COUNT_SQL = `SELECT coalesce(${spentCount(1)}, 0) AS spent`;
/** No budget: the take's budget parameters then never stop it. */
const NO_BUDGET: DisplayBudget = {
  client: "",
  kind: "view",
  windowEnd: 0,
  limit: Number.MAX_SAFE_INTEGER,
};

/** Adds one to the budget's count when the statement before it in the batch changed a row. */
export function chargeBudgetIfChanged(db: Db, b: DisplayBudget): D1PreparedStatement {
  return db.$client.prepare(CHARGE_SQL).bind(b.client, b.kind, b.windowEnd);
}

/**
 * Picks an active link with displays left and takes one of its displays, in one conditional
 * UPDATE: the pick and the take cannot be split by another visitor, so a link is never
 * over-served or pushed below 0, and a first visit costs one statement, not a read then a write.
 * `random` in [0, 1) chooses among the available links (in id order), uniformly when it is.
 *
 * With a budget, the same UPDATE takes nothing once the client has taken `limit` displays in the
 * window, and the batch's next statement charges the budget only for a display really taken: one
 * D1 batch (one round trip, one transaction), so parallel page views of one client can never
 * take more than the budget, from any number of Workers. Only when nothing was taken is the count
 * read, to tell a spent budget from an empty pool.
 */
export async function takeRandomDisplay(
  db: Db,
  random: number,
  budget: DisplayBudget | null = null,
): Promise<DisplayTake> {
  return takeDisplay(db, TAKE_SQL, random, budget);
}

/** Runs a take built by takeDisplaySql (as takeRandomDisplay says), `more` bound from `?6`. */
export async function takeDisplay(
  db: Db,
  takeSql: string,
  random: number,
  budget: DisplayBudget | null,
  ...more: unknown[]
): Promise<DisplayTake> {
  const d1 = db.$client;
  const b = budget ?? NO_BUDGET;
  const take = d1.prepare(takeSql).bind(random, b.client, b.kind, b.windowEnd, b.limit, ...more);
  if (!budget)
    return { taken: await take.first<{ id: number; link: string }>(), budgetSpent: false };
  const [taken] = await d1.batch<{ id: number; link: string }>([
    take,
    chargeBudgetIfChanged(db, b),
  ]);
  const row = taken?.results[0];
  if (row) return { taken: { id: row.id, link: row.link }, budgetSpent: false };
  // Nothing taken: the budget, or an empty pool? A count never goes down within its window, so
  // reading it now answers for the take too.
  const counted = await d1
    .prepare(COUNT_SQL)
    .bind(b.client, b.kind, b.windowEnd)
    .first<{ spent: number }>();
  return { taken: null, budgetSpent: (counted?.spent ?? 0) >= b.limit };
}

/** Deletes the budgets of windows that are over, `batch` rows a statement, at most `rounds`
 * statements a call (bounded work per cron run; what is left goes next hour); answers how many. */
export async function pruneDisplayBudgets(
  db: Db,
  now = Date.now(),
  { batch = 10_000, rounds = 25 } = {},
): Promise<number> {
  let deleted = 0;
  for (let round = 0; round < rounds; round++) {
    const result = await db.run(sql`
      DELETE FROM referral_display_budgets WHERE (client, kind, window_end) IN (
        SELECT client, kind, window_end FROM referral_display_budgets
        WHERE window_end <= ${now} ORDER BY window_end LIMIT ${batch})`);
    const changes = result.meta.changes ?? 0;
    deleted += changes;
    if (changes < batch) break;
  }
  return deleted;
}

/**
 * Refills every active link to its limit, but only when no active link has displays left (one
 * statement, so two concurrent resets cannot both apply). Returns how many links were refilled.
 */
export async function refillExhaustedPool(db: Db): Promise<number> {
  const result = await db.run(sql`
    UPDATE referral_links
    SET displays_left = display_limit, updated_at = (unixepoch('subsec') * 1000)
    WHERE is_active = 1
      AND NOT EXISTS (SELECT 1 FROM referral_links WHERE is_active = 1 AND displays_left > 0)`);
  return result.meta.changes ?? 0;
}

export function logReferralEvent(
  db: Db,
  event: { linkId: number; page: string; action: ReferralAction; visitorId: string | null },
) {
  return db.insert(referralLinkLogs).values({
    referralLinkId: event.linkId,
    page: event.page.slice(0, 300),
    action: event.action,
    visitorId: event.visitorId,
  });
}

// ---- admin ----

const linkColumns = {
  id: referralLinks.id,
  link: referralLinks.link,
  description: referralLinks.description,
  isActive: referralLinks.isActive,
  displayLimit: referralLinks.displayLimit,
  displaysLeft: referralLinks.displaysLeft,
  createdAt: referralLinks.createdAt,
  updatedAt: referralLinks.updatedAt,
};
export type ReferralLinkRow = {
  id: number;
  link: string;
  description: string;
  isActive: boolean;
  displayLimit: number;
  displaysLeft: number;
  createdAt: number;
  updatedAt: number;
};

export async function listReferralLinks(db: Db): Promise<ReferralLinkRow[]> {
  return listNewestFirst(db, referralLinks, linkColumns);
}

export async function getReferralLink(db: Db, id: number): Promise<ReferralLinkRow | null> {
  return firstRow(db.select(linkColumns).from(referralLinks).where(eq(referralLinks.id, id)));
}

/** A new link starts with displays_left equal to its display_limit. */
export function insertReferralLink(db: Db, input: ReferralLinkInput) {
  return db
    .insert(referralLinks)
    .values({
      link: input.link,
      description: input.description,
      isActive: input.isActive,
      displayLimit: input.displayLimit,
      displaysLeft: input.displayLimit,
    })
    .returning(linkColumns);
}

/** Editing an active link sets displays_left to the (new) limit; an inactive link keeps its
 * count, capped at the limit. */
export function updateReferralLink(db: Db, id: number, input: ReferralLinkInput) {
  return db
    .update(referralLinks)
    .set({
      link: input.link,
      description: input.description,
      isActive: input.isActive,
      displayLimit: input.displayLimit,
      displaysLeft: input.isActive
        ? input.displayLimit
        : sql`min(${referralLinks.displaysLeft}, ${input.displayLimit})`,
      updatedAt: NOW_MS,
    })
    .where(eq(referralLinks.id, id))
    .returning(linkColumns);
}

/** Reset returns displays_left to display_limit. */
export function resetReferralLink(db: Db, id: number) {
  return updateById(db, referralLinks, id, {
    displaysLeft: sql`${referralLinks.displayLimit}`,
    updatedAt: NOW_MS,
  });
}

/** Links `ids` as one bound value (a JSON array): a D1 statement takes at most 100 parameters. */
function linkIdIn(ids: readonly number[]) {
  return sql`${referralLinks.id} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`;
}

/** A link held by a paused or removed member: it stays out of the pool until the member is
 * resumed on the Members screen (issue 30), whoever activates it. */
const heldByInactiveMember = sql`EXISTS (SELECT 1 FROM members
  WHERE members.referral_link_id = ${referralLinks.id} AND members.status <> 'active')`;

/** Whether link `id` is held by a paused or removed member. */
export async function isHeldByInactiveMember(db: Db, id: number): Promise<boolean> {
  const row = await firstRow(
    db
      .select({ id: referralLinks.id })
      .from(referralLinks)
      .where(and(eq(referralLinks.id, id), heldByInactiveMember)),
  );
  return row !== null;
}

/** The links of `ids` that activating (or pausing) them changes: those not so already, and, to
 * activate, not held by a paused or removed member. */
function switchedBy(ids: readonly number[], active: boolean) {
  return and(
    linkIdIn(ids),
    eq(referralLinks.isActive, !active),
    active ? sql`NOT ${heldByInactiveMember}` : undefined,
  );
}

/** Activates or pauses the links of `ids` that are not so already, as the edit form would:
 * activating gives a link its display limit again, pausing keeps its count. Answers their ids. */
export function setReferralLinksActive(db: Db, ids: readonly number[], active: boolean) {
  return db
    .update(referralLinks)
    .set({
      isActive: active,
      ...(active ? { displaysLeft: sql`${referralLinks.displayLimit}` } : {}),
      updatedAt: NOW_MS,
    })
    .where(switchedBy(ids, active))
    .returning({ id: referralLinks.id });
}

/** One audit row ("activate" or "pause", the link as detail) per link `setReferralLinksActive`
 * changes: put it just before that statement in the same batch (one transaction, so both see the
 * same links). */
export function auditReferralLinksActive(
  db: Db,
  actor: Actor,
  ids: readonly number[],
  active: boolean,
) {
  return db.insert(auditLog).select((qb) =>
    qb
      .select({
        id: sql<number>`NULL`.as("id"),
        userId: sql<number>`${actor.id}`.as("user_id"),
        userEmail: sql<string>`${actor.email}`.as("user_email"),
        action: sql<string>`${active ? "activate" : "pause"}`.as("action"),
        entity: sql<string>`'referral_link'`.as("entity"),
        entityId: sql<string>`CAST(${referralLinks.id} AS TEXT)`.as("entity_id"),
        detail: sql<string>`substr(${referralLinks.link}, 1, 500)`.as("detail"),
        createdAt: sql<number>`${NOW_MS}`.as("created_at"),
      })
      .from(referralLinks)
      .where(switchedBy(ids, active)),
  );
}

/** Deleting a link deletes its logs first. */
export function deleteReferralLinkStatements(db: Db, id: number) {
  return [
    db.delete(referralLinkLogs).where(eq(referralLinkLogs.referralLinkId, id)),
    deleteById(db, referralLinks, id, { id: referralLinks.id }),
  ] as const;
}

/** A link's displays and clicks ever: the daily aggregates plus the raw events the roll-up has
 * not reached yet (every event is in exactly one of the two: the watermark splits them). */
function linkTotalSql(id: number, action: ReferralAction) {
  return sql<number>`(
    coalesce((SELECT sum(count) FROM analytics_facets
      WHERE dimension = 'device' AND link_id = ${id} AND source = '' AND action = ${action}), 0)
    + (SELECT count(*) FROM referral_link_logs
       WHERE referral_link_id = ${id} AND action = ${action}
         AND id > coalesce((SELECT last_event_id FROM analytics_rollup_state WHERE id = 1), 0)))`;
}

/** Displays and join clicks of one link in a period. */
export type LinkPeriodFigures = { displays: number; clicks: number };

/**
 * Every link's displays and join clicks in a period of UTC days, by link id (links without any are
 * left out). Live, counted as a member's figures are (app/data/analytics-members.ts): the daily
 * aggregates the Analytics screen reads, plus the raw events the roll-up has not reached yet (each
 * event is in exactly one of the two), so the list agrees with Analytics once the roll-up has run.
 */
export async function listLinkPeriodFigures(
  db: Db,
  p: { from: string; to: string },
): Promise<Map<number, LinkPeriodFigures>> {
  const totals = await linkTotals(db, "all", p);
  return new Map([...totals].map(([id, { displays, clicks }]) => [id, { displays, clicks }]));
}

/**
 * "Clear logs": the dialog's totals start again from 0 and its log from now. The raw events stay
 * (the roll-up and the site's analytics still need them; they are pruned by age); the link keeps
 * its totals at this moment, read in the same statement, and the dialog subtracts them.
 */
export function clearReferralLogs(db: Db, id: number, now = Date.now()) {
  return db
    .update(referralLinks)
    .set({
      statsClearedAt: now,
      statsBaseDisplays: linkTotalSql(id, "display"),
      statsBaseClicks: linkTotalSql(id, "click"),
    })
    .where(eq(referralLinks.id, id));
}

export const STATS_LOG_LIMIT = 200;

/** Totals since the log was last cleared, and the newest log entries (raw events are kept for
 * the retention window); null when the link does not exist. */
export async function getReferralLinkStats(db: Db, id: number) {
  const [link] = await db
    .select({
      clearedAt: referralLinks.statsClearedAt,
      displays: sql<number>`${linkTotalSql(id, "display")} - ${referralLinks.statsBaseDisplays}`,
      clicks: sql<number>`${linkTotalSql(id, "click")} - ${referralLinks.statsBaseClicks}`,
    })
    .from(referralLinks)
    .where(eq(referralLinks.id, id));
  if (!link) return null;
  const logs = await db
    .select({
      id: referralLinkLogs.id,
      action: referralLinkLogs.action,
      page: referralLinkLogs.page,
      createdAt: referralLinkLogs.createdAt,
    })
    .from(referralLinkLogs)
    .where(
      and(
        eq(referralLinkLogs.referralLinkId, id),
        link.clearedAt === null ? undefined : gt(referralLinkLogs.createdAt, link.clearedAt),
      ),
    )
    .orderBy(...newestFirst(referralLinkLogs))
    .limit(STATS_LOG_LIMIT);
  return {
    displays: Math.max(0, link.displays),
    clicks: Math.max(0, link.clicks),
    clearedAt: link.clearedAt,
    logs,
  };
}
