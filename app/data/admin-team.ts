// The team: every administrator account with its role, last sign-in and second factor, and the
// changes owners make to it (app/routes/admin/team/). The last owner can never be removed or
// demoted: both changes are single statements that only match while another owner remains, so two
// owners demoting each other at the same moment cannot leave the site without one.
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { AdminRole } from "~/domain/admin/roles";
import { auditInsert, auditInsertIf, type Actor } from "./audit";
import type { Db } from "./db";
import { firstRow, NOW_MS } from "./rows";
import { roleOf } from "./admin-users";
import { disableTwoFactorStatements } from "./admin-two-factor";
import { revokeUserSessionsStatement } from "./admin-sessions";
import { adminSessions, adminUsers } from "./schema";

export type TeamMember = {
  id: number;
  email: string;
  role: AdminRole;
  lastSignInAt: number | null;
  twoFactor: boolean;
  createdAt: number;
};

const memberColumns = {
  id: adminUsers.id,
  email: adminUsers.email,
  role: adminUsers.role,
  lastSignInAt: adminUsers.lastSignInAt,
  totpEnabledAt: adminUsers.totpEnabledAt,
  createdAt: adminUsers.createdAt,
};

function toMember(r: {
  id: number;
  email: string;
  role: string;
  lastSignInAt: number | null;
  totpEnabledAt: number | null;
  createdAt: number;
}): TeamMember {
  return {
    id: r.id,
    email: r.email,
    role: roleOf(r.role),
    lastSignInAt: r.lastSignInAt,
    twoFactor: r.totpEnabledAt != null,
    createdAt: r.createdAt,
  };
}

export async function listTeam(db: Db): Promise<TeamMember[]> {
  const rows = await db.select(memberColumns).from(adminUsers).orderBy(asc(adminUsers.email));
  return rows.map(toMember);
}

export async function findTeamMember(db: Db, id: number): Promise<TeamMember | null> {
  const row = await firstRow(
    db.select(memberColumns).from(adminUsers).where(eq(adminUsers.id, id)),
  );
  return row ? toMember(row) : null;
}

/** SQL that holds while some owner other than `id` exists. */
const anotherOwnerExists = (id: number) =>
  sql`exists (select 1 from admin_users o where o.role = 'owner' and o.id <> ${id})`;

export type TeamChange = "done" | "not-found" | "last-owner";

/** Changes a role, its audit row in the same batch; refuses to demote the last owner. */
export async function changeRole(
  db: Db,
  actor: Actor,
  id: number,
  role: AdminRole,
): Promise<TeamChange> {
  const member = await findTeamMember(db, id);
  if (!member) return "not-found";
  const guard = role === "owner" ? sql`1 = 1` : anotherOwnerExists(id);
  const [updated] = await db.batch([
    db
      .update(adminUsers)
      .set({ role, updatedAt: NOW_MS })
      .where(and(eq(adminUsers.id, id), guard))
      .returning({ id: adminUsers.id }),
    auditInsertIf(
      db,
      {
        actor,
        entry: {
          action: "change-role",
          entity: "admin_user",
          entityId: id,
          detail: `${member.email} is now ${role}`,
        },
      },
      sql`exists (select 1 from admin_users where id = ${id} and role = ${role})`,
    ),
  ]);
  if (updated.length > 0) return "done";
  return (await findTeamMember(db, id)) ? "last-owner" : "not-found";
}

/** Removes an account (its sessions, recovery codes and links go with it: the foreign keys
 * cascade, and every session row is revoked first in the same batch, with the audit row);
 * refuses the last owner. */
export async function removeMember(db: Db, actor: Actor, id: number): Promise<TeamChange> {
  const now = Date.now();
  const member = await findTeamMember(db, id);
  if (!member) return "not-found";
  const [, deleted] = await db.batch([
    db
      .update(adminSessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(adminSessions.userId, id),
          sql`${adminSessions.revokedAt} is null`,
          sql`(select role from admin_users where id = ${id}) <> 'owner' or ${anotherOwnerExists(id)}`,
        ),
      ),
    db
      .delete(adminUsers)
      .where(
        and(eq(adminUsers.id, id), sql`${adminUsers.role} <> 'owner' or ${anotherOwnerExists(id)}`),
      )
      .returning({ id: adminUsers.id }),
    auditInsertIf(
      db,
      {
        actor,
        entry: { action: "remove", entity: "admin_user", entityId: id, detail: member.email },
      },
      sql`not exists (select 1 from admin_users where id = ${id})`,
    ),
  ]);
  return deleted.length === 0 ? "last-owner" : "done";
}

/** An owner resets another person's second factor (a lost phone): the authenticator secret and
 * recovery codes go, and every session of that person ends, in one batch. */
export async function resetMemberSecondFactor(
  db: Db,
  actor: Actor,
  id: number,
  now = Date.now(),
): Promise<"done" | "not-found"> {
  const member = await findTeamMember(db, id);
  if (!member) return "not-found";
  await db.batch([
    ...disableTwoFactorStatements(db, id),
    revokeUserSessionsStatement(db, id, now),
    auditInsert(db, actor, {
      action: "reset-2fa",
      entity: "admin_user",
      entityId: id,
      detail: member.email,
    }),
  ]);
  return "done";
}

/** When owners start requiring a second factor: every session of a person without one ends
 * (they set one up at their next sign-in), but the acting owner's. For a batch; its rows name the
 * people signed out. */
export function signOutMembersWithoutSecondFactor(db: Db, exceptUserId: number, now = Date.now()) {
  return db
    .update(adminSessions)
    .set({ revokedAt: now })
    .where(
      and(
        isNull(adminSessions.revokedAt),
        sql`${adminSessions.userId} <> ${exceptUserId}`,
        sql`${adminSessions.userId} in (select id from admin_users where totp_enabled_at is null)`,
      ),
    )
    .returning({ userId: adminSessions.userId });
}

/** Creates an account from an accepted invitation; null when the email is already taken. */
export async function createMember(
  db: Db,
  member: { email: string; role: AdminRole; passwordHash: string },
): Promise<number | null> {
  const rows = await db
    .insert(adminUsers)
    .values({
      email: member.email.trim().toLowerCase(),
      role: member.role,
      passwordHash: member.passwordHash,
    })
    .onConflictDoNothing()
    .returning({ id: adminUsers.id });
  return rows[0]?.id ?? null;
}

export async function markSignedIn(db: Db, id: number, now = Date.now()) {
  await db.update(adminUsers).set({ lastSignInAt: now }).where(eq(adminUsers.id, id));
}
