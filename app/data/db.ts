import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

export function getDb(d1: D1Database) {
  return drizzle(d1, { schema });
}

/** drizzle over D1; `$client` is the D1 binding, for the few statements drizzle cannot batch. */
export type Db = ReturnType<typeof getDb>;
