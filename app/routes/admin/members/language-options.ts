// The languages a member can be given on the Members screen: the 22 built in, then the published
// added ones; and how a member's list reads in the table.
import { LANGUAGES, type SiteLanguage } from "~/i18n/languages";
import { languageName } from "~/components/admin/language-name";

export function languageOptions(added: readonly SiteLanguage[]) {
  return [...LANGUAGES, ...added].map((l) => ({ code: l.code, label: l.name }));
}

export function languageNames(codes: readonly string[]): string {
  return codes.map(languageName).join(", ");
}
