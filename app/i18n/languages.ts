// The 22 languages of the site (spec section 9). English is the default and lives at the bare
// paths; every other language lives under its URL prefix (/hi/join, /zh-cn/slots).

export const LANGUAGES = [
  { code: "en", name: "English", native: "English", tag: "en", dir: "ltr" },
  { code: "hi", name: "Hindi", native: "हिन्दी", tag: "hi", dir: "ltr" },
  { code: "te", name: "Telugu", native: "తెలుగు", tag: "te", dir: "ltr" },
  { code: "ta", name: "Tamil", native: "தமிழ்", tag: "ta", dir: "ltr" },
  { code: "ar", name: "Arabic", native: "العربية", tag: "ar", dir: "rtl" },
  { code: "zh-cn", name: "Chinese (Simplified)", native: "简体中文", tag: "zh-CN", dir: "ltr" },
  { code: "zh-tw", name: "Chinese (Traditional)", native: "繁體中文", tag: "zh-TW", dir: "ltr" },
  { code: "fr", name: "French", native: "Français", tag: "fr", dir: "ltr" },
  { code: "es", name: "Spanish", native: "Español", tag: "es", dir: "ltr" },
  { code: "ru", name: "Russian", native: "Русский", tag: "ru", dir: "ltr" },
  { code: "bn", name: "Bengali", native: "বাংলা", tag: "bn", dir: "ltr" },
  { code: "kn", name: "Kannada", native: "ಕನ್ನಡ", tag: "kn", dir: "ltr" },
  { code: "ml", name: "Malayalam", native: "മലയാളം", tag: "ml", dir: "ltr" },
  { code: "vi", name: "Vietnamese", native: "Tiếng Việt", tag: "vi", dir: "ltr" },
  { code: "de", name: "German", native: "Deutsch", tag: "de", dir: "ltr" },
  { code: "el", name: "Greek", native: "Ελληνικά", tag: "el", dir: "ltr" },
  { code: "or", name: "Odia", native: "ଓଡ଼ିଆ", tag: "or", dir: "ltr" },
  { code: "si", name: "Sinhala", native: "සිංහල", tag: "si", dir: "ltr" },
  { code: "ja", name: "Japanese", native: "日本語", tag: "ja", dir: "ltr" },
  { code: "fil", name: "Filipino", native: "Filipino", tag: "fil", dir: "ltr" },
  { code: "id", name: "Indonesian", native: "Bahasa Indonesia", tag: "id", dir: "ltr" },
  { code: "ur", name: "Urdu", native: "اردو", tag: "ur", dir: "rtl" },
] as const;

export type Language = (typeof LANGUAGES)[number];

/**
 * A language the site can be in: one of the 22 built in, or one an owner added in the Translation
 * Manager (issue 21; app/server/i18n/site-languages.server.ts), whose texts all live in the database.
 * An added language's code is its BCP 47 tag in lower case, the first segment of its URLs.
 */
export type SiteLanguage = {
  code: string;
  name: string;
  native: string;
  tag: string;
  dir: "ltr" | "rtl";
};

/**
 * The locale for numbers and dates in a language: its tag with Latin digits pinned. The texts are
 * written with Latin digits in every language, and a runtime's default digits differ by CLDR
 * version (Bengali gets Bengali digits, Arabic depends on the version), so the server's render
 * and the browser's could disagree. Everything formatted for visitors goes through this.
 */
export function formatLocale(tag: string): string {
  return `${tag}-u-nu-latn`;
}
export type LanguageCode = Language["code"];

export const DEFAULT_LANGUAGE: LanguageCode = "en";
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as LanguageCode[];

const byCode = new Map<string, Language>(LANGUAGES.map((l) => [l.code, l]));

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === "string" && byCode.has(value);
}

export function getLanguage(code: LanguageCode): Language {
  return byCode.get(code)!;
}

/** The language a path is in: its first segment when that is a non-default language code. */
export function languageFromPath(pathname: string): LanguageCode {
  return siteLanguageFromPath(pathname) as LanguageCode;
}

/** The path without its language prefix: "/hi/join" -> "/join", "/hi" -> "/". */
export function stripLanguage(pathname: string): string {
  return stripSiteLanguage(pathname);
}

const NO_ADDED: ReadonlySet<string> = new Set();

/** As languageFromPath, also knowing the added languages' codes ("/pt-br/join" -> "pt-br"). */
export function siteLanguageFromPath(pathname: string, added = NO_ADDED): string {
  const first = pathname.split("/")[1]?.toLowerCase();
  if (!first || first === DEFAULT_LANGUAGE) return DEFAULT_LANGUAGE;
  return isLanguageCode(first) || added.has(first) ? first : DEFAULT_LANGUAGE;
}

/** As stripLanguage, also knowing the added languages' codes ("/pt-br/join" -> "/join"). */
export function stripSiteLanguage(pathname: string, added = NO_ADDED): string {
  const lang = siteLanguageFromPath(pathname, added);
  if (lang === DEFAULT_LANGUAGE) return pathname || "/";
  const rest = pathname.slice(lang.length + 1);
  return rest === "" ? "/" : rest;
}

/** The same page in another language: ("hi", "/join") -> "/hi/join", ("en", "/join") -> "/join". */
export function localizedPath(lang: string, path: string): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (lang === DEFAULT_LANGUAGE) return clean;
  return clean === "/" ? `/${lang}` : `/${lang}${clean}`;
}
