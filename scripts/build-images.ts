// `npm run build` step 1 (before `react-router build`): the images the site serves as static
// files, drawn once per build, never per request:
// - public/og/<lang>/<page>.png: each public page's link-preview picture in each language
//   (1200 x 630 PNG: the site's mark and name, the page's title and description from the
//   bundled dictionaries), for og:image and twitter:image (app/i18n/page-meta.ts);
// - public/icons/*.png: the web app manifest's 192 and 512 px icons, from public/favicon.svg.
// Both folders are generated (git-ignored). Nothing is redrawn when the texts, fonts and this
// code are unchanged since the last run (the key is kept in node_modules/.cache).
// Decision record: docs/decisions/0016-share-wallet-qr-offline.md.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { APP_ICONS, previewImageFile } from "../app/domain/site/link-preview.ts";
import { LANGUAGES, type LanguageCode } from "../app/i18n/languages.ts";
import { SITE_PAGE_TEXT } from "../app/i18n/site-page-text.ts";
import { DICTIONARIES } from "../app/i18n/dictionaries/bundled.ts";
import { FONT_PACKAGES, languageFonts, packageVersion } from "./images/fonts.ts";
import { cardSvg, COLORS, renderPng, siteMark } from "./images/og-card.ts";

const ROOT = join(import.meta.dirname, "..");
const PUBLIC = join(ROOT, "public");
const CACHE_KEY_FILE = join(ROOT, "node_modules", ".cache", "waymark-images", "key");

/** The words on one page's preview image in one language. */
export function cardText(lang: LanguageCode, path: keyof typeof SITE_PAGE_TEXT) {
  const t = DICTIONARIES[lang];
  const keys = SITE_PAGE_TEXT[path];
  return {
    siteName: t["general.productName"],
    title: t[keys.titleKey],
    description: t[keys.descriptionKey],
  };
}

/** Draws one page's preview image as a PNG. */
export async function previewImage(
  lang: LanguageCode,
  path: keyof typeof SITE_PAGE_TEXT,
): Promise<Buffer> {
  const language = LANGUAGES.find((l) => l.code === lang)!;
  const svg = cardSvg({
    files: await languageFonts(lang),
    tag: language.tag,
    rtl: language.dir === "rtl",
    ...cardText(lang, path),
  });
  return renderPng(svg);
}

/** The manifest icon: the favicon as it is, or (maskable) its mark on a full-bleed square. */
export function appIcon(size: number, purpose: "any" | "maskable"): Buffer {
  if (purpose === "any") return renderPng(siteMark(0, 0, size));
  const inner = Math.round(size * 0.7);
  const offset = (size - inner) / 2;
  return renderPng(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="${COLORS.accent}"/>${siteMark(offset, offset, inner)}</svg>`,
  );
}

function sourceKey(): string {
  const hash = createHash("sha256");
  const files = [
    join(ROOT, "scripts", "build-images.ts"),
    ...readdirSync(join(ROOT, "scripts", "images")).map((f) => join(ROOT, "scripts", "images", f)),
    join(ROOT, "app", "domain", "site", "link-preview.ts"),
    join(PUBLIC, "favicon.svg"),
  ];
  for (const file of files) hash.update(readFileSync(file));
  for (const name of [...FONT_PACKAGES, "harfbuzzjs", "wawoff2", "@resvg/resvg-js"])
    hash.update(`${name}@${packageVersion(name)}`);
  for (const lang of Object.keys(DICTIONARIES) as LanguageCode[])
    for (const path of Object.keys(SITE_PAGE_TEXT) as (keyof typeof SITE_PAGE_TEXT)[])
      hash.update(JSON.stringify([lang, path, cardText(lang, path)]));
  return hash.digest("hex");
}

function write(file: string, bytes: Buffer): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, bytes);
}

async function main(): Promise<void> {
  const started = performance.now();
  const key = sourceKey();
  const outputs = [
    ...LANGUAGES.flatMap((l) =>
      Object.keys(SITE_PAGE_TEXT).map((p) => previewImageFile(l.code, p)),
    ),
    ...APP_ICONS.map((i) => i.file),
  ];
  const previous = existsSync(CACHE_KEY_FILE) ? readFileSync(CACHE_KEY_FILE, "utf8") : "";
  if (previous === key && outputs.every((f) => existsSync(join(PUBLIC, f)))) {
    console.log("Images: up to date (public/og, public/icons)");
    return;
  }
  rmSync(join(PUBLIC, "og"), { recursive: true, force: true });
  rmSync(join(PUBLIC, "icons"), { recursive: true, force: true });
  let bytes = 0;
  let largest = 0;
  for (const language of LANGUAGES) {
    for (const path of Object.keys(SITE_PAGE_TEXT) as (keyof typeof SITE_PAGE_TEXT)[]) {
      const png = await previewImage(language.code, path);
      write(join(PUBLIC, previewImageFile(language.code, path)), png);
      bytes += png.length;
      largest = Math.max(largest, png.length);
    }
  }
  for (const icon of APP_ICONS) write(join(PUBLIC, icon.file), appIcon(icon.size, icon.purpose));
  mkdirSync(dirname(CACHE_KEY_FILE), { recursive: true });
  writeFileSync(CACHE_KEY_FILE, key);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Images: ${outputs.length - APP_ICONS.length} link previews (${Math.round(bytes / 1024)} KB, largest ${Math.round(largest / 1024)} KB) and ${APP_ICONS.length} app icons in ${seconds} s`,
  );
}

if (import.meta.main) await main();
