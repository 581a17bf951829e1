// Server-side assembly of one language's messages: bundled English, then the bundled
// language, then administrators' stored overrides. Only the result reaches the browser.
import { frenchSpacing } from "~/i18n/typography";
import { DICTIONARIES } from "~/i18n/dictionaries/bundled";
import type { MessageKey, Messages } from "~/i18n/dictionaries/en";
import { isLanguageCode, type LanguageCode } from "~/i18n/languages";
import { bundledKnowledge } from "./chat-knowledge.server";
import type { KnowledgeKey, KnowledgeMessages } from "~/i18n/knowledge/en";

/** Every translatable key: the dictionaries' and the chat knowledge base's. */
export type SiteMessageKey = MessageKey | KnowledgeKey;
export type SiteMessages = Messages & KnowledgeMessages;

/** A dictionary with its language's chat knowledge base (app/i18n/knowledge). */
function withKnowledge(
  dictionaries: Record<LanguageCode, Partial<Messages>>,
): Record<LanguageCode, Partial<SiteMessages>> {
  const merged = {} as Record<LanguageCode, Partial<SiteMessages>>;
  for (const [code, dictionary] of Object.entries(dictionaries) as [
    LanguageCode,
    Partial<Messages>,
  ][])
    merged[code] = { ...dictionary, ...bundledKnowledge(code) };
  return merged;
}

/** Bundled dictionaries; typed Partial so a missing key falls back to English at run time. */
export const bundledDictionaries: Record<LanguageCode, Partial<SiteMessages>> = withKnowledge(
  DICTIONARIES,
);

/** A language's bundled texts: none for an added language (all of its texts are stored). */
export function bundledDictionary(lang: string): Partial<SiteMessages> {
  return isLanguageCode(lang) ? bundledDictionaries[lang] : {};
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
