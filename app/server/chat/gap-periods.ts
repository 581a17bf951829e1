// The periods the assistant-gaps screen offers (pure, so the page's component can import it).
import { z } from "zod";

export const GAP_PERIODS = [7, 30] as const;
export type GapPeriod = (typeof GAP_PERIODS)[number];

/** ?days=7 or 30; anything else is the default, 7. */
export const gapPeriodSchema = z.coerce
  .number()
  .pipe(z.union([z.literal(7), z.literal(30)]))
  .catch(7);
