// The language of the unsubscribe pages: the confirmation (app/routes/resources/unsubscribe.tsx)
// and the answer to its POST (workers/unsubscribe.ts) speak as the campaign did.
import { languageFromAcceptHeader } from "~/i18n/language-match";
import { getLanguage, isLanguageCode } from "~/i18n/languages";
import { getSiteMessages } from "~/server/i18n/site-messages.server";

/** The contact's language, else the browser's, else English: its messages and its tag and
 * direction. */
export async function unsubscribeLanguage(
  env: Env,
  request: Request,
  contact: { language: string } | null,
) {
  const lang =
    contact && isLanguageCode(contact.language)
      ? contact.language
      : (languageFromAcceptHeader(request.headers.get("Accept-Language")) ?? "en");
  return { t: await getSiteMessages(env, lang), language: getLanguage(lang) };
}
