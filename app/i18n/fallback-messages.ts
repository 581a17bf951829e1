import type { Messages } from "./dictionaries/en";

/**
 * What the error page needs when even the root loader failed (so no dictionary arrived). Kept
 * tiny on purpose: importing en.ts here would ship the whole English dictionary to every
 * browser. Any other key shows as itself.
 */
export const FALLBACK_MESSAGES = {
  "general.productName": "Waymark",
  "general.notFound.title": "404",
  "general.notFound.message": "Oops! Page not found",
  "general.notFound.backHome": "Return to Home",
  "general.error.title": "Unexpected Application Error!",
  "general.error.message": "Something went wrong on our side. Please try again in a moment.",
} as Partial<Messages> as Messages;
