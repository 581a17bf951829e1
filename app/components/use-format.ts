import { formatUsd } from "~/domain/income-plan";
import { useI18n } from "./i18n-provider";

/** Numbers and money in the page's language (Intl). */
export function useFormat() {
  const { language } = useI18n();
  const tag = language.tag;
  return {
    usd: (amount: number) => formatUsd(amount, tag),
    percent: (ratio: number) =>
      new Intl.NumberFormat(tag, { style: "percent", maximumFractionDigits: 2 }).format(ratio),
    number: (n: number) => new Intl.NumberFormat(tag).format(n),
  };
}
