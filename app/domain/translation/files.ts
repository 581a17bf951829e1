// Translator's files for one language (issue 21): XLIFF 2.0 and flat JSON out, and back in with a
// preview. Pure: the texts come in, files and verdicts go out; the route reads and saves.
//
// JSON is flat in the ARB manner: `"key": "translation"`, each with an `"@key"` object holding
// the English source and the state, and `"@@locale"` naming the language. XLIFF 2.0 puts each key
// in a <unit> with <source>, <target> and the segment's `state`; machine texts not reviewed yet
// say so with `subState="waymark:machine"`. Inline markup is kept as escaped text, so a
// translator's tool shows `<strong>` as characters to keep, and nothing in a file is run.
import { XMLParser } from "fast-xml-parser";
import { textProblem } from "./guard";

/** initial: no text; translated: a machine text no one has accepted; reviewed: typed, imported or
 * accepted here; final: the text the site ships with. */
export type EntryState = "initial" | "translated" | "reviewed" | "final";

export type FileEntry = { key: string; source: string; target: string; state: EntryState };

export type FileFormat = "json" | "xliff";

export const FILE_FORMATS: readonly FileFormat[] = ["json", "xliff"];

/** A file's name for a language and format. */
export function translationFileName(language: string, format: FileFormat): string {
  return `waymark-${language}.${format === "json" ? "json" : "xlf"}`;
}

export function toJsonFile(language: string, entries: FileEntry[]): string {
  const out: Record<string, unknown> = { "@@locale": language, "@@source_locale": "en" };
  for (const e of entries) {
    out[e.key] = e.target;
    out[`@${e.key}`] = { source: e.source, state: e.state };
  }
  return `${JSON.stringify(out, null, 2)}\n`;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

const XLIFF_NS = "urn:oasis:names:tc:xliff:document:2.0";

export function toXliff(language: string, entries: FileEntry[]): string {
  const units = entries.map((e) => {
    const sub = e.state === "translated" ? ` subState="waymark:machine"` : "";
    const target = e.target === "" ? "" : `\n        <target>${escapeXml(e.target)}</target>`;
    return `    <unit id="${escapeXml(e.key)}">
      <segment state="${e.state}"${sub}>
        <source>${escapeXml(e.source)}</source>${target}
      </segment>
    </unit>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<xliff xmlns="${XLIFF_NS}" version="2.0" srcLang="en" trgLang="${escapeXml(language)}">
  <file id="waymark">
${units.join("\n")}
  </file>
</xliff>
`;
}

export type ParsedFile = { language: string | null; texts: Map<string, string> };

/** Read failures, in words an admin can act on. */
export class TranslationFileError extends Error {}

function parseJson(content: string): ParsedFile {
  let data: unknown;
  try {
    data = JSON.parse(content);
  } catch {
    throw new TranslationFileError("The file is not valid JSON.");
  }
  if (!data || typeof data !== "object" || Array.isArray(data))
    throw new TranslationFileError('The JSON file must be one object of "key": "text" pairs.');
  const texts = new Map<string, string>();
  let language: string | null = null;
  for (const [key, value] of Object.entries(data)) {
    if (key === "@@locale") {
      if (typeof value === "string") language = value;
      continue;
    }
    if (key.startsWith("@")) continue;
    if (typeof value !== "string")
      throw new TranslationFileError(`"${key.slice(0, 80)}" is not a text.`);
    texts.set(key, value);
  }
  return { language, texts };
}

const ENTITIES: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

/** A code point XML 1.0 allows in a document (its Char production): no NUL or other C0
 * controls but tab and line breaks, no lone surrogates, nothing past U+10FFFF. */
function isXmlCharacter(code: number): boolean {
  if (!Number.isSafeInteger(code)) return false;
  if (code === 0x9 || code === 0xa || code === 0xd) return true;
  if (code >= 0x20 && code <= 0xd7ff) return true;
  if (code >= 0xe000 && code <= 0xfffd) return true;
  return code >= 0x10000 && code <= 0x10ffff;
}

/** The text of a <source> or <target> kept raw by the parser: character references decoded; an
 * element inside (inline codes) is refused. */
function xmlText(raw: string, key: string): string {
  if (raw.includes("<"))
    throw new TranslationFileError(
      `${key}: inline elements are not supported; keep markup as plain text (as exported).`,
    );
  return raw.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (whole, name: string) => {
    if (name.startsWith("#")) {
      const code = name.startsWith("#x")
        ? parseInt(name.slice(2), 16)
        : parseInt(name.slice(1), 10);
      if (!isXmlCharacter(code))
        throw new TranslationFileError(
          `${key}: the character reference ${whole.slice(0, 24)} is not a character an XML file may hold.`,
        );
      return String.fromCodePoint(code);
    }
    const char = ENTITIES[name];
    if (char === undefined) throw new TranslationFileError(`${key}: unknown entity ${whole}.`);
    return char;
  });
}

type XmlNode = Record<string, unknown>;

const asArray = (v: unknown): XmlNode[] =>
  (Array.isArray(v) ? v : v === undefined ? [] : [v]) as XmlNode[];

function parseXliff(content: string): ParsedFile {
  // A DTD can declare entities that expand without bound, or reach outside: XLIFF needs none.
  if (/<!DOCTYPE|<!ENTITY/i.test(content))
    throw new TranslationFileError(
      "The file declares a DTD or entities, which XLIFF does not use.",
    );
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@",
    removeNSPrefix: true,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    processEntities: false,
    stopNodes: ["*.source", "*.target"],
    isArray: (name) => ["file", "unit", "segment", "group"].includes(name),
  });
  let doc: XmlNode;
  try {
    doc = parser.parse(content, true) as XmlNode;
  } catch (error) {
    throw new TranslationFileError(
      `The file is not valid XML: ${error instanceof Error ? error.message.slice(0, 200) : "unreadable"}.`,
    );
  }
  const root = doc.xliff as XmlNode | undefined;
  if (!root || typeof root !== "object")
    throw new TranslationFileError("The file is not XLIFF: it has no <xliff> element.");
  if (root["@version"] !== "2.0")
    throw new TranslationFileError('Only XLIFF 2.0 is read (version="2.0").');
  const texts = new Map<string, string>();
  const readUnits = (node: XmlNode) => {
    for (const group of asArray(node.group)) readUnits(group);
    for (const unit of asArray(node.unit)) {
      const key = unit["@id"];
      if (typeof key !== "string") throw new TranslationFileError("A <unit> has no id.");
      const segments = asArray(unit.segment);
      if (segments.length !== 1)
        throw new TranslationFileError(`${key}: a unit must have exactly one <segment>.`);
      const target = segments[0]!.target;
      texts.set(key, typeof target === "string" ? xmlText(target, key) : "");
    }
  };
  for (const file of asArray(root.file)) readUnits(file);
  const language = root["@trgLang"];
  return { language: typeof language === "string" ? language : null, texts };
}

