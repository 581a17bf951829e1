import { and, eq } from "drizzle-orm";
import type { Db } from "./db";
import { firstRow, liveSession } from "./rows";
import { adminSessions, adminUsers } from "./schema";
import { revokeOwnerSessions, revokeSessionRow, touchSessionRow } from "./session-rows";

export async function insertSession(
  db: Db,
  session: { id: string; userId: number; now: number; expiresAt: number; userAgent?: string },
) {
  await db.insert(adminSessions).values({
    id: session.id,
    userId: session.userId,
    createdAt: session.now,
    lastSeenAt: session.now,
    expiresAt: session.expiresAt,
    userAgent: (session.userAgent ?? "").slice(0, 300),
  });
}

/** The live session and its user: not revoked, not past its absolute expiry. */
export async function findLiveSession(db: Db, id: string, now: number) {
  return firstRow(
    db
      .select({
        id: adminSessions.id,
        lastSeenAt: adminSessions.lastSeenAt,
        expiresAt: adminSessions.expiresAt,
        userId: adminUsers.id,
        email: adminUsers.email,
        role: adminUsers.role,
      })
      .from(adminSessions)
      .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
      .where(and(eq(adminSessions.id, id), liveSession(adminSessions, now))),
  );
}

export const touchSession = (db: Db, id: string, now: number) =>
  touchSessionRow(db, adminSessions, id, now);

export const revokeSession = (db: Db, id: string, now = Date.now()) =>
  revokeSessionRow(db, adminSessions, id, now);

/** The statement that ends every session of an account (for a batch). */
export function revokeUserSessionsStatement(db: Db, userId: number, now = Date.now()) {
  return revokeOwnerSessions(db, adminSessions, { column: adminSessions.userId, id: userId }, now);
}

export async function revokeUserSessions(db: Db, userId: number, now = Date.now()) {
  await revokeUserSessionsStatement(db, userId, now);
}
