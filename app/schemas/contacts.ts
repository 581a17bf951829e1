import { z } from "zod";
import { contentIdSchema } from "./content";

export const CONTACT_STATUSES = ["subscribed", "unsubscribed", "bounced", "complained"] as const;

/** The Contacts screen's search and filters, from its URL; anything odd falls back to "all". */
export const contactListQuerySchema = z.object({
  q: z.string().trim().max(100).catch(""),
  language: z
    .string()
    .max(10)
    .regex(/^[\w-]*$/)
    .catch(""),
  country: z.string().trim().max(100).catch(""),
  status: z.enum(["all", ...CONTACT_STATUSES]).catch("all"),
  /** The last email of the previous page (keyset pagination). */
  after: z.string().max(320).optional().catch(undefined),
});

export type ContactListQuery = z.infer<typeof contactListQuerySchema>;

export const liftSuppressionSchema = z.object({
  id: contentIdSchema,
  reason: z
    .string({ error: "Give the reason for lifting the suppression." })
    .trim()
    .min(5, "Give the reason for lifting the suppression (at least 5 characters).")
    .max(300, "Keep the reason under 300 characters."),
});

export const deleteContactSchema = z.object({ id: contentIdSchema });

export type LiftSuppression = z.infer<typeof liftSuppressionSchema>;
export type DeleteContact = z.infer<typeof deleteContactSchema>;
