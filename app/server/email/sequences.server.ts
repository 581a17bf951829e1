// Welcome sequences (issue 35): the operator's changes, one operation each (issue 29's shape):
// save a sequence, save or delete a step (its delay, conditions and text in one language), start,
// pause and stop. Each does the whole change with its audit row and answers an Outcome; the
// screen is app/routes/admin/sequences/. Who enters a sequence is ./sequence-enrol.server.ts, the
// cron's due steps ./sequence-cron.server.ts, sending ./sequence-send.server.ts, test sends and
// previews ./sequence-preview.server.ts; the tables app/data/sequences.ts, sequence-enrolments.ts
// and sequence-ledger.ts.
import { sql } from "drizzle-orm";
import { auditInsert, auditInsertIf, type Actor, type AuditEntry } from "~/data/audit";
import { runBatch, type Db, type Statement } from "~/data/db";
import { resumeSequenceEnrolments, stopSequenceEnrolments } from "~/data/sequence-enrolments";
import {
  deleteStep,
  getSequence,
  insertSequence,
  insertStep,
  listSteps,
  sequenceStatusUpdate,
  type SequenceStatus,
  updateSequence,
  updateStep,
  upsertStepText,
} from "~/data/sequences";
import { getSiteSettings } from "~/data/settings";
import type { SequenceId, SequenceSave, StepId, StepSave } from "~/schemas/sequences";
import { refused, succeeded, type Outcome } from "~/server/admin/outcome";
import { sendingOrigin } from "./delivery-problem.server";

const NOT_FOUND = "That sequence no longer exists.";

/** The audit row of a status change, written only when the update before it changed a row. */
const auditIfChanged = (db: Db, actor: Actor, entry: AuditEntry) =>
  auditInsertIf(db, { actor, entry }, sql`changes() > 0`);
/** Said after a change to a running sequence. */
const RUNNING_NOTE =
  " The sequence is running: the change applies to every step not sent yet; emails already sent stay as they were.";

/** Stores a new sequence (a draft) or changes one. */
export async function saveSequence(
  deps: { db: Db },
  actor: Actor,
  input: SequenceSave,
): Promise<Outcome<{ id: number }>> {
  const { db } = deps;
  const values = {
    name: input.name,
    trigger: input.trigger,
    windowStartHour: input.windowStartHour,
    windowEndHour: input.windowEndHour,
  };
  if (input.id === undefined) {
    const [row] = await insertSequence(db, { ...values, createdBy: actor.id });
    await runBatch(db, [
      auditInsert(db, actor, {
        action: "create",
        entity: "email_sequence",
        entityId: row!.id,
        detail: input.name,
      }),
    ]);
    return succeeded(`Sequence ${input.name} was created as a draft.`, { id: row!.id });
  }
  const [[changed]] = await runBatch<[{ id: number; status: string }[]]>(db, [
    updateSequence(db, input.id, values),
    auditInsert(db, actor, {
      action: "update",
      entity: "email_sequence",
      entityId: input.id,
      detail: input.name,
    }),
  ]);
  if (!changed) return refused(NOT_FOUND, 404);
  return succeeded(
    `Sequence ${input.name} was saved.${changed.status === "running" ? RUNNING_NOTE : ""}`,
    {
      id: input.id,
    },
  );
}

const HOURS_PER_UNIT = { hours: 1, days: 24 } as const;

/** Stores a new step at the end, or changes one: its delay, conditions and one language's text. */
export async function saveStep(
  deps: { db: Db },
  actor: Actor,
  input: StepSave,
): Promise<Outcome<{ stepId: number }>> {
  const { db } = deps;
  const sequence = await getSequence(db, input.sequenceId);
  if (!sequence) return refused(NOT_FOUND, 404);
  if (sequence.status === "stopped") return refused("A stopped sequence cannot be changed.", 409);
  const rule = {
    delayHours: input.delay * HOURS_PER_UNIT[input.delayUnit],
    onlyIfNotJoined: input.onlyIfNotJoined,
    languages: input.languages.join(","),
  };
  const [step] =
    input.stepId === undefined
      ? await insertStep(db, sequence.id, rule)
      : await updateStep(db, sequence.id, input.stepId, rule);
  if (!step) return refused("That step no longer exists.", 404);
  await runBatch(db, [
    upsertStepText(db, step.id, {
      language: input.language,
      subject: input.subject,
      body: input.body,
    }),
    auditInsert(db, actor, {
      action: input.stepId === undefined ? "add-step" : "update-step",
      entity: "email_sequence",
      entityId: sequence.id,
      detail: `step ${step.position} (${input.language})`,
    }),
  ]);
  const note = sequence.status === "running" ? RUNNING_NOTE : "";
  return succeeded(`Step ${step.position} was saved.${note}`, { stepId: step.id });
}

