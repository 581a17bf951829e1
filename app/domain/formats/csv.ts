// CSV reading (RFC 4180, lenient) and writing, plus the contact import rules of the campaign
// admin screen. Pure: no I/O.
import { languageFromLabel } from "~/i18n/language-match";

const QUOTE = 34; // "
const COMMA = 44; // ,
const LF = 10;
const CR = 13;

interface CsvRecord {
  cells: string[];
  /** 1-based physical line on which the record starts. */
  line: number;
}

const isFieldEnd = (c: number) => c === COMMA || c === LF || c === CR;

// One pass over the characters; fields are sliced out rather than built char by char, so
// 10,000-row files stay linear. Line numbers count CRLF, LF and lone CR once each, including
// those inside quoted fields, so callers can point at the physical line in the file.
function parseRecords(text: string): CsvRecord[] {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const n = src.length;
  const records: CsvRecord[] = [];
  let i = 0;
  let line = 1;

  while (i < n) {
    const startLine = line;
    const cells: string[] = [];
    // A line with nothing on it at all is skipped; a quoted "" or a comma is content.
    let blank = true;

    for (;;) {
      let value = "";
      if (src.charCodeAt(i) === QUOTE) {
        blank = false;
        i++;
        let segmentStart = i;
        for (;;) {
          if (i >= n) {
            // Unterminated quote: the rest of the input is the field.
            value += src.slice(segmentStart);
            break;
          }
          const c = src.charCodeAt(i);
          if (c === QUOTE) {
            value += src.slice(segmentStart, i);
            if (src.charCodeAt(i + 1) === QUOTE) {
              value += '"';
              i += 2;
              segmentStart = i;
              continue;
            }
            i++;
            break;
          }
          if (c === LF || (c === CR && src.charCodeAt(i + 1) !== LF)) line++;
          i++;
        }
        // Lenient: stray text between a closing quote and the delimiter is kept as written.
        const tailStart = i;
        while (i < n && !isFieldEnd(src.charCodeAt(i))) i++;
        value += src.slice(tailStart, i);
      } else {
        const start = i;
        while (i < n && !isFieldEnd(src.charCodeAt(i))) i++;
        value = src.slice(start, i);
        if (i > start) blank = false;
      }
      cells.push(value);

      if (i < n && src.charCodeAt(i) === COMMA) {
        blank = false;
        i++;
        continue;
      }
      break;
    }

    if (i < n) {
      // At a line ending; CRLF counts as one.
      i += src.charCodeAt(i) === CR && src.charCodeAt(i + 1) === LF ? 2 : 1;
      line++;
    }
    if (!blank) records.push({ cells, line: startLine });
  }
  return records;
}

/** Parses CSV text into rows of cells. Never throws. */
export function parseCsv(text: string): string[][] {
  return parseRecords(text).map((r) => r.cells);
}

export interface Contact {
  name: string;
  surname: string;
  email: string;
  country: string;
  language: string;
}

/** The import file's columns, in the order the hint shows them. */
export const CONTACT_HEADER = [
  "name",
  "surname",
  "email",
  "country",
  "language",
] as const satisfies readonly (keyof Contact)[];

export interface SkippedRow {
  /** Physical line in the file where the row starts; the header is line 1. */
  line: number;
  reason: "missing_field" | "bad_email" | "duplicate";
  email?: string;
}

export type ContactsParseResult =
  | { ok: true; contacts: Contact[]; skipped: SkippedRow[]; totalRows: number }
  | { ok: false; error: string };

const REQUIRED_HEADERS = ["name", "email", "country", "language"] as const;

/** Which column of the file holds each contact field (0-based); a field left out is empty. */
export type ColumnMap = Partial<Record<keyof Contact, number>>;

/** The fields a column must be chosen for when the operator maps the columns by hand. */
export const MAPPED_REQUIRED = ["name", "email"] as const satisfies readonly (keyof Contact)[];

/** The file's header cells as written (trimmed), for the column choice. */
export function readCsvHeader(text: string): string[] {
  return (parseRecords(text)[0]?.cells ?? []).map((h) => h.trim());
}

