import { redirect } from "react-router";
import { languageFromAcceptHeader } from "~/i18n/language-match";
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  localizedPath,
  stripSiteLanguage,
} from "~/i18n/languages";
import { mayBeLanguageSegment } from "~/domain/translation/added-language";
import { publishedLanguages } from "~/server/i18n/site-languages.server";
import { languageCookie } from "~/server/http/cookies.server";
import { sameSitePathOr } from "~/server/http/same-site-path.server";

/** A bare "/" follows the visitor's remembered language (built-in, or added and published), else
 * their browser's; null to stay. */
export async function bareRootRedirect(
  request: Request,
  env: Env,
  url = new URL(request.url),
): Promise<Response | null> {
  if (url.pathname !== "/") return null;
  const cookies = request.headers.get("Cookie");
  // Most visitors never chose a language: skip the cookie parse for them.
  const chosen = cookies?.includes(`${languageCookie.name}=`)
    ? await languageCookie.parse(cookies)
    : null;
  const preferred =
    isLanguageCode(chosen) || (await isPublishedAddedCode(env, chosen))
      ? (chosen as string)
      : languageFromAcceptHeader(request.headers.get("Accept-Language"));
  if (!preferred || preferred === DEFAULT_LANGUAGE) return null;
  return redirect(localizedPath(preferred, "/") + url.search, {
    status: 302,
    headers: { Vary: "Accept-Language, Cookie" },
  });
}

async function isPublishedAddedCode(env: Env, code: unknown): Promise<boolean> {
  if (typeof code !== "string" || !mayBeLanguageSegment(code)) return false;
  return (await publishedLanguages(env)).some((l) => l.code === code);
}

/**
 * Where the language switch sends the visitor: the same page in `lang`. The final Location is
 * checked (not only the input), since removing a language prefix or a dot segment can turn
 * "/hi//evil.example" into "//evil.example"; anything but a same-site path gives the language's
 * home page.
 */
export function languageSwitchTarget(
  lang: string,
  path: string,
  added: ReadonlySet<string> = new Set(),
): string {
  const home = localizedPath(lang, "/");
  let url: URL;
  try {
    url = new URL(path, "http://site.invalid");
  } catch {
    return home;
  }
  if (url.origin !== "http://site.invalid") return home;
  return sameSitePathOr(
    localizedPath(lang, stripSiteLanguage(url.pathname, added)) + url.search,
    home,
  );
}
