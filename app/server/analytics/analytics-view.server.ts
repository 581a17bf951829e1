// What /admin/analytics, its CSV export and the link stats dialog show: totals with the change
// against the previous period, a gap-free daily series, the breakdowns, the figures per member
// (their link's) and the funnel's steps, all from the daily aggregates
// (app/data/analytics-queries.ts), for a period and the filters a breakdown row adds.
import { z } from "zod";
import {
  BREAKDOWN_DIMENSIONS,
  dailyVisitorsOf,
  FACET_DIMENSIONS,
  getAllBreakdowns,
  getDailySeries,
  getFunnel,
  getMemberBreakdown,
  getPeriodFigures,
  listCampaignFunnels,
  type AnalyticsFilter,
  type BreakdownDimension,
  type BreakdownRow,
  type CampaignFunnel,
  type DailyPoint,
  type FacetDimension,
  type FunnelSteps,
  type MemberBreakdownRow,
  type PeriodFigures,
  type Totals,
} from "~/data/analytics-queries";
import { getRollupWatermark } from "~/data/analytics";
import type { Db } from "~/data/db";
import { daysBetween, type Period } from "~/domain/analytics/period";
import {
  changePercent,
  clickRate,
  DEVICE_CLASSES,
  OTHER_PAGE,
  UNKNOWN_COUNTRY,
} from "~/domain/analytics/events";
import { SITE_PAGES } from "~/domain/site/pages";
import { parsePeriod, readAnalyticsQuery } from "~/schemas/analytics";
import { catchUpRollup } from "./rollup.server";

/** The filters a breakdown row adds (?language=hi, ?country=IN, ?page=/join, ?device=mobile),
 * beside ?source= and ?link=. A value that cannot be stored is ignored, never an error; with
 * several, the first in this order applies (each dimension is kept on its own, decision 0029). */
const facetQuerySchema = z.object({
  language: z
    .string()
    .regex(/^[a-z]{2,3}(-[a-z0-9]{2,8})?$/)
    .optional()
    .catch(undefined),
  country: z
    .string()
    .regex(new RegExp(`^([A-Z]{2}|${UNKNOWN_COUNTRY})$`))
    .optional()
    .catch(undefined),
  page: z
    .string()
    .refine((v) => v === OTHER_PAGE || SITE_PAGES.some((p) => p.path === v))
    .optional()
    .catch(undefined),
  device: z
    .enum(DEVICE_CLASSES as [string, ...string[]])
    .optional()
    .catch(undefined),
});

/** The dimension value a query string narrows the view to, if any. */
export function readFacet(url: URL): AnalyticsFilter["facet"] {
  const query = facetQuerySchema.parse(Object.fromEntries(url.searchParams));
  for (const dimension of FACET_DIMENSIONS) {
    const value = query[dimension];
    if (value !== undefined) return { dimension, value };
  }
  return undefined;
}

export type SortKey = "value" | "displays" | "clicks" | "rate";

export type AnalyticsView = {
  period: Period;
  periodError: string | null;
  source: string | null;
  /** The one value of a dimension these figures are for, if any. */
  facet: { dimension: FacetDimension; value: string } | null;
  /** The one link these figures are for, if any. */
  linkId: number | null;
  sort: SortKey;
  dir: "asc" | "desc";
  totals: Figures;
  previous: Figures;
  change: {
    visitors: number | null;
    displays: number | null;
    clicks: number | null;
    rate: number | null;
  };
  series: DailyPoint[];
  breakdowns: Record<BreakdownDimension, (BreakdownRow & { rate: string })[]>;
  /** Breakdowns not kept for this filter (another dimension's value): shown as such, not empty. */
  unavailable: BreakdownDimension[];
  campaigns: (CampaignFunnel & { rate: string })[];
  /** Per member: visits through their personal link, pool displays and join clicks of it. */
  members: (MemberBreakdownRow & { rate: string })[];
  funnel: FunnelSteps;
  rolledUpTo: number;
};

type Figures = Totals & PeriodFigures & { rate: string };

function withRate(t: PeriodFigures): Figures {
  return { ...t, rate: clickRate(t.clicks, t.displays) };
}

function sortRows(
  rows: (BreakdownRow & { rate: string })[],
  sort: SortKey,
  dir: "asc" | "desc",
): (BreakdownRow & { rate: string })[] {
  const key = (r: BreakdownRow & { rate: string }) =>
    sort === "value" ? r.value : sort === "rate" ? Number(r.rate) : r[sort];
  const sign = dir === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = key(a);
    const y = key(b);
    return x < y ? -sign : x > y ? sign : a.value < b.value ? -1 : 1;
  });
}

type Query = ReturnType<typeof readAnalyticsQuery>;

function changes(t: Figures, p: Figures) {
  return {
    // Distinct people against each day's added up would compare two different things.
    visitors:
      t.visitorsKind !== null && t.visitorsKind === p.visitorsKind
        ? changePercent(t.visitors, p.visitors)
        : null,
    displays: changePercent(t.displays, p.displays),
    clicks: changePercent(t.clicks, p.clicks),
    rate: p.displays > 0 ? Math.round((Number(t.rate) - Number(p.rate)) * 100) / 100 : null,
  };
}

