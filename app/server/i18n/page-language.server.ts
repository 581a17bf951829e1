// The language of the page a request asks for, worked out once per request: the root's loader
// and each page's loader (which sends its own texts, issue 34) read the same answer.
import type { RouterContextProvider } from "react-router";
import { getLanguage, isLanguageCode, type SiteLanguage } from "~/i18n/languages";
import { getWorker } from "~/server/http/context";
import { pagePath } from "~/server/http/request-path.server";
import { addedLanguageFor } from "./site-languages.server";

const perRequest = new WeakMap<Readonly<RouterContextProvider>, Promise<SiteLanguage>>();

/** A built-in code, an added language this request may see, else English (the admin's screens,
 * and a hidden or unknown language's URL for visitors, whose 404 is English). */
export function pageLanguage(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<SiteLanguage> {
  let language = perRequest.get(context);
  if (!language) {
    language = resolve(request, getWorker(context).env);
    perRequest.set(context, language);
  }
  return language;
}

async function resolve(request: Request, env: Env): Promise<SiteLanguage> {
  // The page's path, also for a data request: /hi.data is /hi (client navigation to the Hindi
  // home page showed it in English when read from the URL as it came).
  const first = pagePath(request).pathname.split("/")[1];
  if (isLanguageCode(first)) return getLanguage(first);
  return (await addedLanguageFor(request, env, first))?.language ?? getLanguage("en");
}
