import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  neutraliseFormula,
  parseContactsCsv,
  parseCsv,
  toCsv,
  toCsvRaw,
} from "~/domain/formats/csv";

const HEADER = "name,surname,email,country,language";

describe("parseCsv", () => {
  it("reads plain rows", () => {
    expect(parseCsv("a,b,c\n1,2,3")).toEqual([
      ["a", "b", "c"],
      ["1", "2", "3"],
    ]);
  });

  it("reads empty input as no rows", () => {
    expect(parseCsv("")).toEqual([]);
  });

  it("keeps empty fields", () => {
    expect(parseCsv(",a,\n,")).toEqual([
      ["", "a", ""],
      ["", ""],
    ]);
  });

  it("unwraps quoted fields", () => {
    expect(parseCsv('"a","b c",d')).toEqual([["a", "b c", "d"]]);
  });

  it("keeps commas inside quotes", () => {
    expect(parseCsv('"Smith, John",x')).toEqual([["Smith, John", "x"]]);
  });

  it("keeps LF and CRLF inside quotes", () => {
    expect(parseCsv('"one\ntwo","three\r\nfour"\r\nnext')).toEqual([
      ["one\ntwo", "three\r\nfour"],
      ["next"],
    ]);
  });

  it("turns doubled quotes inside quotes into one", () => {
    expect(parseCsv('"say ""hi""",""""')).toEqual([['say "hi"', '"']]);
  });

  it("keeps a quoted empty field, which is not a blank line", () => {
    expect(parseCsv('a\n""\nb')).toEqual([["a"], [""], ["b"]]);
  });

  it("removes a leading byte-order mark", () => {
    expect(parseCsv("\uFEFFname,email\nx,y")).toEqual([
      ["name", "email"],
      ["x", "y"],
    ]);
  });

  it("removes a byte-order mark before a quoted first field", () => {
    expect(parseCsv('\uFEFF"name",email')).toEqual([["name", "email"]]);
  });

  it("accepts CRLF line endings", () => {
    expect(parseCsv("a,b\r\nc,d\r\n")).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
  });

  it("accepts lone CR line endings", () => {
    expect(parseCsv("a,b\rc,d\r")).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
  });

  it("accepts mixed line endings", () => {
    expect(parseCsv("a\rb\nc\r\nd")).toEqual([["a"], ["b"], ["c"], ["d"]]);
  });

  it("skips blank lines", () => {
    expect(parseCsv("\n\na\n\n\r\n\rb\n\n")).toEqual([["a"], ["b"]]);
  });

  it("does not add a row for a trailing newline", () => {
    expect(parseCsv("a\n")).toEqual([["a"]]);
    expect(parseCsv("a\r\n")).toEqual([["a"]]);
    expect(parseCsv('"a"\r')).toEqual([["a"]]);
  });

  it("treats the rest of the input as the field after an unterminated quote", () => {
    expect(parseCsv('a,"b,c\nd,e')).toEqual([["a", "b,c\nd,e"]]);
    expect(parseCsv('"')).toEqual([[""]]);
  });

  it("keeps stray quotes in unquoted fields and text after a closing quote", () => {
    expect(parseCsv('ab"c,"d"e')).toEqual([['ab"c', "de"]]);
  });

  it("reads 10,000 rows", () => {
    const lines = ["id,text"];
    for (let i = 0; i < 10_000; i++) lines.push(`${i},"row ${i}, with ""quotes""\nand a newline"`);
    const rows = parseCsv(lines.join("\r\n"));
    expect(rows).toHaveLength(10_001);
    expect(rows[10_000]).toEqual(["9999", 'row 9999, with "quotes"\nand a newline']);
  });
});

