// Server-side assembly of one language's messages: bundled English, then the bundled
// language, then administrators' stored overrides. Only the result reaches the browser.
// English is part of the Worker; each other language's dictionary and knowledge base are
// loaded when a request first needs them (`loadBundledLanguages`), not evaluated at startup
// (22 of each were most of the Worker's startup cost, issue 34).
import { frenchSpacing } from "~/i18n/typography";
import { en, type MessageKey, type Messages } from "~/i18n/dictionaries/en";
import { isLanguageCode, LANGUAGES, type LanguageCode } from "~/i18n/languages";
import { bundledKnowledge, loadKnowledge } from "./chat-knowledge.server";
import type { KnowledgeKey, KnowledgeMessages } from "~/i18n/knowledge/en";

/** Every translatable key: the dictionaries' and the chat knowledge base's. */
export type SiteMessageKey = MessageKey | KnowledgeKey;
export type SiteMessages = Messages & KnowledgeMessages;

/** The other languages' dictionaries, each its own chunk of the Worker. The Record type makes a
 * language missing from this list a type error. */
const DICTIONARY_FILES: Record<Exclude<LanguageCode, "en">, () => Promise<Messages>> = {
  hi: async () => (await import("~/i18n/dictionaries/hi")).hi,
  te: async () => (await import("~/i18n/dictionaries/te")).te,
  ta: async () => (await import("~/i18n/dictionaries/ta")).ta,
  ar: async () => (await import("~/i18n/dictionaries/ar")).ar,
  "zh-cn": async () => (await import("~/i18n/dictionaries/zh-cn")).zhCn,
  "zh-tw": async () => (await import("~/i18n/dictionaries/zh-tw")).zhTw,
  fr: async () => (await import("~/i18n/dictionaries/fr")).fr,
  es: async () => (await import("~/i18n/dictionaries/es")).es,
  ru: async () => (await import("~/i18n/dictionaries/ru")).ru,
  bn: async () => (await import("~/i18n/dictionaries/bn")).bn,
  kn: async () => (await import("~/i18n/dictionaries/kn")).kn,
  ml: async () => (await import("~/i18n/dictionaries/ml")).ml,
  vi: async () => (await import("~/i18n/dictionaries/vi")).vi,
  de: async () => (await import("~/i18n/dictionaries/de")).de,
  el: async () => (await import("~/i18n/dictionaries/el")).el,
  or: async () => (await import("~/i18n/dictionaries/or")).or,
  si: async () => (await import("~/i18n/dictionaries/si")).si,
  ja: async () => (await import("~/i18n/dictionaries/ja")).ja,
  fil: async () => (await import("~/i18n/dictionaries/fil")).fil,
  id: async () => (await import("~/i18n/dictionaries/id")).id,
  ur: async () => (await import("~/i18n/dictionaries/ur")).ur,
};

/** The bundled dictionaries, each with its language's chat knowledge base (app/i18n/knowledge);
 * typed Partial so a missing key falls back to English at run time. Holds English and the
 * languages loaded so far (`loadBundledLanguages`). */
export const bundledDictionaries = {
  en: { ...en, ...bundledKnowledge("en") },
} as Record<LanguageCode, Partial<SiteMessages>>;

/**
 * Loads the bundled texts of `langs` (every built-in language when none are named), once per
 * isolate. The synchronous functions below need a built-in language loaded first: getSiteMessages
 * loads the one it builds, the root's middleware all of them for the back-office.
 */
export async function loadBundledLanguages(
  langs: readonly string[] = LANGUAGES.map((l) => l.code),
): Promise<void> {
  await Promise.all(
    langs.map(async (lang) => {
      if (!isLanguageCode(lang) || lang === "en" || lang in bundledDictionaries) return;
      const [dictionary] = await Promise.all([DICTIONARY_FILES[lang](), loadKnowledge(lang)]);
      bundledDictionaries[lang] ??= { ...dictionary, ...bundledKnowledge(lang) };
    }),
  );
}

/** A language's bundled texts: none for an added language (all of its texts are stored). */
export function bundledDictionary(lang: string): Partial<SiteMessages> {
  if (!isLanguageCode(lang)) return {};
  const dictionary = bundledDictionaries[lang] as Partial<SiteMessages> | undefined;
  if (!dictionary) {
    throw new Error(`The "${lang}" dictionary is not loaded: await loadBundledLanguages() first`);
  }
  return dictionary;
}

/** The English texts: every key's source. */
export const ENGLISH_MESSAGES = bundledDictionaries.en as SiteMessages;

export const MESSAGE_KEYS = Object.keys(ENGLISH_MESSAGES) as SiteMessageKey[];

export function isMessageKey(key: string): key is SiteMessageKey {
  return Object.hasOwn(ENGLISH_MESSAGES, key);
}

/**
 * English, overlaid by the bundled language, overlaid by stored overrides. An override with empty
 * text clears the translation: that key falls back to English (and counts as missing).
 */
export function buildMessages(
  lang: string,
  overrides: Partial<Record<string, string>> = {},
): SiteMessages {
  const messages: SiteMessages = { ...ENGLISH_MESSAGES, ...bundledDictionary(lang) };
  for (const [key, text] of Object.entries(overrides)) {
    if (!isMessageKey(key) || text === undefined) continue;
    messages[key] = text.trim() === "" ? ENGLISH_MESSAGES[key] : text;
  }
  if (lang === "fr") {
    for (const key of MESSAGE_KEYS) messages[key] = frenchSpacing(messages[key]);
  }
  return messages;
}

/** Keys with no translation in `lang`: absent from its dictionary, or cleared by an override. */
export function missingKeys(
  lang: string,
  overrides: Partial<Record<string, string>> = {},
): SiteMessageKey[] {
  if (lang === "en") return [];
  const bundled = bundledDictionary(lang);
  return MESSAGE_KEYS.filter((key) => {
    const override = overrides[key];
    if (override !== undefined) return override.trim() === "";
    return !bundled[key]?.trim();
  });
}
