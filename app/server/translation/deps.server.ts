// What the Translation Manager's operations need (save, suggest, import, review, restore,
// languages): the database and the Worker's bindings (KV for the content version, the added
// languages, the translation provider). Routes build it with translationDeps(env); Worker tests
// pass the real local bindings.
import { getDb, type Db } from "~/data/db";
import { refused, type Outcome } from "~/server/admin/outcome";
import { translatableLanguage, UNKNOWN_LANGUAGE } from "~/server/i18n/site-languages.server";
import type { SiteLanguage } from "~/i18n/languages";

export type TranslationDeps = { db: Db; env: Env };

export function translationDeps(env: Env): TranslationDeps {
  return { db: getDb(env.DB), env };
}

/** The language administrators may translate (built-in, or added, hidden or not), or the refusal. */
export async function knownLanguage(
  { env }: TranslationDeps,
  code: string,
): Promise<Outcome<SiteLanguage>> {
  const language = await translatableLanguage(env, code);
  return language
    ? { ok: true, message: language.name, value: language }
    : refused(UNKNOWN_LANGUAGE, 404);
}
