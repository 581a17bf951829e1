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

type SiteTexts = Messages & Partial<KnowledgeMessages>;

// Each language's picked texts, once per messages object (getSiteMessages keeps one per language
// and content version), so a page view does not filter some 300 texts twice.
const picked = new WeakMap<SiteTexts, Map<TextPage | "shell", Partial<Messages>>>();

const serverOnly = (key: string) => SERVER_ONLY_TEXTS.some((prefix) => key.startsWith(prefix));

function pick(lang: string, messages: SiteTexts, part: TextPage | "shell"): Partial<Messages> {
  let parts = picked.get(messages);
  if (!parts) picked.set(messages, (parts = new Map()));
  const hit = parts.get(part);
  if (hit) return hit;
  const entries: readonly string[] = part === "shell" ? [] : PAGE_TEXTS[part];
  const wanted = (key: string) =>
    part === "shell" ? isShellKey(key) : entries.some((entry) => names(entry, key));
  const texts: Record<string, string> = {};
  for (const [key, text] of Object.entries(withoutBundledKnowledge(lang, messages))) {
    if (wanted(key) && !serverOnly(key)) texts[key] = text;
  }
  parts.set(part, texts);
  return texts;
}

/** The shell's texts, plus the text of a toast the page is about to show (a flash names its
 * text by key, and may come from another page's action). */
export function shellMessages(lang: string, messages: SiteTexts, toastKey?: string): Messages {
  const shell = pick(lang, messages, "shell") as Messages;
  const toast = toastKey && !(toastKey in shell) && !serverOnly(toastKey) ? toastKey : null;
  const text = toast ? (messages as Record<string, string>)[toast] : undefined;
  return text === undefined ? shell : { ...shell, [toast!]: text };
}

/** A public page's own texts, in the request's language, for its loader's data (`texts`). */
export async function pageTexts(
  request: Request,
  context: Readonly<RouterContextProvider>,
  page: TextPage,
): Promise<Partial<Messages>> {
  const lang = (await pageLanguage(request, context)).code;
  return pick(lang, await getSiteMessages(getWorker(context).env, lang), page);
}
