// A signed-in person changes their own password (/admin/account for everyone, and the owner's
// Admin Account card in Settings): checked like every new password, the current one verified
// within the account's sign-in limits (past them the session ends), every session of the account
// and every open reset link ended, and this browser given a fresh session.
import { z } from "zod";
import { endResetLinksStatement } from "~/data/admin-account-links";
import { revokeUserSessionsStatement } from "~/data/admin-sessions";
import { updateAdminPasswordStatement } from "~/data/admin-users";
import { auditInsert } from "~/data/audit";
import type { Db } from "~/data/db";
import { CHANGE_PASSWORD } from "~/schemas/admin";
import {
  invalidInput,
  refused,
  succeeded,
  type Outcome,
} from "~/server/admin/action-results.server";
import { changePasswordServerSchema } from "./new-password.server";
import { hashPassword } from "./password.server";
import { answerAskedAgain, passwordAgain, signedOutForGuesses, type Me } from "./reauth.server";
import { startSession } from "./session.server";

export type ChangePasswordInput = z.output<typeof changePasswordServerSchema>;

/** Changes the password: the new hash, every session and open reset link of the account ended
 * and the audit row in one batch; the value is the Set-Cookie of this browser's fresh session. */
export async function changeOwnPassword(
  deps: { db: Db; env: Env },
  me: Me,
  input: ChangePasswordInput,
): Promise<Outcome<{ cookie: string }>> {
  const { db, env } = deps;
  const actor = me.user;
  const verdict = await passwordAgain(deps, me, input.currentPassword);
  if (verdict === "refused") return signedOutForGuesses();
  if (verdict === "wrong") {
    const problem = "The current password is not correct.";
    return refused(problem, 400, { currentPassword: problem });
  }
  const now = Date.now();
  await db.batch([
    updateAdminPasswordStatement(db, actor.id, await hashPassword(input.newPassword)),
    revokeUserSessionsStatement(db, actor.id, now),
    endResetLinksStatement(db, actor.id, now),
    auditInsert(db, actor, { action: "change-password", entity: "admin_user", entityId: actor.id }),
  ]);
  return succeeded("Other sessions were signed out.", {
    cookie: await startSession(db, env, actor.id, now),
  });
}

const FAILURE = "Password not changed";

/** The "Change your password" form of My Account and Settings: 400 with the field errors, or
 * 303 back to `page`, signed in afresh, with a toast; past the limits, 303 to the sign-in screen. */
export async function answerPasswordForm(
  deps: { db: Db; env: Env },
  me: Me,
  form: Record<string, unknown>,
  page: string,
) {
  const parsed = changePasswordServerSchema.safeParse(form);
  if (!parsed.success)
    return invalidInput(parsed.error.issues, FAILURE, { intent: CHANGE_PASSWORD });
  return answerAskedAgain(await changeOwnPassword(deps, me, parsed.data), {
    failure: FAILURE,
    success: "Password changed",
    redirectTo: page,
    intent: CHANGE_PASSWORD,
    // The redirect also carries this browser's new session.
    headers: (value) => ({ "Set-Cookie": value.cookie }),
  });
}
