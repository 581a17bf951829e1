import { z } from "zod";
import { LANGUAGE_CODES, type LanguageCode } from "~/i18n/languages";
import { isLocalDateTime, isTimeZone } from "~/domain/formats/time-zone";

const language = z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]], {
  error: "Missing required fields for template creation",
});

export const templateInputSchema = z.object({
  name: z.string().trim().min(1, "Missing required fields for template creation").max(200),
  subject: z.string().trim().min(1, "Missing required fields for template creation").max(300),
  body: z.string().trim().min(1, "Missing required fields for template creation").max(50_000),
  language,
});

/** A template as the Templates tab saves it: a new one, or an edit of `id`. */
export const templateSaveSchema = templateInputSchema.extend({
  id: z.preprocess(
    (v) => v || undefined,
    z.coerce.number().int().positive("Unknown template.").optional(),
  ),
});

export type TemplateSave = z.infer<typeof templateSaveSchema>;

export const campaignInputSchema = z.object({
  name: z.string().trim().min(1, "Missing required fields for campaign").max(200),
  templateId: z.coerce.number().int().positive("Missing required fields for campaign"),
  languageFilter: z
    .union([z.literal("all"), z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]])])
    .default("all"),
  countryFilter: z.string().trim().max(100).default("all"),
  useTranslation: z.boolean().default(true),
});

/** A time to send at, as the admin's browser gives it: a wall-clock time and its IANA zone. The
 * server turns it into UTC (app/domain/formats/time-zone.ts) and refuses a time in the past. */
export const scheduleInputSchema = z.object({
  sendAt: z
    .string({ error: "Choose the date and time to send the campaign." })
    .refine(isLocalDateTime, "Choose the date and time to send the campaign."),
  timeZone: z
    .string({ error: "Your browser did not say its time zone." })
    .max(100)
    .refine(isTimeZone, "Unknown time zone."),
});

/** A new campaign that starts later (Send Campaign with "later"). */
export const scheduledCampaignInputSchema = campaignInputSchema.extend(scheduleInputSchema.shape);

/** A scheduled campaign's changes: the campaign's fields and its new time. */
export const scheduleUpdateSchema = campaignInputSchema
  .omit({ name: true, useTranslation: true })
  .extend({ id: z.coerce.number().int().positive("Unknown campaign.") })
  .and(scheduleInputSchema);

/** The campaign a history button (pause, resume, retry, cancel) is for. */
export const campaignIdSchema = z.object({
  id: z.coerce.number().int().positive("Unknown campaign."),
});

export type CampaignInput = z.infer<typeof campaignInputSchema>;
export type ScheduledCampaignInput = z.infer<typeof scheduledCampaignInputSchema>;
export type ScheduleInput = z.infer<typeof scheduleInputSchema>;
export type ScheduleUpdate = z.infer<typeof scheduleUpdateSchema>;

/** Test sends go to at most this many typed addresses at once. */
export const TEST_SEND_MAX_ADDRESSES = 5;

/** What the Send Campaign tab's preview renders (a test send adds the addresses). */
export const samplePreviewSchema = z.object({
  templateId: z.coerce.number().int().positive("Choose a template to send a test of."),
  /** The language the test is written in (the sample contact's language). */
  language: z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]], {
    error: "Choose the language of the test.",
  }),
  languageFilter: campaignInputSchema.shape.languageFilter,
  countryFilter: campaignInputSchema.shape.countryFilter,
  useTranslation: z.boolean().default(true),
});

export const testSendSchema = samplePreviewSchema.extend({
  addresses: z
    .string({ error: "Type at least one address to send the test to." })
    .max(2000, "Too many addresses.")
    .transform((s) => [
      ...new Set(
        s
          .split(/[\s,;]+/)
          .filter(Boolean)
          .map((a) => a.toLowerCase()),
      ),
    ])
    .pipe(
      z
        .array(z.email({ error: (i) => `Not an email address: ${String(i.input)}` }))
        .min(1, "Type at least one address to send the test to.")
        .max(
          TEST_SEND_MAX_ADDRESSES,
          `A test goes to at most ${TEST_SEND_MAX_ADDRESSES} addresses at once.`,
        ),
    ),
});

export type TestSendInput = z.infer<typeof testSendSchema>;

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
