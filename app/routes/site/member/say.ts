// A member form's answer in the page's language: its texts are dictionary keys.
import type { MessageKey } from "~/i18n/dictionaries/en";
import type { Translate } from "~/i18n/translate";
import { asActionResult, type ActionResult } from "~/schemas/action-result";

const GENERIC: MessageKey = "general.error.message";

/** The text of a key the server answered; anything else (never expected) reads as a generic
 * failure, so no English leaks onto a page in another language. */
export function say(t: Translate, key: string | undefined): string {
  return key?.startsWith("general.member.") ? t(key as MessageKey) : t(GENERIC);
}

/** The answer when it is for this form (`intent`). */
export function resultFor(result: unknown, intent: string): ActionResult | null {
  const answer = asActionResult(result);
  return answer?.intent === intent ? answer : null;
}
