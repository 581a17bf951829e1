// Saving imported contacts: the CSV text (a whole file, or one part of a large file sent in
// pieces so the admin sees progress) is parsed again on the server with the same rules as the
// preview, then upserted in D1 batches that stay within its bound-parameter limit.
import { recordAudit } from "~/data/audit";
import { upsertContactStatements } from "~/data/contacts";
import { runBatch, type Db } from "~/data/db";
import { chunks } from "~/utils/chunks";
import { parseContactsCsv } from "~/domain/formats/csv";
import type { importInputSchema } from "~/schemas/email";
import type { z } from "zod";

/** Upsert statements per D1 batch (each statement carries 8 contacts, 64 bound values). */
const STATEMENTS_PER_BATCH = 50;

export type ImportResult =
  { ok: true; saved: number; skipped: number } | { ok: false; title: string; message: string };

export async function importContacts(
  db: Db,
  user: { id: number; email: string },
  input: z.infer<typeof importInputSchema>,
): Promise<ImportResult> {
  const parsed = parseContactsCsv(input.csv);
  if (!parsed.ok) return { ok: false, title: "Failed to import contacts", message: parsed.error };
  if (parsed.contacts.length === 0)
    return { ok: false, title: "Error", message: "No valid contacts to save" };
  try {
    const statements = upsertContactStatements(
      db,
      parsed.contacts,
      `import:${input.fileName}`,
      input.consentAt ?? Date.now(),
    );
    // Each D1 batch is one transaction.
    for (const batch of chunks(statements, STATEMENTS_PER_BATCH)) {
      await runBatch(db, batch);
    }
    const part = input.parts > 1 ? ` (part ${input.part} of ${input.parts})` : "";
    await recordAudit(db, user, {
      action: "import",
      entity: "contacts",
      detail: `${parsed.contacts.length} from ${input.fileName}${part}`,
    });
  } catch (error) {
    console.error("contact import failed", error);
    return { ok: false, title: "Error", message: "Failed to save contacts to database" };
  }
  return { ok: true, saved: parsed.contacts.length, skipped: parsed.skipped.length };
}
