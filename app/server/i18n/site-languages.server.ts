// Languages an owner added (issue 21) as the site sees them per request: read from D1 once per
// content version in each isolate (adding, publishing, unpublishing and deleting a language bump
// it), values only. A published language is public like a built-in one; a hidden one shows its
// pages to signed-in administrators only. The data functions are app/data/added-languages.ts,
// the owner's screen app/routes/admin/translations/languages.tsx.
import { getDb } from "~/data/db";
import { listAddedLanguages, type AddedLanguage } from "~/data/added-languages";
import { mayBeLanguageSegment } from "~/domain/translation/added-language";
import { getAdminSession } from "~/server/auth/auth.server";
import { getContentVersion } from "~/server/pages/content-version.server";
import { getLanguage, isLanguageCode, type SiteLanguage } from "~/i18n/languages";

type Memo = { version: string; rows: AddedLanguage[]; published: ReadonlySet<string> };
let memo: Memo | null = null;
const NONE: Memo = { version: "", rows: [], published: new Set() };

async function current(env: Env): Promise<Memo> {
  const version = await getContentVersion(env.KV);
  if (memo?.version === version) return memo;
  try {
    const rows = await listAddedLanguages(getDb(env.DB));
    memo = {
      version,
      rows,
      published: new Set(rows.filter((l) => l.published).map((l) => l.code)),
    };
    return memo;
  } catch (error) {
    console.error("added languages: read failed", error);
    return NONE;
  }
}

/** Every added language, hidden or published. A failed read gives none (the built-in site keeps
 * working) and is tried again on the next request. */
export async function loadAddedLanguages(env: Env): Promise<AddedLanguage[]> {
  return (await current(env)).rows;
}

/** The codes of the published added languages (for the page cache's match of a path). */
export async function publishedCodes(env: Env): Promise<ReadonlySet<string>> {
  return (await current(env)).published;
}

export function toSiteLanguage(row: AddedLanguage): SiteLanguage {
  return { code: row.code, name: row.name, native: row.native, tag: row.tag, dir: row.dir };
}

/** The added languages visitors see (language menu, hreflang, sitemap). */
export async function publishedLanguages(env: Env): Promise<SiteLanguage[]> {
  return (await loadAddedLanguages(env)).filter((l) => l.published).map(toSiteLanguage);
}

export type AddedLanguageMatch = { language: SiteLanguage; hidden: boolean };

/**
 * The added language a URL's first segment names, for this request: a published one, or a hidden
 * one for a signed-in administrator (its preview). Null for anything else, built-in codes included.
 */
export async function addedLanguageFor(
  request: Request,
  env: Env,
  segment: string | undefined,
): Promise<AddedLanguageMatch | null> {
  if (!mayBeLanguageSegment(segment) || isLanguageCode(segment)) return null;
  const row = (await loadAddedLanguages(env)).find((l) => l.code === segment);
  if (!row) return null;
  if (row.published) return { language: toSiteLanguage(row), hidden: false };
  const session = await getAdminSession(request, env, getDb(env.DB)).catch(() => null);
  return session ? { language: toSiteLanguage(row), hidden: true } : null;
}

/** A language administrators may translate: a built-in one or an added one, hidden or not. */
export async function translatableLanguage(env: Env, code: string): Promise<SiteLanguage | null> {
  if (isLanguageCode(code)) return getLanguage(code);
  const row = (await loadAddedLanguages(env)).find((l) => l.code === code);
  return row ? toSiteLanguage(row) : null;
}

export const UNKNOWN_LANGUAGE = "Unknown language.";
