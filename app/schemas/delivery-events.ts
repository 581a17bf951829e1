import { z } from "zod";

const text = (max: number) => z.string().max(max);

/** A delivery event posted by the HTTP email API provider (Resend's shape: `type`, `created_at`
 * and `data` with the recipients, plus `bounce` for bounces). Unknown fields are ignored. */
export const providerEventSchema = z.object({
  type: text(100).regex(/^[\w.-]+$/),
  created_at: text(100).optional(),
  data: z.object({
    email_id: text(200).optional(),
    to: z.union([z.array(text(320)).min(1).max(50), text(320)]),
    bounce: z
      .object({
        type: text(100).optional(),
        subType: text(200).optional(),
        message: text(2000).optional(),
      })
      .optional(),
    complaint: z.object({ type: text(200).optional() }).optional(),
  }),
});

export type ProviderEvent = z.infer<typeof providerEventSchema>;
