// The sessions a person sees on their account screen, and signing out one or all others. Every
// statement names the owner of the session, so nobody can end another person's session by id.
import { and, desc, eq, isNull, ne, sql, type SQL } from "drizzle-orm";
import { auditInsertIf, type AuditEntryFor } from "./audit";
import type { Db } from "./db";
import { liveSession } from "./rows";
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
    .where(and(eq(adminSessions.userId, userId), liveSession(adminSessions, now)))
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

/** Ends one of the person's own sessions, with its audit row when it ended one; false when there
 * is no such live session of theirs. */
export async function revokeOwnSession(
  db: Db,
  userId: number,
  id: string,
  audit: AuditEntryFor,
  now = Date.now(),
) {
  const [revoked] = await db.batch([
    db
      .update(adminSessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(adminSessions.userId, userId),
          isNull(adminSessions.revokedAt),
          eq(adminSessions.id, id),
        ),
      )
      .returning({ id: adminSessions.id }),
    auditInsertIf(
      db,
      audit,
      sql`exists (select 1 from admin_sessions where id = ${id} and user_id = ${userId} and revoked_at = ${now})`,
    ),
  ]);
  return revoked.length > 0;
}

export async function revokeOtherSessions(
  db: Db,
  userId: number,
  keepId: string,
  now = Date.now(),
) {
  return revokeOwnSessions(db, userId, ne(adminSessions.id, keepId), now);
}
