import { count, eq } from "drizzle-orm";
import type { Db } from "./db";
import { presentations, videos } from "./schema";
import { countVisitors } from "./visitor-days";
import { utcDay } from "~/domain/analytics/events";
import { LANGUAGES } from "~/i18n/languages";

/** The Visitors card's period: today and the 29 UTC days before it. */
export const VISITOR_DAYS = 30;
const DAY_MS = 86_400_000;

/** The dashboard's four figures. Visitors: distinct anonymous visitors with a page view in the
 * last 30 days, whether they were given a pool link or the default one (app/data/visitor-days.ts). */
export async function getDashboardStats(db: Db, now = Date.now()) {
  const [[p, v], visitors] = await Promise.all([
    db.batch([
      db.select({ n: count() }).from(presentations).where(eq(presentations.status, "approved")),
      db.select({ n: count() }).from(videos),
    ]),
    countVisitors(db, utcDay(now - (VISITOR_DAYS - 1) * DAY_MS), utcDay(now)),
  ]);
  return {
    languages: LANGUAGES.length,
    presentations: p[0]?.n ?? 0,
    videos: v[0]?.n ?? 0,
    visitors,
  };
}
