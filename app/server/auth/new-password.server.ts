// The rules for a new administrator password, on the server: the shared form schema (length,
// confirmation) plus the common-password list, which stays out of the browser bundle.
import { data } from "react-router";
import { changePasswordSchema } from "~/schemas/admin";
import { newPasswordSchema } from "~/schemas/team";
import { actionError, actionSuccess, invalidInput } from "~/server/admin/action-results.server";
import { passwordProblem } from "./password.server";

/** The password-change form as the action checks it. */
export const changePasswordServerSchema = changePasswordSchema.superRefine((value, ctx) => {
  const problem = passwordProblem(value.newPassword);
  if (problem) ctx.addIssue({ code: "custom", path: ["newPassword"], message: problem });
});

/** A new member's or a reset password (invitation and reset links) as the action checks it. */
export const newPasswordServerSchema = newPasswordSchema.superRefine((value, ctx) => {
  const problem = passwordProblem(value.password);
  if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: problem });
});

const FAILURE = "Password not set";

/** The action of a one-time link that ends in a chosen password (reset, invitation): the
 * password checked (400), then handed to `spendLink`, which spends the link (410 when it cannot).
 * `done` is the success answer's response init (a reset also clears the session cookie). */
export async function setPasswordByLink(
  request: Request,
  spendLink: (password: string) => Promise<{ ok: true } | { ok: false; error: string }>,
  done?: ResponseInit,
) {
  const parsed = newPasswordServerSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return invalidInput(parsed.error.issues, FAILURE);
  const result = await spendLink(parsed.data.password);
  if (!result.ok)
    return actionError({ type: "error", title: FAILURE, description: result.error }, 410);
  return data(actionSuccess("Password set").data, done);
}
