import type { RouterContextProvider } from "react-router";
import { getDb } from "~/data/db";
import { describeVisit } from "~/server/analytics/visit.server";
import { getWorker } from "~/server/http/context";
import { defaultReferralLink } from "./default-link.server";
import { displayBudgetFor, displayBudgetGate } from "./display-budget.server";
import { emptyPoolMemo } from "./empty-pool.server";
import { memberDirectory } from "./member-directory.server";
import { bufferReferralLog } from "./log-buffer.server";
import type { ReferralDeps } from "./rotator.server";

/** The rotator's dependencies from the Worker's bindings; with the request, its log rows carry
 * the analytics dimensions (app/server/analytics/visit.server.ts). */
export function referralDeps(env: Env, ctx: ExecutionContext, request?: Request): ReferralDeps {
  const db = getDb(env.DB);
  return {
    db,
    kv: env.KV,
    secret: env.SESSION_SECRET,
    getDefaultLink: () => defaultReferralLink(db, env.KV),
    log: (row) => {
      const visit = request ? describeVisit(request, row.page) : undefined;
      bufferReferralLog(db, { ...row, visit }, (p) => ctx.waitUntil(p));
    },
    markVisitor: (visitorId, day, budget) => {
      // This isolate sends at most the budget's marks a window; D1 holds the exact count.
      if (budget && !displayBudgetGate.enter(budget)) return;
      if (budget) displayBudgetGate.leave(budget, { taken: true, budgetSpent: false });
      bufferReferralLog(db, { visitDay: { day, visitorId }, budget }, (p) => ctx.waitUntil(p));
    },
    displayBudget: (request, kind, now) => displayBudgetFor(env, request, kind, now),
    emptyPool: emptyPoolMemo,
    members: () => memberDirectory(db, env.KV),
  };
}

export function referralDepsFromContext(
  context: Readonly<RouterContextProvider>,
  request?: Request,
): ReferralDeps {
  const { env, ctx } = getWorker(context);
  return referralDeps(env, ctx, request);
}

/** A site-relative page path, or "/". */
export function safePagePath(value: string | null): string {
  return value && /^\/(?![/\\])[^\s]{0,300}$/.test(value) ? value : "/";
}
