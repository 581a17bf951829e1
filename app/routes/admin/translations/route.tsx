import { useMemo, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { Route } from "./+types/route";
import { Tabs } from "~/components/tabs";
import { Button, buttonClass } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { ErrorNotice } from "~/components/ui/panel";
import { loadList } from "~/server/admin/action-results.server";
import { auditInsert } from "~/data/audit";
import { getDb } from "~/data/db";
import { listAllOverrides, listOverrides, upsertOverrideStatements } from "~/data/translations";
import { categoryOf, textProblem, TRANSLATION_CATEGORIES } from "~/domain/translation/guard";
import { LANGUAGES, type SiteLanguage } from "~/i18n/languages";
import {
  loadAddedLanguages,
  toSiteLanguage,
  translatableLanguage,
  UNKNOWN_LANGUAGE,
} from "~/server/i18n/site-languages.server";
import {
  buildMessages,
  ENGLISH_MESSAGES,
  isMessageKey,
  MESSAGE_KEYS,
  missingKeys,
} from "~/server/i18n/messages.server";
import {
  importTranslationsSchema,
  saveTranslationsSchema,
  translateRequestSchema,
} from "~/schemas/translations";
import { requireAdmin } from "~/server/auth/auth.server";
import { bumpContentVersion } from "~/server/pages/content-version.server";
import { getWorker } from "~/server/http/context";
import {
  machineTranslate,
  translationProvider,
} from "~/server/translation/machine-translation.server";
import { AUTO_TRANSLATE_OFF, autoTranslateEnabled } from "~/domain/translation/auto-translate";
import { getSiteSettings } from "~/data/settings";
import { countReviewQueue } from "~/data/translation-review";
import {
  importTranslationFile,
  type ImportOutcome,
} from "~/server/translation/translation-files.server";
import { FilePanel } from "./file-panel";
import { KeyList } from "./key-list";
import { LanguageBar } from "./language-bar";
import { StatusCard } from "./status-card";
import {
  NO_PROVIDER,
  useTranslationEdits,
  type SaveResult,
  type TranslateResult,
} from "./use-translation-edits";

type ManagedLanguage = SiteLanguage & { hidden?: boolean };

function pickLanguage(
  languages: ManagedLanguage[],
  value: string | null,
  fallback: string,
): ManagedLanguage {
  return languages.find((l) => l.code === value) ?? languages.find((l) => l.code === fallback)!;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = requireAdmin(context);
  const { env } = getWorker(context);
  const url = new URL(request.url);
  // The built-in languages, then the added ones (hidden ones marked).
  const languages: ManagedLanguage[] = [
    ...LANGUAGES,
    ...(await loadAddedLanguages(env)).map((l) => ({ ...toSiteLanguage(l), hidden: !l.published })),
  ];
  const language = pickLanguage(languages, url.searchParams.get("lang"), "hi");
  const displayLanguage = pickLanguage(languages, url.searchParams.get("display"), "en");
  const lang = language.code;
  const display = displayLanguage.code;
  const db = getDb(env.DB);
  // Stored edits that cannot be read: the bundled texts are shown, saving still works per key.
  const stored = await loadList("Failed to load translations", () => listAllOverrides(db));
  const all = stored.items;
  const byLang = new Map<string, Record<string, string>>();
  for (const row of all)
    byLang.set(row.language, { ...byLang.get(row.language), [row.key]: row.text });
  const completion = languages
    .filter((l) => l.code !== "en")
    .map((l) => {
      const missing = missingKeys(l.code, byLang.get(l.code)).length;
      return {
        code: l.code,
        name: l.name,
        percent: Math.floor(((MESSAGE_KEYS.length - missing) / MESSAGE_KEYS.length) * 100),
      };
    });
  const overrides = stored.loadError ? [] : await listOverrides(db, lang).catch(() => []);
  const autoTranslate = await getSiteSettings(db).then(autoTranslateEnabled, (error: unknown) => {
    console.error("translations: settings failed", error);
    return false;
  });
  const machine = new Set(
    overrides.filter((o) => o.source === "machine" && !o.reviewed).map((o) => o.key),
  );
  const toReview = await countReviewQueue(db).then(
    (counts) => counts.reduce((n, c) => n + c.n, 0),
    () => null,
  );
  const current = buildMessages(lang, byLang.get(lang));
  const original = buildMessages(display, byLang.get(display));
  const missing = new Set(missingKeys(lang, byLang.get(lang)));
  return {
    lang,
    display,
    language,
    displayLanguage,
    languages,
    mayAddLanguages: user.role === "owner",
    provider: translationProvider(env)?.name ?? null,
    autoTranslate,
    toReview,
    loadError: stored.loadError,
    completion,
    rows: MESSAGE_KEYS.map((key) => ({
      key,
      category: categoryOf(key),
      original: original[key],
      text: missing.has(key) ? "" : current[key],
      missing: missing.has(key),
      machine: machine.has(key),
    })),
  };
}

export async function action({
  request,
  context,
}: Route.ActionArgs): Promise<SaveResult | TranslateResult | ImportOutcome> {
  const { user } = requireAdmin(context);
  const { env } = getWorker(context);
  const db = getDb(env.DB);
  const body = (await request.json().catch(() => null)) as { intent?: string } | null;

  if (body?.intent === "import-preview" || body?.intent === "import-apply") {
    const parsed = importTranslationsSchema.safeParse(body);
    if (!parsed.success) return { ok: false, error: parsed.error.issues[0]!.message };
    const { language, content, intent } = parsed.data;
    if (!(await translatableLanguage(env, language))) return { ok: false, error: UNKNOWN_LANGUAGE };
    const outcome = await importTranslationFile(
      db,
      user,
      language,
      content,
      intent === "import-apply",
    );
    if (outcome.ok && outcome.saved) await bumpContentVersion(env.KV);
    return outcome;
  }

  if (body?.intent === "translate") {
    const parsed = translateRequestSchema.safeParse(body);
    if (!parsed.success) return { ok: false, error: parsed.error.issues[0]!.message };
    if (!(await translatableLanguage(env, parsed.data.language)))
      return { ok: false, error: UNKNOWN_LANGUAGE };
    if (!autoTranslateEnabled(await getSiteSettings(db)))
      return { ok: false, error: AUTO_TRANSLATE_OFF };
    const provider = translationProvider(env);
    if (!provider) return { ok: false, error: NO_PROVIDER };
    const overrides = Object.fromEntries(
      (await listOverrides(db, parsed.data.language)).map((o) => [o.key, o.text]),
    );
    const keys =
      parsed.data.mode === "all" ? MESSAGE_KEYS : missingKeys(parsed.data.language, overrides);
    if (keys.length === 0) return { ok: true, results: [], failed: [] };
    const outcomes = await machineTranslate(
      provider,
      keys.map((key) => ({ key, text: ENGLISH_MESSAGES[key] })),
      parsed.data.language,
    );
    return {
      ok: true as const,
      results: outcomes.flatMap((o) => ("text" in o ? [{ key: o.key, text: o.text }] : [])),
      failed: outcomes.flatMap((o) => ("error" in o ? [{ key: o.key, error: o.error }] : [])),
    };
  }

  const parsed = saveTranslationsSchema.safeParse(body);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]!.message };
  const unknown = parsed.data.edits.find((e) => !isMessageKey(e.key));
  if (unknown) return { ok: false, error: `Unknown key: ${unknown.key}` };
  const { language, edits } = parsed.data;
  if (!(await translatableLanguage(env, language))) return { ok: false, error: UNKNOWN_LANGUAGE };
  // Every text is checked as a machine one is; one bad text saves nothing.
  const problems = edits.flatMap((e) => {
    const problem = textProblem(
      e.key,
      ENGLISH_MESSAGES[e.key as keyof typeof ENGLISH_MESSAGES],
      e.text,
    );
    return problem ? [problem] : [];
  });
  if (problems.length > 0)
    return {
      ok: false,
      error: `Nothing was saved. ${problems.slice(0, 5).join(" ")}${problems.length > 5 ? ` (and ${problems.length - 5} more)` : ""}`,
    };
  try {
    await db.batch([
      ...upsertOverrideStatements(
        db,
        language,
        edits.map((e) => ({
          key: e.key,
          text: e.text,
          source: e.source,
          reviewed: e.source === "human",
        })),
        user.id,
      ),
      auditInsert(db, user, {
        action: "update",
        entity: "translations",
        entityId: language,
        detail: `${edits.length} keys: ${edits
          .slice(0, 5)
          .map((e) => e.key)
          .join(", ")}`,
      }),
    ] as unknown as Parameters<typeof db.batch>[0]);
  } catch (error) {
    console.error("translation save failed", error);
    return { ok: false, error: "Save failed" };
  }
  await bumpContentVersion(env.KV);
  return { ok: true, saved: edits.length, language };
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
  const edits = useTranslationEdits(lang, languageName);
  const { pending } = edits;
  const [onlyMissing, setOnlyMissing] = useState(false);
  const [search, setSearch] = useState("");

  const missingCount = rows.filter((r) => r.missing && !pending[r.key]?.text).length;
  const percent = lang === "en" ? 100 : (completion.find((c) => c.code === lang)?.percent ?? 100);
  const query = search.trim().toLowerCase();
  const visible = useMemo(
    () =>
      rows.filter((r) => {
        if (onlyMissing && !r.missing) return false;
        if (!query) return true;
        const text = pending[r.key]?.text ?? r.text;
        return [r.key, r.original, text].some((s) => s.toLowerCase().includes(query));
      }),
    [rows, onlyMissing, query, pending],
  );

  const setParam = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(name, value);
    void navigate(`?${next}`, { preventScrollReset: true });
  };
  const pendingCount = Object.keys(pending).length;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Translation Manager</h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/translations/review" className={buttonClass("secondary")}>
            Needs review{toReview ? ` (${toReview})` : ""}
          </Link>
          {mayAddLanguages ? (
            <Link to="/admin/translations/languages" className={buttonClass("secondary")}>
              Add New Language
            </Link>
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
        canTranslate={lang !== "en" && autoTranslate && provider !== null}
        translating={edits.translating}
        onTranslateMissing={() => edits.translate("missing")}
        onlyMissing={onlyMissing}
        onOnlyMissingChange={setOnlyMissing}
      />
      <FilePanel lang={lang} languageName={languageName} />
      <TextField
        label="Search"
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder="Search keys and texts"
      />
      {/* Stays in view while the keys scroll by, so pending edits can be saved from anywhere
          (under the admin's top bar on a phone). */}
      <div
        className="sticky top-14 z-20 -mx-3 flex flex-wrap items-center justify-end gap-2 border-y border-slate-200 bg-slate-100/95 px-3 py-2 sm:-mx-6 sm:px-6 md:top-0 lg:-mx-8 lg:px-8"
        data-testid="translation-actions"
      >
        <p className="me-auto text-sm text-slate-700" aria-live="polite">
          {edits.translating
            ? "Translating…"
            : pendingCount
              ? `${pendingCount} unsaved`
              : "No unsaved changes"}
        </p>
        <Button
          variant="secondary"
          onClick={() => edits.translate("all")}
          disabled={lang === "en" || !autoTranslate || provider === null || edits.translating}
        >
          Auto Translate All
        </Button>
        <Button onClick={edits.save} disabled={pendingCount === 0 || edits.saving}>
          {edits.saving ? "Saving…" : `Save Changes${pendingCount ? ` (${pendingCount})` : ""}`}
        </Button>
      </div>
      <Tabs
        label="Translation categories"
        items={TRANSLATION_CATEGORIES.map((category) => {
          const items = visible.filter((r) => r.category === category);
          return {
            id: category,
            label: `${category[0]!.toUpperCase()}${category.slice(1)} (${items.length})`,
            panel: (
              <KeyList
                rows={items}
                pending={pending}
                language={language}
                display={displayLanguage}
                onEdit={edits.edit}
              />
            ),
          };
        })}
      />
    </div>
  );
}
