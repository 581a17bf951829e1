// The contact import's confirmation (issue 32): where the people agreed is stored with each
// contact, the check before saving tells new from stored addresses, and a file whose header
// differs is read through the columns the operator chose.
import { env } from "cloudflare:workers";
import { inArray } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/data/db";
import { emailContacts } from "~/data/schema";
import {
  CONTACT_HEADER,
  parseContactsCsv,
  readCsvHeader,
  headerMatches,
  toCsvRaw,
} from "~/domain/formats/csv";
import {
  contactImportSchema,
  countStoredContacts,
  importContacts,
} from "~/server/email/contact-import.server";
import { addContacts, person, resetContacts } from "./support/contact-fixtures";
import { testAdmin } from "./support/route-context";

const db = getDb(env.DB);

const sources = async (emails: string[]) =>
  Object.fromEntries(
    (
      await db
        .select({ email: emailContacts.email, source: emailContacts.consentSource })
        .from(emailContacts)
        .where(inArray(emailContacts.email, emails))
    ).map((r) => [r.email, r.source]),
  );

beforeEach(resetContacts);

describe("importing contacts", () => {
  it("stores where these people agreed with each contact, and the file alone when not said", async () => {
    const admin = await testAdmin();
    const input = contactImportSchema.parse({
      fileName: "meetup.csv",
      csv: "name,email,country,language\nAna,ana@consent.test,Chile,es\nBo,bo@consent.test,Chile,en\n",
      consentNote: "  Signup sheet, Lisbon meetup  ",
    });
    expect(await importContacts(db, admin, input)).toMatchObject({
      ok: true,
      value: { saved: 2, skipped: 0 },
    });
    expect(await sources(["ana@consent.test", "bo@consent.test"])).toEqual({
      "ana@consent.test": "import:meetup.csv (Signup sheet, Lisbon meetup)",
      "bo@consent.test": "import:meetup.csv (Signup sheet, Lisbon meetup)",
    });

    const plain = contactImportSchema.parse({
      fileName: "plain.csv",
      csv: "name,email,country,language\nCy,cy@consent.test,Chile,es\n",
    });
    await importContacts(db, admin, plain);
    expect(await sources(["cy@consent.test"])).toEqual({ "cy@consent.test": "import:plain.csv" });
  });

  it("counts the addresses stored already, in any case, over many lookups", async () => {
    const stored = Array.from({ length: 150 }, (_, i) => person(`P${i}`, `p${i}@stored.test`));
    await addContacts(stored);
    const emails = [
      ...Array.from({ length: 200 }, (_, i) => `P${i}@Stored.test`),
      "new@stored.test",
      "p1@stored.test",
    ];
    expect(await countStoredContacts({ db }, { emails })).toMatchObject({
      ok: true,
      value: { stored: 150 },
    });
    expect(await countStoredContacts({ db }, { emails: [] })).toMatchObject({
      value: { stored: 0 },
    });
  });
});

describe("a file whose header differs", () => {
  const file = "Full name;x,E-mail address,Land,Sprache\nAna Lima,ANA@map.test,Chile,Spanish\n";

  it("is read through the chosen columns, and saved as the usual header", async () => {
    const header = readCsvHeader(file);
    expect(headerMatches(header)).toBe(false);
    expect(parseContactsCsv(file)).toEqual({
      ok: false,
      error:
        "Invalid CSV format: Missing required field: name, Missing required field: email, Missing required field: country, Missing required field: language",
    });
    expect(parseContactsCsv(file, { name: 0 })).toEqual({
      ok: false,
      error: "Invalid CSV format: Missing required field: email",
    });
    const parsed = parseContactsCsv(file, { name: 0, email: 1, country: 2, language: 3 });
    expect(parsed).toMatchObject({
      ok: true,
      contacts: [
        { name: "Ana Lima", surname: "", email: "ana@map.test", country: "Chile", language: "es" },
      ],
    });
    if (!parsed.ok) return;
    // The screen sends the contacts under the usual header; the server reads that as always.
    const csv = toCsvRaw([
      [...CONTACT_HEADER],
      ...parsed.contacts.map((c) => CONTACT_HEADER.map((h) => c[h])),
    ]);
    const input = contactImportSchema.parse({ fileName: "map.csv", csv, consentNote: "Form" });
    expect(await importContacts(db, await testAdmin(), input)).toMatchObject({
      ok: true,
      value: { saved: 1 },
    });
    expect(await sources(["ana@map.test"])).toEqual({ "ana@map.test": "import:map.csv (Form)" });
  });
});
