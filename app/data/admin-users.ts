import { eq } from "drizzle-orm";
import { isAdminRole, type AdminRole } from "~/domain/admin/roles";
import type { Db } from "./db";
import { firstRow, NOW_MS } from "./rows";
import { adminUsers } from "./schema";

export type AdminUser = { id: number; email: string; role: AdminRole };

/** A stored role, read safely: anything unexpected is the least privileged role. */
export function roleOf(value: string | null | undefined): AdminRole {
  return isAdminRole(value) ? value : "editor";
}

export async function findAdminByEmail(db: Db, email: string) {
  const row = await firstRow(
    db
      .select({
        id: adminUsers.id,
        email: adminUsers.email,
        passwordHash: adminUsers.passwordHash,
        role: adminUsers.role,
        totpEnabledAt: adminUsers.totpEnabledAt,
      })
      .from(adminUsers)
      .where(eq(adminUsers.email, email.trim().toLowerCase())),
  );
  return row ? { ...row, role: roleOf(row.role) } : null;
}

export async function getAdminPasswordHash(db: Db, id: number): Promise<string | null> {
  const row = await firstRow(
    db
      .select({ passwordHash: adminUsers.passwordHash })
      .from(adminUsers)
      .where(eq(adminUsers.id, id)),
  );
  return row?.passwordHash ?? null;
}

/** Creates an administrator unless one with that email exists; returns whether it did. */
export async function createAdminIfMissing(
  db: Db,
  email: string,
  passwordHash: string,
): Promise<boolean> {
  const rows = await db
    .insert(adminUsers)
    .values({ email: email.trim().toLowerCase(), passwordHash })
    .onConflictDoNothing()
    .returning({ id: adminUsers.id });
  return rows.length > 0;
}

/** The statement that sets a new password hash (for a batch with the sessions it ends). */
export function updateAdminPasswordStatement(db: Db, id: number, passwordHash: string) {
  return db
    .update(adminUsers)
    .set({ passwordHash, updatedAt: NOW_MS })
    .where(eq(adminUsers.id, id));
}

export async function updateAdminPassword(db: Db, id: number, passwordHash: string) {
  await updateAdminPasswordStatement(db, id, passwordHash);
}
