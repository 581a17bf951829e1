// My Account's changes: each person's own second factor (turn on, turn off, new recovery codes)
// and signed-in sessions (end one, end all others). Each does the whole change with its audit
// row and answers an Outcome; the password change is ./change-password.server.ts. The screens
// are app/routes/admin/account/.
import { revokeOtherSessions, revokeOwnSession } from "~/data/admin-session-list";
import { disableTwoFactor, isTwoFactorRequired } from "~/data/admin-two-factor";
import { auditInsert, recordAudit, type Actor } from "~/data/audit";
import type { Db } from "~/data/db";
import type { PasswordCheckInput, TotpCodeInput } from "~/schemas/team";
import { refused, succeeded, type Outcome } from "~/server/admin/outcome";
import { codeAgain, passwordAgain, signedOutForGuesses, type Me } from "./reauth.server";
import type { CodeLimitDeps } from "./sign-in-limits.server";
import { confirmSetup, regenerateRecoveryCodes, verifyTotpCode } from "./two-factor.server";

/** `defer` sends the owner's notice when codes asked again reach their limit. */
export type AccountDeps = CodeLimitDeps;
export type { Me };

/** Turns on the second factor whose set-up the first code confirms; the recovery codes come
 * back to show once. */
export async function turnOnTwoFactor(
  deps: { db: Db; env: Env },
  actor: Actor,
  input: TotpCodeInput,
): Promise<Outcome<{ codes: string[] }>> {
  const { db, env } = deps;
  const audit = auditInsert(db, actor, {
    action: "enable-2fa",
    entity: "admin_user",
    entityId: actor.id,
  });
  const codes = await confirmSetup(db, env, actor.id, input.code, Date.now(), [audit]);
  if (!codes)
    return refused("That code is not right. Check the time on your phone and try the next code.");
  return succeeded("Two-factor sign-in is on.", { codes });
}

/** Turns one's second factor off, the password confirming it (within the sign-in limits: past
 * them the session ends); refused while owners require one. */
export async function turnOffTwoFactor(
  deps: Pick<AccountDeps, "db">,
  me: Me,
  input: PasswordCheckInput,
): Promise<Outcome> {
  const { db } = deps;
  const actor = me.user;
  if (await isTwoFactorRequired(db))
    return refused("The owners require a second factor: it cannot be turned off.", 409);
  const verdict = await passwordAgain(deps, me, input.currentPassword);
  if (verdict === "refused") return signedOutForGuesses();
  if (verdict === "wrong") return refused("The password is not correct.");
  await disableTwoFactor(db, actor.id, [
    auditInsert(db, actor, { action: "disable-2fa", entity: "admin_user", entityId: actor.id }),
  ]);
  return succeeded("Two-factor sign-in is off.");
}

/** New recovery codes, a code from the app confirming it (within the code limits: past them the
 * session ends); the old ones stop working. */
export async function newRecoveryCodes(
  deps: AccountDeps,
  me: Me,
  input: TotpCodeInput,
): Promise<Outcome<{ codes: string[] }>> {
  const { db, env } = deps;
  const actor = me.user;
  const verdict = await codeAgain(deps, me, () => verifyTotpCode(db, env, actor.id, input.code));
  if (verdict === "refused") return signedOutForGuesses();
  if (verdict === "wrong")
    return refused("That code is not right or was already used. Try the next one.");
  const codes = await regenerateRecoveryCodes(db, actor.id, [
    auditInsert(db, actor, {
      action: "new-recovery-codes",
      entity: "admin_user",
      entityId: actor.id,
    }),
  ]);
  return succeeded("New recovery codes; the old ones no longer work.", { codes });
}

/** Ends one of one's own sessions; `here` when it is the session acting (then sign out). */
export async function endSession(
  deps: Pick<AccountDeps, "db">,
  me: Me,
  input: { id: string },
): Promise<Outcome<{ here: boolean }>> {
  const audit = { actor: me.user, entry: { action: "sign-out-session", entity: "session" } };
  if (!(await revokeOwnSession(deps.db, me.user.id, input.id, audit)))
    return refused("That session has already ended.", 404);
  return succeeded("Session signed out.", { here: input.id === me.sessionId });
}

/** Ends every other session of one's own; the audit row says how many. */
export async function endOtherSessions(
  deps: Pick<AccountDeps, "db">,
  me: Me,
): Promise<Outcome<number>> {
  const n = await revokeOtherSessions(deps.db, me.user.id, me.sessionId);
  // The count is known only once they are ended, so its audit row follows.
  await recordAudit(deps.db, me.user, {
    action: "sign-out-others",
    entity: "session",
    detail: String(n),
  });
  return succeeded(n === 1 ? "1 other session signed out." : `${n} other sessions signed out.`, n);
}
