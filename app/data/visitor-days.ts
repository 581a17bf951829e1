// Visitors by day (issue 23): the dashboard's Visitors card counts distinct anonymous visitors
// from here, pool link or default link alike. The rotator marks a visitor once per UTC day (the
// day is kept in the assignment cookie, app/server/referral/rotator.server.ts); the log buffer
// writes the marks in groups; the hourly cron prunes old days.
import { sql } from "drizzle-orm";
import { chunks } from "~/utils/chunks";
import { prepare, type Db } from "./db";
import { chargeBudgetIfChanged, underBudgetSql, type DisplayBudget } from "./referral-links";

/** The Visitors card's period: today and the 29 UTC days before it; marks are kept at least
 * this long (app/server/analytics/rollup.server.ts prunes older ones). */
export const VISITOR_DAYS = 30;

export type VisitorDay = { day: string; visitorId: string };

/** D1 allows 100 bound parameters per statement; a row binds 2. */
const ROWS_PER_INSERT = 50;

/** Records the marks, as statements for one D1 batch; a visitor already marked for a day
 * changes nothing. */
export function visitorDayStatements(db: Db, rows: VisitorDay[]): D1PreparedStatement[] {
  return chunks(rows, ROWS_PER_INSERT).map((run) => {
    const values = sql.join(
      run.map((r) => sql`(${r.day}, ${r.visitorId})`),
      sql`, `,
    );
    return prepare(
      db,
      sql`INSERT INTO visitor_days (day, visitor_id) VALUES ${values} ON CONFLICT DO NOTHING`,
    );
  });
}

/** Records a new visitor's mark only while the client's count of new visitors in the window is
 * under the budget's limit, and counts it: two statements for the same D1 batch, so the count
 * is exact whatever number of Workers write at once (like the display budget, decision 0028). */
export function budgetedVisitorDayStatements(
  db: Db,
  row: VisitorDay,
  budget: DisplayBudget,
): D1PreparedStatement[] {
  const mark = db.$client
    .prepare(
      `INSERT INTO visitor_days (day, visitor_id) SELECT ?5, ?6 WHERE ${underBudgetSql(1)}
       ON CONFLICT DO NOTHING`,
    )
    .bind(budget.client, budget.kind, budget.windowEnd, budget.limit, row.day, row.visitorId);
  return [mark, chargeBudgetIfChanged(db, budget)];
}

/** Distinct visitors from `fromDay` to `toDay` (UTC days "YYYY-MM-DD", inclusive). */
export async function countVisitors(db: Db, fromDay: string, toDay: string): Promise<number> {
  const row = await db.get<{ n: number }>(sql`
    SELECT count(DISTINCT visitor_id) AS n FROM visitor_days WHERE day >= ${fromDay} AND day <= ${toDay}`);
  return row?.n ?? 0;
}

/** Distinct visitors of each day from `fromDay` to `toDay` (days with none are left out). */
export function dailyVisitorMarks(
  db: Db,
  fromDay: string,
  toDay: string,
): Promise<{ day: string; visitors: number }[]> {
  return db.all(sql`
    SELECT day, count(*) AS visitors FROM visitor_days
    WHERE day >= ${fromDay} AND day <= ${toDay} GROUP BY day`);
}

/** Deletes days before `beforeDay`, at most `limit` rows; answers how many went. */
export async function pruneVisitorDays(db: Db, beforeDay: string, limit: number): Promise<number> {
  // A WITHOUT ROWID table: rows are named by their key.
  const result = await db.run(sql`DELETE FROM visitor_days WHERE (day, visitor_id) IN (
      SELECT day, visitor_id FROM visitor_days WHERE day < ${beforeDay} LIMIT ${limit})`);
  return result.meta.changes ?? 0;
}
