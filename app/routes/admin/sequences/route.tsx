import type { z } from "zod";
import type { Route } from "./+types/route";
import type { Actor } from "~/data/audit";
import { useActionToast } from "~/components/admin/use-action-toast";
import { fieldErrorsOf, ListBody } from "~/components/admin/list-screen";
import { PageHeader } from "~/components/ui/panel";
import { getDb } from "~/data/db";
import { contactTimeline, sequenceFigures, stepFigures } from "~/data/sequence-stats";
import { getSequence, listSequences, listSteps } from "~/data/sequences";
import { LANGUAGE_CODES, type LanguageCode } from "~/i18n/languages";
import {
  sequenceIdSchema,
  sequenceSaveSchema,
  sequenceTestSendSchema,
  stepIdSchema,
  stepSaveSchema,
} from "~/schemas/sequences";
import { actionError, answer, attempt, invalidInput } from "~/server/admin/action-results.server";
import type { Outcome } from "~/server/admin/outcome";
import { requireAdmin } from "~/server/auth/auth.server";
import { emailLinkOrigin } from "~/server/email/delivery-problem.server";
import { previewSequence, testSendSequence } from "~/server/email/sequence-preview.server";
import {
  pauseSequence,
  removeStep,
  saveSequence,
  saveStep,
  startSequence,
  stopSequence,
} from "~/server/email/sequences.server";
import { getWorker } from "~/server/http/context";
import { ContactTimeline } from "./contact-timeline";
import { SequenceDetail } from "./sequence-detail";
import { SequenceForm, SequenceList } from "./sequence-list";

// /admin/sequences – welcome sequences (issue 35): the list with each one's figures; one
// sequence's steps (?id=) with their texts per language, figures, preview (?lang=) and test send;
// a contact's timeline (?contact=).
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { env } = getWorker(context);
  const db = getDb(env.DB);
  const params = new URL(request.url).searchParams;
  const [sequences, figures] = await Promise.all([listSequences(db), sequenceFigures(db)]);
  const contact = params.get("contact")?.trim() ?? "";
  const timeline = contact ? await contactTimeline(db, contact) : [];
  return {
    sequences,
    figures,
    contact,
    timeline,
    detail: await loadDetail(env, Number(params.get("id")), params.get("lang")),
  };
}

/** One sequence with its steps, their figures and the preview in a language. */
async function loadDetail(env: Env, id: number, lang: string | null) {
  if (!Number.isInteger(id) || id <= 0) return null;
  const db = getDb(env.DB);
  const sequence = await getSequence(db, id);
  if (!sequence) return null;
  const language: LanguageCode = LANGUAGE_CODES.includes(lang as LanguageCode)
    ? (lang as LanguageCode)
    : "en";
  const links = emailLinkOrigin(env);
  const origin = "origin" in links ? links.origin : "https://example.com";
  const [steps, stats, preview] = await Promise.all([
    listSteps(db, id),
    stepFigures(db, id),
    previewSequence(db, id, language, origin),
  ]);
  return { sequence, steps, stats, language, preview };
}

type Deps = { db: ReturnType<typeof getDb>; env: Env };

/** An intent's change: its fields parsed by the schema (refused with the issues otherwise), its
 * operation run, and the Outcome answered; `failure` titles every refusal's toast. */
function change<T>(
  schema: z.ZodType<T>,
  run: (deps: Deps, actor: Actor, input: T) => Promise<Outcome<unknown>>,
  failure: string,
) {
  return (deps: Deps, actor: Actor, fields: Record<string, unknown>, intent: string) =>
    attempt({ type: "error", title: failure }, async () => {
      const parsed = schema.safeParse(fields);
      if (!parsed.success) return invalidInput(parsed.error.issues, failure, { intent });
      return answer(await run(deps, actor, parsed.data), { failure, intent });
    });
}

const SEQUENCE_CHANGES: Record<string, ReturnType<typeof change>> = {
  "save-sequence": change(sequenceSaveSchema, saveSequence, "Sequence not saved"),
  "save-step": change(stepSaveSchema, saveStep, "Step not saved"),
  "remove-step": change(stepIdSchema, removeStep, "Step not removed"),
  start: change(sequenceIdSchema, startSequence, "Sequence not started"),
  pause: change(sequenceIdSchema, pauseSequence, "Sequence not paused"),
  stop: change(sequenceIdSchema, stopSequence, "Sequence not stopped"),
  "test-send": change(sequenceTestSendSchema, testSendSequence, "Test not sent"),
};

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireAdmin(context);
  const { env } = getWorker(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (!Object.hasOwn(SEQUENCE_CHANGES, intent))
    return actionError({ type: "error", title: "Error", description: "Unknown action." }, 400);
  const fields = { ...Object.fromEntries(form), languages: form.getAll("languages") };
  return SEQUENCE_CHANGES[intent]!({ db: getDb(env.DB), env }, user, fields, intent);
}

export const meta: Route.MetaFunction = () => [{ title: "Sequences | Waymark Admin" }];

export default function SequencesPage({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData);
  const { sequences, figures, detail, contact, timeline } = loaderData;
  const errors = fieldErrorsOf(actionData);
  return (
    <div className="max-w-6xl space-y-6">
      <PageHeader title="Sequences" />
      <ListBody
        loadError={null}
        count={sequences.length}
        empty="No sequences yet. Create the first one below."
      >
        <SequenceList sequences={sequences} figures={figures} />
      </ListBody>
      {detail ? <SequenceDetail {...detail} errors={errors} /> : <SequenceForm errors={errors} />}
      <ContactTimeline contact={contact} timeline={timeline} />
    </div>
  );
}
