// A signed-in person changes their own password (/admin/account for everyone, and the owner's
// Admin Account card in Settings): checked like every new password, the current one verified,
// every session of the account ended and this browser given a fresh one.
import { data } from "react-router";
import { revokeUserSessions } from "~/data/admin-sessions";
import { getAdminPasswordHash, updateAdminPassword } from "~/data/admin-users";
import { recordAudit } from "~/data/audit";
import type { Db } from "~/data/db";
import type { AdminSession } from "./session.server";
import { changePasswordServerSchema } from "./new-password.server";
import { hashPassword, verifyPassword } from "./password.server";
import { startSession } from "./session.server";
import { CHANGE_PASSWORD } from "~/schemas/admin";
import { fieldErrorsFrom } from "~/server/admin/action-results.server";
import { setFlash } from "~/server/http/cookies.server";

/** Answers the form: 400 with the field errors, or 303 back to `page` signed in afresh. */
export async function changeOwnPassword(
  db: Db,
  env: Env,
  session: Pick<AdminSession, "user">,
  form: Record<string, unknown>,
  page: string,
) {
  const fail = (errors: Record<string, string>) =>
    data({ intent: CHANGE_PASSWORD, errors }, { status: 400 });
  const parsed = changePasswordServerSchema.safeParse(form);
  if (!parsed.success) return fail(fieldErrorsFrom(parsed.error.issues));
  const stored = await getAdminPasswordHash(db, session.user.id);
  if (!stored || !(await verifyPassword(parsed.data.currentPassword, stored)))
    return fail({ currentPassword: "The current password is not correct." });
  await updateAdminPassword(db, session.user.id, await hashPassword(parsed.data.newPassword));
  // Every session of this account ends (other browsers too); this browser gets a fresh one.
  await revokeUserSessions(db, session.user.id);
  await recordAudit(db, session.user, {
    action: "change-password",
    entity: "admin_user",
    entityId: session.user.id,
  });
  const headers = new Headers({ Location: page });
  headers.append("Set-Cookie", await startSession(db, env, session.user.id));
  headers.append(
    "Set-Cookie",
    await setFlash({
      type: "success",
      text: "Password changed",
      description: "Other sessions were signed out.",
    }),
  );
  return new Response(null, { status: 303, headers });
}
