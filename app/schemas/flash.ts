import { z } from "zod";

/** A one-shot toast carried across a redirect. It holds a message key, not text, so the toast
 * is shown in the visitor's language. */
export const flashSchema = z.object({
  type: z.enum(["success", "error", "info"]),
  key: z.string().max(100),
  vars: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** Milliseconds the toast stays; defaults to 5000 (spec section 9). */
  duration: z.number().int().positive().max(60_000).optional(),
});
export type Flash = z.infer<typeof flashSchema>;
