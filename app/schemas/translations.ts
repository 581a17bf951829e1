import { z } from "zod";

/** A built-in language's code or an added one's (lower-case BCP 47). Its shape only: the routes
 * check that it names a language the site has (app/server/i18n/site-languages.server.ts). */
export const languageCodeSchema = z
  .string({ error: "Unknown language." })
  .regex(/^[a-z]{2,3}(?:-[a-z0-9]{2,4}){0,2}$/, "Unknown language.");

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
export type SaveTranslationsInput = z.infer<typeof saveTranslationsSchema>;

export const translateRequestSchema = z.object({
  language: languageCodeSchema.refine((l) => l !== "en", "English is the source language."),
  mode: z.enum(["missing", "all"]),
});
export type TranslateRequest = z.infer<typeof translateRequestSchema>;

/** Shown by the Translation Manager and answered by its machine translation without a provider. */
export const NO_PROVIDER =
  "Machine translation is not connected, so suggestions are not available: translate the texts by hand, or ask whoever runs the server to connect a translation service (the setting TRANSLATE_URL, or the Workers AI binding AI).";

/** Import from a translator's file: its text, read in the browser and posted as JSON (the body
 * limit of every admin form, app/server/limits/request-limits.server.ts, bounds it). */
export const importTranslationsSchema = z.object({
  intent: z.enum(["import-preview", "import-apply"]),
  language: languageCodeSchema.refine(
    (l) => l !== "en",
    "English is the source language: choose the language the file is for.",
  ),
  content: z
    .string()
    .min(1, "The file is empty.")
    .max(900_000, "The file is too large: a translation file is well under 900 KB."),
});
export type ImportTranslationsInput = z.infer<typeof importTranslationsSchema>;

/** GET /admin/translations/export?lang=&format= */
export const exportTranslationsSchema = z.object({
  lang: languageCodeSchema,
  format: z.enum(["json", "xliff"], { error: "Choose json or xliff." }),
});

const reviewedText = z.object({
  language: languageCodeSchema,
  key: z.string().min(1).max(120),
  /** The machine text as the reviewer saw it. */
  text: z.string().min(1).max(5000),
});

/** The review queue's actions: accept, reject or replace one machine text, or accept a page. */
export const reviewActionSchema = z.discriminatedUnion("intent", [
  reviewedText.extend({ intent: z.literal("accept") }),
  reviewedText.extend({ intent: z.literal("reject") }),
  reviewedText.extend({
    intent: z.literal("edit"),
    edited: z.string().max(5000, "A translation can have at most 5000 characters."),
  }),
  z.object({
    intent: z.literal("accept-all"),
    items: z.array(reviewedText).min(1, "Nothing to accept.").max(100),
  }),
]);
export type ReviewAction = z.infer<typeof reviewActionSchema>;

/** A key's history: GET ?lang=&key=, and a restore of one earlier text or of the shipped one. */
export const keyHistoryQuerySchema = z.object({
  lang: languageCodeSchema,
  key: z.string().min(1).max(120),
});
export const restoreTextSchema = z.object({
  language: languageCodeSchema.refine((l) => l !== "en", "English texts are edited in the code."),
  key: z.string().min(1).max(120),
  /** An earlier text's id, or "shipped" for the site's own translation (or English). */
  version: z.union([z.literal("shipped"), z.coerce.number().int().positive()]),
});
export type RestoreTextInput = z.infer<typeof restoreTextSchema>;
