// The rules for a new administrator password, on the server: the shared form schema (length,
// confirmation) plus the common-password list, which stays out of the browser bundle.
import { data } from "react-router";
import { changePasswordSchema } from "~/schemas/admin";
import { newPasswordSchema } from "~/schemas/team";
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

/** The action of a one-time link that ends in a chosen password (reset, invitation): the
 * password checked (400), then handed to `spendLink`, which spends the link (410 when it cannot). */
export async function setPasswordByLink(
  request: Request,
  spendLink: (password: string) => Promise<{ ok: true } | { ok: false; error: string }>,
  done?: ResponseInit,
) {
  const parsed = newPasswordServerSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return data({ done: false, error: parsed.error.issues[0]!.message }, { status: 400 });
  }
  const result = await spendLink(parsed.data.password);
  if (!result.ok) return data({ done: false, error: result.error }, { status: 410 });
  return data({ done: true, error: null }, done);
}
