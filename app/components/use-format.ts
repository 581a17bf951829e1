import { useMemo } from "react";
import { formatUsd } from "~/domain/site/income-plan";
import { formatLocale } from "~/i18n/languages";
import { useI18n } from "./i18n-provider";

const FSI = "\u2068";
const LRI = "\u2066";
const PDI = "\u2069";

/**
 * An amount kept whole inside right-to-left text (issue 32): Arabic's "2 US$" rendered as
 * "$US 2", and in a sentence the symbol and digits of two amounts crossed over. The amount is a
 * first-strong isolate (so Intl's own direction mark decides its order) and its Latin currency
 * symbol a left-to-right isolate, so "US$" reads as written wherever the amount stands.
 */
export function isolateAmount(formatted: string): string {
  return FSI + formatted.replace(/[A-Za-z]*\$/, (symbol) => LRI + symbol + PDI) + PDI;
}

/** Numbers, money and dates in the page's language (Intl), with Latin digits (formatLocale).
 * The functions keep their identity while the language does: effects and memos depend on them
 * (a new `usd` on every render once made the chat rebuild its knowledge base in an endless loop,
 * a core kept busy for as long as the page was open). */
export function useFormat() {
  const { language } = useI18n();
  const tag = formatLocale(language.tag);
  const rtl = language.dir === "rtl";
  return useMemo(
    () => ({
      usd: rtl
        ? (amount: number) => isolateAmount(formatUsd(amount, tag))
        : (amount: number) => formatUsd(amount, tag),
      /** A day (UTC), e.g. "25 Nov 2026" in English. */
      date: (ms: number) =>
        new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeZone: "UTC" }).format(ms),
      percent: (ratio: number) =>
        new Intl.NumberFormat(tag, { style: "percent", maximumFractionDigits: 2 }).format(ratio),
      number: (n: number) => new Intl.NumberFormat(tag).format(n),
    }),
    [tag, rtl],
  );
}
