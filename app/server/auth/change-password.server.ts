// A signed-in person changes their own password (/admin/account for everyone, and the owner's
// Admin Account card in Settings): checked like every new password, the current one verified,
// every session of the account ended and this browser given a fresh one.
import { z } from "zod";
import { revokeUserSessionsStatement } from "~/data/admin-sessions";
import { getAdminPasswordHash, updateAdminPasswordStatement } from "~/data/admin-users";
import { auditInsert, type Actor } from "~/data/audit";
import type { Db } from "~/data/db";
import { CHANGE_PASSWORD } from "~/schemas/admin";
import {
  answer,
  invalidInput,
  refused,
  succeeded,
  type Outcome,
} from "~/server/admin/action-results.server";
import { changePasswordServerSchema } from "./new-password.server";
import { hashPassword, verifyPassword } from "./password.server";
import { startSession } from "./session.server";

export type ChangePasswordInput = z.output<typeof changePasswordServerSchema>;

/** Changes the password: the new hash, every session of the account ended and the audit row in
 * one batch; the value is the Set-Cookie of this browser's fresh session. */
export async function changeOwnPassword(
  deps: { db: Db; env: Env },
  actor: Actor,
  input: ChangePasswordInput,
): Promise<Outcome<{ cookie: string }>> {
  const { db, env } = deps;
  const stored = await getAdminPasswordHash(db, actor.id);
  if (!stored || !(await verifyPassword(input.currentPassword, stored))) {
    const problem = "The current password is not correct.";
    return refused(problem, 400, { currentPassword: problem });
  }
  await db.batch([
    updateAdminPasswordStatement(db, actor.id, await hashPassword(input.newPassword)),
    revokeUserSessionsStatement(db, actor.id),
    auditInsert(db, actor, { action: "change-password", entity: "admin_user", entityId: actor.id }),
  ]);
  return succeeded("Other sessions were signed out.", {
    cookie: await startSession(db, env, actor.id),
  });
}

const FAILURE = "Password not changed";

/** The "Change your password" form of My Account and Settings: 400 with the field errors, or
 * 303 back to `page`, signed in afresh, with a toast. */
export async function answerPasswordForm(
  deps: { db: Db; env: Env },
  actor: Actor,
  form: Record<string, unknown>,
  page: string,
) {
  const parsed = changePasswordServerSchema.safeParse(form);
  if (!parsed.success)
    return invalidInput(parsed.error.issues, FAILURE, { intent: CHANGE_PASSWORD });
  const outcome = await changeOwnPassword(deps, actor, parsed.data);
  try {
    return await answer(outcome, {
      failure: FAILURE,
      success: "Password changed",
      redirectTo: page,
      intent: CHANGE_PASSWORD,
    });
  } catch (thrown) {
    // The redirect also carries this browser's new session.
    if (thrown instanceof Response && outcome.ok)
      thrown.headers.append("Set-Cookie", outcome.value.cookie);
    throw thrown;
  }
}
