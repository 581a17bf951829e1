// Where the build's images are served: each public page's link-preview picture (Open Graph and
// Twitter card) per language, and the app icons the web app manifest lists. The files are made
// by scripts/build-images.ts into public/ before `react-router build` copies them out; every URL
// carries the images' content hash (`?v=`), so a changed picture gets a new URL while an
// unchanged one stays cached (public/_headers). Imports only types: the build script loads it.
import type { LanguageCode } from "../../i18n/languages";

/** Facebook's, WhatsApp's and X's recommended large preview: 1.91:1. */
export const PREVIEW_IMAGE = { width: 1200, height: 630, type: "image/png" } as const;

/** "/" -> "home", "/join" -> "join". */
export function previewImageName(path: string): string {
  return path === "/" ? "home" : path.replace(/^\//, "");
}

/** The file under public/ (and the URL path) of a page's preview image. */
export function previewImageFile(lang: LanguageCode, path: string): string {
  return `og/${lang}/${previewImageName(path)}.png`;
}

/** The image's URL path with the content version. */
export function previewImagePath(lang: LanguageCode, path: string, version: string): string {
  return `/${previewImageFile(lang, path)}?v=${version}`;
}

/** The manifest's PNG icons, drawn from public/favicon.svg. "maskable" keeps the mark inside the
 * middle 80 % that Android's icon masks never cut. */
export const APP_ICONS = [
  { file: "icons/icon-192.png", size: 192, purpose: "any" },
  { file: "icons/icon-512.png", size: 512, purpose: "any" },
  { file: "icons/icon-maskable-512.png", size: 512, purpose: "maskable" },
] as const;
