import { z } from "zod";

/**
 * A text field a form must fill: trimmed, then at least one character (`required` is the message
 * for a missing or empty field) and at most `max` (`tooLong` otherwise).
 */
export function requiredText(
  required: string,
  max: number,
  tooLong = `Use at most ${max} characters.`,
) {
  return z.string({ error: required }).trim().min(1, required).max(max, tooLong);
}

/** An email address a form must fill: trimmed, lower-cased, at most 254 characters, valid. */
export const emailAddress = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, "Enter an email address.")
  .max(254, "That email address is too long.")
  .pipe(z.email("Enter a valid email address."));
