// Welcome sequences for the sequence tests (timeline, bounces, queue): a clean slate and a
// running "signup" sequence built through the real server operations.
import { env } from "cloudflare:workers";
import { getDb } from "~/data/db";
import { emailSequences, sequenceEnrolments, sequenceSends } from "~/data/schema";
import { saveSiteSettings } from "~/data/settings";
import { saveSequence, saveStep, startSequence } from "~/server/email/sequences.server";
import { ORIGIN } from "./campaign-fixtures";
import { resetContacts } from "./contact-fixtures";

const db = getDb(env.DB);
const actor = { id: 1, email: "owner@example.com" };

/** Empties the sequences, their ledger and the contacts; sets a sender and postal address. */
export async function resetSequences() {
  await db.delete(sequenceSends);
  await db.delete(sequenceEnrolments);
  await db.delete(emailSequences);
  await resetContacts();
  await saveSiteSettings(db, { postalAddress: "1 Road, Pune", senderEmail: "news@waymark.test" });
}

export type StepSpec = {
  delayHours: number;
  onlyIfNotJoined?: boolean;
  /** Also a Hindi text, "चरण N". */
  hindi?: boolean;
  /** The English subject and body; "Step N" and a step N greeting unless told. */
  subject?: string;
  body?: string;
};

/** A sequence with these steps (contacts join on a confirmed signup unless told), started at
 * `startedAt`; answers its id and step ids. */
export async function runningSequence(
  steps: StepSpec[],
  startedAt: number,
  window: [number, number] | null = null,
  trigger: "signup" | "import" | "manual" = "signup",
) {
  const created = await saveSequence({ db }, actor, {
    name: "Welcome",
    trigger,
    windowStartHour: window?.[0] ?? null,
    windowEndHour: window?.[1] ?? null,
  });
  if (!created.ok) throw new Error(created.error);
  const sequenceId = created.value.id;
  const stepIds: number[] = [];
  for (const [i, spec] of steps.entries()) {
    const base = {
      sequenceId,
      delay: spec.delayHours,
      delayUnit: "hours" as const,
      onlyIfNotJoined: spec.onlyIfNotJoined ?? false,
      languages: [],
    };
    const saved = await saveStep({ db }, actor, {
      ...base,
      language: "en",
      subject: spec.subject ?? `Step ${i + 1}`,
      body: spec.body ?? `Hello {name}, step ${i + 1}: ${ORIGIN}/join`,
    });
    if (!saved.ok) throw new Error(saved.error);
    stepIds.push(saved.value.stepId);
    if (spec.hindi)
      await saveStep({ db }, actor, {
        ...base,
        stepId: saved.value.stepId,
        language: "hi",
        subject: `चरण ${i + 1}`,
        body: `नमस्ते {name}, चरण ${i + 1}: ${ORIGIN}/hi/join`,
      });
  }
  const started = await startSequence({ db, env }, actor, { id: sequenceId }, startedAt);
  if (!started.ok) throw new Error(started.error);
  return { sequenceId, stepIds };
}
