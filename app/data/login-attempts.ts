import { and, count, eq, gt, lt, or } from "drizzle-orm";
import type { Db } from "./db";
import { loginAttempts } from "./schema";

/** Failed sign-ins for this email and from this client since `since`. */
export async function countRecentFailures(db: Db, email: string, client: string, since: number) {
  const [byEmail, byClient] = await db.batch([
    db
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.email, email), gt(loginAttempts.createdAt, since))),
    db
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(eq(loginAttempts.client, client), gt(loginAttempts.createdAt, since))),
  ]);
  return { email: byEmail[0]?.n ?? 0, client: byClient[0]?.n ?? 0 };
}

export async function recordFailure(db: Db, email: string, client: string, now = Date.now()) {
  // Old rows are pruned as new ones arrive, so the table stays small.
  await db.batch([
    db.insert(loginAttempts).values({ email, client, createdAt: now }),
    db.delete(loginAttempts).where(lt(loginAttempts.createdAt, now - 24 * 60 * 60 * 1000)),
  ]);
}

export async function clearFailures(db: Db, email: string, client: string) {
  await db
    .delete(loginAttempts)
    .where(or(eq(loginAttempts.email, email), eq(loginAttempts.client, client)));
}
