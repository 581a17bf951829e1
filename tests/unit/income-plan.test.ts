import { describe, expect, it } from "vitest";
import { formatUsdWith, numberSpec } from "~/domain/site/number-format";
import { numberSpecOf } from "~/server/i18n/number-spec.server";
import { dailyRateForDirects, LEADERSHIP_DAILY_RATES, RANK_TIERS } from "~/domain/site/leadership";
import {
  DIRECT_INCOME_RATE,
  GLOBAL_POOL_MULTIPLIER,
  INCOME_TYPES,
  LEADERSHIP_CAP,
  LEVEL_INCOME_DEPTH,
  LEVEL_INCOME_RATE_PER_MEMBER,
  LEVEL_INCOME_TOTAL_RATE,
  MATRIX_PLACEMENTS,
  MINIMUM_FUNDING_USD,
  SLOT_LEVELS,
  slotLevel,
} from "~/domain/site/income-plan";

// Spec section 9, "Slot levels", copied row by row:
// Level | Cost | Direct income | Level income per member | Global income per cycle
const SPEC_SLOT_TABLE = [
  ["Star", 2, 1, 0.04, 72.8],
  ["2 Star", 5, 2.5, 0.1, 182],
  ["3 Star", 10, 5, 0.2, 364],
  ["4 Star", 20, 10, 0.4, 728],
  ["5 Star", 50, 25, 1, 1820],
  ["6 Star", 100, 50, 2, 3640],
  ["7 Star", 200, 100, 4, 7280],
  ["8 Star", 400, 200, 8, 14560],
  ["9 Star", 800, 400, 16, 29120],
  ["10 Star", 1600, 800, 32, 58240],
] as const;

// Spec section 3, "Rank tiers (leadership)": Rank | Slots | Up to | Max
const SPEC_RANK_TABLE = [
  ["Beginner", 2, 5, 12.5],
  ["Bronze", 4, 20, 50],
  ["Silver", 6, 100, 250],
  ["Gold", 8, 400, 1000],
  ["Diamond", 10, 1600, 4000],
] as const;

// Spec section 1, "M4 matrix": Placement | where its amount goes, and what share of it
const SPEC_PLACEMENTS = [
  ["A", { leadership: 0.1, global: 0.4 }],
  ["B", { royalty: 0.1, partner: 0.1 }],
  ["C", { royalty: 0.1, partner: 0.1 }],
  ["D", { sponsor: 1 }],
] as const;

/** A spec table's rows as objects, one key a column. */
function rowsOf(columns: readonly string[], table: readonly (readonly unknown[])[]) {
  return table.map((row) => Object.fromEntries(columns.map((column, i) => [column, row[i]])));
}

describe("slot levels", () => {
  it("are the spec's table, levels 1 to 10 in order, with exact values", () => {
    const columns = [
      "name",
      "cost",
      "directIncome",
      "levelIncomePerMember",
      "globalIncomePerCycle",
    ];
    expect(SLOT_LEVELS).toEqual(
      rowsOf(columns, SPEC_SLOT_TABLE).map((level, i) => ({ id: i + 1, ...level })),
    );
  });

  it("pay direct income of 50% of the cost at every level", () => {
    expect(DIRECT_INCOME_RATE).toBe(0.5);
    for (const level of SLOT_LEVELS) expect(level.directIncome).toBeCloseTo(level.cost * 0.5, 10);
  });

  it("pay level income of 2% of the cost per member, 10 levels deep, 20% in total", () => {
    expect(LEVEL_INCOME_RATE_PER_MEMBER).toBe(0.02);
    expect(LEVEL_INCOME_DEPTH).toBe(10);
    expect(LEVEL_INCOME_TOTAL_RATE).toBeCloseTo(0.2, 10);
    for (const level of SLOT_LEVELS)
      expect(level.levelIncomePerMember).toBeCloseTo(level.cost * 0.02, 10);
  });

  it("pay global income of up to 3640% of the cost per cycle", () => {
    expect(GLOBAL_POOL_MULTIPLIER).toBe(36.4);
    for (const level of SLOT_LEVELS)
      expect(level.globalIncomePerCycle).toBeCloseTo(level.cost * 36.4, 6);
  });

  it("give the spec's direct income examples: $2→$1, $10→$5, $100→$50, $1600→$800", () => {
    const directByCost = new Map(SLOT_LEVELS.map((l) => [l.cost, l.directIncome]));
    expect([2, 10, 100, 1600].map((cost) => directByCost.get(cost))).toEqual([1, 5, 50, 800]);
  });

  it("give the spec's global pool examples: $2, $50, $400, $1600 → 72.8, 1820, 14560, 58240", () => {
    const globalByCost = new Map(SLOT_LEVELS.map((l) => [l.cost, l.globalIncomePerCycle]));
    expect(globalByCost.get(2)).toBeCloseTo(72.8, 6);
    expect(globalByCost.get(50)).toBeCloseTo(1820, 6);
    expect(globalByCost.get(400)).toBeCloseTo(14560, 6);
    expect(globalByCost.get(1600)).toBeCloseTo(58240, 6);
  });

  it("start at the minimum funding of $2, and slotLevel finds a level by id", () => {
    expect(MINIMUM_FUNDING_USD).toBe(2);
    expect(SLOT_LEVELS[0]!.cost).toBe(MINIMUM_FUNDING_USD);
    expect(slotLevel(1).name).toBe("Star");
    expect(slotLevel(7)).toMatchObject({ id: 7, name: "7 Star", cost: 200 });
  });
});

