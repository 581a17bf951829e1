// The languages a member can be given on the Members screen: the 22 built in, then the published
// added ones; and how a member's list reads in the table.
import { isLanguageCode, getLanguage, LANGUAGES, type SiteLanguage } from "~/i18n/languages";

export function languageOptions(added: readonly SiteLanguage[]) {
  return [...LANGUAGES, ...added].map((l) => ({ code: l.code, label: l.name }));
}

export function languageNames(codes: readonly string[]): string {
  return codes.map((c) => (isLanguageCode(c) ? getLanguage(c).name : c)).join(", ");
}
