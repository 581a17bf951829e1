import { getLanguage, isLanguageCode } from "~/i18n/languages";

/** A language as the back-office lists it: its English name, or the code as stored when it is not
 * one of the site's languages. */
export function languageName(code: string): string {
  return isLanguageCode(code) ? getLanguage(code).name : code;
}
