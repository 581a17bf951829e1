// The cron's part of welcome sequences (issue 35), run every 5 minutes by workers/jobs/scheduled.ts:
// reads a bounded batch of due enrolments of each running sequence (the due index), decides what
// each becomes with the pure rule planDueStep (app/domain/email/sequence-rules.ts: send now, skip
// for a condition or for being too late, wait for the contact's daytime, or end), writes that as
// ledger rows plus the enrolments' next steps, a few statements for all the enrolments with the
// same plan (guarded by the state it read, so two runs at once write it once), and queues one
// "sequence" message when rows wait.
// The consumer (./sequence-send.server.ts) sends them through the transport at the configured rate.
import { runBatch, type Db, type Statement } from "~/data/db";
import {
  dueEnrolments,
  planShape,
  planStatements,
  type PlanShape,
} from "~/data/sequence-enrolments";
import { expireStaleSends, hasPendingSends } from "~/data/sequence-ledger";
import { listSteps, runningSequences, type SequenceRow } from "~/data/sequences";
import { planDueStep, type SendWindow } from "~/domain/email/sequence-rules";
import { enqueueSequenceSends } from "./campaign-queue.server";

/** Enrolments one cron run looks at, over every sequence: bounded work whatever the backlog. */
export const DUE_PER_RUN = 1000;
/** Statements in one D1 batch. */
const STATEMENTS_PER_BATCH = 100;

export type SequenceCronResult = { looked: number; queued: number; skipped: number; ended: number };

export function sequenceWindow(
  s: Pick<SequenceRow, "windowStartHour" | "windowEndHour">,
): SendWindow | null {
  return s.windowStartHour === null || s.windowEndHour === null
    ? null
    : { startHour: s.windowStartHour, endHour: s.windowEndHour };
}

/** Writes the plans of up to `limit` due enrolments (the oldest due of each running sequence):
 * the enrolments with the same plan share their statements. */
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
    const groups = new Map<string, { position: number; ids: number[]; shape: PlanShape }>();
    for (const e of due) {
      const plan = planDueStep(steps, { ...e, dueAt: e.nextDueAt }, now, window);
      result.looked++;
      result.skipped += plan.skips.length;
      if (plan.send) result.queued++;
      if (plan.next.status !== "active") result.ended++;
      const shape = planShape(plan, e.nextDueAt);
      const key = `${e.position} ${JSON.stringify(shape)}`;
      const group = groups.get(key) ?? { position: e.position, ids: [], shape };
      group.ids.push(e.id);
      groups.set(key, group);
    }
    await writeInBatches(
      db,
      [...groups.values()].flatMap((g) => planStatements(db, sequence.id, g, now)),
    );
  }
  return result;
}

/** Runs each list in one batch (ledger rows with their enrolments' next step), several lists to
 * a batch. */
async function writeInBatches(db: Db, lists: Statement[][]) {
  let batch: Statement[] = [];
  for (const list of lists) {
    if (batch.length + list.length > STATEMENTS_PER_BATCH) {
      await runBatch(db, batch);
      batch = [];
    }
    batch.push(...list);
  }
  await runBatch(db, batch);
}

/** The cron's whole sequence work: plan the due steps, then queue their sending when any wait
 * (also rows whose message was acknowledged without sending: dead-lettered, or come while
 * production had nowhere to send). No origin at all: the rows wait. Claims a dead consumer left
 * become unconfirmed failures here too, even when no message would come to settle them. */
export async function runSequenceCron(
  deps: { db: Db; queue: Queue; origin: string | null },
  now: number,
): Promise<SequenceCronResult> {
  await expireStaleSends(deps.db, now);
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
