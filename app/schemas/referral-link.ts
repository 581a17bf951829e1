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