describe("parseContactsCsv", () => {
  it("reads contacts, trimming every field and lowercasing the email", () => {
    const result = parseContactsCsv(
      `${HEADER}\n  Ana , Silva ,  Ana.Silva@Example.COM , Brazil , pt \nBo,,bo@example.org,SE,sv\n`,
    );
    expect(result).toEqual({
      ok: true,
      contacts: [
        {
          name: "Ana",
          surname: "Silva",
          email: "ana.silva@example.com",
          country: "Brazil",
          language: "pt",
        },
        { name: "Bo", surname: "", email: "bo@example.org", country: "SE", language: "sv" },
      ],
      skipped: [],
      totalRows: 2,
    });
  });

  it("accepts headers in any case, with spaces, in any order, after a BOM", () => {
    const result = parseContactsCsv(
      "\uFEFF Language ,EMAIL, Country,  Name \r\nen,a@b.co,UK,Al\r\n",
    );
    expect(result).toEqual({
      ok: true,
      contacts: [{ name: "Al", surname: "", email: "a@b.co", country: "UK", language: "en" }],
      skipped: [],
      totalRows: 1,
    });
  });

  it("defaults surname to an empty string when the column is absent", () => {
    const result = parseContactsCsv("name,email,country,language\nAl,a@b.co,UK,en");
    expect(result.ok && result.contacts[0]?.surname).toBe("");
  });

  it("reads quoted fields with commas in contacts", () => {
    const result = parseContactsCsv(`${HEADER}\n"Lee, Jr.",,lee@example.com,"Korea, South",ko`);
    expect(result.ok && result.contacts[0]).toMatchObject({
      name: "Lee, Jr.",
      country: "Korea, South",
    });
  });

  it.each([
    ["name", "surname,email,country,language"],
    ["email", "name,surname,country,language"],
    ["country", "name,surname,email,language"],
    ["language", "name,surname,email,country"],
  ])("rejects a file without the %s header", (field, header) => {
    expect(parseContactsCsv(`${header}\na,b,c,d`)).toEqual({
      ok: false,
      error: `Invalid CSV format: Missing required field: ${field}`,
    });
  });

  it("lists every missing header in order", () => {
    expect(parseContactsCsv("email,language\na@b.co,en")).toEqual({
      ok: false,
      error: "Invalid CSV format: Missing required field: name, Missing required field: country",
    });
  });

  it("lists all four headers for an empty file", () => {
    expect(parseContactsCsv("")).toEqual({
      ok: false,
      error:
        "Invalid CSV format: Missing required field: name, Missing required field: email, " +
        "Missing required field: country, Missing required field: language",
    });
  });

  it("reports a file with only a header", () => {
    expect(parseContactsCsv(`${HEADER}\r\n`)).toEqual({
      ok: false,
      error: "No contacts found in file",
    });
  });

  it("reports a file with only a header and blank or empty rows", () => {
    expect(parseContactsCsv(`${HEADER}\n\n,,,,\n , ,,,\n`)).toEqual({
      ok: false,
      error: "No contacts found in file",
    });
  });

  it("skips rows without a name or email, with their physical line numbers", () => {
    const result = parseContactsCsv(
      [
        HEADER,
        "Al,,al@example.com,UK,en",
        ",,bo@example.com,UK,en",
        "Cy,,  ,UK,en",
        "Di,,di@example.com",
      ].join("\n"),
    );
    expect(result.ok && result.skipped).toEqual([
      { line: 3, reason: "missing_field", email: "bo@example.com" },
      { line: 4, reason: "missing_field" },
    ]);
    expect(result.ok && result.contacts.map((c) => c.email)).toEqual([
      "al@example.com",
      "di@example.com",
    ]);
    expect(result.ok && result.totalRows).toBe(4);
  });

  it.each([
    "plain",
    "a@b",
    "a@@b.co",
    "a b@c.co",
    "a@b..co",
    "a@.b.co",
    "a@b.co.",
    "@b.co",
    `${"x".repeat(245)}@example.com`,
  ])("skips the malformed email %s", (email) => {
    const result = parseContactsCsv(`${HEADER}\nAl,,${email},UK,en`);
    expect(result).toEqual({
      ok: true,
      contacts: [],
      skipped: [{ line: 2, reason: "bad_email", email: email.toLowerCase() }],
      totalRows: 1,
    });
  });

  it("accepts a 254-character email", () => {
    const email = `${"x".repeat(242)}@example.com`;
    expect(email).toHaveLength(254);
    const result = parseContactsCsv(`${HEADER}\nAl,,${email},UK,en`);
    expect(result.ok && result.contacts.map((c) => c.email)).toEqual([email]);
  });

  it("skips later rows with the same email in any case", () => {
    const result = parseContactsCsv(
      [
        HEADER,
        "Al,,al@example.com,UK,en",
        "Al2,,AL@Example.com,UK,en",
        "Bo,,bo@example.com,SE,sv",
        "Al3,, al@EXAMPLE.com ,UK,en",
      ].join("\r\n"),
    );
    expect(result.ok && result.contacts.map((c) => c.name)).toEqual(["Al", "Bo"]);
    expect(result.ok && result.skipped).toEqual([
      { line: 3, reason: "duplicate", email: "al@example.com" },
      { line: 5, reason: "duplicate", email: "al@example.com" },
    ]);
  });

  it("does not count a skipped row's email as taken", () => {
    const result = parseContactsCsv(
      [HEADER, ",,al@example.com,UK,en", "Al,,al@example.com,UK,en"].join("\n"),
    );
    expect(result.ok && result.contacts.map((c) => c.name)).toEqual(["Al"]);
    expect(result.ok && result.skipped).toEqual([
      { line: 2, reason: "missing_field", email: "al@example.com" },
    ]);
  });

  it("gives physical line numbers after multi-line quoted fields and blank lines", () => {
    const text = [
      HEADER, // 1
      '"Al","line one', // 2
      "line two\r", // 3 (CRLF inside quotes)
      'line three",al@example.com,UK,en', // 4
      "", // 5 blank
      "Bo,,not-an-email,UK,en", // 6
      '"Cy\rstill Cy",,al@example.com,UK,en', // 7 and 8 (lone CR inside quotes)
      ",,x@example.com,UK,en", // 9
    ].join("\n");
    const result = parseContactsCsv(text);
    expect(result.ok && result.contacts).toEqual([
      {
        name: "Al",
        surname: "line one\nline two\r\nline three",
        email: "al@example.com",
        country: "UK",
        language: "en",
      },
    ]);
    expect(result.ok && result.skipped).toEqual([
      { line: 6, reason: "bad_email", email: "not-an-email" },
      { line: 7, reason: "duplicate", email: "al@example.com" },
      { line: 9, reason: "missing_field", email: "x@example.com" },
    ]);
    expect(result.ok && result.totalRows).toBe(4);
  });

  it("imports 10,000 contacts", () => {
    const lines = [HEADER];
    for (let i = 0; i < 10_000; i++) lines.push(`Name ${i},"Sur, ${i}",user${i}@example.com,UK,en`);
    const result = parseContactsCsv(lines.join("\n"));
    expect(result.ok && result.contacts).toHaveLength(10_000);
    expect(result.ok && result.contacts[9_999]).toEqual({
      name: "Name 9999",
      surname: "Sur, 9999",
      email: "user9999@example.com",
      country: "UK",
      language: "en",
    });
  });
});

