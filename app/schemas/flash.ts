import { z } from "zod";

/** A one-shot toast carried across a redirect. Visitor toasts carry a message key (shown in the
 * visitor's language); admin toasts (English only) may carry text. */
export const flashSchema = z.object({
  type: z.enum(["success", "error", "info"]),
  key: z.string().max(100).optional(),
  text: z.string().max(300).optional(),
  description: z.string().max(500).optional(),
  vars: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** Milliseconds the toast stays; defaults to 5000 (spec section 9). */
  duration: z.number().int().positive().max(60_000).optional(),
});
export type Flash = z.infer<typeof flashSchema>;

/** A flash as read back, with the id the server gave it when set. It is read on every request
 * until it expires (a router can abort a response after the browser has stored its cookies, so
 * reading must not end it): the toaster shows each id once. */
export type FlashToast = Flash & { id: string };
