import { listRecentAudit } from "~/data/audit";
import { getDashboardStats } from "~/data/dashboard";
import type { Db } from "~/data/db";

/** What the dashboard shows; shared by /admin, /admin/dashboard and the API. */
export async function loadDashboard(db: Db) {
  const [stats, activity] = await Promise.all([getDashboardStats(db), listRecentAudit(db, 10)]);
  return { stats, activity };
}
