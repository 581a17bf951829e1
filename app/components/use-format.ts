import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import {
  formatNumberWith,
  formatPercentWith,
  formatUsdWith,
  type NumberSpec,
} from "~/domain/site/number-format";
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

/** Numbers and money as the root loader's spec says (no Intl in the browser: its first number
 * format is a long task on a slow phone, issue 34); days: use-day-format.ts.
 * The functions keep their identity while the language does: effects and memos depend on them
 * (a new `usd` on every render once made the chat rebuild its knowledge base in an endless loop,
 * a core kept busy for as long as the page was open). */
export function useFormat() {
  const { language } = useI18n();
  const rtl = language.dir === "rtl";
  // Every page that shows a number is inside the root's layout: its data is there.
  const spec = (useRouteLoaderData("root") as { numbers: NumberSpec }).numbers;
  return useMemo(
    () => ({
      usd: rtl
        ? (amount: number) => isolateAmount(formatUsdWith(spec, amount))
        : (amount: number) => formatUsdWith(spec, amount),
      percent: (ratio: number) => formatPercentWith(spec, ratio),
      number: (n: number) => formatNumberWith(spec, n),
    }),
    [rtl, spec],
  );
}
