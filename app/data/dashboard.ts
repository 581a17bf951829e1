import { and, count, countDistinct, eq, gt } from "drizzle-orm";
import type { Db } from "./db";
import { presentations, referralLinkLogs, videos } from "./schema";
import { LANGUAGES } from "~/i18n/languages";

export const VISITOR_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/** The dashboard's four figures. Visitors: distinct visitors who were shown a referral link in
 * the last 30 days (each visitor carries an anonymous id in the assignment cookie). */
export async function getDashboardStats(db: Db, now = Date.now()) {
  const [p, v, visitors] = await db.batch([
    db.select({ n: count() }).from(presentations).where(eq(presentations.status, "approved")),
    db.select({ n: count() }).from(videos),
    db
      .select({ n: countDistinct(referralLinkLogs.visitorId) })
      .from(referralLinkLogs)
      .where(
        and(
          eq(referralLinkLogs.action, "display"),
          gt(referralLinkLogs.createdAt, now - VISITOR_WINDOW_MS),
        ),
      ),
  ]);
  return {
    languages: LANGUAGES.length,
    presentations: p[0]?.n ?? 0,
    videos: v[0]?.n ?? 0,
    visitors: visitors[0]?.n ?? 0,
  };
}
