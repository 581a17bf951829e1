import { z } from "zod";
import { LANGUAGE_CODES, type LanguageCode } from "~/i18n/languages";

const language = z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]], {
  error: "Missing required fields for template creation",
});

export const templateInputSchema = z.object({
  name: z.string().trim().min(1, "Missing required fields for template creation").max(200),
  subject: z.string().trim().min(1, "Missing required fields for template creation").max(300),
  body: z.string().trim().min(1, "Missing required fields for template creation").max(50_000),
  language,
});

export const campaignInputSchema = z.object({
  name: z.string().trim().min(1, "Missing required fields for campaign").max(200),
  templateId: z.coerce.number().int().positive("Missing required fields for campaign"),
  languageFilter: z
    .union([z.literal("all"), z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]])])
    .default("all"),
  countryFilter: z.string().trim().max(100).default("all"),
  useTranslation: z.boolean().default(true),
});

export const importInputSchema = z.object({
  fileName: z.string().trim().min(1, "Please select a CSV file to import").max(200),
  csv: z
    .string({ error: "Please upload a valid CSV file" })
    .max(5_000_000, "The file is too large (max 5 MB of text)."),
  /** A large file is sent in parts; all parts share the consent time of the first. */
  part: z.number({ error: "Invalid import part" }).int().min(1, "Invalid import part").default(1),
  parts: z
    .number({ error: "Invalid import part" })
    .int()
    .min(1, "Invalid import part")
    .max(10_000, "Invalid import part")
    .default(1),
  consentAt: z.number().int().positive().optional(),
});
