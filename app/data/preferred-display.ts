// The language-aware pool take (issue 30): a display of a link of the members who support the
// page's language while any has displays left, else of any pool link, with the client's budget,
// in one conditional UPDATE. The rotator (app/server/referral/rotator.server.ts) calls it; the
// plain pick and the budget statements it builds on are in ./referral-links.ts.
import type { Db } from "./db";
import {
  pickAvailable,
  takeDisplay,
  takeDisplaySql,
  takeRandomDisplay,
  type DisplayBudget,
  type DisplayTake,
} from "./referral-links";

/** The language-aware pick (a link whose id is in the JSON list `?6`, else any), the take and the
 * client's budget in one conditional UPDATE. */
const TAKE_PREFERRED_SQL = takeDisplaySql(
  `coalesce(${pickAvailable("id IN (SELECT value FROM json_each(?6))")}, ${pickAvailable()})`,
);

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
  return takeDisplay(db, TAKE_PREFERRED_SQL, random, budget, JSON.stringify(preferred));
}