function sortedBreakdowns(
  breakdowns: Record<BreakdownDimension, BreakdownRow[] | null>,
  query: Query,
): AnalyticsView["breakdowns"] {
  return Object.fromEntries(
    BREAKDOWN_DIMENSIONS.map((d) => [
      d,
      sortRows(
        (breakdowns[d] ?? []).map((r) => ({ ...r, rate: clickRate(r.clicks, r.displays) })),
        query.sort,
        query.dir,
      ),
    ]),
  ) as AnalyticsView["breakdowns"];
}

/** The whole view for a request's query string, optionally for one link. */
export async function loadAnalyticsView(
  db: Db,
  url: URL,
  options: { now?: number; linkId?: number; withCampaigns?: boolean } = {},
): Promise<AnalyticsView> {
  const now = options.now ?? Date.now();
  const query = readAnalyticsQuery(url);
  const { period, error } = parsePeriod(query, now);
  const linkId = options.linkId ?? query.link;
  const filter: AnalyticsFilter = {
    from: period.from,
    to: period.to,
    linkId,
    // Figures per source are kept for every link together, not per link (decision 0015).
    source: linkId === undefined ? query.source : undefined,
    facet: readFacet(url),
  };
  const [totals, previous, series, breakdowns, campaigns, members, funnel, rolledUpTo] =
    await Promise.all([
      getPeriodFigures(db, filter, now),
      getPeriodFigures(db, { ...filter, ...period.previous }, now),
      getDailySeries(db, filter, dailyVisitorsOf(db, filter, now)),
      getAllBreakdowns(db, filter),
      // Campaign funnels are site-wide: not shown for one link.
      options.withCampaigns && filter.linkId === undefined
        ? listCampaignFunnels(db, filter)
        : Promise.resolve([]),
      getMemberBreakdown(db, filter),
      getFunnel(db, filter),
      getRollupWatermark(db),
    ]);
  const byDay = new Map(series.map((p) => [p.day, p]));
  const t = withRate(totals);
  const p = withRate(previous);
  return {
    period,
    periodError: error,
    source: filter.source ?? null,
    facet: filter.facet ?? null,
    linkId: filter.linkId ?? null,
    sort: query.sort,
    dir: query.dir,
    totals: t,
    previous: p,
    change: changes(t, p),
    series: daysBetween(period.from, period.to).map(
      (day) => byDay.get(day) ?? { day, visitors: 0, displays: 0, clicks: 0 },
    ),
    breakdowns: sortedBreakdowns(breakdowns, query),
    unavailable: BREAKDOWN_DIMENSIONS.filter((d) => breakdowns[d] === null),
    campaigns: campaigns.map((c) => ({ ...c, rate: clickRate(c.clicks, c.visits) })),
    members: members.map((m) => ({ ...m, rate: clickRate(m.clicks, m.visits + m.displays) })),
    funnel,
    rolledUpTo,
  };
}

/** What a screen shows when it opens: the events the cron has not rolled up yet are rolled up
 * first (bounded, decision 0048), so today's figures include the newest visits. */
export async function openAnalyticsView(
  db: Db,
  url: URL,
  options: { now?: number; linkId?: number; withCampaigns?: boolean } = {},
): Promise<AnalyticsView & { pending: boolean }> {
  const { done } = await catchUpRollup(db);
  return { ...(await loadAnalyticsView(db, url, options)), pending: !done };
}

export const CSV_VIEWS = [
  "daily",
  ...BREAKDOWN_DIMENSIONS,
  "campaigns",
  "member",
  "funnel",
] as const;
export type CsvView = (typeof CSV_VIEWS)[number];

/** The funnel's steps in order, with their CSV names. */
export const FUNNEL_STEPS = [
  ["page_views", "pageViews"],
  ["join_page_views", "joinPage"],
  ["join_clicks", "clicks"],
  ["links_copied", "copies"],
  ["opened_in_wallet", "wallets"],
] as const;

/** One view of the dashboard as rows for CSV (header first). */
export function viewRows(view: AnalyticsView, which: CsvView): string[][] {
  if (which === "member")
    return [
      ["member", "code", "visits", "displays", "join_clicks", "click_rate_percent"],
      ...view.members.map((m) => [
        m.name,
        m.code,
        String(m.visits),
        String(m.displays),
        String(m.clicks),
        m.rate,
      ]),
    ];
  if (which === "funnel")
    return [
      ["step", "count"],
      ...FUNNEL_STEPS.map(([name, key]) => [name, String(view.funnel[key] ?? "")]),
    ];
  if (which === "daily")
    return [
      ["day", "visitors", "displays", "join_clicks", "click_rate_percent"],
      ...view.series.map((p) => [
        p.day,
        String(p.visitors),
        String(p.displays),
        String(p.clicks),
        clickRate(p.clicks, p.displays),
      ]),
    ];
  if (which === "campaigns")
    return [
      [
        "campaign",
        "status",
        "delivered",
        "failed",
        "unsubscribed",
        "visits",
        "join_clicks",
        "click_rate_percent",
      ],
      ...view.campaigns.map((c) => [
        c.name,
        c.status,
        String(c.delivered),
        String(c.failed),
        String(c.unsubscribed),
        String(c.visits),
        String(c.clicks),
        c.rate,
      ]),
    ];
  return [
    [which, "displays", "join_clicks", "click_rate_percent"],
    ...view.breakdowns[which].map((r) => [r.value, String(r.displays), String(r.clicks), r.rate]),
  ];
}
