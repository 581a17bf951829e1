import { z } from "zod";
import { LANGUAGE_CODES, type LanguageCode } from "~/i18n/languages";

/** The language dropdown's form: the chosen language and the page to show it on. */
export const languageChoiceSchema = z.object({
  lang: z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]),
  // A site-relative path only: never another origin ("//evil.example" or "/\evil").
  path: z
    .string()
    .max(2000)
    .regex(/^\/(?![/\\])/)
    .catch("/"),
});
