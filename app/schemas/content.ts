import { z } from "zod";
import { convertYouTubeUrl, YOUTUBE_URL_REQUIRED } from "~/domain/youtube";
import { LANGUAGE_CODES, type LanguageCode } from "~/i18n/languages";

const languageCode = z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]], {
  error: "Choose a language from the list.",
});
export const contentIdSchema = z.coerce.number().int().positive();

/** A language a testimonial or proof is for, or "all"; absent means "all". */
export const ALL_LANGUAGES = "all";
const contentLanguage = z
  .union([z.literal(ALL_LANGUAGES), languageCode], {
    error: "Choose a language from the list, or All languages.",
  })
  .default(ALL_LANGUAGES);

/** Presentation upload fields (the file is checked by content separately). */
export const presentationFieldsSchema = z.object({
  title: z
    .string({ error: "Please enter a title for the presentation" })
    .trim()
    .min(1, "Please enter a title for the presentation")
    .max(200, "Use at most 200 characters."),
  language: languageCode,
});

export const videoInputSchema = z.object({
  title: z
    .string({ error: "Please enter a video title" })
    .trim()
    .min(1, "Please enter a video title")
    .max(200, "Use at most 200 characters."),
  language: languageCode,
  url: z
    .string({ error: YOUTUBE_URL_REQUIRED })
    .max(500)
    .transform((value, ctx) => {
      const converted = convertYouTubeUrl(value);
      if (!converted.ok) {
        ctx.addIssue({ code: "custom", message: converted.error });
        return z.NEVER;
      }
      return converted.embedUrl;
    }),
});

export const FILL_REQUIRED = "Please fill all required fields.";

export const testimonialInputSchema = z.object({
  name: z
    .string({ error: FILL_REQUIRED })
    .trim()
    .min(1, FILL_REQUIRED)
    .max(100, "Use at most 100 characters."),
  country: z
    .string({ error: FILL_REQUIRED })
    .trim()
    .min(1, FILL_REQUIRED)
    .max(100, "Use at most 100 characters."),
  text: z
    .string({ error: FILL_REQUIRED })
    .trim()
    .min(1, FILL_REQUIRED)
    .max(2000, "Use at most 2000 characters."),
  stars: z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => {
      const n = Math.round(Number(v === undefined || v === "" ? 5 : v));
      return Number.isFinite(n) ? Math.min(5, Math.max(1, n)) : 5;
    }),
  language: contentLanguage,
});
export type TestimonialInput = z.output<typeof testimonialInputSchema>;

export const proofDescriptionSchema = z.object({
  description: z
    .string({ error: FILL_REQUIRED })
    .trim()
    .min(1, FILL_REQUIRED)
    .max(500, "Use at most 500 characters."),
  language: contentLanguage,
});
