import type { SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { drizzle } from "drizzle-orm/d1";
import { SQLiteAsyncDialect } from "drizzle-orm/sqlite-core";
import * as schema from "./schema";

function createDb(d1: D1Database) {
  return drizzle(d1, { schema });
}

/** drizzle over D1; `$client` is the D1 binding, for the few statements drizzle cannot batch. */
export type Db = ReturnType<typeof createDb>;

// drizzle walks the whole schema when it is created; one instance per binding serves every
// request of the isolate (it holds no per-request state).
const instances = new WeakMap<D1Database, Db>();

export function getDb(d1: D1Database): Db {
  let db = instances.get(d1);
  if (!db) {
    db = createDb(d1);
    instances.set(d1, db);
  }
  return db;
}

const dialect = new SQLiteAsyncDialect();

/** A raw statement for `$client.batch` (drizzle cannot batch raw SQL). */
export function prepare(db: Db, query: SQL): D1PreparedStatement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return db.$client.prepare(text).bind(...params);
}

/** One statement of a D1 batch. */
export type Statement = BatchItem<"sqlite">;

/** Runs statements built at run time as one D1 batch (one transaction: all or nothing), and
 * answers each statement's rows in order. drizzle types `batch()` for a literal tuple; the cast
 * from a list is made here, once. */
export async function runBatch<Results extends unknown[] = unknown[][]>(
  db: Db,
  statements: Statement[],
): Promise<Results> {
  if (statements.length === 0) return [] as unknown as Results;
  return (await db.batch(statements as [Statement, ...Statement[]])) as unknown as Results;
}
