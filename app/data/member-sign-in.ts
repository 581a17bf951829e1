// Members' sign-in links and sessions (issue 30). A link is single use by one conditional UPDATE
// (unused, unexpired), so two requests racing with it get one session. A session is live while
// not revoked, not past its end, and its member not removed.
import { and, eq, ne } from "drizzle-orm";
import { runBatch, type Db, type Statement } from "./db";
import { firstRow, liveSession, openLink } from "./rows";
import { members, memberSessions, memberSignInLinks } from "./schema";
import { revokeOwnerSessions, revokeSessionRow, touchSessionRow } from "./session-rows";

/** Stores a sign-in link, in one batch with `alongside` (an invitation's audit row). */
export async function insertSignInLink(
  db: Db,
  link: { memberId: number; tokenHash: string; expiresAt: number },
  alongside: Statement[] = [],
) {
  await runBatch(db, [db.insert(memberSignInLinks).values(link), ...alongside]);
}

export type SignInLinkStatus = "ok" | "used" | "expired" | "unknown";

/** What a link is worth now, without using it (the page the email opens). */
export async function signInLinkStatus(
  db: Db,
  tokenHash: string,
  now: number,
): Promise<SignInLinkStatus> {
  const row = await firstRow(
    db
      .select({ usedAt: memberSignInLinks.usedAt, expiresAt: memberSignInLinks.expiresAt })
      .from(memberSignInLinks)
      .where(eq(memberSignInLinks.tokenHash, tokenHash)),
  );
  if (!row) return "unknown";
  if (row.usedAt != null) return "used";
  return row.expiresAt <= now ? "expired" : "ok";
}

/** Uses a link once: its member's id when it was unused and unexpired, else null. */
export async function claimSignInLink(db: Db, tokenHash: string, now: number) {
  const [row] = await db
    .update(memberSignInLinks)
    .set({ usedAt: now })
    .where(and(eq(memberSignInLinks.tokenHash, tokenHash), openLink(memberSignInLinks, now)))
    .returning({ memberId: memberSignInLinks.memberId });
  return row?.memberId ?? null;
}

export async function insertMemberSession(
  db: Db,
  session: { id: string; memberId: number; now: number; expiresAt: number },
) {
  await db.insert(memberSessions).values({
    id: session.id,
    memberId: session.memberId,
    createdAt: session.now,
    lastSeenAt: session.now,
    expiresAt: session.expiresAt,
  });
}

/** The live session and its member (not removed). */
export async function findLiveMemberSession(db: Db, id: string, now: number) {
  return firstRow(
    db
      .select({
        id: memberSessions.id,
        lastSeenAt: memberSessions.lastSeenAt,
        memberId: members.id,
        email: members.email,
        name: members.name,
      })
      .from(memberSessions)
      .innerJoin(members, eq(members.id, memberSessions.memberId))
      .where(
        and(
          eq(memberSessions.id, id),
          liveSession(memberSessions, now),
          ne(members.status, "removed"),
        ),
      ),
  );
}

export const touchMemberSession = (db: Db, id: string, now: number) =>
  touchSessionRow(db, memberSessions, id, now);

export const revokeMemberSession = (db: Db, id: string, now = Date.now()) =>
  revokeSessionRow(db, memberSessions, id, now);

/** Ends every session of a member (removal), for a batch. */
export function revokeMemberSessionsStatement(db: Db, memberId: number, now = Date.now()) {
  return revokeOwnerSessions(
    db,
    memberSessions,
    { column: memberSessions.memberId, id: memberId },
    now,
  );
}
