// The second factor's rows: each account's (encrypted) TOTP secret, the last accepted time step,
// its hashed recovery codes, and the site-wide "second factor required" switch. Every "use once"
// is a single conditional UPDATE, so two requests racing with the same code cannot both pass.
import { and, eq, isNull, or, lt, sql } from "drizzle-orm";
import { runBatch, type Db, type Statement } from "./db";
import { firstRow } from "./rows";
import { adminRecoveryCodes, adminUsers } from "./schema";
import { isSwitchOn, setSwitchStatement } from "./switch-settings";

export async function getTwoFactorState(db: Db, userId: number) {
  return firstRow(
    db
      .select({
        secret: adminUsers.totpSecret,
        enabledAt: adminUsers.totpEnabledAt,
        lastStep: adminUsers.totpLastStep,
      })
      .from(adminUsers)
      .where(eq(adminUsers.id, userId)),
  );
}

/** Stores a secret waiting to be confirmed (the second factor stays off until then). */
export async function savePendingSecret(db: Db, userId: number, encryptedSecret: string) {
  await db
    .update(adminUsers)
    .set({ totpSecret: encryptedSecret, totpLastStep: null })
    .where(and(eq(adminUsers.id, userId), isNull(adminUsers.totpEnabledAt)));
}

/** Records `step` as used when it is later than the last used one; false when it was not. */
export async function claimTimeStep(db: Db, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(adminUsers)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(adminUsers.id, userId),
        or(isNull(adminUsers.totpLastStep), lt(adminUsers.totpLastStep, step)),
      ),
    )
    .returning({ id: adminUsers.id });
  return rows.length > 0;
}

/** Turns the second factor on and replaces the recovery codes, in one batch with `alongside`
 * (the audit row). */
export async function enableTwoFactor(
  db: Db,
  userId: number,
  codeHashes: string[],
  now: number,
  alongside: Statement[] = [],
) {
  await runBatch(db, [
    db.update(adminUsers).set({ totpEnabledAt: now }).where(eq(adminUsers.id, userId)),
    ...recoveryCodeStatements(db, userId, codeHashes),
    ...alongside,
  ]);
}

export async function replaceRecoveryCodes(
  db: Db,
  userId: number,
  codeHashes: string[],
  alongside: Statement[] = [],
) {
  await runBatch(db, [...recoveryCodeStatements(db, userId, codeHashes), ...alongside]);
}

function recoveryCodeStatements(db: Db, userId: number, codeHashes: string[]): Statement[] {
  return [
    db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId)),
    ...codeHashes.map((codeHash) => db.insert(adminRecoveryCodes).values({ userId, codeHash })),
  ];
}

/** Turning the second factor off: the secret and the recovery codes go (for one batch). */
export function disableTwoFactorStatements(db: Db, userId: number) {
  return [
    db
      .update(adminUsers)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(adminUsers.id, userId)),
    db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId)),
  ] as const;
}

export async function disableTwoFactor(db: Db, userId: number, alongside: Statement[] = []) {
  await runBatch(db, [...disableTwoFactorStatements(db, userId), ...alongside]);
}

/** Marks an unused recovery code as used; false when there is no such unused code. */
export async function markRecoveryCodeUsed(
  db: Db,
  userId: number,
  codeHash: string,
  now: number,
): Promise<boolean> {
  const rows = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(adminRecoveryCodes.userId, userId),
        eq(adminRecoveryCodes.codeHash, codeHash),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.userId, userId), isNull(adminRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** The settings row for "every account needs a second factor" (kept apart from the site
 * settings form, which owns the other keys). */
const REQUIRE_KEY = "team.requireTwoFactor";

export function isTwoFactorRequired(db: Db): Promise<boolean> {
  return isSwitchOn(db, REQUIRE_KEY);
}

export function setTwoFactorRequiredStatement(db: Db, required: boolean) {
  return setSwitchStatement(db, REQUIRE_KEY, required);
}
