// Group commit for referral displays and clicks: rows logged within a few milliseconds of each
// other in one isolate are written by one INSERT, after the responses have gone (waitUntil).
// Every row is written; only the number of database writes under load goes down.
import { insertAnalyticsEvents } from "~/data/analytics";
import type { Db } from "~/data/db";
import type { ReferralAction } from "~/data/referral-links";
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

type Batch = { rows: LogRow[]; done: Promise<void> };
let open: Batch | null = null;

/** Repeated displays are de-duplicated and deleted links' rows dropped (app/data/analytics.ts). */
function writeRows(db: Db, rows: LogRow[]): Promise<void> {
  return insertAnalyticsEvents(
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
