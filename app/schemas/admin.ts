import { z } from "zod";

/** Only site-relative admin paths may be returned to after sign-in. */
export const adminReturnPath = z
  .string()
  .regex(/^\/admin(\/[A-Za-z0-9\-/]*)?(\?[^\s]*)?$/)
  .max(500)
  .catch("/admin");

export const loginSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, "Enter your email address.").max(254),
  password: z.string().min(1, "Enter your password.").max(1024),
  redirectTo: adminReturnPath.optional(),
});

export const PASSWORD_MIN_LENGTH = 12;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, "Enter your current password.").max(1024),
    newPassword: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
      .max(1024, "Use at most 1024 characters."),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "The two new passwords do not match.",
  });

/** The form intent of "Change your password" (My Account, and Settings' Admin Account card). */
export const CHANGE_PASSWORD = "change-password";
