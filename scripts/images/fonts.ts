// The fonts the build's images are drawn with: Noto Sans for each script, from the
// @fontsource-variable/* npm packages (SIL Open Font License 1.1). Each package holds one
// variable WOFF2 file per Unicode subset ("devanagari", "latin", or for CJK about a hundred
// numbered slices). They are decoded to TrueType (wawoff2) and shaped with HarfBuzz (harfbuzzjs,
// WebAssembly), which also pins the weight axis and gives each glyph's outline.
//
// Text is shaped here rather than by the SVG renderer: resvg's own text layout drops the advance
// of the second glyph in a cluster (the Devanagari vowel sign AA in "का" lands on the next
// letter), and its fallback between fonts assumes one glyph per character.
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import * as hb from "harfbuzzjs";
import type { LanguageCode } from "../../app/i18n/languages.ts";

const require = createRequire(import.meta.url);
const decompress = require("wawoff2/decompress") as (woff2: Buffer) => Promise<Uint8Array>;

/** The Noto Sans package of each language's script, then Noto Sans for the Latin letters,
 * digits and punctuation a script's font lacks. */
export const LANGUAGE_FONTS: Record<LanguageCode, string[]> = {
  en: ["noto-sans"],
  hi: ["noto-sans-devanagari", "noto-sans"],
  te: ["noto-sans-telugu", "noto-sans"],
  ta: ["noto-sans-tamil", "noto-sans"],
  ar: ["noto-sans-arabic", "noto-sans"],
  "zh-cn": ["noto-sans-sc", "noto-sans"],
  "zh-tw": ["noto-sans-tc", "noto-sans"],
  fr: ["noto-sans"],
  es: ["noto-sans"],
  ru: ["noto-sans"],
  bn: ["noto-sans-bengali", "noto-sans"],
  kn: ["noto-sans-kannada", "noto-sans"],
  ml: ["noto-sans-malayalam", "noto-sans"],
  vi: ["noto-sans"],
  de: ["noto-sans"],
  el: ["noto-sans"],
  or: ["noto-sans-oriya", "noto-sans"],
  si: ["noto-sans-sinhala", "noto-sans"],
  ja: ["noto-sans-jp", "noto-sans"],
  fil: ["noto-sans"],
  id: ["noto-sans"],
  ur: ["noto-sans-arabic", "noto-sans"],
};

/** Every font package used (for the build's cache key and the decision record). */
export const FONT_PACKAGES = [...new Set(Object.values(LANGUAGE_FONTS).flat())].map(
  (name) => `@fontsource-variable/${name}`,
);

/** An installed package's version (for the build's cache key). */
export function packageVersion(name: string): string {
  const path = join(import.meta.dirname, "..", "..", "node_modules", name, "package.json");
  return (JSON.parse(readFileSync(path, "utf8")) as { version: string }).version;
}

/** WOFF2 to TrueType, one file at a time: the decoder hands back a view of its own memory,
 * which its next call reuses, so each result is copied before the next file starts. */
let decoding: Promise<unknown> = Promise.resolve();
function decodeWoff2(woff2: Buffer): Promise<Buffer> {
  const result = decoding.then(async () => Buffer.from(await decompress(woff2)));
  decoding = result.catch(() => undefined);
  return result;
}

/** One subset file of a font package. */
export type FontFile = {
  name: string;
  face: hb.Face;
  characters: Set<number>;
};

/** The order subset files are tried in: the package's own script first (its digits and
 * punctuation win), then Latin, then the rest (math, symbols). CJK slices are all its own. */
function subsetRank(pkg: string, subset: string): number {
  const script = pkg.replace(/^noto-sans-?/, "");
  if (script === "") return subset === "latin" ? 0 : subset === "latin-ext" ? 1 : 2;
  if (/^\d+$/.test(subset) || subset === script) return 0;
  return subset === "latin" ? 1 : subset === "latin-ext" ? 2 : 3;
}

const packages = new Map<string, Promise<FontFile[]>>();

/** Every subset file of a package, decoded, best first. */
function packageFiles(pkg: string): Promise<FontFile[]> {
  let files = packages.get(pkg);
  if (!files) {
    files = (async () => {
      const folder = join(
        dirname(require.resolve(`@fontsource-variable/${pkg}/package.json`)),
        "files",
      );
      const prefix = `${pkg}-`;
      const suffix = "-wght-normal.woff2";
      const subsets = readdirSync(folder)
        .filter((f) => f.startsWith(prefix) && f.endsWith(suffix))
        .map((f) => f.slice(prefix.length, -suffix.length))
        .sort(
          (a, b) =>
            subsetRank(pkg, a) - subsetRank(pkg, b) || a.localeCompare(b, "en", { numeric: true }),
        );
      const decoded: FontFile[] = [];
      for (const subset of subsets) {
        const ttf = await decodeWoff2(readFileSync(join(folder, `${prefix}${subset}${suffix}`)));
        const face = new hb.Face(new hb.Blob(ttf), 0);
        decoded.push({
          name: `${pkg}-${subset}`,
          face,
          characters: new Set(face.collectUnicodes()),
        });
      }
      return decoded;
    })();
    packages.set(pkg, files);
  }
  return files;
}

/** The subset files a language's text is drawn with, best first. */
export async function languageFonts(lang: LanguageCode): Promise<FontFile[]> {
  const files: FontFile[] = [];
  for (const pkg of LANGUAGE_FONTS[lang]) files.push(...(await packageFiles(pkg)));
  return files;
}

/** Splits `text` into runs that one font file covers, the language's script font first. A
 * character the current run's font has stays in that run (spaces, marks, joiners). Throws on a
 * character no font has: a missing-glyph box in an image is a build error, not a defect to ship. */
export function fontRuns(
  files: FontFile[],
  text: string,
  lang: string,
): { file: FontFile; text: string }[] {
  const runs: { file: FontFile; text: string }[] = [];
  const missing: string[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const last = runs[runs.length - 1];
    if (last?.file.characters.has(code)) {
      last.text += char;
      continue;
    }
    const file = files.find((f) => f.characters.has(code));
    if (file) runs.push({ file, text: char });
    else missing.push(`U+${code.toString(16).toUpperCase().padStart(4, "0")}`);
  }
  if (missing.length)
    throw new Error(
      `No font has ${missing.join(", ")} (${lang}, "${text}"): add its script to LANGUAGE_FONTS in scripts/images/fonts.ts`,
    );
  return runs;
}

const fonts = new Map<string, hb.Font>();

/** A HarfBuzz font for a file at a weight (the variable 'wght' axis pinned). */
export function fontAt(file: FontFile, weight: number): hb.Font {
  const key = `${file.name}@${weight}`;
  let font = fonts.get(key);
  if (!font) {
    font = new hb.Font(file.face);
    font.setVariations([new hb.Variation("wght", weight)]);
    fonts.set(key, font);
  }
  return font;
}