/** Removes a step of a draft or paused sequence (a running one would change under its contacts). */
export async function removeStep(deps: { db: Db }, actor: Actor, input: StepId): Promise<Outcome> {
  const { db } = deps;
  const sequence = await getSequence(db, input.sequenceId);
  if (!sequence) return refused(NOT_FOUND, 404);
  if (sequence.status === "running")
    return refused("Pause the sequence before removing a step.", 409);
  const [[removed]] = await runBatch<[{ id: number }[]]>(db, [
    deleteStep(db, sequence.id, input.stepId),
    auditInsert(db, actor, {
      action: "remove-step",
      entity: "email_sequence",
      entityId: sequence.id,
    }),
  ]);
  if (!removed) return refused("That step no longer exists.", 404);
  return succeeded("Step removed.");
}

/** Why a sequence cannot start, or null. Sequences need what campaigns need (delivery and the
 * site's address, the sender's address and postal address) and an English text in every step. */
async function cannotStart(db: Db, env: Env, sequenceId: number): Promise<string | null> {
  const ready = sendingOrigin(env);
  if ("problem" in ready) return ready.problem;
  const settings = await getSiteSettings(db);
  if (!settings.postalAddress.trim() || settings.senderEmail === "noreply@example.com")
    return "Set the sender address and the postal address in Settings before starting a sequence: every email carries them.";
  const steps = await listSteps(db, sequenceId);
  if (steps.length === 0) return "Add a step before starting the sequence.";
  const missing = steps.filter((s) => !s.texts.some((t) => t.language === "en"));
  if (missing.length > 0)
    return `Step ${missing.map((s) => s.position).join(", ")} has no English text, which is what languages without their own get.`;
  return null;
}

/** Moves a sequence to `to` from one of `from`, in one batch with its audit row and `alongside`;
 * answers its name when it moved, else null. */
async function moveSequence(
  db: Db,
  actor: Actor,
  id: number,
  move: {
    action: string;
    to: SequenceStatus;
    from: SequenceStatus[];
    extra?: { siteOrigin?: string };
  },
  alongside: Statement[] = [],
): Promise<string | null> {
  const [[moved]] = await runBatch<[{ id: number; name: string }[]]>(db, [
    sequenceStatusUpdate(db, id, move.to, move.from, move.extra),
    auditIfChanged(db, actor, { action: move.action, entity: "email_sequence", entityId: id }),
    ...alongside,
  ]);
  return moved?.name ?? null;
}

/** Starts a draft or paused sequence: contacts enter it from now on (and a paused one's due
 * steps go from now, not skipped as late). */
export async function startSequence(
  deps: { db: Db; env: Env },
  actor: Actor,
  { id }: SequenceId,
  now = Date.now(),
): Promise<Outcome> {
  const { db, env } = deps;
  const problem = await cannotStart(db, env, id);
  if (problem) return refused(problem, 409);
  const ready = sendingOrigin(env);
  const origin = "origin" in ready ? ready.origin : undefined;
  const started = await moveSequence(db, actor, id, {
    action: "start",
    to: "running",
    from: ["draft", "paused"],
    extra: { siteOrigin: origin },
  });
  if (!started) return refused("Only a draft or paused sequence can be started.", 409);
  await resumeSequenceEnrolments(db, id, now);
  return succeeded(`Sequence ${started} is running.`);
}

/** Pauses a running sequence: nothing is sent until it starts again. */
export async function pauseSequence(
  deps: { db: Db },
  actor: Actor,
  { id }: SequenceId,
): Promise<Outcome> {
  const paused = await moveSequence(deps.db, actor, id, {
    action: "pause",
    to: "paused",
    from: ["running"],
  });
  if (!paused) return refused("Only a running sequence can be paused.", 409);
  return succeeded(`Sequence ${paused} is paused.`);
}

/** Stops a sequence for good: every enrolment in it ends. */
export async function stopSequence(
  deps: { db: Db },
  actor: Actor,
  { id }: SequenceId,
): Promise<Outcome> {
  const { db } = deps;
  const stopped = await moveSequence(
    db,
    actor,
    id,
    { action: "stop", to: "stopped", from: ["draft", "running", "paused"] },
    [stopSequenceEnrolments(db, id)],
  );
  if (!stopped) return refused("That sequence is already stopped.", 409);
  return succeeded(`Sequence ${stopped} was stopped; its contacts get no more of it.`);
}
