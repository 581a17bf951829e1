import { redirect } from "react-router";
import { DEFAULT_LANGUAGE, isLanguageCode, languageFromAcceptHeader, localizedPath } from "~/i18n/languages";
import { languageCookie } from "./cookies.server";

/** A bare "/" follows the visitor's remembered language, else their browser's; null to stay. */
export async function bareRootRedirect(request: Request): Promise<Response | null> {
  const url = new URL(request.url);
  if (url.pathname !== "/") return null;
  const cookies = request.headers.get("Cookie");
  const chosen = cookies?.includes("wm_lang=") ? await languageCookie.parse(cookies) : null;
  const preferred = isLanguageCode(chosen) ? chosen : languageFromAcceptHeader(request.headers.get("Accept-Language"));
  if (!preferred || preferred === DEFAULT_LANGUAGE) return null;
  return redirect(localizedPath(preferred, "/") + url.search, {
    status: 302,
    headers: { Vary: "Accept-Language, Cookie" },
  });
}
