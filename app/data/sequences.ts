// Welcome sequences and their steps (issue 35): the rows the Sequences screen edits and the cron
// reads. Enrolments are ./sequence-enrolments.ts, the sending ledger ./sequence-ledger.ts, the
// figures ./sequence-stats.ts.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "./db";
import { firstRow } from "./rows";
import { emailSequences, sequenceSteps, sequenceStepTexts } from "./schema";
import { parseLanguages, type StepRule } from "~/domain/email/sequence-rules";

export type SequenceRow = typeof emailSequences.$inferSelect;
export type SequenceStatus = SequenceRow["status"];
export type StepTextRow = { stepId: number; language: string; subject: string; body: string };
export type StepRow = StepRule & { texts: StepTextRow[] };

export async function listSequences(db: Db): Promise<SequenceRow[]> {
  return db.select().from(emailSequences).orderBy(asc(emailSequences.id));
}

export async function getSequence(db: Db, id: number): Promise<SequenceRow | null> {
  return firstRow(db.select().from(emailSequences).where(eq(emailSequences.id, id)));
}

/** Running sequences with this trigger (whom a signup, an import or the Contacts screen enrols). */
export async function runningSequences(
  db: Db,
  trigger?: SequenceRow["trigger"],
): Promise<SequenceRow[]> {
  return db
    .select()
    .from(emailSequences)
    .where(
      and(
        eq(emailSequences.status, "running"),
        trigger ? eq(emailSequences.trigger, trigger) : undefined,
      ),
    );
}

export function insertSequence(
  db: Db,
  values: Pick<SequenceRow, "name" | "trigger" | "windowStartHour" | "windowEndHour"> & {
    createdBy: number;
  },
) {
  return db.insert(emailSequences).values(values).returning({ id: emailSequences.id });
}

export function updateSequence(
  db: Db,
  id: number,
  values: Partial<
    Pick<SequenceRow, "name" | "trigger" | "windowStartHour" | "windowEndHour" | "siteOrigin">
  >,
) {
  return db
    .update(emailSequences)
    .set({ ...values, updatedAt: Date.now() })
    .where(eq(emailSequences.id, id))
    .returning({ id: emailSequences.id, status: emailSequences.status });
}

/** Moves a sequence to `status` from one of `from`; answers the row when it changed. */
export function sequenceStatusUpdate(
  db: Db,
  id: number,
  status: SequenceStatus,
  from: readonly SequenceStatus[],
  extra: { siteOrigin?: string } = {},
) {
  return db
    .update(emailSequences)
    .set({ status, ...extra, updatedAt: Date.now() })
    .where(and(eq(emailSequences.id, id), inArray(emailSequences.status, [...from])))
    .returning({ id: emailSequences.id, name: emailSequences.name });
}

/** A sequence's steps in order, each with its texts. */
export async function listSteps(db: Db, sequenceId: number): Promise<StepRow[]> {
  const steps = await db
    .select()
    .from(sequenceSteps)
    .where(eq(sequenceSteps.sequenceId, sequenceId))
    .orderBy(asc(sequenceSteps.position));
  if (steps.length === 0) return [];
  const texts = await db
    .select({
      stepId: sequenceStepTexts.stepId,
      language: sequenceStepTexts.language,
      subject: sequenceStepTexts.subject,
      body: sequenceStepTexts.body,
    })
    .from(sequenceStepTexts)
    .where(
      inArray(
        sequenceStepTexts.stepId,
        steps.map((s) => s.id),
      ),
    );
  return steps.map((s) => ({
    id: s.id,
    position: s.position,
    delayHours: s.delayHours,
    onlyIfNotJoined: s.onlyIfNotJoined,
    languages: parseLanguages(s.languages),
    texts: texts.filter((t) => t.stepId === s.id),
  }));
}

/** The step with this id, when it belongs to this sequence. */
const stepOf = (sequenceId: number, stepId: number) =>
  and(eq(sequenceSteps.id, stepId), eq(sequenceSteps.sequenceId, sequenceId));

/** A step's own columns, as a save writes them. */
type StepValues = { delayHours: number; onlyIfNotJoined: boolean; languages: string };
/** What a saved step's statement returns. */
const savedStep = { id: sequenceSteps.id, position: sequenceSteps.position };

/** A new step at the end of the sequence. */
export function insertStep(db: Db, sequenceId: number, values: StepValues) {
  return db
    .insert(sequenceSteps)
    .values({
      sequenceId,
      ...values,
      position: sql`(SELECT coalesce(max(${sequenceSteps.position}), 0) + 1 FROM ${sequenceSteps} WHERE ${sequenceSteps.sequenceId} = ${sequenceId})`,
    })
    .returning(savedStep);
}

export function updateStep(db: Db, sequenceId: number, stepId: number, values: StepValues) {
  return db
    .update(sequenceSteps)
    .set({ ...values, updatedAt: Date.now() })
    .where(stepOf(sequenceId, stepId))
    .returning(savedStep);
}

export function deleteStep(db: Db, sequenceId: number, stepId: number) {
  return db
    .delete(sequenceSteps)
    .where(stepOf(sequenceId, stepId))
    .returning({ id: sequenceSteps.id });
}

/** A step's text in one language, written or replaced. */
export function upsertStepText(
  db: Db,
  stepId: number,
  text: { language: string; subject: string; body: string },
) {
  return db
    .insert(sequenceStepTexts)
    .values({ stepId, ...text })
    .onConflictDoUpdate({
      target: [sequenceStepTexts.stepId, sequenceStepTexts.language],
      set: { subject: text.subject, body: text.body, updatedAt: Date.now() },
    });
}
