import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "./db";
import { NOW_MS } from "./rows";
import { adminUsers, translationHistory, translationOverrides } from "./schema";
import { chunks } from "~/utils/chunks";

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
  return chunks(rows, ROWS_PER_STATEMENT).map((run) =>
    db
      .insert(translationOverrides)
      .values(
        run.map((r) => ({
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
          updatedAt: NOW_MS,
        },
      }),
  );
}

export function deleteOverride(db: Db, language: string, key: string) {
  return db
    .delete(translationOverrides)
    .where(and(eq(translationOverrides.language, language), eq(translationOverrides.key, key)));
}

export type HistoryEntry = {
  id: number;
  text: string;
  source: "human" | "machine";
  reviewed: boolean;
  writtenBy: string | null;
  writtenAt: number;
  replacedAt: number;
};

/** A key's earlier texts in one language, newest first (written by migration 0014's triggers),
 * with who wrote each. */
export async function listKeyHistory(
  db: Db,
  language: string,
  key: string,
): Promise<HistoryEntry[]> {
  return db
    .select({
      id: translationHistory.id,
      text: translationHistory.text,
      source: translationHistory.source,
      reviewed: translationHistory.reviewed,
      writtenBy: adminUsers.email,
      writtenAt: translationHistory.writtenAt,
      replacedAt: translationHistory.replacedAt,
    })
    .from(translationHistory)
    .leftJoin(adminUsers, eq(adminUsers.id, translationHistory.writtenBy))
    .where(and(eq(translationHistory.language, language), eq(translationHistory.key, key)))
    .orderBy(desc(translationHistory.id));
}

/** The stored text of one key now, with who wrote it; undefined when none is stored. */
export async function getOverride(db: Db, language: string, key: string) {
  const [row] = await db
    .select({
      text: translationOverrides.text,
      source: translationOverrides.source,
      reviewed: translationOverrides.reviewed,
      writtenBy: adminUsers.email,
      writtenAt: translationOverrides.updatedAt,
    })
    .from(translationOverrides)
    .leftJoin(adminUsers, eq(adminUsers.id, translationOverrides.updatedBy))
    .where(and(eq(translationOverrides.language, language), eq(translationOverrides.key, key)));
  return row;
}

/** One earlier text of a language's key, or undefined. */
export async function getHistoryEntry(db: Db, language: string, key: string, id: number) {
  const [row] = await db
    .select({ text: translationHistory.text })
    .from(translationHistory)
    .where(
      and(
        eq(translationHistory.id, id),
        eq(translationHistory.language, language),
        eq(translationHistory.key, key),
      ),
    );
  return row;
}
