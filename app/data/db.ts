import type { SQL } from "drizzle-orm";
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
