// The "Get updates by email" form's shared facts, for the form (in every public page's bundle,
// so nothing heavy here), its schema and its server side (app/server/email/signup.server.ts).
import type { MessageKey } from "~/i18n/dictionaries/en";

/** The honeypot's field name: people never see it, form-filling bots fill it in. */
export const SIGNUP_HONEYPOT = "website";

/** How long a confirmation link works. */
export const SIGNUP_LINK_TTL_HOURS = 48;

/** What the form hears back: the same "sent" for a new address, a known one, a bot caught by
 * the honeypot and an address that has had its confirmation emails for the day. */
export type SignupAnswer =
  { state: "sent" } | { state: "error"; error: MessageKey; field: "email" | "name" | null };
