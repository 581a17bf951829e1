// The texts a page's data carries to the browser: a language's messages without those only the
// server uses (emails, the offline page, error pages the Worker writes itself) and without the
// chat knowledge the chat's own bundle holds. A smaller document paints sooner (issue 34).
import type { Messages } from "~/i18n/dictionaries/en";
import type { KnowledgeMessages } from "~/i18n/knowledge/en";
import { withoutBundledKnowledge } from "./chat-knowledge.server";

/** Key prefixes of texts no page's code reads: written by the server only. */
const SERVER_ONLY = [
  "general.unsubscribe.", // email footers and /unsubscribe (its own loader sends its texts)
  "general.offline.", // the offline page (app/server/offline)
  "general.fileLink.", // a refused file link's page (app/server/files)
  "general.rateLimited.", // the Worker's 429 page
  "general.signup.emailSubject", // the confirmation email
  "general.signup.emailBody",
  "general.member.emailSubject", // the member sign-in and invitation emails
  "general.member.emailBody",
  "general.member.inviteSubject",
  "general.member.inviteBody",
];

export function pageMessages(lang: string, messages: Messages & Partial<KnowledgeMessages>) {
  const page = withoutBundledKnowledge(lang, messages) as Record<string, string>;
  for (const key of Object.keys(page)) {
    if (SERVER_ONLY.some((prefix) => key.startsWith(prefix))) delete page[key];
  }
  return page as Messages;
}