/** Each field's column found by its name in the header (the first of a repeated name). */
export function columnsByName(header: string[]): ColumnMap {
  const names = header.map((h) => h.trim().toLowerCase());
  const map: ColumnMap = {};
  for (const field of CONTACT_HEADER) {
    const index = names.indexOf(field);
    if (index !== -1) map[field] = index;
  }
  return map;
}

/** True when the header names every required column, so no mapping is needed. */
export function headerMatches(header: string[]): boolean {
  const map = columnsByName(header);
  return REQUIRED_HEADERS.every((h) => map[h] !== undefined);
}
const MAX_EMAIL_LENGTH = 254;
// local@domain.tld with non-empty dot-separated labels; the classes are disjoint so the regex
// cannot backtrack badly, and the length is capped before it runs.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

const isPlausibleEmail = (email: string) =>
  email.length <= MAX_EMAIL_LENGTH && EMAIL_SHAPE.test(email);

/**
 * Reads a contacts file for a campaign: checks the header (or uses the columns the operator
 * chose, when its names differ), then keeps each valid row once, listing the rows it skipped and
 * why so the admin can fix the file. The first line is the header either way.
 */
export function parseContactsCsv(text: string, chosen?: ColumnMap): ContactsParseResult {
  const [header, ...rows] = parseRecords(text);
  const map = chosen ?? columnsByName(header?.cells ?? []);
  const indexOf = (name: keyof Contact) => map[name] ?? -1;

  const missing = (chosen ? MAPPED_REQUIRED : REQUIRED_HEADERS).filter((h) => indexOf(h) === -1);
  if (missing.length > 0) {
    const list = missing.map((h) => `Missing required field: ${h}`).join(", ");
    return { ok: false, error: `Invalid CSV format: ${list}` };
  }

  // Spreadsheets often export trailing rows of bare commas; those are not contacts.
  const dataRows = rows.filter((r) => r.cells.some((c) => c.trim() !== ""));
  if (dataRows.length === 0) return { ok: false, error: "No contacts found in file" };

  const at = (cells: string[], name: keyof Contact) => {
    const index = indexOf(name);
    return index === -1 ? "" : (cells[index] ?? "").trim();
  };

  const contacts: Contact[] = [];
  const skipped: SkippedRow[] = [];
  const seen = new Set<string>();

  for (const { cells, line } of dataRows) {
    const name = at(cells, "name");
    const email = at(cells, "email").toLowerCase();
    const withEmail = email ? { email } : {};

    if (!name || !email) {
      skipped.push({ line, reason: "missing_field", ...withEmail });
    } else if (!isPlausibleEmail(email)) {
      skipped.push({ line, reason: "bad_email", email });
    } else if (seen.has(email)) {
      skipped.push({ line, reason: "duplicate", email });
    } else {
      seen.add(email);
      contacts.push({
        name,
        surname: at(cells, "surname"),
        email,
        country: at(cells, "country"),
        // Stored as our language code when recognised ("Hindi", "HI" -> "hi"), else as written.
        language: languageFromLabel(at(cells, "language")) ?? at(cells, "language"),
      });
    }
  }

  return { ok: true, contacts, skipped, totalRows: dataRows.length };
}

const FORMULA_START = new Set(["=", "+", "-", "@", "\t", "\r"]);

/**
 * Spreadsheets run cells starting with these characters as formulas (CSV injection, OWASP);
 * a leading quote makes them plain text.
 */
export function neutraliseFormula(cell: string): string {
  return FORMULA_START.has(cell.charAt(0)) ? `'${cell}` : cell;
}

function quoteCell(cell: string): string {
  // A leading BOM would be stripped by a reader, so it is quoted to survive.
  const needsQuotes = /[",\r\n]/.test(cell) || cell.charCodeAt(0) === 0xfeff;
  return needsQuotes ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** Writes rows as CSV without touching cell content; `parseCsv` reads it back unchanged. */
export function toCsvRaw(rows: string[][]): string {
  return rows
    .map((row) =>
      // A row of one empty cell would otherwise be a blank line, which readers skip.
      row.length === 1 && row[0] === "" ? '""\r\n' : `${row.map(quoteCell).join(",")}\r\n`,
    )
    .join("");
}

/** Writes rows as CSV that is safe to open in a spreadsheet. */
export function toCsv(rows: string[][]): string {
  return toCsvRaw(rows.map((row) => row.map(neutraliseFormula)));
}
