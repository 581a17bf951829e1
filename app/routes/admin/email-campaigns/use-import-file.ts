// The import's chosen file: read in the browser, its header, the columns chosen when the header
// differs from the expected one, and the contacts as the import would save them.
import { useState } from "react";
import {
  columnsByName,
  headerMatches,
  parseContactsCsv,
  readCsvHeader,
  type ColumnMap,
  type ContactsParseResult,
} from "~/domain/formats/csv";

export function useImportFile() {
  const [name, setName] = useState<string | null>(null);
  const [text, setText] = useState("");
  const [header, setHeader] = useState<string[] | null>(null);
  /** Set only when the header differs and the operator matches the columns. */
  const [columns, setColumns] = useState<ColumnMap | null>(null);
  const [parsed, setParsed] = useState<ContactsParseResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  function clear() {
    setName(null);
    setText("");
    setHeader(null);
    setColumns(null);
    setParsed(null);
  }

  async function read(input: HTMLInputElement) {
    setError(null);
    clear();
    const f = input.files?.[0];
    if (!f) return setError("Please select a CSV file to import");
    if (f.type !== "text/csv" && !f.name.toLowerCase().endsWith(".csv"))
      return setError("Please upload a valid CSV file");
    let content: string;
    try {
      content = await f.text();
    } catch {
      // The browser could not read the file (moved, deleted or unreadable since it was chosen).
      return setError("Error reading file");
    }
    try {
      setName(f.name);
      setText(content);
      const cells = readCsvHeader(content);
      setHeader(cells);
      const chosen = headerMatches(cells) ? null : columnsByName(cells);
      setColumns(chosen);
      const result = parseContactsCsv(content, chosen ?? undefined);
      // With columns to match, the mapping says what is missing; the file itself is fine.
      if (!result.ok && !chosen) setError(result.error);
      setParsed(result);
    } catch {
      setError("Failed to read file contents");
    }
  }

  function mapColumns(next: ColumnMap) {
    setColumns(next);
    setParsed(parseContactsCsv(text, next));
  }

  return { name, header, columns, parsed, error, read, clear, mapColumns };
}
