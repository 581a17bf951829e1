// /admin/translations – the Translation Manager (spec section 4): every key of one language beside
// another, saved, machine-translated and imported from a translator's file. The changes are the
// operations in app/server/translation/; this action parses each intent and answers it.
import { useCallback, useMemo, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { Route } from "./+types/route";
import { buttonClass } from "~/components/ui/button";
import { ErrorNotice } from "~/components/ui/panel";
import type { Actor } from "~/data/audit";
import {
  importTranslationsSchema,
  saveTranslationsSchema,
  translateRequestSchema,
} from "~/schemas/translations";
import {
  actionError,
  actionSuccess,
  answer,
  attempt,
  invalidInput,
} from "~/server/admin/action-results.server";
import { requireAdmin } from "~/server/auth/auth.server";
import { getWorker } from "~/server/http/context";
import { translationDeps, type TranslationDeps } from "~/server/translation/deps.server";
import { loadTranslationManager } from "~/server/translation/manager-page.server";
import { saveTranslations } from "~/server/translation/save.server";
import { suggestTranslations, TRANSLATION_FAILED } from "~/server/translation/suggest.server";
import { importTranslationFile } from "~/server/translation/translation-files.server";
import { ActionBar } from "./action-bar";
import { FilePanel } from "./file-panel";
import { KeyBrowser } from "./key-browser";
import { LanguageBar } from "./language-bar";
import { LeaveGuard } from "./leave-guard";
import { StatusCard } from "./status-card";
import { useMissingCount, useTranslationEdits } from "./use-translation-edits";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireAdmin(context);
  const params = new URL(request.url).searchParams;
  const page = await loadTranslationManager(translationDeps(getWorker(context).env), {
    lang: params.get("lang"),
    display: params.get("display"),
  });
  return { ...page, mayAddLanguages: user.role === "owner" };
}

/** Save Changes: the pending edits of one language. */
async function save(deps: TranslationDeps, actor: Actor, body: unknown) {
  const intent = "save";
  const parsed = saveTranslationsSchema.safeParse(body);
  if (!parsed.success) return invalidInput(parsed.error.issues, "Error", { intent });
  return attempt({ type: "error", title: "Error", description: "Save failed" }, async () =>
    answer(await saveTranslations(deps, actor, parsed.data), {
      failure: "Error",
      success: "Success",
      intent,
      extra: (saved) => saved,
    }),
  );
}

/** Translate Missing and Auto Translate All: machine texts offered as unsaved edits. */
async function translate(deps: TranslationDeps, body: unknown) {
  const intent = "translate";
  const failure = "Translation failed";
  const parsed = translateRequestSchema.safeParse(body);
  if (!parsed.success) return invalidInput(parsed.error.issues, failure, { intent });
  return attempt({ type: "error", title: failure, description: TRANSLATION_FAILED }, async () => {
    const outcome = await suggestTranslations(deps, parsed.data);
    if (!outcome.ok || outcome.value.results.length === 0)
      return answer(outcome, { failure, intent, extra: (value) => value });
    // Some keys refused by the guard: the rest are offered, and the toast says which were not.
    const type = outcome.value.failed.length ? "error" : "success";
    return actionSuccess(
      { type, title: "Translations generated", description: outcome.message },
      { intent, ...outcome.value },
    );
  });
}

/** A translator's file: its preview, then its import. */
async function importFile(deps: TranslationDeps, actor: Actor, body: unknown) {
  const failure = "Not imported";
  const parsed = importTranslationsSchema.safeParse(body);
  if (!parsed.success) return invalidInput(parsed.error.issues, failure);
  const outcome = await importTranslationFile(deps, actor, parsed.data);
  // A file with problems is refused with its preview, which lists them.
  if (!outcome.ok) {
    const toast = { type: "error" as const, title: failure, description: outcome.error };
    return actionError(toast, outcome.status, {}, { preview: outcome.preview });
  }
  return answer(outcome, {
    failure,
    success: (imported) => (imported.saved === null ? "Preview" : "Imported"),
    extra: (imported) => imported,
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireAdmin(context);
  const deps = translationDeps(getWorker(context).env);
  const body = (await request.json().catch(() => null)) as { intent?: unknown } | null;
  const intent = body?.intent;
  if (intent === "translate") return translate(deps, body);
  if (intent === "import-preview" || intent === "import-apply") return importFile(deps, user, body);
  return save(deps, user, body);
}

export const meta: Route.MetaFunction = () => [{ title: "Translations | Waymark Admin" }];

export default function TranslationManager({ loaderData }: Route.ComponentProps) {
  const {
    lang,
    display,
    language,
    displayLanguage,
    languages,
    mayAddLanguages,
    rows,
    completion,
    provider,
    autoTranslate,
    toReview,
    loadError,
  } = loaderData;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const languageName = language.name;
  const edits = useTranslationEdits(lang);
  const { drafts, pendingCount } = edits;
  const [onlyMissing, setOnlyMissing] = useState(false);
  const editing = useMemo(
    () => ({ drafts, language, display: displayLanguage, onEdit: edits.edit }),
    [drafts, language, displayLanguage, edits.edit],
  );

  const missingCount = useMissingCount(rows, drafts, lang);
  const percent = lang === "en" ? 100 : (completion.find((c) => c.code === lang)?.percent ?? 100);

  const setParam = useCallback(
    (name: string, value: string) => {
      const next = new URLSearchParams(params);
      next.set(name, value);
      void navigate(`?${next}`, { preventScrollReset: true });
    },
    [params, navigate],
  );
  const unsaved = edits.unsaved.map((u) => ({
    ...u,
    name: languages.find((l) => l.code === u.code)?.name ?? u.code,
  }));
  const canTranslate = lang !== "en" && autoTranslate && provider !== null;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Translation Manager</h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/translations/review" className={buttonClass("secondary")}>
            Needs review{toReview ? ` (${toReview})` : ""}
          </Link>
          {mayAddLanguages ? (
            <>
              <Link to="/admin/translations/assistant" className={buttonClass("secondary")}>
                Assistant gaps
              </Link>
              <Link to="/admin/translations/languages" className={buttonClass("secondary")}>
                Add New Language
              </Link>
            </>
          ) : null}
        </div>
      </div>
      {loadError ? <ErrorNotice>{loadError}</ErrorNotice> : null}
      <LanguageBar
        lang={lang}
        display={display}
        languages={languages}
        completion={completion}
        onChange={setParam}
      />
      <StatusCard
        languageName={languageName}
        percent={percent}
        missingCount={missingCount}
        hasProvider={provider !== null}
        autoTranslate={autoTranslate}
        canTranslate={canTranslate}
        translating={edits.translating}
        onTranslateMissing={edits.translateMissing}
        onlyMissing={onlyMissing}
        onOnlyMissingChange={setOnlyMissing}
      />
      <FilePanel lang={lang} languageName={languageName} />
      <ActionBar
        pendingCount={pendingCount}
        translating={edits.translating}
        saving={edits.saving}
        canTranslate={canTranslate}
        onTranslateAll={() => edits.translate("all")}
        onSave={edits.save}
        elsewhere={unsaved.filter((u) => u.code !== lang)}
      />
      <KeyBrowser rows={rows} editing={editing} onlyMissing={onlyMissing} />
      <LeaveGuard unsaved={unsaved} />
    </div>
  );
}
