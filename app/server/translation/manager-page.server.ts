// What the Translation Manager's page shows (app/routes/admin/translations/route.tsx): the
// languages (built-in, then added, hidden ones marked), each one's completion, and every key of
// the language being edited beside the one it is read against. Stored texts that cannot be read
// leave the bundled ones shown, with the loader's error; saving still works per key.
import { listAllOverrides, listOverrides } from "~/data/translations";
import { getSiteSettings } from "~/data/settings";
import { countReviewQueue } from "~/data/translation-review";
import { autoTranslateEnabled } from "~/domain/translation/auto-translate";
import { categoryOf } from "~/domain/translation/guard";
import { LANGUAGES, type SiteLanguage } from "~/i18n/languages";
import { loadList } from "~/server/admin/action-results.server";
import {
  buildMessages,
  loadBundledLanguages,
  MESSAGE_KEYS,
  missingKeys,
} from "~/server/i18n/messages.server";
import { loadAddedLanguages, toSiteLanguage } from "~/server/i18n/site-languages.server";
import type { TranslationDeps } from "./deps.server";
import { translationProvider } from "./machine-translation.server";

type ManagedLanguage = SiteLanguage & { hidden?: boolean };

function pickLanguage(languages: ManagedLanguage[], value: string | null, fallback: string) {
  return languages.find((l) => l.code === value) ?? languages.find((l) => l.code === fallback)!;
}

/** Each language but English with the share of keys that have a text in it. */
function completionOf(languages: ManagedLanguage[], byLang: Map<string, Record<string, string>>) {
  return languages
    .filter((l) => l.code !== "en")
    .map((l) => {
      const missing = missingKeys(l.code, byLang.get(l.code)).length;
      return {
        code: l.code,
        name: l.name,
        percent: Math.floor(((MESSAGE_KEYS.length - missing) / MESSAGE_KEYS.length) * 100),
      };
    });
}

/** Whether machine translation is on, and how many machine texts wait for review (null: unknown). */
async function machineState({ db }: TranslationDeps) {
  const autoTranslate = await getSiteSettings(db).then(autoTranslateEnabled, (error: unknown) => {
    console.error("translations: settings failed", error);
    return false;
  });
  const toReview = await countReviewQueue(db).then(
    (counts) => counts.reduce((n, c) => n + c.n, 0),
    () => null,
  );
  return { autoTranslate, toReview };
}

export async function loadTranslationManager(
  deps: TranslationDeps,
  query: { lang: string | null; display: string | null },
) {
  const languages: ManagedLanguage[] = [
    ...LANGUAGES,
    ...(await loadAddedLanguages(deps.env)).map((l) => ({
      ...toSiteLanguage(l),
      hidden: !l.published,
    })),
  ];
  const language = pickLanguage(languages, query.lang, "hi");
  const displayLanguage = pickLanguage(languages, query.display, "en");
  const lang = language.code;
  await loadBundledLanguages();
  const stored = await loadList("Failed to load translations", () => listAllOverrides(deps.db));
  const byLang = new Map<string, Record<string, string>>();
  for (const row of stored.items)
    byLang.set(row.language, { ...byLang.get(row.language), [row.key]: row.text });
  const overrides = stored.loadError ? [] : await listOverrides(deps.db, lang).catch(() => []);
  const machine = new Set(
    overrides.filter((o) => o.source === "machine" && !o.reviewed).map((o) => o.key),
  );
  const current = buildMessages(lang, byLang.get(lang));
  const original = buildMessages(displayLanguage.code, byLang.get(displayLanguage.code));
  const missing = new Set(missingKeys(lang, byLang.get(lang)));
  return {
    lang,
    display: displayLanguage.code,
    language,
    displayLanguage,
    languages,
    provider: translationProvider(deps.env)?.name ?? null,
    ...(await machineState(deps)),
    loadError: stored.loadError,
    completion: completionOf(languages, byLang),
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
