import { APP_ICONS } from "~/domain/site/link-preview";
import type { Messages } from "~/i18n/dictionaries/en";
import { getLanguage, localizedPath, type LanguageCode } from "~/i18n/languages";

export const THEME_COLOR = "#0f172a";

/** The web app manifest in one language: its name, description, direction and start page.
 * `imagesVersion` is the build's image hash (vite.config.ts), put in the icons' URLs. */
export function webManifest(lang: LanguageCode, t: Messages, imagesVersion: string) {
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
    icons: [
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
      // PNGs drawn from the favicon at build time (scripts/build-images.ts), for the install
      // prompt and home screens that want bitmaps of these sizes.
      ...APP_ICONS.map((icon) => ({
        src: `/${icon.file}?v=${imagesVersion}`,
        sizes: `${icon.size}x${icon.size}`,
        type: "image/png",
        purpose: icon.purpose,
      })),
    ],
  };
}
