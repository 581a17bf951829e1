// Query shapes the data modules share: one row by its key, the newest rows first, and a row
// changed or deleted by its id (as a statement, to run alone or in a batch).
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type {
  AnySQLiteColumn,
  SelectedFields,
  SelectedFieldsFlat,
  SQLiteColumn,
  SQLiteTable,
  SQLiteUpdateSetSource,
} from "drizzle-orm/sqlite-core";
import type { Db } from "./db";

/** The database's clock in milliseconds, for `updatedAt` columns. */
export const NOW_MS = sql`(unixepoch('subsec') * 1000)`;

/** The first row a query finds, or null: the query is limited to one row. */
export async function firstRow<Row>(query: { limit(n: number): PromiseLike<Row[]> }) {
  const [row] = await query.limit(1);
  return row ?? null;
}

/** A single-use link still open: not used and not expired (admin account links, members'
 * sign-in links). */
export function openLink(link: { usedAt: SQLiteColumn; expiresAt: SQLiteColumn }, now: number) {
  return and(isNull(link.usedAt), gt(link.expiresAt, now));
}

/** A session still live: not revoked and not past its end (admins' and members' sessions). */
export function liveSession(
  session: { revokedAt: SQLiteColumn; expiresAt: SQLiteColumn },
  now: number,
) {
  return and(isNull(session.revokedAt), gt(session.expiresAt, now));
}

/** Newest first; rows created in the same millisecond, the later id first. */
export function newestFirst(table: { createdAt: SQLiteColumn; id: SQLiteColumn }) {
  return [desc(table.createdAt), desc(table.id)];
}

/** A table whose rows are known by an integer `id`. */
type TableWithId = SQLiteTable & { id: AnySQLiteColumn<{ data: number; notNull: true }> };

/** Changes the row with this id; the statement returns its id (none when there is no such row). */
export function updateById<T extends TableWithId>(
  db: Db,
  table: T,
  id: number,
  values: SQLiteUpdateSetSource<T>,
) {
  return db.update(table).set(values).where(eq(table.id, id)).returning({ id: table.id });
}

/** Deletes the row with this id; the statement returns the `returning` fields of it (none when
 * there is no such row). */
export function deleteById<T extends TableWithId, R extends SelectedFieldsFlat>(
  db: Db,
  table: T,
  id: number,
  returning: R,
) {
  return db.delete(table).where(eq(table.id, id)).returning(returning);
}

/** A table's rows as `columns`, newest first (see `newestFirst`). */
export function listNewestFirst<C extends SelectedFields>(
  db: Db,
  table: SQLiteTable & { createdAt: SQLiteColumn; id: SQLiteColumn },
  columns: C,
) {
  return db
    .select(columns)
    .from(table)
    .orderBy(...newestFirst(table));
}
