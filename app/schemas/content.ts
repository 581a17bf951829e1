import { z } from "zod";
import { requiredText } from "./text";
import { convertYouTubeUrl, YOUTUBE_URL_REQUIRED } from "~/domain/site/youtube";
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
  title: requiredText("Please enter a title for the presentation", 200),
  language: languageCode,
});
export type PresentationFields = z.output<typeof presentationFieldsSchema>;

export const videoInputSchema = z.object({
  title: requiredText("Please enter a video title", 200),
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
export type VideoInput = z.output<typeof videoInputSchema>;

export const FILL_REQUIRED = "Please fill all required fields.";

export const testimonialInputSchema = z.object({
  name: requiredText(FILL_REQUIRED, 100),
  country: requiredText(FILL_REQUIRED, 100),
  text: requiredText(FILL_REQUIRED, 2000),
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
  description: requiredText(FILL_REQUIRED, 500),
  language: contentLanguage,
});
export type ProofInput = z.output<typeof proofDescriptionSchema>;
