import { and, eq, sql } from "drizzle-orm";
import type { Db } from "./db";
import { translationOverrides } from "./schema";

export type OverrideRow = {
  key: string;
  text: string;
  source: "human" | "machine";
  reviewed: boolean;
};

export async function listOverrides(db: Db, language: string): Promise<OverrideRow[]> {
  return db
    .select({
      key: translationOverrides.key,
      text: translationOverrides.text,
      source: translationOverrides.source,
      reviewed: translationOverrides.reviewed,
    })
    .from(translationOverrides)
    .where(eq(translationOverrides.language, language));
}

export async function listAllOverrides(db: Db) {
  return db
    .select({
      language: translationOverrides.language,
      key: translationOverrides.key,
      text: translationOverrides.text,
    })
    .from(translationOverrides);
}

/** D1 allows 100 bound parameters per statement; a row binds 6. */
const ROWS_PER_STATEMENT = 16;

/** Upserts overrides for one language (empty text clears a translation to "missing"). */
export function upsertOverrideStatements(
  db: Db,
  language: string,
  rows: OverrideRow[],
  userId: number,
) {
  const statements = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    statements.push(
      db
        .insert(translationOverrides)
        .values(
          rows.slice(i, i + ROWS_PER_STATEMENT).map((r) => ({
            language,
            key: r.key,
            text: r.text,
            source: r.source,
            reviewed: r.reviewed,
            updatedBy: userId,
          })),
        )
        .onConflictDoUpdate({
          target: [translationOverrides.language, translationOverrides.key],
          set: {
            text: sql`excluded.text`,
            source: sql`excluded.source`,
            reviewed: sql`excluded.reviewed`,
            updatedBy: sql`excluded.updated_by`,
            updatedAt: sql`(unixepoch('subsec') * 1000)`,
          },
        }),
    );
  }
  return statements;
}

export function deleteOverride(db: Db, language: string, key: string) {
  return db
    .delete(translationOverrides)
    .where(and(eq(translationOverrides.language, language), eq(translationOverrides.key, key)));
}
