import { z } from "zod";

/** The language dropdown's form: the chosen language (a built-in code or an added one's: the
 * action checks it is one) and the page to show it on. */
export const languageChoiceSchema = z.object({
  lang: z
    .string()
    .max(20)
    .regex(/^[a-z0-9-]+$/),
  // A site-relative path only: never another origin ("//evil.example" or "/\evil").
  path: z
    .string()
    .max(2000)
    .regex(/^\/(?![/\\])/)
    .catch("/"),
});
