// The period's figures, each with its change against the previous period: the same figures as the
// dashboard's for the same period (getPeriodFigures in app/data/analytics-queries.ts).
import { Stat, StatGrid } from "~/components/ui/stat";
import type { AnalyticsView } from "~/server/analytics/analytics-view.server";

function change(value: number | null, unit: "%" | " pts"): string {
  if (value === null) return "no data in the previous period";
  const sign = value > 0 ? "+" : value < 0 ? "−" : "±";
  return `${sign}${Math.abs(value)}${unit} vs previous period`;
}

/** What the Visitors figure is, or why there is none. */
function visitorsHint(view: AnalyticsView): string {
  const { totals, change: c } = view;
  if (totals.visitorsKind === null)
    return view.source ? "not counted per source" : `not counted per ${view.facet?.dimension}`;
  const kind =
    totals.visitorsKind === "distinct" ? "distinct visitors" : "each day's visitors added up";
  return `${kind}; ${change(c.visitors, "%")}`;
}

export function AnalyticsSummary({ view }: { view: AnalyticsView }) {
  const { totals, change: c } = view;
  return (
    <StatGrid className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
      <Stat
        label="Visitors"
        value={totals.visitorsKind === null ? "–" : totals.visitors.toLocaleString("en")}
        hint={visitorsHint(view)}
        testId="stat-visitors"
      />
      <Stat
        label="Page views"
        value={totals.pageViews.toLocaleString("en")}
        hint="pool displays and members' visits"
        testId="stat-page-views"
      />
      <Stat
        label="Displays"
        value={totals.displays.toLocaleString("en")}
        hint={change(c.displays, "%")}
        testId="stat-displays"
      />
      <Stat
        label="Join clicks"
        value={totals.clicks.toLocaleString("en")}
        hint={change(c.clicks, "%")}
        testId="stat-clicks"
      />
      <Stat
        label="Click rate"
        value={`${totals.rate}%`}
        hint={change(c.rate, " pts")}
        testId="stat-rate"
      />
    </StatGrid>
  );
}
