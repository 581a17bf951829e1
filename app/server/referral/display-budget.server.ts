// Capability: the referral pool's per-client budget (decision 0014): how many displays one client
// (an IPv4 address or IPv6 /64) may take from the pool in an hour, by viewing pages or by forcing
// a new link. The count lives in D1 next to the pool and is taken in the same batch as the
// display (app/data/referral-links.ts); app/domain/referral/budget-gate.ts keeps a flood from reaching D1
// once this isolate knows the budget is spent. The hourly cron prunes past windows.
import type { DisplayBudget } from "~/data/referral-links";
import { BudgetGate } from "~/domain/referral/budget-gate";
import { limitMultiplier } from "~/server/limits/atomic-limits.server";
import { requestClientKey } from "~/server/limits/client-key";

const HOUR = 60 * 60 * 1000;

/** Per client and hour. A person takes one display an hour (the assignment lasts an hour); the
 * rest of the view budget is room for a few people behind one address. A forced refresh of the
 * link is the strictest. `newVisitor` bounds the new visitors one client's cookieless views add
 * while the pool has nothing to give (issue 31; with displays to give, `view` bounds them). All
 * are multiplied by CLIENT_LIMIT_MULTIPLIER. */
export const DISPLAY_BUDGETS = {
  view: { limit: 10, windowMs: HOUR },
  refresh: { limit: 3, windowMs: HOUR },
  newVisitor: { limit: 10, windowMs: HOUR },
} as const;

export type DisplayKind = keyof typeof DISPLAY_BUDGETS;

/** The budget a request's client takes this display from. */
export function displayBudgetFor(
  env: Pick<Env, "CLIENT_LIMIT_MULTIPLIER">,
  request: Request,
  kind: DisplayKind,
  now: number,
): DisplayBudget {
  const rule = DISPLAY_BUDGETS[kind];
  const client = requestClientKey(request);
  // New visitors are counted in the same table, under a name of the client's own for them (the
  // table's kinds are the two display budgets).
  const counted =
    kind === "newVisitor"
      ? { client: `new-visitor:${client}`, kind: "view" as const }
      : { client, kind };
  return {
    ...counted,
    windowEnd: (Math.floor(now / rule.windowMs) + 1) * rule.windowMs,
    limit: rule.limit * limitMultiplier(env),
  };
}

/** This isolate's gate in front of the database's count. */
export const displayBudgetGate = new BudgetGate();
