// Forms of team accounts (issue 22): the sign-in's second step, two-factor set-up, the team
// screen, invitations, sessions and the lost-password pages.
import { z } from "zod";
import { ADMIN_ROLES } from "~/domain/admin/roles";
import { PASSWORD_MIN_LENGTH } from "./admin";
import { emailAddress } from "./text";

/** A 6-digit authenticator code or a recovery code ("abcde-fghij"). */
export const secondFactorCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, "Enter the 6-digit code from your app, or a recovery code.")
    .max(40, "That code is too long.")
    .regex(/^[A-Za-z0-9\s-]+$/, "A code has only digits, letters and dashes."),
});

export const totpCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code your authenticator app shows."),
});

export const roleSchema = z.enum(ADMIN_ROLES, "Choose owner or editor.");

export const inviteSchema = z.object({ email: emailAddress, role: roleSchema });

const memberId = z.coerce.number().int().positive("Unknown account.");
export const changeRoleSchema = z.object({ id: memberId, role: roleSchema });
export const removeMemberSchema = z.object({ id: memberId });
export const resetSecondFactorSchema = z.object({ id: memberId });
export const requireTwoFactorSchema = z.object({
  required: z.enum(["on", "off"], "Choose on or off."),
});

export const newPasswordSchema = z
  .object({
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
      .max(1024, "Use at most 1024 characters."),
    confirmPassword: z.string().max(1024),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "The two passwords do not match.",
  });

export const forgotPasswordSchema = z.object({ email: emailAddress });

/** A link token: 32 random bytes in base64url. */
export const linkTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const revokeSessionSchema = z.union([
  z.object({ intent: z.literal("revoke"), id: z.string().regex(/^[0-9a-f]{48}$/) }),
  z.object({ intent: z.literal("revoke-others") }),
]);

export const passwordCheckSchema = z.object({
  currentPassword: z.string().min(1, "Enter your password.").max(1024),
});

export type InviteInput = z.output<typeof inviteSchema>;
export type ChangeRoleInput = z.output<typeof changeRoleSchema>;
export type MemberIdInput = z.output<typeof removeMemberSchema>;
export type RequireTwoFactorInput = z.output<typeof requireTwoFactorSchema>;
export type ForgotPasswordInput = z.output<typeof forgotPasswordSchema>;
export type PasswordCheckInput = z.output<typeof passwordCheckSchema>;
export type TotpCodeInput = z.output<typeof totpCodeSchema>;

/** What the lost-password form says, whether or not the email has an account and whether or not
 * a limit stopped the email (shared by the server's answer and the page). */
export const SAME_ANSWER =
  "If an account uses this email, a link to choose a new password is on its way. It works once, for 30 minutes.";
