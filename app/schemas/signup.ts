import { z } from "zod";
import { LANGUAGE_CODES, type LanguageCode } from "~/i18n/languages";
import type { MessageKey } from "~/i18n/dictionaries/en";
import { SIGNUP_HONEYPOT } from "~/domain/email/signup";

const invalidEmail: MessageKey = "general.signup.invalidEmail";
const nameTooLong: MessageKey = "general.signup.nameTooLong";

/** The "Get updates by email" form, as posted. Error messages are dictionary keys: the visitor
 * reads them in the page's language. */
export const signupFormSchema = z.object({
  email: z.string().trim().toLowerCase().max(254, invalidEmail).pipe(z.email(invalidEmail)),
  name: z
    .string()
    .trim()
    .max(100, nameTooLong)
    // A name is shown in emails' greetings: no control characters (header or layout tricks).
    .regex(/^[^\p{Cc}]*$/u, nameTooLong)
    .optional()
    .default(""),
  /** The public page the form was on ("/hi/join"), recorded as the consent's source. */
  from: z.string().max(200).catch(""),
  /** Checked before this schema (a filled one is a bot); anything here is ignored. */
  [SIGNUP_HONEYPOT]: z.unknown().optional(),
});

export type SignupForm = z.infer<typeof signupFormSchema>;

/** What a confirmation link carries (signed; see app/server/email/signup.server.ts). */
export const signupTokenSchema = z.object({
  /** Email, lowercased. */
  e: z.email().max(254),
  /** Name, possibly empty. */
  n: z.string().max(100),
  /** Language of the page the visitor signed up on. */
  l: z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]),
  /** The page path the form was on. */
  p: z.string().max(200),
  /** When the visitor asked (ms since the epoch). */
  t: z.number().int().positive(),
  /** The member the visitor was attributed to (their code, issue 30), kept in the welcome
   * sequence's links. */
  m: z
    .string()
    .regex(/^[a-z0-9-]{3,32}$/)
    .optional(),
});

export type SignupToken = z.infer<typeof signupTokenSchema>;
