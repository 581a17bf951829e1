// Group commit for referral displays and clicks, and the daily visitor marks: rows logged within a
// few milliseconds of each other in one isolate are written by one INSERT per kind, after the
// responses have gone (waitUntil). Every row is written; only the number of database writes
// under load goes down.
import { analyticsEventStatements } from "~/data/analytics";
import type { Db } from "~/data/db";
import {
  budgetedVisitorDayStatements,
  visitorDayStatements,
  type VisitorDay,
} from "~/data/visitor-days";
import type { DisplayBudget, ReferralAction } from "~/data/referral-links";
import type { VisitDimensions } from "~/server/analytics/visit.server";

export const LOG_BATCH_WINDOW_MS = 50;

export type LogRow = {
  linkId: number;
  page: string;
  action: ReferralAction;
  visitorId: string | null;
  /** Analytics dimensions of the request (issue 16); absent: direct, unknown, desktop. */
  visit?: VisitDimensions;
};

/** A visitor seen on a UTC day (app/data/visitor-days.ts); with a budget, a new visitor counted
 * only while the client's count of new visitors is under it. */
export type VisitRow = { visitDay: VisitorDay; budget?: DisplayBudget | null };

type Batch = { rows: (LogRow | VisitRow)[]; done: Promise<void> };
let open: Batch | null = null;

/** Repeated displays are de-duplicated and deleted links' rows dropped (app/data/analytics.ts). */
async function writeRows(db: Db, all: (LogRow | VisitRow)[]): Promise<void> {
  const rows: LogRow[] = [];
  const visits: VisitorDay[] = [];
  const budgeted: D1PreparedStatement[] = [];
  for (const r of all) {
    if (!("visitDay" in r)) rows.push(r);
    else if (r.budget) budgeted.push(...budgetedVisitorDayStatements(db, r.visitDay, r.budget));
    else visits.push(r.visitDay);
  }
  // One D1 batch (one round trip) for every kind.
  const statements = [
    ...eventStatements(db, rows),
    ...visitorDayStatements(db, visits),
    ...budgeted,
  ];
  if (statements.length > 0) await db.$client.batch(statements);
}

function eventStatements(db: Db, rows: LogRow[]): D1PreparedStatement[] {
  return analyticsEventStatements(
    db,
    rows.map((r) => ({
      linkId: r.linkId,
      page: r.page,
      action: r.action,
      visitorId: r.visitorId,
      language: r.visit?.language ?? "en",
      country: r.visit?.country ?? "unknown",
      device: r.visit?.device ?? "desktop",
      source: r.visit?.source ?? "direct",
    })),
  );
}

/**
 * Queues a log row (`whenLogsWritten` says when it is written). Only the request that opens a
 * batch keeps itself alive for it (waitUntil): requests that join just add their row, and hold
 * no promise of another request's, which keeps the per-request cost of a page view low.
 */
export function bufferReferralLog(
  db: Db,
  row: LogRow | VisitRow,
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
