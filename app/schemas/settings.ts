import { z } from "zod";

/** Example value used until an administrator sets the real link (never a real person's link). */
export const EXAMPLE_REFERRAL_LINK = "https://example.com/register?ref=waymark-demo";

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
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type SiteSettingKey = keyof SiteSettings;
