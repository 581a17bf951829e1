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
import { refused, succeeded, type Outcome } from "~/server/admin/action-results.server";
import { consumeLimit, LIMITS } from "~/server/limits/atomic-limits.server";
import { sendingOrigin } from "./delivery-problem.server";
import { composeEmail } from "./sequence-send.server";
import { TEST_SUBJECT_PREFIX } from "./test-send.server";
import { emailTransport } from "./transport.server";

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
  const { env, db } = deps;
  const links = sendingOrigin(env);
  if ("problem" in links) return refused(links.problem, 503);
  if (!(await getSequence(db, input.id))) return refused("That sequence no longer exists.", 404);
  if (!(await consumeLimit(env, "campaignTestSend", `admin:${actor.id}`)))
    return refused(
      `Too many test sends: at most ${LIMITS.campaignTestSend.limit} an hour. Try again later.`,
      429,
    );
  const steps = await previewSequence(db, input.id, input.language, links.origin, input.to);
  if (steps.length === 0) return refused("The sequence has no step with a text yet.", 409);
  const settings = await getSiteSettings(db);
  const domain = settings.senderEmail.split("@")[1]?.replace(/[^\w.-]/g, "") || "waymark.invalid";
  const transport = emailTransport(env, db);
  const problems: string[] = [];
  try {
    for (const step of steps) {
      const outcome = await transport
        .send({
          ledgerId: null,
          campaignId: null,
          messageId: `<test-${crypto.randomUUID()}@${domain}>`,
          from: { name: settings.senderName, email: settings.senderEmail },
          to: input.to,
          subject: `${TEST_SUBJECT_PREFIX}${step.position}. ${step.subject}`,
          text: step.text,
          html: step.html,
          headers: {},
        })
        .catch((error: unknown) => ({
          ok: false as const,
          error: error instanceof Error ? error.message : String(error),
        }));
      if (!outcome.ok) problems.push(`step ${step.position}: ${outcome.error}`);
    }
  } finally {
    await transport.close();
  }
  if (problems.length > 0) return refused(`Not every step was sent: ${problems.join("; ")}`, 502);
  return succeeded(`${steps.length} test emails were sent to ${input.to}.`);
}