/** Reads a translator's file by its content (JSON starts with "{"). */
export function parseTranslationFile(content: string): ParsedFile {
  const text = content.replace(/^\uFEFF/, "").trimStart();
  if (text.startsWith("{")) return parseJson(text);
  if (text.startsWith("<")) return parseXliff(text);
  throw new TranslationFileError("Choose an XLIFF 2.0 (.xlf) or JSON (.json) file.");
}

/** The longest text accepted for a key: generous, but not a page of something else. */
export function maxTextLength(english: string): number {
  return Math.max(500, english.length * 4);
}

export type ImportPreview = {
  added: { key: string; text: string }[];
  changed: { key: string; from: string; text: string }[];
  unchanged: number;
  problems: string[];
};

/**
 * What importing `file` into `language` would do, key by key: new texts (the key has none now),
 * changed and unchanged ones, and every problem (an unknown key, another language, a broken
 * placeholder, tag or link, markup the English text does not have, a text far too long). An
 * empty text in the file leaves the key as it is. With any problem nothing may be saved.
 */
export function previewImport(
  language: string,
  file: ParsedFile,
  english: Readonly<Record<string, string>>,
  current: Readonly<Record<string, string>>,
): ImportPreview {
  const preview: ImportPreview = { added: [], changed: [], unchanged: 0, problems: [] };
  if (file.language !== null && file.language.toLowerCase() !== language.toLowerCase())
    preview.problems.push(
      `The file is for "${file.language.slice(0, 20)}", not "${language}": choose that language first.`,
    );
  for (const [key, text] of file.texts) {
    if (!Object.hasOwn(english, key)) {
      preview.problems.push(`${key.slice(0, 120)}: no such key.`);
      continue;
    }
    const source = english[key]!;
    const now = current[key] ?? "";
    if (text === "" || text === now) {
      preview.unchanged++;
      continue;
    }
    const problem = textProblem(key, source, text);
    if (problem) preview.problems.push(problem);
    if (text.length > maxTextLength(source))
      preview.problems.push(
        `${key}: ${text.length} characters, more than the ${maxTextLength(source)} allowed for this text.`,
      );
    if (now === "") preview.added.push({ key, text });
    else preview.changed.push({ key, from: now, text });
  }
  if (file.texts.size === 0) preview.problems.push("The file has no texts.");
  return preview;
}
