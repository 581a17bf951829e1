// The statements admins' and members' sessions share (their tables have the same times): seen
// again, one ended, all of one owner's ended.
import { and, eq, isNull } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { Db } from "./db";
import type { adminSessions, memberSessions } from "./schema";

type SessionTable = typeof adminSessions | typeof memberSessions;

/** Marks a session seen now (its idle time starts again). */
export async function touchSessionRow(db: Db, table: SessionTable, id: string, now: number) {
  await db.update(table).set({ lastSeenAt: now }).where(eq(table.id, id));
}

/** Ends one session. */
export async function revokeSessionRow(db: Db, table: SessionTable, id: string, now: number) {
  await db.update(table).set({ revokedAt: now }).where(eq(table.id, id));
}

/** The statement that ends every session of one owner still open (for a batch). */
export function revokeOwnerSessions(
  db: Db,
  table: SessionTable,
  owner: { column: SQLiteColumn; id: number },
  now: number,
) {
  return db
    .update(table)
    .set({ revokedAt: now })
    .where(and(eq(owner.column, owner.id), isNull(table.revokedAt)));
}
