import { useEffect, useMemo, useState } from "react";
import { useFetcher, useNavigate, useRevalidator, useSearchParams } from "react-router";
import type { Route } from "./+types/translations";
import { useToast } from "~/components/toaster";
import { Tabs } from "~/components/tabs";
import { Button } from "~/components/ui/button";
import { ProgressBar } from "~/components/ui/progress-bar";
import { auditInsert } from "~/data/audit";
import { getDb } from "~/data/db";
import { listAllOverrides, listOverrides, upsertOverrideStatements } from "~/data/translations";
import { categoryOf, completionTone, TRANSLATION_CATEGORIES } from "~/domain/translation-guard";
import { en } from "~/i18n/dictionaries/en";
import { getLanguage, isLanguageCode, LANGUAGES, type LanguageCode } from "~/i18n/languages";
import { buildMessages, isMessageKey, MESSAGE_KEYS, missingKeys } from "~/i18n/messages.server";
import { saveTranslationsSchema, translateRequestSchema } from "~/schemas/translations";
import { requireAdmin } from "~/server/auth/auth.server";
import { bumpContentVersion } from "~/server/pages/content-version.server";
import { getWorker } from "~/server/http/context";
import {
  machineTranslate,
  translationProvider,
} from "~/server/translation/machine-translation.server";

const NO_PROVIDER =
  "No translation provider is configured. Set TRANSLATE_URL (a LibreTranslate-compatible endpoint) or bind Workers AI as AI.";

function pickLanguage(value: string | null, fallback: LanguageCode): LanguageCode {
  return value && isLanguageCode(value) ? value : fallback;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const { env } = getWorker(context);
  const url = new URL(request.url);
  const lang = pickLanguage(url.searchParams.get("lang"), "hi");
  const display = pickLanguage(url.searchParams.get("display"), "en");
  const all = await listAllOverrides(getDb(env.DB));
  const byLang = new Map<string, Record<string, string>>();
  for (const row of all)
    byLang.set(row.language, { ...byLang.get(row.language), [row.key]: row.text });
  const completion = LANGUAGES.filter((l) => l.code !== "en").map((l) => {
    const missing = missingKeys(l.code, byLang.get(l.code)).length;
    return {
      code: l.code,
      percent: Math.floor(((MESSAGE_KEYS.length - missing) / MESSAGE_KEYS.length) * 100),
    };
  });
  const overrides = await listOverrides(getDb(env.DB), lang);
  const machine = new Set(
    overrides.filter((o) => o.source === "machine" && !o.reviewed).map((o) => o.key),
  );
  const current = buildMessages(lang, byLang.get(lang));
  const original = buildMessages(display, byLang.get(display));
  const missing = new Set(missingKeys(lang, byLang.get(lang)));
  return {
    lang,
    display,
    provider: translationProvider(env)?.name ?? null,
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

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireAdmin(context);
  const { env } = getWorker(context);
  const db = getDb(env.DB);
  const body = (await request.json().catch(() => null)) as { intent?: string } | null;

  if (body?.intent === "translate") {
    const parsed = translateRequestSchema.safeParse(body);
    if (!parsed.success) return { ok: false as const, error: parsed.error.issues[0]!.message };
    const provider = translationProvider(env);
    if (!provider) return { ok: false as const, error: NO_PROVIDER };
    const overrides = Object.fromEntries(
      (await listOverrides(db, parsed.data.language)).map((o) => [o.key, o.text]),
    );
    const keys =
      parsed.data.mode === "all" ? MESSAGE_KEYS : missingKeys(parsed.data.language, overrides);
    if (keys.length === 0) return { ok: true as const, results: [], failed: [] };
    const outcomes = await machineTranslate(
      provider,
      keys.map((key) => ({ key, text: en[key] })),
      parsed.data.language,
    );
    return {
      ok: true as const,
      results: outcomes.flatMap((o) => ("text" in o ? [{ key: o.key, text: o.text }] : [])),
      failed: outcomes.flatMap((o) => ("error" in o ? [{ key: o.key, error: o.error }] : [])),
    };
  }

  const parsed = saveTranslationsSchema.safeParse(body);
  if (!parsed.success) return { ok: false as const, error: parsed.error.issues[0]!.message };
  const unknown = parsed.data.edits.find((e) => !isMessageKey(e.key));
  if (unknown) return { ok: false as const, error: `Unknown key: ${unknown.key}` };
  const { language, edits } = parsed.data;
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
    return { ok: false as const, error: "Save failed" };
  }
  await bumpContentVersion(env.KV);
  return { ok: true as const, saved: edits.length, language };
}

