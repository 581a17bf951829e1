// Languages an owner added (issue 21, migration 0016). Their texts are translation_overrides
// rows under the language's code; deleting the language deletes those and their history.
import { asc, eq } from "drizzle-orm";
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

/** Adds a language, hidden; false when its code is taken (checked by the insert itself). */
export async function insertAddedLanguage(
  db: Db,
  language: Pick<AddedLanguage, "code" | "tag" | "name" | "native" | "dir">,
  userId: number,
): Promise<boolean> {
  const rows = await db
    .insert(addedLanguages)
    .values({ ...language, published: false, createdBy: userId })
    .onConflictDoNothing()
    .returning({ code: addedLanguages.code });
  return rows.length === 1;
}

export function setPublishedStatement(db: Db, code: string, published: boolean) {
  return db
    .update(addedLanguages)
    .set({ published })
    .where(eq(addedLanguages.code, code))
    .returning({ code: addedLanguages.code });
}

/** The language, then its texts, then the history their deletion wrote (migration 0014's
 * trigger keeps every removed text): nothing of it is left. For one batch. */
export function deleteAddedLanguageStatements(db: Db, code: string) {
  return [
    db.delete(addedLanguages).where(eq(addedLanguages.code, code)),
    db.delete(translationOverrides).where(eq(translationOverrides.language, code)),
    db.delete(translationHistory).where(eq(translationHistory.language, code)),
  ] as const;
}
