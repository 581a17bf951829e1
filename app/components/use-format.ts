import { useMemo } from "react";
import { formatUsd } from "~/domain/site/income-plan";
import { formatLocale } from "~/i18n/languages";
import { useI18n } from "./i18n-provider";

/** Numbers, money and dates in the page's language (Intl), with Latin digits (formatLocale).
 * The functions keep their identity while the language does: effects and memos depend on them
 * (a new `usd` on every render once made the chat rebuild its knowledge base in an endless loop,
 * a core kept busy for as long as the page was open). */
export function useFormat() {
  const { language } = useI18n();
  const tag = formatLocale(language.tag);
  return useMemo(
    () => ({
      usd: (amount: number) => formatUsd(amount, tag),
      /** A day (UTC), e.g. "25 Nov 2026" in English. */
      date: (ms: number) =>
        new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeZone: "UTC" }).format(ms),
      percent: (ratio: number) =>
        new Intl.NumberFormat(tag, { style: "percent", maximumFractionDigits: 2 }).format(ratio),
      number: (n: number) => new Intl.NumberFormat(tag).format(n),
    }),
    [tag],
  );
}
