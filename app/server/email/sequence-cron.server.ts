// The cron's part of welcome sequences (issue 35), run every 5 minutes by workers/jobs/scheduled.ts:
// reads a bounded batch of due enrolments of each running sequence (the due index), decides what
// each becomes with the pure rule planDueStep (app/domain/email/sequence-rules.ts: send now, skip
// for a condition or for being too late, wait for the contact's daytime, or end), writes that as
// ledger rows plus the enrolment's next step in one batch per enrolment (guarded by the state it
// read, so two runs at once write it once), and queues one "sequence" message when rows wait.
// The consumer (./sequence-send.server.ts) sends them through the transport at the configured rate.
import { runBatch, type Db, type Statement } from "~/data/db";
import { dueEnrolments, planStatements } from "~/data/sequence-enrolments";
import { hasPendingSends } from "~/data/sequence-ledger";
import { listSteps, runningSequences, type SequenceRow } from "~/data/sequences";
import { planDueStep, type SendWindow } from "~/domain/email/sequence-rules";
import { enqueueSequenceSends } from "./campaign-queue.server";

/** Enrolments one cron run looks at, over every sequence: bounded work whatever the backlog. */
export const DUE_PER_RUN = 1000;
/** Enrolments whose statements go in one D1 batch. */
const ENROLMENTS_PER_BATCH = 50;

export type SequenceCronResult = { looked: number; queued: number; skipped: number; ended: number };

export function sequenceWindow(
  s: Pick<SequenceRow, "windowStartHour" | "windowEndHour">,
): SendWindow | null {
  return s.windowStartHour === null || s.windowEndHour === null
    ? null
    : { startHour: s.windowStartHour, endHour: s.windowEndHour };
}

/** Writes the plans of up to `limit` due enrolments (the oldest due of each running sequence). */
export async function planDueSequenceSteps(
  db: Db,
  now: number,
  limit = DUE_PER_RUN,
): Promise<SequenceCronResult> {
  const result: SequenceCronResult = { looked: 0, queued: 0, skipped: 0, ended: 0 };
  for (const sequence of await runningSequences(db)) {
    if (result.looked >= limit) break;
    const due = await dueEnrolments(db, sequence.id, now, limit - result.looked);
    if (due.length === 0) continue;
    const steps = await listSteps(db, sequence.id);
    const window = sequenceWindow(sequence);
    let statements: Statement[] = [];
    for (const [i, e] of due.entries()) {
      const plan = planDueStep(steps, { ...e, dueAt: e.nextDueAt }, now, window);
      result.looked++;
      result.skipped += plan.skips.length;
      if (plan.send) result.queued++;
      if (plan.next.status !== "active") result.ended++;
      statements.push(...planStatements(db, sequence.id, e, plan, now));
      if ((i + 1) % ENROLMENTS_PER_BATCH === 0) {
        await runBatch(db, statements);
        statements = [];
      }
    }
    await runBatch(db, statements);
  }
  return result;
}

/** The cron's whole sequence work: plan the due steps, then queue their sending when any wait
 * (also rows left by a message that was lost). No origin at all: the rows wait. */
export async function runSequenceCron(
  deps: { db: Db; queue: Queue; origin: string | null },
  now: number,
): Promise<SequenceCronResult> {
  const result = await planDueSequenceSteps(deps.db, now);
  // The configured origin, else the one kept when a sequence started.
  const origin =
    deps.origin ?? (await runningSequences(deps.db)).find((s) => s.siteOrigin)?.siteOrigin ?? null;
  if (origin === null) {
    if (result.queued > 0) console.error("sequences: PUBLIC_URL is not set, steps wait");
    return result;
  }
  if (await hasPendingSends(deps.db)) await enqueueSequenceSends(deps.queue, { origin });
  return result;
}