describe("rank tiers", () => {
  it("are the spec's table with lowercase ids", () => {
    expect(RANK_TIERS).toEqual(
      rowsOf(["name", "slots", "upTo", "max"], SPEC_RANK_TABLE).map((rank) => ({
        id: String(rank.name).toLowerCase(),
        ...rank,
      })),
    );
  });

  it("cap leadership at 250%: max is 2.5 × up to", () => {
    expect(LEADERSHIP_CAP).toBe(2.5);
    for (const rank of RANK_TIERS) expect(rank.max).toBeCloseTo(rank.upTo * 2.5, 10);
  });

  it("reach up to the cost of their highest slot", () => {
    for (const rank of RANK_TIERS) expect(rank.upTo).toBe(SLOT_LEVELS[rank.slots - 1]!.cost);
  });
});

describe("leadership daily rate", () => {
  it("lists the spec's tiers: 1 → 0.25%, 10 → 0.5%, 20 → 0.75%, 30 → 1%", () => {
    expect(LEADERSHIP_DAILY_RATES).toEqual([
      { directs: 1, rate: 0.0025 },
      { directs: 10, rate: 0.005 },
      { directs: 20, rate: 0.0075 },
      { directs: 30, rate: 0.01 },
    ]);
  });

  it.each([
    [0, 0],
    [1, 0.0025],
    [9, 0.0025],
    [10, 0.005],
    [19, 0.005],
    [20, 0.0075],
    [29, 0.0075],
    [30, 0.01],
    [100, 0.01],
  ])("with %i directs is %s", (directs, rate) => {
    expect(dailyRateForDirects(directs)).toBe(rate);
  });

  it("is 0 for a negative or missing count", () => {
    expect(dailyRateForDirects(-5)).toBe(0);
    expect(dailyRateForDirects(Number.NaN)).toBe(0);
  });
});

describe("income types and the matrix", () => {
  it("list the six income types in the earnings tabs' order", () => {
    expect(INCOME_TYPES).toEqual(["direct", "level", "global", "leadership", "royalty", "partner"]);
  });

  it("split placements as the spec says: A leadership 10% + global 40%, B and C royalty 10% + partner 10%, D 100% to the sponsor", () => {
    expect(MATRIX_PLACEMENTS).toEqual(
      SPEC_PLACEMENTS.map(([id, shares]) => ({
        id,
        splits: Object.entries(shares).map(([to, share]) => ({ to, share })),
      })),
    );
  });
});

// Arabic may be written with Arabic-Indic digits and direction marks depending on the ICU data;
// read it back as Latin digits to compare the number itself.
function latinDigits(text: string): string {
  return text
    .replace(/[\u200e\u200f\u061c\u00a0\u202f]/g, "")
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/\u066b/g, ".")
    .replace(/\u066c/g, ",");
}

// Dollars as every page writes them: the spec the server reads from Intl (decision 0052).
const formatUsd = (amount: number, locale: string) => formatUsdWith(numberSpec(locale), amount);

describe("dollars", () => {
  it("writes dollars in English with cents only when present, as the spec does", () => {
    expect(formatUsd(72.8, "en")).toBe("$72.8");
    expect(formatUsd(12.5, "en")).toBe("$12.5");
    expect(formatUsd(58240, "en")).toBe("$58,240");
    expect(formatUsd(0.04, "en")).toBe("$0.04");
    expect(formatUsd(2, "en")).toBe("$2");
  });

  it("uses Hindi grouping (lakh) for Hindi", () => {
    expect(formatUsd(72.8, "hi")).toBe("$72.8");
    expect(formatUsd(145600, "hi")).toBe("$1,45,600");
  });

  it("writes Arabic with the same amount and a dollar sign", () => {
    const text = formatUsd(72.8, "ar");
    expect(text).not.toBe(formatUsd(72.8, "en"));
    expect(text).toContain("$");
    expect(latinDigits(text)).toMatch(/(^|[^\d])72\.8([^\d]|$)/);
    expect(latinDigits(formatUsd(58240, "ar"))).toMatch(/(^|[^\d.,])58,240([^\d.,]|$)/);
  });

  it("falls back to English for a locale Intl cannot read", () => {
    expect(formatUsdWith(numberSpecOf("not a locale!"), 72.8)).toBe("$72.8");
  });
});
