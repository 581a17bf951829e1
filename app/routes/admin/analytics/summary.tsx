// The period's four figures, each with its change against the previous period.
import { Stat, StatGrid } from "~/components/ui/stat";
import type { AnalyticsView } from "~/server/analytics/analytics-view.server";

function change(value: number | null, unit: "%" | " pts"): string {
  if (value === null) return "no data in the previous period";
  const sign = value > 0 ? "+" : value < 0 ? "−" : "±";
  return `${sign}${Math.abs(value)}${unit} vs previous period`;
}

export function AnalyticsSummary({ view }: { view: AnalyticsView }) {
  const { totals, change: c } = view;
  return (
    <StatGrid className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Stat
        label="Visitors"
        value={totals.visitors.toLocaleString("en")}
        hint={view.source ? "not counted per source" : change(c.visitors, "%")}
        testId="stat-visitors"
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
