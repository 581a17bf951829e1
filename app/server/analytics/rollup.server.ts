// The analytics roll-up and pruning, run from the hourly cron (workers/jobs/scheduled.ts). Each
// step is one D1 transaction guarded by the watermark (app/data/analytics.ts): running it twice,
// or a crash between steps, neither loses nor double-counts an event. Work per run is bounded.
import { pruneRawEvents, rollUpNextBatch } from "~/data/analytics";
import { VISITOR_DAYS } from "~/data/dashboard-stats";
import type { Db } from "~/data/db";
import { pruneVisitorDays } from "~/data/visitor-days";
import { DEFAULT_RAW_RETENTION_DAYS, utcDay } from "~/domain/analytics/events";

const DAY_MS = 86_400_000;
/** Raw events rolled up per transaction. */
export const ROLLUP_BATCH_SIZE = 5_000;
/** Transactions per cron run: at most 100,000 events a run (about 1.7 M events a day hourly). */
export const ROLLUP_BATCHES_PER_RUN = 20;
/** Raw rows deleted per statement and statements per run. */
const PRUNE_LIMIT = 5_000;
const PRUNES_PER_RUN = 20;

/** Transactions when a screen opens (decision 0048): at most 10,000 events, about a second. */
export const ROLLUP_BATCHES_ON_OPEN = 2;

/**
 * Rolls up what the cron has not reached yet, bounded, before the dashboard or Analytics reads
 * the aggregates, so today's newest visits and a campaign just sent count at once. The same
 * guarded steps as the cron: two screens opening together, or the cron running meanwhile,
 * neither lose nor double-count an event. A failure leaves the figures as the last roll-up made
 * them. `done` is false when more events wait than one opening rolls up.
 */
export async function catchUpRollup(
  db: Db,
  options: { batchSize?: number; batches?: number } = {},
): Promise<{ rolledUp: number; done: boolean }> {
  const batchSize = options.batchSize ?? ROLLUP_BATCH_SIZE;
  let rolledUp = 0;
  try {
    for (let i = 0; i < (options.batches ?? ROLLUP_BATCHES_ON_OPEN); i++) {
      const step = await rollUpNextBatch(db, batchSize);
      rolledUp += step.rolledUp;
      if (step.done) return { rolledUp, done: true };
    }
  } catch (error) {
    console.error("analytics: roll-up on open failed", error);
  }
  return { rolledUp, done: false };
}

export type AnalyticsJobOptions = {
  now?: number;
  retentionDays?: number;
  batchSize?: number;
  batchesPerRun?: number;
};

/** The retention window from the Worker's variable: whole days, at least 2 (the roll-up's
 * first-visit-of-the-day test reads the day's earlier events), else the default. */
export function retentionDaysFrom(value: string | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 2 && n <= 3650 ? n : DEFAULT_RAW_RETENTION_DAYS;
}

export async function runAnalyticsJobs(
  db: Db,
  options: AnalyticsJobOptions = {},
): Promise<{ rolledUp: number; pruned: number; prunedVisitorDays: number }> {
  const now = options.now ?? Date.now();
  const retentionDays = options.retentionDays ?? DEFAULT_RAW_RETENTION_DAYS;
  const batchSize = options.batchSize ?? ROLLUP_BATCH_SIZE;
  const batches = options.batchesPerRun ?? ROLLUP_BATCHES_PER_RUN;
  let rolledUp = 0;
  for (let i = 0; i < batches; i++) {
    const step = await rollUpNextBatch(db, batchSize);
    rolledUp += step.rolledUp;
    if (step.done) break;
  }
  // Whole UTC days: a day's raw rows go together.
  const cutoff = Math.floor(now / DAY_MS) * DAY_MS - retentionDays * DAY_MS;
  let pruned = 0;
  for (let i = 0; i < PRUNES_PER_RUN; i++) {
    const n = await pruneRawEvents(db, cutoff, PRUNE_LIMIT);
    pruned += n;
    if (n < PRUNE_LIMIT) break;
  }
  // Visitor marks are kept for the Visitors card's 30 days even with a shorter raw window.
  const visitorCutoff = utcDay(
    Math.min(cutoff, Math.floor(now / DAY_MS) * DAY_MS - (VISITOR_DAYS - 1) * DAY_MS),
  );
  let prunedVisitorDays = 0;
  for (let i = 0; i < PRUNES_PER_RUN; i++) {
    const n = await pruneVisitorDays(db, visitorCutoff, PRUNE_LIMIT);
    prunedVisitorDays += n;
    if (n < PRUNE_LIMIT) break;
  }
  return { rolledUp, pruned, prunedVisitorDays };
}