describe("toCsv", () => {
  it("quotes fields with commas, quotes, CR or LF and ends lines with CRLF", () => {
    expect(toCsv([["plain", "a,b", 'say "hi"', "one\ntwo", "x\ry"], ["z"]])).toBe(
      'plain,"a,b","say ""hi""","one\ntwo","x\ry"\r\nz\r\n',
    );
  });

  it("writes nothing for no rows", () => {
    expect(toCsv([])).toBe("");
  });

  it.each(["=", "+", "-", "@", "\t", "\r"])("neutralises a cell starting with %j", (lead) => {
    const cell = `${lead}SUM(A1:A9)`;
    expect(neutraliseFormula(cell)).toBe(`'${cell}`);
    expect(parseCsv(toCsv([[cell, "ok"]]))).toEqual([[`'${cell}`, "ok"]]);
  });

  it("leaves other cells alone, including formula characters later in the cell", () => {
    for (const cell of ["", "Ana", "a=b", " =1", "'=1", "1-2", "x@example.com"]) {
      expect(neutraliseFormula(cell)).toBe(cell);
    }
    expect(toCsv([["a=b", "1-2"]])).toBe("a=b,1-2\r\n");
  });

  it("quotes a neutralised cell that also needs quoting", () => {
    expect(toCsv([['=HYPERLINK("http://x","y")']])).toBe('"\'=HYPERLINK(""http://x"",""y"")"\r\n');
  });

  it("writes cells as they are in toCsvRaw", () => {
    expect(toCsvRaw([["=1+1", "-2"]])).toBe("=1+1,-2\r\n");
  });

  it("keeps a row of one empty cell so it is not read as a blank line", () => {
    expect(parseCsv(toCsvRaw([["a"], [""], ["b"]]))).toEqual([["a"], [""], ["b"]]);
  });

  it("round-trips arbitrary rows through parseCsv", () => {
    const char = fc.oneof(
      fc.constantFrom(",", '"', "\r", "\n", "\r\n", " ", "\uFEFF", "="),
      fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
      fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }),
    );
    const cell = fc.string({ unit: char, maxLength: 12 });
    const rows = fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { maxLength: 8 });
    fc.assert(
      fc.property(rows, (input) => {
        expect(parseCsv(toCsvRaw(input))).toEqual(input);
      }),
      { numRuns: 500 },
    );
  });
});
