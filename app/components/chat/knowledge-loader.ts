// Loads the chat's knowledge bases in the browser when the chat opens (issue 19): the page's
// language and English (for the fallback), each its own small chunk, never part of a page's
// first JavaScript. Texts an administrator edited arrive with the page's messages and win.
import { buildKnowledgeBase, type KnowledgeBase } from "~/domain/chat/assistant";
import type { ChatLanguageRules } from "~/domain/chat/normalise";
import type { KnowledgeMessages } from "~/i18n/knowledge/en";

type KnowledgeModule = { knowledge: Partial<KnowledgeMessages>; chatLanguage?: ChatLanguageRules };

const modules = import.meta.glob<KnowledgeModule>("../../i18n/knowledge/*.ts");

async function loadModule(lang: string): Promise<KnowledgeModule | undefined> {
  const load = modules[`../../i18n/knowledge/${lang}.ts`];
  return load ? await load() : undefined;
}

export type LoadedKnowledge = { local: KnowledgeBase; english: KnowledgeBase };

/** Lets the browser paint and handle input before the next step (issue 34): each knowledge
 * base is built in a task of its own, never one long task with the page's hydration. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The page language's knowledge base (English texts under any it lacks, then the edited texts
 * over both) and the English one.
 * `edited(key)` gives an administrator's text for a key, or undefined.
 */
export async function loadKnowledge(
  lang: string,
  edited: (key: string) => string | undefined,
  vars: Record<string, string>,
): Promise<LoadedKnowledge> {
  const [englishModule, localModule] = await Promise.all([
    loadModule("en"),
    lang === "en" ? undefined : loadModule(lang),
  ]);
  const englishTexts: Record<string, string | undefined> = { ...englishModule?.knowledge };
  const localTexts: Record<string, string | undefined> = {
    ...englishTexts,
    ...localModule?.knowledge,
  };
  for (const key of Object.keys(englishTexts)) {
    const text = edited(key);
    if (text !== undefined) localTexts[key] = text;
  }
  await nextTask();
  const local = buildKnowledgeBase(
    lang,
    localTexts,
    (lang === "en" ? englishModule : localModule)?.chatLanguage,
    vars,
  );
  if (lang !== "en") await nextTask();
  const english =
    lang === "en"
      ? local
      : buildKnowledgeBase("en", englishTexts, englishModule?.chatLanguage, vars);
  return { local, english };
}
