// One link-preview image (1200 x 630): the site's mark and name, the page's title and its short
// description, in the page's language, mirrored for right-to-left languages. Text is drawn as
// glyph outlines (text-layout.ts); resvg turns the SVG into a PNG.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { PREVIEW_IMAGE } from "../../app/domain/site/link-preview.ts";
import type { FontFile } from "./fonts.ts";
import { fitText, lineMetrics, shapeLine, type ShapedLine, type TextStyle } from "./text-layout.ts";

const require = createRequire(import.meta.url);
const { Resvg } = require("@resvg/resvg-js") as typeof import("@resvg/resvg-js");

export const COLORS = {
  background: "#0f172a",
  accent: "#059669",
  title: "#ffffff",
  description: "#cbd5e1",
} as const;

const { width: WIDTH, height: HEIGHT } = PREVIEW_IMAGE;
const MARGIN = 72;
const TEXT_WIDTH = WIDTH - 2 * MARGIN;
const MARK = 64;
const MARK_TOP = 56;
const ACCENT = 14;

export type Card = {
  files: FontFile[];
  tag: string;
  rtl: boolean;
  siteName: string;
  title: string;
  description: string;
};

const ROOT = join(import.meta.dirname, "..", "..");

/** The site's mark (public/favicon.svg) as a nested SVG at (x, y), `size` px square. */
export function siteMark(x: number, y: number, size: number): string {
  const svg = readFileSync(join(ROOT, "public", "favicon.svg"), "utf8").trim();
  return svg.replace(/^<svg\b/, `<svg x="${x}" y="${y}" width="${size}" height="${size}"`);
}

function glyphPaths(line: ShapedLine, left: number, baseline: number): string {
  return line.glyphs
    .map((g) => {
      const s = +g.scale.toFixed(6);
      return `<path transform="matrix(${s} 0 0 ${-s} ${(left + g.x).toFixed(2)} ${(baseline + g.y).toFixed(2)})" d="${g.d}"/>`;
    })
    .join("");
}

/** Left edge of a line: from the left margin, or ending at the right one. */
function lineLeft(line: ShapedLine, rtl: boolean): number {
  return rtl ? WIDTH - MARGIN - line.width : MARGIN;
}

export function cardSvg(card: Card): string {
  const base = { files: card.files, tag: card.tag, rtl: card.rtl };

  // Header: the mark and the site's name beside it, on the reading side.
  const nameStyle: TextStyle = { ...base, size: 40, weight: 700 };
  const name = shapeLine(card.siteName, nameStyle);
  const nameMetrics = lineMetrics(nameStyle);
  const nameBaseline = MARK_TOP + MARK / 2 + (nameMetrics.ascent - nameMetrics.descent) / 2 - 4;
  const markX = card.rtl ? WIDTH - MARGIN - MARK : MARGIN;
  const nameX = card.rtl ? markX - 20 - name.width : markX + MARK + 20;

  // Title and description, as large as fits in the space below the header, centred in it.
  const top = MARK_TOP + MARK + 24;
  const bottom = HEIGHT - ACCENT - 36;
  const gap = 28;
  const block = (fitted: { style: TextStyle; lines: ShapedLine[] }, leading: number) => {
    const { ascent, descent } = lineMetrics(fitted.style);
    // Line height from the font's extents, within bounds (Noto Sans Arabic's reach 2.1 em).
    const em = Math.min(1.55, Math.max(leading, (ascent + descent) / fitted.style.size));
    const lineHeight = fitted.style.size * em;
    return { ...fitted, ascent, descent, lineHeight, height: fitted.lines.length * lineHeight };
  };
  const TITLE_SIZES = [76, 68, 62, 56, 50, 46, 42];
  const DESCRIPTION_SIZES = [34, 32, 30, 28, 26, 24];
  let t!: ReturnType<typeof block>;
  let d!: ReturnType<typeof block>;
  fit: for (let i = 0; i < TITLE_SIZES.length; i++) {
    t = block(
      fitText(card.title, { ...base, weight: 700 }, TITLE_SIZES.slice(i), TEXT_WIDTH, 3),
      1.25,
    );
    for (let j = 0; j < DESCRIPTION_SIZES.length; j++) {
      d = block(
        fitText(
          card.description,
          { ...base, weight: 400 },
          DESCRIPTION_SIZES.slice(j),
          TEXT_WIDTH,
          3,
        ),
        1.4,
      );
      if (t.height + gap + d.height <= bottom - top) break fit;
    }
  }
  let y = top + Math.max(0, (bottom - top - (t.height + gap + d.height)) / 2);
  const drawBlock = (b: typeof t, color: string) => {
    const paths = b.lines.map((line, i) => {
      const baseline = y + i * b.lineHeight + (b.lineHeight - b.ascent - b.descent) / 2 + b.ascent;
      return glyphPaths(line, lineLeft(line, card.rtl), baseline);
    });
    y += b.height;
    return `<g fill="${color}">${paths.join("")}</g>`;
  };
  const titlePaths = drawBlock(t, COLORS.title);
  y += gap;
  const descriptionPaths = drawBlock(d, COLORS.description);

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${COLORS.background}"/>`,
    `<rect y="${HEIGHT - ACCENT}" width="${WIDTH}" height="${ACCENT}" fill="${COLORS.accent}"/>`,
    siteMark(markX, MARK_TOP, MARK),
    `<g fill="${COLORS.title}">${glyphPaths(name, nameX, nameBaseline)}</g>`,
    titlePaths,
    descriptionPaths,
    "</svg>",
  ].join("\n");
}

/** An SVG drawn to PNG at its own size (no system fonts: every letter is already a path). */
export function renderPng(svg: string): Buffer {
  const resvg = new Resvg(svg, { font: { loadSystemFonts: false } });
  return Buffer.from(resvg.render().asPng());
}
