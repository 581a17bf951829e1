// The texts a page's data carries to the browser (issue 34): the root's data holds the shell's
// (app/i18n/page-texts.ts), each public page's loader adds its own. Never the texts only the
// server writes (emails, the offline page, error pages the Worker writes itself), nor the chat
// knowledge the chat's own bundle holds. A smaller document paints sooner.
import type { RouterContextProvider } from "react-router";
import type { Messages } from "~/i18n/dictionaries/en";
import type { KnowledgeMessages } from "~/i18n/knowledge/en";
import { isShellKey, names, PAGE_TEXTS, SERVER_ONLY_TEXTS, type TextPage } from "~/i18n/page-texts";
import { getWorker } from "~/server/http/context";
import { withoutBundledKnowledge } from "./chat-knowledge.server";
import { pageLanguage } from "./page-language.server";
import { getSiteMessages } from "./site-messages.server";

function pick(
  lang: string,
  messages: Messages & Partial<KnowledgeMessages>,
  wanted: (key: string) => boolean,
): Partial<Messages> {
  const picked: Record<string, string> = {};
  for (const [key, text] of Object.entries(withoutBundledKnowledge(lang, messages))) {
    if (wanted(key) && !SERVER_ONLY_TEXTS.some((prefix) => key.startsWith(prefix))) {
      picked[key] = text;
    }
  }
  return picked;
}

/** The shell's texts, plus the text of a toast the page is about to show (a flash names its
 * text by key, and may come from another page's action). */
export function shellMessages(
  lang: string,
  messages: Messages & Partial<KnowledgeMessages>,
  toastKey?: string,
): Messages {
  return pick(lang, messages, (key) => isShellKey(key) || key === toastKey) as Messages;
}

/** A public page's own texts, in the request's language, for its loader's data (`texts`). */
export async function pageTexts(
  request: Request,
  context: Readonly<RouterContextProvider>,
  page: TextPage,
): Promise<Partial<Messages>> {
  const lang = (await pageLanguage(request, context)).code;
  const messages = await getSiteMessages(getWorker(context).env, lang);
  const entries: readonly string[] = PAGE_TEXTS[page];
  return pick(lang, messages, (key) => entries.some((entry) => names(entry, key)));
}
