// Single-use, expiring links: team invitations and password resets. Only the SHA-256 of a token
// is stored; using a link is one conditional UPDATE (unused, unexpired) so it works once even
// when two requests race. Lost-password requests are counted here too: one row per request, so
// the rate limit is a single INSERT that only happens while under the limit.
import { and, desc, eq } from "drizzle-orm";
import type { AdminRole } from "~/domain/admin/roles";
import { runBatch, type Db, type Statement } from "./db";
import { openLink } from "./rows";
import { adminAccountLinks } from "./schema";

export type LinkKind = "invite" | "reset";
export type LinkStatus = "ok" | "used" | "expired" | "unknown";

/** Stores an invitation, in one batch with `alongside` (the audit row). */
export async function insertInvitation(
  db: Db,
  link: { tokenHash: string; email: string; role: AdminRole; createdBy: number; expiresAt: number },
  alongside: Statement[] = [],
) {
  await runBatch(db, [
    db.insert(adminAccountLinks).values({ kind: "invite", ...link }),
    ...alongside,
  ]);
}

/**
 * Records a lost-password request unless this email or this client asked too often in the last
 * hour; returns whether it was recorded. `userId` is null for an unknown email (a row is still
 * written, so both cases are limited alike, but it can never be used).
 */
export async function insertResetRequest(
  db: Db,
  request: {
    tokenHash: string;
    email: string;
    userId: number | null;
    client: string;
    expiresAt: number;
  },
  limits: { perEmail: number; perClient: number; since: number },
): Promise<boolean> {
  const result = await db.$client
    .prepare(
      `INSERT INTO admin_account_links (kind, token_hash, email, user_id, client, expires_at)
       SELECT 'reset', ?1, ?2, ?3, ?4, ?5
       WHERE (SELECT count(*) FROM admin_account_links
              WHERE kind = 'reset' AND email = ?2 AND created_at > ?6) < ?7
         AND (SELECT count(*) FROM admin_account_links
              WHERE kind = 'reset' AND client = ?4 AND created_at > ?6) < ?8`,
    )
    .bind(
      request.tokenHash,
      request.email,
      request.userId,
      request.client,
      request.expiresAt,
      limits.since,
      limits.perEmail,
      limits.perClient,
    )
    .run();
  return (result.meta.changes ?? 0) > 0;
}

/** What a link's token is worth right now, without using it. */
export async function linkStatus(
  db: Db,
  kind: LinkKind,
  tokenHash: string,
  now: number,
): Promise<{ status: LinkStatus; email?: string; role?: string | null }> {
  const [row] = await db
    .select({
      email: adminAccountLinks.email,
      role: adminAccountLinks.role,
      userId: adminAccountLinks.userId,
      usedAt: adminAccountLinks.usedAt,
      expiresAt: adminAccountLinks.expiresAt,
    })
    .from(adminAccountLinks)
    .where(and(eq(adminAccountLinks.kind, kind), eq(adminAccountLinks.tokenHash, tokenHash)))
    .limit(1);
  if (!row || (kind === "reset" && row.userId == null)) return { status: "unknown" };
  if (row.usedAt != null) return { status: "used" };
  if (row.expiresAt <= now) return { status: "expired" };
  return { status: "ok", email: row.email, role: row.role };
}

/** Uses a link once: the row when it was unused and unexpired, else null. */
export async function claimLink(db: Db, kind: LinkKind, tokenHash: string, now: number) {
  const [row] = await db
    .update(adminAccountLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(adminAccountLinks.kind, kind),
        eq(adminAccountLinks.tokenHash, tokenHash),
        openLink(adminAccountLinks, now),
      ),
    )
    .returning({
      id: adminAccountLinks.id,
      email: adminAccountLinks.email,
      role: adminAccountLinks.role,
      userId: adminAccountLinks.userId,
    });
  return row ?? null;
}

/** Invitations not used yet and not expired, newest first (shown on the team screen). */
export async function listOpenInvitations(db: Db, now: number) {
  return db
    .select({
      id: adminAccountLinks.id,
      email: adminAccountLinks.email,
      role: adminAccountLinks.role,
      expiresAt: adminAccountLinks.expiresAt,
    })
    .from(adminAccountLinks)
    .where(and(eq(adminAccountLinks.kind, "invite"), openLink(adminAccountLinks, now)))
    .orderBy(desc(adminAccountLinks.createdAt))
    .limit(50);
}

/** The statement that ends every reset link of an account still open (after a password change
 * or a reset): they expire now, so an older link cannot set a password afterwards. */
export function endResetLinksStatement(db: Db, userId: number, now = Date.now()) {
  return db
    .update(adminAccountLinks)
    .set({ expiresAt: now })
    .where(
      and(
        eq(adminAccountLinks.kind, "reset"),
        eq(adminAccountLinks.userId, userId),
        openLink(adminAccountLinks, now),
      ),
    );
}
