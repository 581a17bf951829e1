// The income plan's numbers (spec sections 1, 3 and 9), kept in one place for the join, earnings
// and slots pages. The slot table (and the rank tiers in ./leadership.ts) are derived from the
// slot costs and the plan's rates, so a changed rate cannot leave one column behind. (Every
// product here is exact in floating point; the tests compare against the spec's table with
// toEqual.)

/** Direct income: 50% of a referral's slot cost. */
export const DIRECT_INCOME_RATE = 0.5;
/** Level income: 2% of the slot cost per member, down 10 levels (labelled 20% in total). */
export const LEVEL_INCOME_RATE_PER_MEMBER = 0.02;
export const LEVEL_INCOME_DEPTH = 10;
export const LEVEL_INCOME_TOTAL_RATE = LEVEL_INCOME_RATE_PER_MEMBER * LEVEL_INCOME_DEPTH;
/** Global pool: up to 3640% of the slot cost per cycle on a 2x6 matrix. */
export const GLOBAL_POOL_MULTIPLIER = 36.4;
/** Leadership income stops at 250% of the rank's cost. */
export const LEADERSHIP_CAP = 2.5;
export const MINIMUM_FUNDING_USD = 2;

export type SlotLevelId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;
export type SlotLevelName = "Star" | `${Exclude<SlotLevelId, 1>} Star`;

export type SlotLevel = {
  id: SlotLevelId;
  name: SlotLevelName;
  cost: number;
  directIncome: number;
  levelIncomePerMember: number;
  globalIncomePerCycle: number;
};

const SLOT_COSTS = [
  [1, "Star", 2],
  [2, "2 Star", 5],
  [3, "3 Star", 10],
  [4, "4 Star", 20],
  [5, "5 Star", 50],
  [6, "6 Star", 100],
  [7, "7 Star", 200],
  [8, "8 Star", 400],
  [9, "9 Star", 800],
  [10, "10 Star", 1600],
] as const satisfies readonly (readonly [SlotLevelId, SlotLevelName, number])[];

/** Slot levels 1-10 in order (spec section 9 table). */
export const SLOT_LEVELS: readonly SlotLevel[] = SLOT_COSTS.map(([id, name, cost]) => ({
  id,
  name,
  cost,
  directIncome: cost * DIRECT_INCOME_RATE,
  levelIncomePerMember: cost * LEVEL_INCOME_RATE_PER_MEMBER,
  globalIncomePerCycle: cost * GLOBAL_POOL_MULTIPLIER,
}));

export function slotLevel(id: SlotLevelId): SlotLevel {
  return SLOT_LEVELS[id - 1]!;
}

/** The earnings tabs, in order. */
export const INCOME_TYPES = [
  "direct",
  "level",
  "global",
  "leadership",
  "royalty",
  "partner",
] as const;
export type IncomeTypeId = (typeof INCOME_TYPES)[number];

export type PlacementId = "A" | "B" | "C" | "D";
/** Where a share of a placement goes: an income type, or the sponsor's placements (D). */
export type PlacementDestination =
  Extract<IncomeTypeId, "leadership" | "global" | "royalty" | "partner"> | "sponsor";
export type PlacementSplit = { to: PlacementDestination; share: number };

/**
 * The M4 (4x1) matrix: how each placement's funds are split (spec section 1). Shares are of the
 * placement's amount. After D pays the sponsor, every placement is vacant for the next cycle.
 */
export const MATRIX_PLACEMENTS: readonly { id: PlacementId; splits: readonly PlacementSplit[] }[] =
  [
    {
      id: "A",
      splits: [
        { to: "leadership", share: 0.1 },
        { to: "global", share: 0.4 },
      ],
    },
    {
      id: "B",
      splits: [
        { to: "royalty", share: 0.1 },
        { to: "partner", share: 0.1 },
      ],
    },
    {
      id: "C",
      splits: [
        { to: "royalty", share: 0.1 },
        { to: "partner", share: 0.1 },
      ],
    },
    { id: "D", splits: [{ to: "sponsor", share: 1 }] },
  ];
