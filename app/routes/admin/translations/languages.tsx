import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/languages";
import { useActionToast } from "~/components/admin/use-action-toast";
import { Button } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { EmptyState, ErrorNotice, Panel } from "~/components/ui/panel";
import { AddedLanguageCard } from "./language-card";
import { TranslationsSubpageHeader } from "./subpage-header";
import { getDb } from "~/data/db";
import { LANGUAGES } from "~/i18n/languages";
import { addedLanguageActionSchema, addLanguageSchema } from "~/schemas/added-language";
import type { Actor } from "~/data/audit";
import { answer, invalidInput, loadList } from "~/server/admin/action-results.server";
import { requireOwner } from "~/server/auth/auth.server";
import { getWorker } from "~/server/http/context";
import { translationDeps, type TranslationDeps } from "~/server/translation/deps.server";
import {
  addLanguage,
  deleteLanguage,
  listLanguagesWithMissing,
  publishLanguage,
  unpublishLanguage,
} from "~/server/translation/languages.server";

const PAGE = "/admin/translations/languages";

// /admin/translations/languages – owners add a language, publish it once every text is there,
// unpublish and delete it (issue 21).
export async function loader({ context }: Route.LoaderArgs) {
  requireOwner(context);
  const db = getDb(getWorker(context).env.DB);
  const list = await loadList("Failed to load languages", () => listLanguagesWithMissing(db));
  return { languages: list.items, loadError: list.loadError, builtIn: LANGUAGES.length };
}

/** Every change answers the same way: back to the list with a toast, or the refusal here. */
const ANSWER = { failure: "Error", success: "Success", redirectTo: PAGE };
const CHANGES = { publish: publishLanguage, unpublish: unpublishLanguage, delete: deleteLanguage };
type Form = Record<string, FormDataEntryValue>;

async function add(deps: TranslationDeps, actor: Actor, form: Form) {
  const parsed = addLanguageSchema.safeParse(form);
  if (!parsed.success) return invalidInput(parsed.error.issues, "Error");
  return answer(await addLanguage(deps, actor, parsed.data), ANSWER);
}

async function change(deps: TranslationDeps, actor: Actor, form: Form) {
  const parsed = addedLanguageActionSchema.safeParse(form);
  if (!parsed.success) return invalidInput(parsed.error.issues, "Error");
  const { intent, code } = parsed.data;
  return answer(await CHANGES[intent](deps, actor, code), ANSWER);
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireOwner(context);
  const deps = translationDeps(getWorker(context).env);
  const form = Object.fromEntries(await request.formData());
  return form.intent === "add" ? add(deps, user, form) : change(deps, user, form);
}

export const meta: Route.MetaFunction = () => [{ title: "Languages | Waymark Admin" }];

export default function Languages({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData);
  const { languages, loadError, builtIn } = loaderData;
  const busy = useNavigation().state === "submitting";
  const fields = actionData?.fields ?? {};
  return (
    <div className="max-w-4xl space-y-6">
      <TranslationsSubpageHeader title="Languages" />
      <p className="text-sm text-slate-600">
        The site has {builtIn} built-in languages, which cannot be deleted. A language you add
        starts hidden: its pages open only for signed-in administrators. Publish it once every text
        has a translation (typed, imported from a translator&apos;s file or machine-translated) to
        put it in the language menu, the sitemap and every page&apos;s language alternates.
      </p>

      <Panel title="Add a language" className="space-y-4">
        <Form method="post" className="grid gap-3 sm:grid-cols-2" noValidate>
          <input type="hidden" name="intent" value="add" />
          <TextField
            label="Language tag (BCP 47)"
            name="tag"
            required
            maxLength={20}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            hint="For example pt, sw, ne or pt-BR. Its pages live under the tag: /pt-br/join."
            error={fields.tag}
          />
          <TextField
            label="Name in that language"
            name="native"
            required
            maxLength={60}
            hint="As its speakers write it, for example Português (Brasil)."
            error={fields.native}
          />
          <SelectField label="Direction" name="dir" defaultValue="ltr" error={fields.dir}>
            <option value="ltr">Left to right</option>
            <option value="rtl">Right to left</option>
          </SelectField>
          <div className="flex items-end">
            <Button type="submit" disabled={busy}>
              Add language
            </Button>
          </div>
        </Form>
      </Panel>

      {loadError ? <ErrorNotice>{loadError}</ErrorNotice> : null}
      {languages.length === 0 && !loadError ? (
        <EmptyState>No languages added yet. Add your first one above.</EmptyState>
      ) : (
        <ul className="space-y-3" aria-label="Added languages">
          {languages.map((l) => (
            <li key={l.code} data-testid={`language-${l.code}`}>
              <AddedLanguageCard language={l} busy={busy} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