export const meta: Route.MetaFunction = () => [{ title: "Translations | Waymark Admin" }];

type Pending = Record<string, { text: string; source: "human" | "machine" }>;

const toneClass = {
  destructive: "bg-red-100 text-red-800",
  secondary: "bg-amber-100 text-amber-900",
  default: "bg-emerald-100 text-emerald-800",
};

export default function TranslationManager({ loaderData }: Route.ComponentProps) {
  const { lang, display, rows, completion, provider } = loaderData;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const saver = useFetcher<typeof action>();
  const translator = useFetcher<typeof action>();
  const [pending, setPending] = useState<Pending>({});
  const [onlyMissing, setOnlyMissing] = useState(false);
  const [search, setSearch] = useState("");
  const languageName = getLanguage(lang).name;

  // Pending edits belong to one language: changing it clears them (spec section 4).
  useEffect(() => setPending({}), [lang]);

  useEffect(() => {
    const data = saver.data;
    if (!data || saver.state !== "idle") return;
    if (data.ok && "saved" in data) {
      toast({
        type: "success",
        title: "Success",
        description: `Updated ${data.saved} translations for ${languageName}`,
      });
      setPending({});
      revalidator.revalidate();
    } else if (!data.ok) toast({ type: "error", title: "Error", description: data.error });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saver.data, saver.state]);

  useEffect(() => {
    const data = translator.data;
    if (!data || translator.state !== "idle") return;
    if (!data.ok) {
      toast({
        type: "error",
        title: "Translation failed",
        description:
          data.error === NO_PROVIDER
            ? data.error
            : "Failed to generate translations. Please try again.",
      });
      return;
    }
    if (!("results" in data) || !data.results || !data.failed) return;
    const { results, failed } = data;
    if (results.length === 0 && failed.length === 0) {
      toast({ type: "info", title: "No missing translations" });
      return;
    }
    setPending((p) => ({
      ...p,
      ...Object.fromEntries(
        results.map((r) => [r.key, { text: r.text, source: "machine" as const }]),
      ),
    }));
    if (results.length > 0) {
      toast({
        type: failed.length ? "error" : "success",
        title: "Translations generated",
        description: `Generated ${results.length} translations for ${languageName}${
          failed.length
            ? `; ${failed.length} refused: ${failed
                .slice(0, 3)
                .map((f) => `${f.key} (${f.error})`)
                .join("; ")}`
            : ""
        }`,
      });
    } else {
      toast({
        type: "error",
        title: "Translation failed",
        description: `Failed to generate translations. Please try again. ${failed
          .slice(0, 3)
          .map((f) => `${f.key}: ${f.error}`)
          .join("; ")}`,
      });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [translator.data, translator.state]);

  const missingCount = rows.filter((r) => r.missing && !pending[r.key]?.text).length;
  const percent = lang === "en" ? 100 : (completion.find((c) => c.code === lang)?.percent ?? 100);
  const query = search.trim().toLowerCase();
  const visible = useMemo(
    () =>
      rows.filter((r) => {
        if (onlyMissing && !r.missing) return false;
        if (!query) return true;
        const text = pending[r.key]?.text ?? r.text;
        return (
          r.key.toLowerCase().includes(query) ||
          r.original.toLowerCase().includes(query) ||
          text.toLowerCase().includes(query)
        );
      }),
    [rows, onlyMissing, query, pending],
  );

  const setParam = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(name, value);
    navigate(`?${next}`, { preventScrollReset: true });
  };
  const translate = (mode: "missing" | "all") =>
    translator.submit(
      { intent: "translate", language: lang, mode },
      { method: "post", encType: "application/json" },
    );
  const save = () =>
    saver.submit(
      {
        intent: "save",
        language: lang,
        edits: Object.entries(pending).map(([key, v]) => ({ key, text: v.text, source: v.source })),
      },
      { method: "post", encType: "application/json" },
    );
  const pendingCount = Object.keys(pending).length;
  const busy = translator.state !== "idle";

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Translation Manager</h1>
        <Button
          variant="secondary"
          onClick={() => toast({ type: "info", title: "Feature coming soon" })}
        >
          Add New Language
        </Button>
      </div>

      <div className="flex flex-wrap gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <div>
          <label htmlFor="edit-language" className="block text-sm font-medium">
            Edit language
          </label>
          <select
            id="edit-language"
            value={lang}
            onChange={(e) => setParam("lang", e.target.value)}
            className="mt-1 rounded-md border border-slate-300 px-3 py-2 text-sm"
          >
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="display-language" className="block text-sm font-medium">
            Show original in
          </label>
          <select
            id="display-language"
            value={display}
            onChange={(e) => setParam("display", e.target.value)}
            className="mt-1 rounded-md border border-slate-300 px-3 py-2 text-sm"
          >
            {LANGUAGES.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        <ul
          className="flex flex-1 flex-wrap items-center gap-1"
          aria-label="Completion by language"
        >
          {completion.map((c) => (
            <li key={c.code}>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-medium ${toneClass[completionTone(c.percent)]}`}
                data-testid={`completion-${c.code}`}
                data-tone={completionTone(c.percent)}
              >
                {getLanguage(c.code).name} {c.percent}%
              </span>
            </li>
          ))}
        </ul>
      </div>

      <section
        aria-labelledby="status-title"
        className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      >
        <h2 id="status-title" className="font-semibold">
          Translation Status
        </h2>
        <ProgressBar label={`${languageName} completion`} value={percent} className="mt-3" />
        <p className="mt-2 text-sm text-slate-700" data-testid="missing-count">
          {missingCount} missing in {languageName} ({percent}% complete)
        </p>
        {provider ? null : <p className="mt-2 text-sm text-amber-800">{NO_PROVIDER}</p>}
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            onClick={() => translate("missing")}
            disabled={lang === "en" || busy}
          >
            {busy ? "Translating…" : "Translate Missing"}
          </Button>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={onlyMissing}
              onChange={(e) => setOnlyMissing(e.target.checked)}
              className="accent-emerald-600"
            />
            Show only missing translations
          </label>
        </div>
      </section>

      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <label htmlFor="translation-search" className="block text-sm font-medium">
            Search
          </label>
          <input
            id="translation-search"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Search keys and texts"
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
        </div>
        <Button
          variant="secondary"
          onClick={() => translate("all")}
          disabled={lang === "en" || busy}
        >
          Auto Translate All
        </Button>
        <Button onClick={save} disabled={pendingCount === 0 || saver.state !== "idle"}>
          {saver.state !== "idle"
            ? "Saving…"
            : `Save Changes${pendingCount ? ` (${pendingCount})` : ""}`}
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
              <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
                {items.length === 0 ? (
                  <li className="p-4 text-sm text-slate-500">No keys here.</li>
                ) : null}
                {items.map((r) => {
                  const edit = pending[r.key];
                  const machine = edit ? edit.source === "machine" : r.machine;
                  return (
                    <li
                      key={r.key}
                      className="grid gap-3 p-3 md:grid-cols-2"
                      data-testid="translation-row"
                      data-key={r.key}
                    >
                      <div>
                        <p className="font-mono text-xs text-slate-500">
                          {r.key}
                          {r.missing && !edit?.text ? (
                            <span className="ms-2 rounded bg-red-100 px-1.5 py-0.5 font-sans text-red-800">
                              Missing
                            </span>
                          ) : null}
                          {machine ? (
                            <span className="ms-2 rounded bg-sky-100 px-1.5 py-0.5 font-sans text-sky-800">
                              Machine, not reviewed
                            </span>
                          ) : null}
                        </p>
                        <p
                          className="mt-1 text-sm whitespace-pre-line"
                          lang={getLanguage(display).tag}
                        >
                          {r.original}
                        </p>
                      </div>
                      <div>
                        <label
                          className="sr-only"
                          htmlFor={`t-${r.key}`}
                        >{`${r.key} in ${languageName}`}</label>
                        <textarea
                          id={`t-${r.key}`}
                          lang={getLanguage(lang).tag}
                          dir={getLanguage(lang).dir}
                          rows={2}
                          value={edit?.text ?? r.text}
                          onChange={(e) =>
                            setPending((p) => ({
                              ...p,
                              [r.key]: { text: e.target.value, source: "human" },
                            }))
                          }
                          className="block w-full rounded-md border border-slate-300 px-2 py-1 text-sm"
                        />
                        {machine ? (
                          <button
                            type="button"
                            className="mt-1 text-xs font-medium text-emerald-800 underline"
                            onClick={() =>
                              setPending((p) => ({
                                ...p,
                                [r.key]: { text: edit?.text ?? r.text, source: "human" },
                              }))
                            }
                          >
                            Accept
                          </button>
                        ) : null}
                      </div>
                    </li>
                  );
                })}
              </ul>
            ),
          };
        })}
      />
    </div>
  );
}
