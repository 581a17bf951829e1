import { z } from "zod";
import { MAX_PERIOD_DAYS, periodOf, presetPeriod, type Period } from "~/domain/analytics/period";
import { isVisitSource } from "~/domain/analytics/events";

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-01-31.")
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
      new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    "Use a real date.",
  );

/** The dashboard's query string: ?period=7|30|90|custom&from=&to=&source=&link=&sort=&dir= */
export const analyticsQuerySchema = z.object({
  period: z.enum(["7", "30", "90", "custom"]).catch("30"),
  from: z.string().optional(),
  to: z.string().optional(),
  source: z
    .string()
    .max(120)
    .refine((v) => isVisitSource(v))
    .optional()
    .catch(undefined),
  /** One referral link's figures (the link stats dialog opens them here). */
  link: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
  sort: z.enum(["value", "displays", "clicks", "rate"]).catch("displays"),
  dir: z.enum(["asc", "desc"]).catch("desc"),
});

const customRange = z
  .object({ from: isoDay, to: isoDay })
  .refine((v) => v.from <= v.to, {
    message: "The start date must not be after the end date.",
    path: ["to"],
  })
  .refine((v) => (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 + 1 <= MAX_PERIOD_DAYS, {
    message: `Choose at most ${MAX_PERIOD_DAYS} days.`,
    path: ["to"],
  });

/** The period a query asks for; a bad custom range falls back to 30 days, with the reason. */
export function parsePeriod(
  query: z.infer<typeof analyticsQuerySchema>,
  now: number,
): { period: Period; error: string | null } {
  if (query.period !== "custom")
    return { period: presetPeriod(Number(query.period), now), error: null };
  const range = customRange.safeParse({ from: query.from, to: query.to });
  if (!range.success)
    return {
      period: presetPeriod(30, now),
      error: range.error.issues[0]?.message ?? "Choose a start and an end date.",
    };
  return { period: periodOf("custom", range.data.from, range.data.to), error: null };
}

export function readAnalyticsQuery(url: URL) {
  return analyticsQuerySchema.parse(Object.fromEntries(url.searchParams));
}
