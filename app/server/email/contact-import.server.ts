// Saving imported contacts: the CSV text (a whole file, or one part of a large file sent in
// pieces so the admin sees progress) is parsed again on the server with the same rules as the
// preview, then upserted in D1 batches that stay within its bound-parameter limit. Each contact
// keeps where its consent came from: the file, and where the operator says these people agreed.
// Before saving, the screen asks how many of the file's addresses are stored already, so its
// confirmation can say how many contacts are new and how many are updated.
import { count, inArray } from "drizzle-orm";
import { z } from "zod";
import { recordAudit, type Actor } from "~/data/audit";
import { upsertContactStatements } from "~/data/contacts";
import { runBatch, type Db } from "~/data/db";
import { emailContacts } from "~/data/schema";
import { chunks } from "~/utils/chunks";
import { parseContactsCsv } from "~/domain/formats/csv";
import { importInputSchema } from "~/schemas/email";
import { refused, succeeded, type Outcome } from "~/server/admin/outcome";
import { enrolImportedContacts } from "./sequence-enrol.server";

/** Upsert statements per D1 batch (each statement carries 8 contacts, 64 bound values). */
const STATEMENTS_PER_BATCH = 50;
/** Addresses per lookup statement (D1 binds at most 100 values). */
const EMAILS_PER_LOOKUP = 90;
/** Addresses one check may ask about: a whole file of the largest accepted size. */
export const MAX_CHECKED_EMAILS = 50_000;

/** The import as posted by the screen: the shared schema, with where the people agreed. */
export const contactImportSchema = importInputSchema.extend({
  /** The operator's words for where these people agreed ("signup sheet, Lisbon meetup"). */
  consentNote: z
    .string()
    .trim()
    .max(200, "Keep where they agreed under 200 characters.")
    .optional(),
});

export type ContactImport = z.infer<typeof contactImportSchema>;

/** What the import endpoint accepts: the operator has confirmed that these people agreed to
 * receive email (the screen's tick; the server refuses an import without it). */
export const contactImportRequestSchema = contactImportSchema.extend({
  consent: z.literal(true, "Confirm that these people agreed to receive email from you."),
});

export const storedContactsCheckSchema = z.object({
  emails: z.array(z.string().max(254)).max(MAX_CHECKED_EMAILS, "Too many addresses to check."),
});

/** What an import (or one part of it) did. */
export type ImportResult = { saved: number; skipped: number };

/** The consent source stored with each contact of the import. */
export function importConsentSource(input: Pick<ContactImport, "fileName" | "consentNote">) {
  const note = input.consentNote?.trim();
  return note ? `import:${input.fileName} (${note})` : `import:${input.fileName}`;
}

export async function importContacts(
  db: Db,
  user: Actor,
  input: ContactImport,
): Promise<Outcome<ImportResult>> {
  const parsed = parseContactsCsv(input.csv);
  if (!parsed.ok) return refused(parsed.error, 400);
  if (parsed.contacts.length === 0) return refused("No valid contacts to save", 400);
  try {
    const statements = upsertContactStatements(
      db,
      parsed.contacts,
      importConsentSource(input),
      input.consentAt ?? Date.now(),
    );
    // Each D1 batch is one transaction.
    for (const batch of chunks(statements, STATEMENTS_PER_BATCH)) {
      await runBatch(db, batch);
    }
    // Contacts added by an import with consent enter the running "import" welcome sequences.
    await enrolImportedContacts(
      db,
      parsed.contacts.map((c) => c.email),
    );
    const part = input.parts > 1 ? ` (part ${input.part} of ${input.parts})` : "";
    await recordAudit(db, user, {
      action: "import",
      entity: "contacts",
      detail: `${parsed.contacts.length} from ${input.fileName}${part}`,
    });
  } catch (error) {
    console.error("contact import failed", error);
    return refused("Failed to save contacts to database", 500);
  }
  const saved = parsed.contacts.length;
  return succeeded(`Saved ${saved} contacts.`, { saved, skipped: parsed.skipped.length });
}

/** How many of these addresses are stored contacts already (an import updates those). */
export async function countStoredContacts(
  deps: { db: Db },
  input: z.infer<typeof storedContactsCheckSchema>,
): Promise<Outcome<{ stored: number }>> {
  const emails = [...new Set(input.emails.map((e) => e.trim().toLowerCase()))];
  if (emails.length === 0) return succeeded("Checked", { stored: 0 });
  try {
    const lookups = chunks(emails, EMAILS_PER_LOOKUP).map((run) =>
      deps.db.select({ n: count() }).from(emailContacts).where(inArray(emailContacts.email, run)),
    );
    let stored = 0;
    for (const batch of chunks(lookups, STATEMENTS_PER_BATCH)) {
      const results = await runBatch<{ n: number }[][]>(deps.db, batch);
      for (const rows of results) stored += rows[0]?.n ?? 0;
    }
    return succeeded("Checked", { stored });
  } catch (error) {
    console.error("contact check failed", error);
    return refused("The stored contacts could not be checked. Try again.", 500);
  }
}
