// The language-aware pool take (issue 30): a display of a link of the members who support the
// page's language while any has displays left, else of any pool link, with the client's budget,
// in one conditional UPDATE. The rotator (app/server/referral/rotator.server.ts) calls it; the
// plain pick and the budget statements it builds on are in ./referral-links.ts.
import type { Db } from "./db";
import {
  chargeBudgetIfChanged,
  takeRandomDisplay,
  underBudgetSql,
  type DisplayBudget,
  type DisplayTake,
} from "./referral-links";

const AVAILABLE = "is_active = 1 AND displays_left > 0";
/** A random available link among those whose ids are in the JSON list `?6`, else among all
 * (the pick of takeRandomDisplay in app/data/referral-links.ts), `?1` in [0, 1) choosing. */
const pickAmong = (where: string) =>
  `(SELECT id FROM referral_links WHERE ${where} ORDER BY id LIMIT 1
      OFFSET CAST(?1 * (SELECT count(*) FROM referral_links WHERE ${where}) AS INTEGER))`;
const PREFERRED = `${AVAILABLE} AND id IN (SELECT value FROM json_each(?6))`;
/** The language-aware pick, the take and the client's budget in one conditional UPDATE. */
const TAKE_PREFERRED_SQL = `UPDATE referral_links SET displays_left = displays_left - 1
  WHERE id = coalesce(${pickAmong(PREFERRED)}, ${pickAmong(AVAILABLE)})
    AND ${AVAILABLE} AND ${underBudgetSql(2)}
  RETURNING id, link`;

/**
 * takeRandomDisplay with a preference (issue 30's language-aware pool): a display of one of
 * `preferred` (the links of active members who support the page's language) while any of them
 * has displays left, else of any pool link. One conditional UPDATE, so limits stay exact under
 * concurrency; the budget is charged in the same batch, only for a display taken.
 */
export async function takePreferredDisplay(
  db: Db,
  random: number,
  budget: DisplayBudget | null,
  preferred: readonly number[],
): Promise<DisplayTake> {
  if (preferred.length === 0) return takeRandomDisplay(db, random, budget);
  const d1 = db.$client;
  const b = budget ?? { client: "", kind: "view", windowEnd: 0, limit: Number.MAX_SAFE_INTEGER };
  const take = d1
    .prepare(TAKE_PREFERRED_SQL)
    .bind(random, b.client, b.kind, b.windowEnd, b.limit, JSON.stringify(preferred));
  if (!budget)
    return { taken: await take.first<{ id: number; link: string }>(), budgetSpent: false };
  const [taken] = await d1.batch<{ id: number; link: string }>([
    take,
    chargeBudgetIfChanged(db, b),
  ]);
  const row = taken?.results[0];
  if (row) return { taken: { id: row.id, link: row.link }, budgetSpent: false };
  const under = await d1
    .prepare(`SELECT ${underBudgetSql(1)} AS under`)
    .bind(b.client, b.kind, b.windowEnd, b.limit)
    .first<{ under: number }>();
  return { taken: null, budgetSpent: under?.under === 0 };
}
