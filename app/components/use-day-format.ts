// A day in the page's language: its own module, so the home page's scripts, which show no date,
// do not carry it (issue 34's JavaScript budget).
import { useMemo } from "react";
import { formatLocale } from "~/i18n/languages";
import { useI18n } from "./i18n-provider";

/** A day (UTC) in the page's language, e.g. "25 Nov 2026" in English (Intl: the few pages with a
 * date pay for it, not every page). */
export function useDayFormat(): (ms: number) => string {
  const tag = formatLocale(useI18n().language.tag);
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeZone: "UTC" });
    return (ms: number) => format.format(ms);
  }, [tag]);
}
