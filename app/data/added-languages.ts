// Languages an owner added (issue 21, migration 0016). Their texts are translation_overrides
// rows under the language's code; deleting the language deletes those and their history.
import { and, asc, eq, getTableColumns, sql, type SQL } from "drizzle-orm";
import { auditInsertIf, type AuditEntryFor } from "./audit";
import type { Db } from "./db";
import { addedLanguages, translationHistory, translationOverrides } from "./schema";

export type AddedLanguage = typeof addedLanguages.$inferSelect;

export async function listAddedLanguages(db: Db): Promise<AddedLanguage[]> {
  return db.select().from(addedLanguages).orderBy(asc(addedLanguages.createdAt));
}

export async function getAddedLanguage(db: Db, code: string): Promise<AddedLanguage | undefined> {
  const [row] = await db.select().from(addedLanguages).where(eq(addedLanguages.code, code));
  return row;
}

/** The insert of a new language, hidden; it adds nothing when its code is taken (its RETURNING
 * row says whether it did). */
export function insertAddedLanguage(
  db: Db,
  language: Pick<AddedLanguage, "code" | "tag" | "name" | "native" | "dir">,
  userId: number,
) {
  return db
    .insert(addedLanguages)
    .values({ ...language, published: false, createdBy: userId })
    .onConflictDoNothing()
    .returning({ code: addedLanguages.code });
}

/** Whitespace as JavaScript's trim() sees it: a text of only these is no text. */
const BLANK = sql.raw(
  "char(9,10,11,12,13,32,160,5760,8192,8193,8194,8195,8196,8197,8198,8199,8200,8201,8202,8232,8233,8239,8287,12288,65279)",
);

/** How many of `keys` have no text (no override, or a blank one) in the language `code`. */
function missingCount(code: SQL | string, keys: readonly string[]): SQL {
  return sql`(SELECT count(*) FROM json_each(${JSON.stringify(keys)}) AS k
    WHERE NOT EXISTS (SELECT 1 FROM ${translationOverrides} AS o
      WHERE o.language = ${code} AND o.key = k.value AND trim(o.text, ${BLANK}) <> ''))`;
}

/** Every added language with how many of `keys` it still lacks, oldest first: one query. */
export async function listAddedLanguagesWithMissing(
  db: Db,
  keys: readonly string[],
): Promise<(AddedLanguage & { missing: number })[]> {
  return db
    .select({
      ...getTableColumns(addedLanguages),
      missing: sql<number>`${missingCount(sql`${addedLanguages.code}`, keys)}`,
    })
    .from(addedLanguages)
    .orderBy(asc(addedLanguages.createdAt));
}

/** Publishes the language only if, at that moment, every one of `keys` has a text: the check and
 * the change are one statement, so a text removed meanwhile cannot slip through. Returns whether
 * it was published. */
export async function publishIfComplete(
  db: Db,
  code: string,
  keys: readonly string[],
  audit: AuditEntryFor,
): Promise<boolean> {
  const [published] = await db.batch([
    db
      .update(addedLanguages)
      .set({ published: true })
      .where(and(eq(addedLanguages.code, code), sql`${missingCount(code, keys)} = 0`))
      .returning({ code: addedLanguages.code }),
    auditInsertIf(
      db,
      audit,
      sql`EXISTS (SELECT 1 FROM ${addedLanguages} WHERE code = ${code} AND published = 1)`,
    ),
  ]);
  return published.length === 1;
}

export function unpublishStatement(db: Db, code: string) {
  return db.update(addedLanguages).set({ published: false }).where(eq(addedLanguages.code, code));
}

/** Deletes a hidden language, its texts and the history their deletion wrote (migration 0014's
 * trigger keeps every removed text), in one batch: a published language is left whole (the
 * language row decides, and the rest follows only once it is gone). Returns whether it was
 * deleted. */
export async function deleteHiddenLanguage(
  db: Db,
  code: string,
  audit: AuditEntryFor,
): Promise<boolean> {
  const gone = sql`NOT EXISTS (SELECT 1 FROM ${addedLanguages} WHERE code = ${code})`;
  const [deleted] = await db.batch([
    db
      .delete(addedLanguages)
      .where(and(eq(addedLanguages.code, code), eq(addedLanguages.published, false)))
      .returning({ code: addedLanguages.code }),
    auditInsertIf(db, audit, gone),
    db.delete(translationOverrides).where(and(eq(translationOverrides.language, code), gone)),
    db.delete(translationHistory).where(and(eq(translationHistory.language, code), gone)),
  ]);
  return deleted.length === 1;
}
