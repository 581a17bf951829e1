import { z } from "zod";
import { isYouTubeVideoId, parseYouTubeVideoId } from "~/domain/site/youtube";
import { SUPPORTED_WALLETS } from "~/domain/referral/wallet-links";

/** Example value used until an administrator sets the real link (never a real person's link). */
export const EXAMPLE_REFERRAL_LINK = "https://example.com/register?ref=waymark-demo";

/** Days a visitor stays attributed to the member whose link they came through (issue 30). */
export const DEFAULT_ATTRIBUTION_DAYS = 30;
export const MAX_ATTRIBUTION_DAYS = 365;

/** Days the assistant's unanswered questions are kept when Settings keeps them (issue 33). */
export const DEFAULT_MISSED_QUESTION_DAYS = 30;
export const MAX_MISSED_QUESTION_DAYS = 90;

/** Soft bounces in a row that suppress a contact unless the admin sets another number. */
export const DEFAULT_SOFT_BOUNCE_LIMIT = 3;

/** Site settings (spec section 2, "Site Settings", plus the campaign sender of decisions.md). */
export const siteSettingsSchema = z.object({
  referralLink: z.url({ protocol: /^https?$/ }).catch(EXAMPLE_REFERRAL_LINK),
  /** Used when no language-specific video exists; empty means no video. */
  youtubeDefaultId: z
    .string()
    .regex(/^([A-Za-z0-9_-]{11})?$/)
    .catch(""),
  showPresentations: z.boolean().catch(true),
  showVideoOnMobile: z.boolean().catch(true),
  enableAutoTranslate: z.boolean().catch(true),
  senderName: z.string().max(100).catch("Waymark"),
  senderEmail: z.email().catch("noreply@example.com"),
  postalAddress: z.string().max(300).catch(""),
  /** The wallet whose built-in browser "Open in <wallet>" opens on a phone; "" for none. */
  recommendedWallet: z.enum(["", ...SUPPORTED_WALLETS]).catch(""),
  /** The public "Get updates by email" form (double opt-in); off until an admin turns it on. */
  emailSignup: z.boolean().catch(false),
  /** Soft bounces in a row after which a contact is suppressed (issue 20). */
  softBounceLimit: z.number().int().min(1).max(20).catch(DEFAULT_SOFT_BOUNCE_LIMIT),
  /** How long a member's link attributes a visitor (issue 30). */
  attributionDays: z
    .number()
    .int()
    .min(1)
    .max(MAX_ATTRIBUTION_DAYS)
    .catch(DEFAULT_ATTRIBUTION_DAYS),
  /** A second member's link takes the visitor over (else the first one keeps them). */
  attributionLastWins: z.boolean().catch(false),
  /** The home page says "Shared with you by {name}" to an attributed visitor. */
  showSharedBy: z.boolean().catch(false),
  /** Keep the text of questions the chat assistant could not answer (issue 33); off: counts only. */
  keepMissedQuestions: z.boolean().catch(false),
  /** How long those texts are kept. */
  missedQuestionDays: z
    .number()
    .int()
    .min(1)
    .max(MAX_MISSED_QUESTION_DAYS)
    .catch(DEFAULT_MISSED_QUESTION_DAYS),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type SiteSettingKey = keyof SiteSettings;

/** An HTML checkbox: "on" when ticked, absent when not. */
const checkbox = z
  .enum(["on", "true", "false", ""])
  .optional()
  .transform((v) => v === "on" || v === "true");

const ATTRIBUTION_DAYS_MESSAGE = `Enter a whole number of days from 1 to ${MAX_ATTRIBUTION_DAYS}.`;
const MISSED_QUESTION_DAYS_MESSAGE = `Enter a whole number of days from 1 to ${MAX_MISSED_QUESTION_DAYS}.`;

/** The Site Settings form, as submitted (checkboxes are absent when off). */
export const settingsFormSchema = z.object({
  referralLink: z
    .string()
    .trim()
    .min(1, "Please enter a valid referral link URL.")
    .max(2000)
    .pipe(z.url({ protocol: /^https?$/, message: "Please enter a valid referral link URL." })),
  youtubeDefaultId: z
    .string()
    .trim()
    .max(300)
    .transform((value, ctx) => {
      if (value === "") return "";
      const id = isYouTubeVideoId(value) ? value : parseYouTubeVideoId(value);
      if (!id) {
        ctx.addIssue({
          code: "custom",
          message: "Enter a YouTube video ID (11 characters) or the full URL of one video.",
        });
        return z.NEVER;
      }
      return id;
    }),
  showPresentations: checkbox,
  showVideoOnMobile: checkbox,
  enableAutoTranslate: checkbox,
  senderName: z.string().trim().min(1, "Enter the sender name.").max(100),
  senderEmail: z.string().trim().pipe(z.email("Enter a valid sender email address.")),
  postalAddress: z
    .string()
    .trim()
    .min(1, "Enter the postal address shown in every email.")
    .max(300),
  /** Optional so a client that does not know it leaves it as it is. */
  recommendedWallet: z
    .enum(["", ...SUPPORTED_WALLETS], { message: "Choose one of the listed wallets, or none." })
    .optional(),
  emailSignup: checkbox,
  /** Optional so a client that does not know it leaves it as it is. */
  softBounceLimit: z
    .string()
    .trim()
    .regex(/^\d{1,2}$/, "Enter a whole number of soft bounces from 1 to 20.")
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, "Enter a whole number of soft bounces from 1 to 20.")
        .max(20, "Enter a whole number of soft bounces from 1 to 20."),
    )
    .optional(),
  /** Optional so a client that does not know it leaves it as it is. */
  attributionDays: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, ATTRIBUTION_DAYS_MESSAGE)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, ATTRIBUTION_DAYS_MESSAGE)
        .max(MAX_ATTRIBUTION_DAYS, ATTRIBUTION_DAYS_MESSAGE),
    )
    .optional(),
  attributionLastWins: checkbox,
  showSharedBy: checkbox,
  keepMissedQuestions: checkbox,
  /** Optional so a client that does not know it leaves it as it is. */
  missedQuestionDays: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, MISSED_QUESTION_DAYS_MESSAGE)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, MISSED_QUESTION_DAYS_MESSAGE)
        .max(MAX_MISSED_QUESTION_DAYS, MISSED_QUESTION_DAYS_MESSAGE),
    )
    .optional(),
});

