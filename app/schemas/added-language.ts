import { z } from "zod";
import { requiredText } from "./text";
import { checkLanguageTag } from "~/domain/translation/added-language";

/** The owner's "Add a language" form: its BCP 47 tag, its own name for itself, its direction. */
export const addLanguageSchema = z.object({
  tag: requiredText(
    "Enter the language's tag.",
    20,
    "A language tag is at most 20 characters.",
  ).transform((typed, ctx) => {
    const checked = checkLanguageTag(typed);
    if (!checked.ok) {
      ctx.addIssue({ code: "custom", message: checked.error });
      return z.NEVER;
    }
    return { code: checked.code, tag: checked.tag };
  }),
  native: requiredText(
    "Enter the language's name in that language.",
    60,
    "A language name is at most 60 characters.",
  ).refine((name) => !/[<>{}]/.test(name), "A language name has no < > { } characters."),
  dir: z.enum(["ltr", "rtl"], { error: "Choose left to right or right to left." }),
});
export type AddLanguageInput = z.infer<typeof addLanguageSchema>;

/** Publish, unpublish or delete one added language. */
export const addedLanguageActionSchema = z.object({
  intent: z.enum(["publish", "unpublish", "delete"]),
  code: z
    .string()
    .max(20)
    .regex(/^[a-z]{2,3}(?:-[a-z0-9]{2,4}){0,2}$/, "Unknown language."),
});
export type AddedLanguageAction = z.infer<typeof addedLanguageActionSchema>;
