// Lines of text as glyph outlines: bidirectional order, shaping (HarfBuzz), line breaking and a
// font size that fits. The result is SVG path data, so the renderer only fills shapes.
import * as hb from "harfbuzzjs";
import { fontAt, fontRuns, type FontFile } from "./fonts.ts";

export type TextStyle = {
  /** The language's subset files, best first (fonts.ts). */
  files: FontFile[];
  /** BCP 47 tag, for HarfBuzz's language-specific forms (Urdu, Serbian ...) and line breaks. */
  tag: string;
  rtl: boolean;
  size: number;
  weight: number;
};

/** A glyph outline in font units, to be drawn scaled by `scale` with its origin at (x, y). */
export type PlacedGlyph = { d: string; x: number; y: number; scale: number };

/** One line, left to right as it is seen; x from the line's left edge, y from its baseline. */
export type ShapedLine = { text: string; width: number; glyphs: PlacedGlyph[] };

type Level = { text: string; level: number };

const STRONG_RTL = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;

/**
 * The text's runs in the order they are seen, each with its embedding level (odd = right to
 * left): a small form of the Unicode Bidirectional Algorithm that is enough for one paragraph
 * of prose: strong letters, numbers (W7: after a left-to-right letter they are left to right),
 * neutrals between two runs of one direction take it, others the paragraph's (N1, N2), and
 * runs at higher levels are reversed (L2).
 */
