// Leadership income's ranks and daily rates (spec section 3), apart from the slot table in
// income-plan.ts: only the earnings page shows them, and the home page's script carries every
// module the home page imports whole (issue 34: its JavaScript budget).
import { LEADERSHIP_CAP, slotLevel, type SlotLevelId } from "./income-plan";

export type RankTierId = "beginner" | "bronze" | "silver" | "gold" | "diamond";

/** A leadership rank: reached with `slots` slot levels, i.e. up to that slot's cost. */
export type RankTier = {
  id: RankTierId;
  name: string;
  slots: SlotLevelId;
  upTo: number;
  max: number;
};

const RANKS = [
  ["beginner", "Beginner", 2],
  ["bronze", "Bronze", 4],
  ["silver", "Silver", 6],
  ["gold", "Gold", 8],
  ["diamond", "Diamond", 10],
] as const satisfies readonly (readonly [RankTierId, string, SlotLevelId])[];

/** Rank tiers (spec section 3): "up to" is the cost of the rank's highest slot, max is 250% of it. */
export const RANK_TIERS: readonly RankTier[] = RANKS.map(([id, name, slots]) => {
  const upTo = slotLevel(slots).cost;
  return { id, name, slots, upTo, max: upTo * LEADERSHIP_CAP };
});

/** Leadership daily rate by the number of directs of the same rank, lowest tier first. */
export const LEADERSHIP_DAILY_RATES: readonly { directs: number; rate: number }[] = [
  { directs: 1, rate: 0.0025 },
  { directs: 10, rate: 0.005 },
  { directs: 20, rate: 0.0075 },
  { directs: 30, rate: 0.01 },
];

/** The daily leadership rate for a number of directs: 0 below 1, else the highest tier reached. */
export function dailyRateForDirects(directs: number): number {
  let rate = 0;
  for (const tier of LEADERSHIP_DAILY_RATES) {
    if (directs >= tier.directs) rate = tier.rate;
  }
  return rate;
}
