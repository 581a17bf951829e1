// Rules for a language an owner adds (issue 21): which BCP 47 tags are accepted, the URL code a
// tag gets, and the first path segments that can never be a language. Pure: the schema
// (app/schemas/added-language.ts), the data functions and the routes share them.
import { isLanguageCode } from "~/i18n/languages";

/**
 * The tags accepted: a 2-3 letter language, then an optional script (4 letters) and an optional
 * region (2 letters or 3 digits): `pt`, `sw`, `ne`, `pt-BR`, `sr-Latn`, `es-419`. Variants,
 * extensions and private use are left out: a URL segment should stay short and readable.
 */
const TAG = /^([a-z]{2,3})(?:-([a-z]{4}))?(?:-([a-z]{2}|\d{3}))?$/i;

/** First path segments that belong to the site's own routes and folders, never to a language. */
const RESERVED = new Set(["api", "go", "og"]);

export type TagCheck = { ok: true; code: string; tag: string } | { ok: false; error: string };

/**
 * The owner's typed tag, canonical ("PT-br" -> "pt-BR", code "pt-br"), or why it is refused.
 */
export function checkLanguageTag(input: string): TagCheck {
  const typed = input.trim().replace(/_/g, "-");
  const match = TAG.exec(typed);
  if (!match)
    return {
      ok: false,
      error:
        "Use a BCP 47 language tag: a 2 or 3 letter language code, optionally a script and a region (for example pt, sw, ne or pt-BR).",
    };
  const [, language, script, region] = match;
  const tag = [
    language!.toLowerCase(),
    script ? script[0]!.toUpperCase() + script.slice(1).toLowerCase() : null,
    region?.toUpperCase() ?? null,
  ]
    .filter(Boolean)
    .join("-");
  let canonical: string;
  try {
    canonical = Intl.getCanonicalLocales(tag)[0] ?? tag;
  } catch {
    return { ok: false, error: `${typed} is not a valid language tag.` };
  }
  const code = canonical.toLowerCase();
  if (RESERVED.has(code)) return { ok: false, error: `${code} is used by the site's own pages.` };
  if (isLanguageCode(code) || isBuiltInAlias(code))
    return { ok: false, error: `${canonical} is one of the site's built-in languages.` };
  return { ok: true, code, tag: canonical };
}

/** Tags that mean a built-in language under another name (zh-Hans is zh-cn's, tl is fil's). */
function isBuiltInAlias(code: string): boolean {
  return ["zh", "zh-hans", "zh-hans-cn", "zh-hant", "zh-hant-tw", "tl", "en-us"].includes(code);
}

/** A segment that could name a language (so a page under it may be in an added language). */
export function mayBeLanguageSegment(segment: string | undefined): segment is string {
  return segment !== undefined && TAG.test(segment);
}

/** The language's English name from the runtime's data ("pt-BR" -> "Brazilian Portuguese"),
 * or null when the runtime has none. */
export function englishNameOf(tag: string): string | null {
  try {
    const name = new Intl.DisplayNames(["en"], { type: "language", fallback: "none" }).of(tag);
    return name && name.toLowerCase() !== tag.toLowerCase() ? name : null;
  } catch {
    return null;
  }
}
