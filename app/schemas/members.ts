// Forms of members (issue 30): the operator's Members screen (English messages) and the member's
// own page (messages are dictionary keys, shown in the member's language).
import { z } from "zod";
import { checkMemberCode } from "~/domain/members/code";
import { mayBeLanguageSegment } from "~/domain/translation/added-language";
import { isLanguageCode } from "~/i18n/languages";
import { referralLinkInputSchema } from "./referral-link";
import { emailAddress, requiredText } from "./text";

const code = z.string().transform((value, ctx) => {
  const check = checkMemberCode(value);
  if (check.ok) return check.code;
  ctx.addIssue({ code: "custom", message: check.error });
  return z.NEVER;
});

/** Site language codes: built-in ones, or an added language's (a lower-case tag). */
function languageList(required: string) {
  return z
    .array(z.string().trim().toLowerCase())
    .max(40)
    .transform((codes) => [...new Set(codes.filter(Boolean))])
    .refine((codes) => codes.length > 0, required)
    .refine(
      (codes) => codes.every((c) => isLanguageCode(c) || mayBeLanguageSegment(c)),
      "Choose languages from the list.",
    );
}

/** The pool link's URL, with the Referral Links screen's own rule. */
const linkUrl = referralLinkInputSchema.shape.link;

const memberFields = {
  name: requiredText("Enter the member's name.", 100),
  email: emailAddress,
  code,
  languages: languageList("Choose at least one language the member supports."),
};

/** Add a member: their link is an existing pool link (`referralLinkId`) or a new one (`link`). */
export const addMemberSchema = z
  .object({
    ...memberFields,
    referralLinkId: z.coerce.number().int().positive().optional().catch(undefined),
    link: z.string().trim().optional(),
  })
  .transform((value, ctx) => {
    if (value.referralLinkId) return { ...value, link: undefined };
    const link = linkUrl.safeParse(value.link ?? "");
    if (link.success) return { ...value, link: link.data, referralLinkId: undefined };
    ctx.addIssue({
      code: "custom",
      path: ["link"],
      message: "Enter the member's referral link, or choose a link already in the pool.",
    });
    return z.NEVER;
  });
export type AddMemberInput = z.output<typeof addMemberSchema>;

export const memberIdSchema = z.object({ id: z.coerce.number().int().positive("Unknown member.") });
export type MemberIdInput = z.output<typeof memberIdSchema>;

/** Edit a member; `link`, when given, is the new URL of their pool link. */
export const updateMemberSchema = memberIdSchema.extend({
  ...memberFields,
  link: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .pipe(linkUrl.optional()),
});
export type UpdateMemberInput = z.output<typeof updateMemberSchema>;

export const linkApprovalSchema = z.object({
  required: z.enum(["on", "off"], "Choose on or off.").transform((v) => v === "on"),
});
export type LinkApprovalInput = z.output<typeof linkApprovalSchema>;

// The member's own page: messages are keys of the site dictionaries.

export const memberSignInSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, "general.member.invalidEmail")
    .max(254, "general.member.invalidEmail")
    .pipe(z.email("general.member.invalidEmail")),
});
export type MemberSignInInput = z.output<typeof memberSignInSchema>;

/** The member a form acts for (their own id; anything else is refused). */
const ownId = z.coerce.number().int().positive().optional().catch(0);

export const ownLanguagesSchema = z.object({
  member: ownId,
  languages: languageList("general.member.languagesRequired"),
});
export type OwnLanguagesInput = z.output<typeof ownLanguagesSchema>;

export const ownLinkSchema = z.object({
  member: ownId,
  link: requiredText("general.member.linkInvalid", 2000, "general.member.linkInvalid").pipe(
    z.url({ protocol: /^https?$/, error: "general.member.linkInvalid" }),
  ),
});
export type OwnLinkInput = z.output<typeof ownLinkSchema>;

/** A sign-in link's token: 32 random bytes in base64url. */
export const memberTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
