import { z } from "zod";
import { requiredText } from "./text";
import { coerceDisplayLimit } from "~/domain/referral/rotation";

export const REFERRAL_LINK_REQUIRED = "Link URL is required";
export const REFERRAL_LINK_INVALID = "Please enter a valid referral link URL.";
/** The admin form's toast for the same refusal (spec section 5 names both variants). */
export const REFERRAL_LINK_INVALID_FORM = "Please enter a valid referral link.";

/** Add/edit a pool link (spec section 5); shared by the admin form and the admin API. */
export const referralLinkInputSchema = z.object({
  link: requiredText(REFERRAL_LINK_REQUIRED, 2000, REFERRAL_LINK_INVALID).pipe(
    z.url({ protocol: /^https?$/, error: REFERRAL_LINK_INVALID }),
  ),
  description: z.string().trim().max(500, "Use at most 500 characters.").optional().default(""),
  isActive: z
    .union([z.boolean(), z.enum(["on", "true", "false", ""])])
    .optional()
    // Active unless said otherwise: the form sends "false" from a hidden input before the
    // checkbox, so an unticked box arrives as "false" and a ticked one as "on".
    .transform((v) => v === undefined || v === true || v === "on" || v === "true"),
  displayLimit: z.unknown().optional().transform(coerceDisplayLimit),
});
export type ReferralLinkInput = z.output<typeof referralLinkInputSchema>;

export const referralLinkIdSchema = z.coerce.number().int().positive();

/** The most links one bulk activate or pause may name. */
export const MAX_LINKS_PER_CHANGE = 500;

/** One link id of a bulk change: a positive whole number, or its digits (a form field). */
const bulkLinkId = z.union(
  [
    z.int().positive(),
    z
      .string()
      .regex(/^[1-9][0-9]{0,14}$/)
      .transform(Number),
  ],
  { error: "Link ids are positive whole numbers." },
);

/** Activate or pause several links at once (the list's checkboxes, the admin API). Repeated ids
 * count once. */
export const linksActiveSchema = z.object({
  ids: z
    .array(bulkLinkId, { error: "Choose the links to change." })
    .min(1, "Choose at least one link.")
    .max(MAX_LINKS_PER_CHANGE, `Choose at most ${MAX_LINKS_PER_CHANGE} links at once.`)
    .transform((ids) => [...new Set(ids)]),
  active: z.boolean({ error: "Say whether the links become active or paused." }),
});
export type LinksActiveInput = z.output<typeof linksActiveSchema>;

/** The periods of the list's join clicks and click rate (`?period=`): today, or the last 7 or
 * 30 days (UTC days, as on the Analytics screen); anything else is the last 7 days. */
export const LINK_FIGURE_PERIODS = { today: 1, "7": 7, "30": 30 } as const;
export const linkFiguresPeriodSchema = z.enum(["today", "7", "30"]).catch("7");
