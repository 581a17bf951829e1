import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/languages";
import { IntentButton } from "~/components/admin/row-actions";
import { useActionToast } from "~/components/admin/use-action-toast";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClass } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { EmptyState, ErrorNotice, Panel } from "~/components/ui/panel";
import { TranslationsSubpageHeader } from "./subpage-header";
import { getDb } from "~/data/db";
import { LANGUAGES, localizedPath } from "~/i18n/languages";
import { addedLanguageActionSchema, addLanguageSchema } from "~/schemas/added-language";
import {
  actionError,
  fieldErrorsFrom,
  loadList,
  redirectWithToast,
} from "~/server/admin/action-results.server";
import { requireOwner } from "~/server/auth/auth.server";
import { getWorker } from "~/server/http/context";
import {
  addLanguage,
  changeLanguage,
  listLanguagesWithMissing,
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

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireOwner(context);
  const { env } = getWorker(context);
  const db = getDb(env.DB);
  const form = Object.fromEntries(await request.formData());
  const refused = (description: string, status = 400, fields = {}) =>
    actionError({ type: "error", title: "Error", description }, status, fields);

  const outcome =
    form.intent === "add"
      ? await (async () => {
          const parsed = addLanguageSchema.safeParse(form);
          if (!parsed.success) return parsed.error;
          return addLanguage(db, env.KV, user, {
            ...parsed.data.tag,
            native: parsed.data.native,
            dir: parsed.data.dir,
          });
        })()
      : await (async () => {
          const parsed = addedLanguageActionSchema.safeParse(form);
          if (!parsed.success) return parsed.error;
          return changeLanguage(db, env.KV, user, parsed.data.intent, parsed.data.code);
        })();
  if ("issues" in outcome)
    return refused(outcome.issues[0]!.message, 400, fieldErrorsFrom(outcome.issues));
  if (!outcome.ok) return refused(outcome.error, 409);
  return redirectWithToast(PAGE, {
    type: "success",
    title: "Success",
    description: outcome.message,
  });
}

export const meta: Route.MetaFunction = () => [{ title: "Languages | Waymark Admin" }];

/** A button that posts one intent for an added language, named "<its text>: <language>". */
function LanguageButton({
  language,
  children,
  ...rest
}: {
  language: { code: string; name: string };
  children: string;
} & Omit<React.ComponentProps<typeof IntentButton>, "id" | "idName" | "label" | "children">) {
  return (
    <IntentButton
      id={language.code}
      idName="code"
      label={`${children}: ${language.name}`}
      {...rest}
    >
      {children}
    </IntentButton>
  );
}

export default function Languages({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData);
  const { languages, loadError, builtIn } = loaderData;
  const busy = useNavigation().state === "submitting";
  const fields = (actionData as { fields?: Record<string, string> } | undefined)?.fields ?? {};
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
              <Panel
                headingLevel={2}
                title={
                  <span>
                    {l.name}{" "}
                    <span lang={l.tag} dir={l.dir}>
                      ({l.native})
                    </span>
                  </span>
                }
                className="space-y-3"
              >
                <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                  <Badge tone={l.published ? "green" : "gray"}>
                    {l.published ? "Public" : "Hidden"}
                  </Badge>
                  <span>
                    {l.tag} · {l.dir === "rtl" ? "right to left" : "left to right"} ·{" "}
                    {l.missing === 0 ? "every text translated" : `${l.missing} texts missing`}
                  </span>
                </p>
                <div className="flex flex-wrap gap-2">
                  <Link
                    to={`/admin/translations?lang=${l.code}`}
                    className={buttonClass("secondary")}
                  >
                    Translate texts
                  </Link>
                  <a
                    href={localizedPath(l.code, "/")}
                    target="_blank"
                    rel="noreferrer"
                    className={buttonClass("secondary")}
                  >
                    {l.published ? "Open site" : "Preview"}
                  </a>
                  {l.published ? (
                    <LanguageButton intent="unpublish" language={l} disabled={busy}>
                      Unpublish
                    </LanguageButton>
                  ) : (
                    <>
                      <LanguageButton
                        intent="publish"
                        language={l}
                        variant="primary"
                        disabled={busy || l.missing > 0}
                      >
                        Publish
                      </LanguageButton>
                      <LanguageButton
                        intent="delete"
                        language={l}
                        confirmText={`Delete ${l.name} and all of its texts? This cannot be undone.`}
                        variant="danger"
                        disabled={busy}
                      >
                        Delete
                      </LanguageButton>
                    </>
                  )}
                </div>
                {!l.published && l.missing > 0 ? (
                  <p className="text-xs text-slate-500">
                    Publish is offered once every text has a translation.
                  </p>
                ) : null}
              </Panel>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
