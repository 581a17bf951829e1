// Numbers, US dollars and percentages in a language's format without Intl in the browser (issue
// 34): a page's first Intl number format loads the language's ICU data, 30-200 ms on a phone four
// times slower than this machine, one long task in the middle of hydration. The server reads the
// language's symbols and grouping from Intl once (`numberSpec`) and sends them with the page;
// both the server's render and the browser's format with them (`formatNumberWith`), so they also
// always agree. Pure: no I/O.

/** How one kind of number is written: separators, digit grouping, the text around it. */
export type NumberPattern = {
  decimal: string;
  group: string;
  /** Digits in the group next to the decimal point, and in the groups before it (Indian 2). */
  primary: number;
  secondary: number;
  /** Grouping starts at this many digits more than `primary` (2 in Spanish: "1234", "12.345"). */
  minGrouping: number;
  prefix: string;
  suffix: string;
};

/** How a language writes plain numbers, amounts in US dollars and percentages (Malayalam, for
 * one, groups plain numbers the Indian way and dollars in threes). */
export type NumberSpec = { plain: NumberPattern; usd: NumberPattern; percent: NumberPattern };

const isNumber = (p: Intl.NumberFormatPart) =>
  p.type === "integer" || p.type === "group" || p.type === "decimal" || p.type === "fraction";

/** A format's pattern, read from how it writes 1234567.5 and 1234 (scaled for percentages). */
function patternOf(format: Intl.NumberFormat, scale: number): NumberPattern {
  const parts = format.formatToParts(1234567.5 / scale);
  const integers = parts.filter((p) => p.type === "integer").map((p) => p.value.length);
  const small = format.formatToParts(1234 / scale).filter((p) => p.type === "integer").length;
  const first = parts.findIndex(isNumber);
  const last = parts.length - 1 - [...parts].reverse().findIndex(isNumber);
  const text = (list: Intl.NumberFormatPart[]) => list.map((p) => p.value).join("");
  return {
    decimal: parts.find((p) => p.type === "decimal")?.value ?? ".",
    group: parts.find((p) => p.type === "group")?.value ?? "",
    primary: integers.at(-1) ?? 3,
    secondary: integers.length > 2 ? integers.at(-2)! : (integers.at(-1) ?? 3),
    minGrouping: small > 1 ? 1 : 2,
    prefix: text(parts.slice(0, first)),
    suffix: text(parts.slice(last + 1)),
  };
}

/** A locale's spec, read from Intl (on the server, once per language). */
export function numberSpec(locale: string): NumberSpec {
  const usd = new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  });
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 });
  return {
    plain: patternOf(new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }), 1),
    usd: patternOf(usd, 1),
    percent: patternOf(percent, 100),
  };
}

/** `value` × 10^shift rounded half up to `max` decimals, as integer and fraction digits
 * without trailing zeros. Scaled through the decimal text ("1.005e2" is 100.5 exactly, where
 * 1.005 × 100 is 100.49999...), as Intl rounds; amounts here are never so small or large that
 * their text has an exponent. */
function digitsOf(value: number, max: number, shift: number): [int: string, frac: string] {
  const scaled = Math.round(Number(`${value}e${max + shift}`));
  const all = String(scaled).padStart(max + 1, "0");
  return [all.slice(0, all.length - max), all.slice(all.length - max).replace(/0+$/, "")];
}

/** `value` in the pattern, with at most `max` decimals, × 10^shift. The amounts here are never
 * negative or infinite. */
export function formatWith(pattern: NumberPattern, value: number, max: number, shift = 0): string {
  const [int, frac] = digitsOf(value, max, shift);
  const { group, primary, secondary } = pattern;
  let body = int;
  if (group && int.length >= primary + pattern.minGrouping) {
    body = int.slice(-primary);
    for (let rest = int.slice(0, -primary); rest; rest = rest.slice(0, -secondary))
      body = rest.slice(-secondary) + group + body;
  }
  return pattern.prefix + body + (frac ? pattern.decimal + frac : "") + pattern.suffix;
}

/** A plain number with up to 3 decimals (Intl's default). */
export function formatNumberWith(spec: NumberSpec, value: number): string {
  return formatWith(spec.plain, value, 3);
}

/** An amount in US dollars: whole dollars without cents, otherwise up to 2 decimals. */
export function formatUsdWith(spec: NumberSpec, amount: number): string {
  return formatWith(spec.usd, amount, 2);
}

/** A ratio as a percentage with up to 2 decimals (0.125 -> "12.5%"). */
export function formatPercentWith(spec: NumberSpec, ratio: number): string {
  return formatWith(spec.percent, ratio, 2, 2);
}
