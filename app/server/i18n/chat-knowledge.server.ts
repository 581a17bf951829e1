// The chat assistant's bundled knowledge bases on the server (issue 19): one file per language
// in app/i18n/knowledge, merged into that language's texts so that the Translation Manager
// lists and edits them like any other text. They are kept out of every page's data: the chat
// loads them itself when it opens (app/components/chat/knowledge-loader.ts). English's is part of
// the Worker; another language's is loaded when a request first needs that language (issue 34).
import type { ChatLanguageRules } from "~/domain/chat/normalise";
import { KNOWLEDGE_PREFIX } from "~/domain/chat/topics";
import type { Messages } from "~/i18n/dictionaries/en";
import * as english from "~/i18n/knowledge/en";
import type { KnowledgeKey, KnowledgeMessages } from "~/i18n/knowledge/en";

type KnowledgeModule = { knowledge: Partial<KnowledgeMessages>; chatLanguage?: ChatLanguageRules };

const files = import.meta.glob<KnowledgeModule>([
  "../../i18n/knowledge/*.ts",
  "!../../i18n/knowledge/en.ts",
]);
const loaded = new Map<string, KnowledgeModule>([["en", english]]);

function fileOf(lang: string): (() => Promise<KnowledgeModule>) | undefined {
  return files[`../../i18n/knowledge/${lang}.ts`];
}

/** Loads a language's knowledge base, once per isolate (nothing for a language without one). */
export async function loadKnowledge(lang: string): Promise<void> {
  const file = loaded.has(lang) ? undefined : fileOf(lang);
  if (file) loaded.set(lang, await file());
}

function moduleOf(lang: string): KnowledgeModule | undefined {
  const module = loaded.get(lang);
  if (!module && fileOf(lang)) {
    throw new Error(`The "${lang}" knowledge base is not loaded: await loadKnowledge() first`);
  }
  return module;
}

/** A language's bundled knowledge texts (empty when its file is not written yet). */
export function bundledKnowledge(lang: string): Partial<KnowledgeMessages> {
  return moduleOf(lang)?.knowledge ?? {};
}

/** A language's stop words and word-length rule. */
export function bundledChatRules(lang: string): ChatLanguageRules | undefined {
  return moduleOf(lang)?.chatLanguage;
}

export function isKnowledgeKey(key: string): key is KnowledgeKey {
  return key.startsWith(KNOWLEDGE_PREFIX);
}

/**
 * What a page carries: the messages without the knowledge texts the chat's own bundle already
 * holds. Texts an administrator changed stay, so the chat can apply them over its bundle.
 */
export function withoutBundledKnowledge(
  lang: string,
  messages: Messages & Partial<KnowledgeMessages>,
): Messages {
  const bundled: Partial<KnowledgeMessages> = {
    ...bundledKnowledge("en"),
    ...bundledKnowledge(lang),
  };
  const page: Record<string, string> = {};
  for (const [key, text] of Object.entries(messages)) {
    if (isKnowledgeKey(key) && bundled[key] === text) continue;
    page[key] = text;
  }
  return page as Messages;
}
