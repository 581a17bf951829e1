// The sessions a person sees on their account screen, and signing out one or all others. Every
// statement names the owner of the session, so nobody can end another person's session by id.
import { and, desc, eq, gt, isNull, ne, type SQL } from "drizzle-orm";
import type { Db } from "./db";
import { adminSessions } from "./schema";

export async function listLiveSessions(db: Db, userId: number, now: number) {
  return db
    .select({
      id: adminSessions.id,
      createdAt: adminSessions.createdAt,
      lastSeenAt: adminSessions.lastSeenAt,
      userAgent: adminSessions.userAgent,
    })
    .from(adminSessions)
    .where(
      and(
        eq(adminSessions.userId, userId),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, now),
      ),
    )
    .orderBy(desc(adminSessions.lastSeenAt))
    .limit(100);
}

/** Ends those of the person's sessions not ended yet that `which` picks; how many it ended. */
async function revokeOwnSessions(db: Db, userId: number, which: SQL, now: number) {
  const rows = await db
    .update(adminSessions)
    .set({ revokedAt: now })
    .where(and(eq(adminSessions.userId, userId), isNull(adminSessions.revokedAt), which))
    .returning({ id: adminSessions.id });
  return rows.length;
}

/** Ends one of the person's own sessions; false when there is no such live session of theirs. */
export async function revokeOwnSession(db: Db, userId: number, id: string, now = Date.now()) {
  return (await revokeOwnSessions(db, userId, eq(adminSessions.id, id), now)) > 0;
}

export async function revokeOtherSessions(
  db: Db,
  userId: number,
  keepId: string,
  now = Date.now(),
) {
  return revokeOwnSessions(db, userId, ne(adminSessions.id, keepId), now);
}
