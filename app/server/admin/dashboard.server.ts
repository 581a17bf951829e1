import { listRecentAudit } from "~/data/audit";
import { getDashboardStats } from "~/data/dashboard-stats";
import type { Db } from "~/data/db";
import { countReviewQueue } from "~/data/translation-review";
import { catchUpRollup } from "~/server/analytics/rollup.server";
import { emailDeliveryProblem } from "~/server/email/delivery-problem.server";

/** What the dashboard shows; shared by /admin, /admin/dashboard and the API. With the Worker's
 * configuration it also says what is not configured (production email). Its visitor figures
 * are Analytics' (getPeriodFigures), after the same bounded roll-up of the newest events. */
export async function loadDashboard(db: Db, env?: Parameters<typeof emailDeliveryProblem>[0]) {
  await catchUpRollup(db);
  const [{ coverage, ...stats }, activity, review] = await Promise.all([
    getDashboardStats(db),
    listRecentAudit(db, 10),
    countReviewQueue(db),
  ]);
  return {
    stats,
    /** Per public language, the sections (video, presentation, testimonials, proofs) with nothing
     * of its own (issue 32). */
    coverage,
    activity,
    /** Machine translations waiting for review (issue 21). */
    translationsToReview: review.reduce((n, c) => n + c.n, 0),
    emailProblem: env ? emailDeliveryProblem(env) : null,
  };
}
