import type { Messages } from "~/i18n/dictionaries/en";
import { getLanguage, localizedPath, type LanguageCode } from "~/i18n/languages";

export const THEME_COLOR = "#0f172a";

/** The web app manifest in one language: its name, description, direction and start page. */
export function webManifest(lang: LanguageCode, t: Messages) {
  const language = getLanguage(lang);
  return {
    id: "/",
    name: t["general.productName"],
    short_name: t["general.productName"],
    description: t["general.meta.description"],
    lang: language.tag,
    dir: language.dir,
    start_url: localizedPath(lang, "/"),
    scope: "/",
    display: "standalone",
    theme_color: THEME_COLOR,
    background_color: "#f8fafc",
    icons: [{ src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" }],
  };
}