export function visualRuns(text: string, rtl: boolean): Level[] {
  type Kind = "L" | "R" | "EN" | "N";
  const chars = [...text];
  const kinds: Kind[] = [];
  chars.forEach((c, i) => {
    if (/\p{M}/u.test(c) && i > 0) kinds.push(kinds[i - 1]!);
    else if (/\p{Nd}/u.test(c)) kinds.push("EN");
    else if (/\p{L}/u.test(c)) kinds.push(STRONG_RTL.test(c) ? "R" : "L");
    else kinds.push("N");
  });
  // W7: a number after a left-to-right letter (or at the start of a left-to-right paragraph).
  let strong: Kind = rtl ? "R" : "L";
  kinds.forEach((k, i) => {
    if (k === "L" || k === "R") strong = k;
    else if (k === "EN" && strong === "L") kinds[i] = "L";
  });
  // N1, N2: numbers count as right to left for the neutrals beside them.
  const side = (k: Kind | undefined): "L" | "R" =>
    k === "L" ? "L" : k === undefined ? (rtl ? "R" : "L") : "R";
  for (let i = 0; i < kinds.length; i++) {
    if (kinds[i] !== "N") continue;
    let j = i;
    while (kinds[j] === "N") j++;
    const before = side(i > 0 ? kinds[i - 1] : undefined);
    const after = side(j < kinds.length ? kinds[j] : undefined);
    const resolved: Kind = before === after ? before : rtl ? "R" : "L";
    for (let k = i; k < j; k++) kinds[k] = resolved;
    i = j - 1;
  }
  const levelOf = (k: Kind) => (rtl ? (k === "R" ? 1 : 2) : k === "L" ? 0 : k === "R" ? 1 : 2);
  const runs: Level[] = [];
  chars.forEach((c, i) => {
    const level = levelOf(kinds[i]!);
    const last = runs[runs.length - 1];
    if (last && last.level === level) last.text += c;
    else runs.push({ text: c, level });
  });
  // L2: from the highest level down to the lowest odd one, reverse every stretch at or above it.
  const highest = Math.max(...runs.map((r) => r.level));
  const lowestOdd = Math.min(...runs.map((r) => (r.level % 2 ? r.level : r.level + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < runs.length; i++) {
      if (runs[i]!.level < level) continue;
      let j = i;
      while (j < runs.length && runs[j]!.level >= level) j++;
      runs.splice(i, j - i, ...runs.slice(i, j).reverse());
      i = j;
    }
  }
  return runs;
}

const outlines = new Map<string, string>();

/** Shapes one line of text (no wrapping). */
export function shapeLine(text: string, style: TextStyle): ShapedLine {
  const glyphs: PlacedGlyph[] = [];
  let pen = 0;
  for (const run of visualRuns(text, style.rtl)) {
    const runRtl = run.level % 2 === 1;
    const pieces = fontRuns(style.files, run.text, style.tag);
    if (runRtl) pieces.reverse();
    for (const piece of pieces) {
      const font = fontAt(piece.file, style.weight);
      const scale = style.size / piece.file.face.upem;
      const buffer = new hb.Buffer();
      buffer.addText(piece.text);
      buffer.setDirection(runRtl ? hb.Direction.RTL : hb.Direction.LTR);
      buffer.setLanguage(style.tag);
      buffer.guessSegmentProperties();
      hb.shape(font, buffer);
      const positions = buffer.getGlyphPositions();
      buffer.getGlyphInfos().forEach((info, i) => {
        const p = positions[i]!;
        const key = `${piece.file.name}@${style.weight}#${info.codepoint}`;
        let d = outlines.get(key);
        if (d === undefined) {
          d = font.glyphToPath(info.codepoint);
          outlines.set(key, d);
        }
        if (d) glyphs.push({ d, x: pen + p.xOffset * scale, y: -p.yOffset * scale, scale });
        pen += p.xAdvance * scale;
      });
    }
  }
  return { text, width: pen, glyphs };
}

/** Ascent and descent (positive, px) of the language's main font at this size. */
export function lineMetrics(style: TextStyle): { ascent: number; descent: number } {
  const file = style.files[0]!;
  const extents = fontAt(file, style.weight).hExtents();
  const scale = style.size / file.face.upem;
  return { ascent: extents.ascender * scale, descent: -extents.descender * scale };
}

const OPENING = /^[\p{Ps}\p{Pi}]+$/u;

/**
 * Where a line may break: before a word that follows a space, and in Chinese and Japanese
 * (no spaces) before any word, but never before punctuation ("、", ")") or after an opening
 * bracket. Intl.Segmenter finds the words, with dictionaries for Chinese and Japanese.
 */
export function breakUnits(text: string, tag: string): string[] {
  const noSpaces = /^(zh|ja)\b/i.test(tag);
  const units: string[] = [];
  let previous = "";
  for (const { segment, isWordLike } of new Intl.Segmenter(tag, { granularity: "word" }).segment(
    text,
  )) {
    const startsWord = isWordLike || OPENING.test(segment);
    const may =
      units.length > 0 &&
      startsWord &&
      !OPENING.test(previous) &&
      (/\s$/u.test(previous) || noSpaces);
    if (may) units.push(segment);
    else if (units.length) units[units.length - 1] += segment;
    else units.push(segment);
    previous = segment;
  }
  return units;
}

/** Greedy line filling: as many break units on each line as fit in `maxWidth`. */
export function wrap(text: string, style: TextStyle, maxWidth: number): ShapedLine[] {
  const lines: ShapedLine[] = [];
  let current = "";
  for (const unit of breakUnits(text.replace(/\s+/gu, " ").trim(), style.tag)) {
    const candidate = current + unit;
    if (current === "" || shapeLine(candidate.trimEnd(), style).width <= maxWidth)
      current = candidate;
    else {
      lines.push(shapeLine(current.trimEnd(), style));
      current = unit.trimStart();
    }
  }
  if (current.trim()) lines.push(shapeLine(current.trimEnd(), style));
  return lines;
}

/**
 * The largest of `sizes` at which the text takes at most `maxLines` lines no wider than
 * `maxWidth`; at the smallest, the last line ends with "…" if more would follow.
 */
export function fitText(
  text: string,
  style: Omit<TextStyle, "size">,
  sizes: number[],
  maxWidth: number,
  maxLines: number,
): { style: TextStyle; lines: ShapedLine[] } {
  for (const size of sizes) {
    const sized = { ...style, size };
    const lines = wrap(text, sized, maxWidth);
    if (lines.length <= maxLines && lines.every((l) => l.width <= maxWidth))
      return { style: sized, lines };
  }
  const sized = { ...style, size: sizes[sizes.length - 1]! };
  const lines = wrap(text, sized, maxWidth);
  if (lines.length <= maxLines) return { style: sized, lines };
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1]!.text;
  const graphemes = [...new Intl.Segmenter(style.tag, { granularity: "grapheme" }).segment(last)];
  while (graphemes.length > 1 && shapeLine(`${last}…`, sized).width > maxWidth) {
    graphemes.pop();
    last = graphemes
      .map((g) => g.segment)
      .join("")
      .trimEnd();
  }
  kept[maxLines - 1] = shapeLine(`${last}…`, sized);
  return { style: sized, lines: kept };
}
