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
import {
  actionError,
  answer,
  attempt,
  invalidInput,
  type Outcome,
} from "~/server/admin/action-results.server";
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

const FAILURES: Record<string, string> = {
  "save-sequence": "Sequence not saved",
  "save-step": "Step not saved",
  "remove-step": "Step not removed",
  start: "Sequence not started",
  pause: "Sequence not paused",
  stop: "Sequence not stopped",
  "test-send": "Test not sent",
};

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireAdmin(context);
  const { env } = getWorker(context);
  const deps = { db: getDb(env.DB), env };
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const failure = FAILURES[intent];
  if (!failure)
    return actionError({ type: "error", title: "Error", description: "Unknown action." }, 400);
  const fields = { ...Object.fromEntries(form), languages: form.getAll("languages") };
  return attempt({ type: "error", title: failure }, async () => {
    const outcome = await runIntent(intent, fields, deps, user);
    if ("issues" in outcome) return invalidInput(outcome.issues, failure, { intent });
    return answer(outcome, { failure, intent });
  });
}

type Deps = { db: ReturnType<typeof getDb>; env: Env };

/** Parses the input with the intent's schema and runs its operation; the issues when invalid. */
async function dispatch<T>(
  schema: z.ZodType<T>,
  fields: Record<string, unknown>,
  operation: (input: T) => Promise<Outcome<unknown>>,
): Promise<Outcome<unknown> | { issues: z.core.$ZodIssue[] }> {
  const parsed = schema.safeParse(fields);
  return parsed.success ? operation(parsed.data) : { issues: parsed.error.issues };
}

/** The intent's operation over its input. */
function runIntent(intent: string, fields: Record<string, unknown>, deps: Deps, user: Actor) {
  switch (intent) {
    case "save-sequence":
      return dispatch(sequenceSaveSchema, fields, (input) => saveSequence(deps, user, input));
    case "save-step":
      return dispatch(stepSaveSchema, fields, (input) => saveStep(deps, user, input));
    case "remove-step":
      return dispatch(stepIdSchema, fields, (input) => removeStep(deps, user, input));
    case "start":
      return dispatch(sequenceIdSchema, fields, (input) => startSequence(deps, user, input));
    case "pause":
      return dispatch(sequenceIdSchema, fields, (input) => pauseSequence(deps, user, input));
    case "stop":
      return dispatch(sequenceIdSchema, fields, (input) => stopSequence(deps, user, input));
    default:
      return dispatch(sequenceTestSendSchema, fields, (input) =>
        testSendSequence(deps, user, input),
      );
  }
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