/** The same settings as JSON (the admin API): toggles are booleans. */
export const settingsUpdateSchema = settingsFormSchema.extend({
  showPresentations: z.boolean(),
  showVideoOnMobile: z.boolean(),
  enableAutoTranslate: z.boolean(),
  /** Optional so a client that does not know it leaves it as it is. */
  emailSignup: z.boolean().optional(),
  softBounceLimit: z
    .number("Enter a whole number of soft bounces from 1 to 20.")
    .int("Enter a whole number of soft bounces from 1 to 20.")
    .min(1, "Enter a whole number of soft bounces from 1 to 20.")
    .max(20, "Enter a whole number of soft bounces from 1 to 20.")
    .optional(),
  attributionDays: z
    .number(ATTRIBUTION_DAYS_MESSAGE)
    .int(ATTRIBUTION_DAYS_MESSAGE)
    .min(1, ATTRIBUTION_DAYS_MESSAGE)
    .max(MAX_ATTRIBUTION_DAYS, ATTRIBUTION_DAYS_MESSAGE)
    .optional(),
  attributionLastWins: z.boolean().optional(),
  showSharedBy: z.boolean().optional(),
  keepMissedQuestions: z.boolean().optional(),
  missedQuestionDays: z
    .number(MISSED_QUESTION_DAYS_MESSAGE)
    .int(MISSED_QUESTION_DAYS_MESSAGE)
    .min(1, MISSED_QUESTION_DAYS_MESSAGE)
    .max(MAX_MISSED_QUESTION_DAYS, MISSED_QUESTION_DAYS_MESSAGE)
    .optional(),
});
