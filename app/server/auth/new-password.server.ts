// The rules for a new administrator password, on the server: the shared form schema (length,
// confirmation) plus the common-password list, which stays out of the browser bundle.
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
