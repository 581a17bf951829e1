// Group commit for referral displays and clicks: rows logged within a few milliseconds of each
// other in one isolate are written by one INSERT, after the responses have gone (waitUntil).
// Every row is written; only the number of database writes under load goes down.
import { sql } from "drizzle-orm";
import type { Db } from "~/data/db";
import type { ReferralAction } from "~/data/referral-links";

export const LOG_BATCH_WINDOW_MS = 50;
/** D1 allows 100 bound parameters per statement; a row binds 4. */
const ROWS_PER_INSERT = 25;

export type LogRow = {
  linkId: number;
  page: string;
  action: ReferralAction;
  visitorId: string | null;
};

type Batch = { rows: LogRow[]; done: Promise<void> };
let open: Batch | null = null;

/** One statement per 25 rows; rows of a link deleted meanwhile are dropped, not the batch. */
async function writeRows(db: Db, rows: LogRow[]): Promise<void> {
  const statements = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    const chunk = rows.slice(i, i + ROWS_PER_INSERT);
    const values = sql.join(
      chunk.map((r) => sql`(${r.linkId}, ${r.page.slice(0, 300)}, ${r.action}, ${r.visitorId})`),
      sql`, `,
    );
    statements.push(
      db.run(sql`INSERT INTO referral_link_logs (referral_link_id, page, action, visitor_id)
        SELECT column1, column2, column3, column4 FROM (VALUES ${values})
        WHERE column1 IN (SELECT id FROM referral_links)`),
    );
  }
  await Promise.all(statements);
}

/**
 * Queues a log row (`whenLogsWritten` says when it is written). Only the request that opens a
 * batch keeps itself alive for it (waitUntil): requests that join just add their row, and hold
 * no promise of another request's, which keeps the per-request cost of a page view low.
 */
export function bufferReferralLog(
  db: Db,
  row: LogRow,
  waitUntil: (p: Promise<unknown>) => void,
): void {
  if (!open) {
    const batch: Batch = { rows: [], done: Promise.resolve() };
    batch.done = new Promise<void>((resolve) => setTimeout(resolve, LOG_BATCH_WINDOW_MS)).then(
      () => {
        if (open === batch) open = null;
        return writeRows(db, batch.rows);
      },
    );
    open = batch;
    waitUntil(batch.done.catch((e) => console.error("referral: log batch failed", e)));
  }
  open.rows.push(row);
}

/** Settles once the rows queued so far are written. */
export function whenLogsWritten(): Promise<void> {
  return open?.done ?? Promise.resolve();
}
