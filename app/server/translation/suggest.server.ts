// Translate Missing and Auto Translate All in the Translation Manager: machine texts for one
// language, offered to the editor as unreviewed edits (nothing is stored until Save Changes).
// Refused while Enable Auto-Translate is off (Site Settings) or no provider is set up.
import { listOverrides } from "~/data/translations";
import { getSiteSettings } from "~/data/settings";
import { AUTO_TRANSLATE_OFF, autoTranslateEnabled } from "~/domain/translation/auto-translate";
import { NO_PROVIDER, type TranslateRequest } from "~/schemas/translations";
import { refused, succeeded, type Outcome } from "~/server/admin/outcome";
import {
  ENGLISH_MESSAGES,
  loadBundledLanguages,
  MESSAGE_KEYS,
  missingKeys,
} from "~/server/i18n/messages.server";
import { knownLanguage, type TranslationDeps } from "./deps.server";
import { machineTranslate, translationProvider } from "./machine-translation.server";

export type Suggestions = {
  results: { key: string; text: string }[];
  failed: { key: string; error: string }[];
};

export const TRANSLATION_FAILED = "Failed to generate translations. Please try again.";

/** Refusals named in a message before the rest are left out. */
const NAMED = 3;

export async function suggestTranslations(
  deps: TranslationDeps,
  { language, mode }: TranslateRequest,
): Promise<Outcome<Suggestions>> {
  const known = await knownLanguage(deps, language);
  if (!known.ok) return known;
  if (!autoTranslateEnabled(await getSiteSettings(deps.db)))
    return refused(AUTO_TRANSLATE_OFF, 409);
  const provider = translationProvider(deps.env);
  if (!provider) return refused(NO_PROVIDER, 503);
  await loadBundledLanguages([language]);
  const stored = Object.fromEntries(
    (await listOverrides(deps.db, language)).map((o) => [o.key, o.text]),
  );
  const keys = mode === "all" ? MESSAGE_KEYS : missingKeys(language, stored);
  if (keys.length === 0) return succeeded("No missing translations", { results: [], failed: [] });
  const outcomes = await machineTranslate(
    provider,
    keys.map((key) => ({ key, text: ENGLISH_MESSAGES[key] })),
    language,
  );
  const results = outcomes.flatMap((o) => ("text" in o ? [{ key: o.key, text: o.text }] : []));
  const failed = outcomes.flatMap((o) => ("error" in o ? [{ key: o.key, error: o.error }] : []));
  if (results.length === 0)
    return refused(
      `${TRANSLATION_FAILED} ${failed
        .slice(0, NAMED)
        .map((f) => `${f.key}: ${f.error}`)
        .join("; ")}`,
      502,
    );
  const refusedNote = failed.length
    ? `; ${failed.length} refused: ${failed
        .slice(0, NAMED)
        .map((f) => `${f.key} (${f.error})`)
        .join("; ")}`
    : "";
  return succeeded(
    `Generated ${results.length} translations for ${known.value.name}${refusedNote}`,
    { results, failed },
  );
}
