import { redirect } from "react-router";
import {
  DEFAULT_LANGUAGE,
  isLanguageCode,
  languageFromAcceptHeader,
  localizedPath,
} from "~/i18n/languages";
import { languageCookie } from "~/server/http/cookies.server";

/** A bare "/" follows the visitor's remembered language, else their browser's; null to stay. */
export async function bareRootRedirect(
  request: Request,
  url = new URL(request.url),
): Promise<Response | null> {
  if (url.pathname !== "/") return null;
  const cookies = request.headers.get("Cookie");
  // Most visitors never chose a language: skip the cookie parse for them.
  const chosen = cookies?.includes(`${languageCookie.name}=`)
    ? await languageCookie.parse(cookies)
    : null;
  const preferred = isLanguageCode(chosen)
    ? chosen
    : languageFromAcceptHeader(request.headers.get("Accept-Language"));
  if (!preferred || preferred === DEFAULT_LANGUAGE) return null;
  return redirect(localizedPath(preferred, "/") + url.search, {
    status: 302,
    headers: { Vary: "Accept-Language, Cookie" },
  });
}
