// A welcome sequence before it goes out (issue 35): each step rendered in a language the way a
// contact would get it (their text, else English; placeholders for a sample; links tagged), and a
// test send of the whole sequence to one typed address, every step at once, through the
// configured transport with "[Test]" subjects. No enrolment and no ledger row; rate-limited with
// the campaigns' test sends.
import type { Actor } from "~/data/audit";
import type { Db } from "~/data/db";
import { getSequence, listSteps } from "~/data/sequences";
import { getSiteSettings } from "~/data/settings";
import { textForLanguage } from "~/domain/email/sequence-rules";
import type { RenderedEmail } from "~/domain/email/template";
import type { SequenceTestSend } from "~/schemas/sequences";
import { refused, succeeded, type Outcome } from "~/server/admin/outcome";
import { composeEmail } from "./sequence-send.server";
import { sendTestEmails, testSendOrigin } from "./test-send.server";

export type StepPreview = RenderedEmail & { position: number; language: string; fallback: boolean };

const SAMPLE = { name: "Alex", surname: "Sample", country: "", token: "test-send", sponsor: null };

/** Every step of a sequence as a contact in `language` gets it. */
export async function previewSequence(
  db: Db,
  sequenceId: number,
  language: string,
  origin: string,
  to = "alex.sample@example.com",
): Promise<StepPreview[]> {
  const settings = await getSiteSettings(db);
  const previews: StepPreview[] = [];
  for (const step of await listSteps(db, sequenceId)) {
    const text = textForLanguage(step.texts, language);
    if (!text) continue;
    const email = await composeEmail(
      { settings },
      { type: "sequence", origin },
      { ...SAMPLE, email: to, language, sendId: 0, sequenceId, stepId: step.id },
      text,
    );
    previews.push({
      position: step.position,
      language: text.language,
      fallback: text.language !== language,
      subject: email.subject,
      text: email.text,
      html: email.html,
    });
  }
  return previews;
}

/** Sends every step, in the chosen language, to one typed address. */
export async function testSendSequence(
  deps: { env: Env; db: Db },
  actor: Actor,
  input: SequenceTestSend,
): Promise<Outcome> {
  const ready = await testSendOrigin(
    deps,
    actor,
    (db) => getSequence(db, input.id),
    "That sequence no longer exists.",
  );
  if ("refusal" in ready) return ready.refusal;
  const steps = await previewSequence(deps.db, input.id, input.language, ready.origin, input.to);
  if (steps.length === 0) return refused("The sequence has no step with a text yet.", 409);
  const problems = await sendTestEmails(
    deps,
    steps.map((step) => ({
      ...step,
      label: `step ${step.position}`,
      to: input.to,
      subject: `${step.position}. ${step.subject}`,
    })),
  );
  if (problems.length > 0) return refused(`Not every step was sent: ${problems.join("; ")}`, 502);
  return succeeded(`${steps.length} test emails were sent to ${input.to}.`);
}
