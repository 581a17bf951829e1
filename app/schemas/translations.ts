import { z } from "zod";
import { LANGUAGE_CODES, type LanguageCode } from "~/i18n/languages";

export const languageCodeSchema = z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]], {
  error: "Unknown language.",
});

/** Save Changes: the pending edits of one language. */
export const saveTranslationsSchema = z.object({
  language: languageCodeSchema,
  edits: z
    .array(
      z.object({
        key: z.string().min(1).max(120),
        text: z.string().max(5000, "A translation can have at most 5000 characters."),
        source: z.enum(["human", "machine"]),
      }),
    )
    .min(1, "There are no changes to save.")
    .max(1000),
});

export const translateRequestSchema = z.object({
  language: languageCodeSchema.refine((l) => l !== "en", "English is the source language."),
  mode: z.enum(["missing", "all"]),
});
