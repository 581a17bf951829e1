import { listRecentAudit } from "~/data/audit";
import { getDashboardStats } from "~/data/dashboard";
import type { Db } from "~/data/db";
import { emailDeliveryProblem } from "~/server/email/delivery-problem.server";

/** What the dashboard shows; shared by /admin, /admin/dashboard and the API. With the Worker's
 * configuration it also says what is not configured (production email). */
export async function loadDashboard(db: Db, env?: Parameters<typeof emailDeliveryProblem>[0]) {
  const [stats, activity] = await Promise.all([getDashboardStats(db), listRecentAudit(db, 10)]);
  return { stats, activity, emailProblem: env ? emailDeliveryProblem(env) : null };
}
