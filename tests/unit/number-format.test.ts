// The format the browser uses without Intl (issue 34) is Intl's own, in every language.
import { describe, expect, it } from "vitest";
import {
  formatNumberWith,
  formatPercentWith,
  formatUsdWith,
  numberSpec,
} from "~/domain/site/number-format";
import { formatLocale, LANGUAGES } from "~/i18n/languages";

const AMOUNTS = [
  0, 0.5, 1, 2, 2.5, 3.75, 10.24, 12.345, 99.995, 100, 512, 1000, 1024, 1234.5, 9999.99, 12345,
  100000, 123456.78, 1234567, 20480, 0.01, 0.004, 1.005,
];
const RATIOS = [0, 0.01, 0.02, 0.05, 0.1, 0.125, 0.3333, 0.5, 1, 2.5, 0.00125, 12.3456];
const COUNTS = [0, 1, 7, 12, 999, 1000, 1234, 12345, 123456, 1234567, 3.5];

describe.each(LANGUAGES.map((l) => [l.code, formatLocale(l.tag)] as const))(
  "%s (%s)",
  (_code, locale) => {
    const spec = numberSpec(locale);
    it("writes dollars as Intl does", () => {
      const intl = new Intl.NumberFormat(locale, {
        style: "currency",
        currency: "USD",
        minimumFractionDigits: 0,
        maximumFractionDigits: 2,
      });
      for (const a of AMOUNTS) expect(formatUsdWith(spec, a), String(a)).toBe(intl.format(a));
    });
    it("writes percentages as Intl does", () => {
      const intl = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 });
      for (const r of RATIOS) expect(formatPercentWith(spec, r), String(r)).toBe(intl.format(r));
    });
    it("writes plain numbers as Intl does", () => {
      const intl = new Intl.NumberFormat(locale);
      for (const n of COUNTS) expect(formatNumberWith(spec, n), String(n)).toBe(intl.format(n));
    });
  },
);

it("groups Indian numbers in twos after the first three, and leaves four digits alone in Spanish", () => {
  expect(formatNumberWith(numberSpec("hi-IN-u-nu-latn"), 12345678)).toBe("1,23,45,678");
  expect(formatNumberWith(numberSpec("es-u-nu-latn"), 1234)).toBe("1234");
  expect(formatNumberWith(numberSpec("es-u-nu-latn"), 12345)).toBe("12.345");
});
