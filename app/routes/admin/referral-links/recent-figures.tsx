// The stats dialog's last 30 days for one link, from the analytics aggregates: the daily chart
// and the top rows of each breakdown, with a way to the full analytics screen for this link.
import { Link } from "react-router";
import { DailyChart, FUNNEL_SERIES } from "~/components/admin/analytics-chart";
import { DataTable } from "~/components/ui/data-table";
import type { BreakdownDimension, BreakdownRow } from "~/data/analytics-queries";
import type { DailyPoint } from "~/data/analytics-queries";
import { formatLanguage, formatSource } from "~/domain/analytics/labels";
import type { Period } from "~/domain/analytics/period";

type Recent = {
  period: Period;
  series: DailyPoint[];
  breakdowns: Record<BreakdownDimension, (BreakdownRow & { rate: string })[]>;
};

const BREAKDOWNS: { dimension: BreakdownDimension; title: string }[] = [
  { dimension: "language", title: "Language" },
  { dimension: "country", title: "Country" },
  { dimension: "page", title: "Page" },
  { dimension: "device", title: "Device" },
  { dimension: "source", title: "Source" },
];

const NO_CAMPAIGN_NAMES = new Map<number, string>();

function label(dimension: BreakdownDimension, value: string): string {
  if (dimension === "language") return formatLanguage(value);
  if (dimension === "source") return formatSource(value, NO_CAMPAIGN_NAMES);
  return value;
}

export function RecentFigures({ id, recent }: { id: number; recent: Recent }) {
  const empty = recent.series.every((p) => p.displays === 0 && p.clicks === 0);
  const title = `Last ${recent.period.days} days`;
  return (
    <section aria-labelledby={`recent-${id}`} className="space-y-3" data-testid="link-recent">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`recent-${id}`} className="font-medium">
          {title}
        </h3>
        <Link
          to={`/admin/analytics?link=${id}`}
          className="inline-flex min-h-11 items-center text-sm text-blue-700 underline md:min-h-0"
        >
          Open in Analytics
        </Link>
      </div>
      {empty ? (
        <p className="text-sm text-slate-500">
          No displays or join clicks in the last {recent.period.days} days yet. Figures are rolled
          up hourly.
        </p>
      ) : (
        <>
          <DailyChart
            title={`${title}: visitors, displays and join clicks`}
            points={recent.series}
            series={FUNNEL_SERIES}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            {BREAKDOWNS.map(({ dimension, title: heading }) => (
              <DataTable
                key={dimension}
                label={`${title} by ${heading.toLowerCase()}`}
                rows={recent.breakdowns[dimension]}
                rowKey={(row) => row.value}
                columns={[
                  {
                    header: heading,
                    cell: (row) => label(dimension, row.value),
                    className: "[overflow-wrap:anywhere]",
                  },
                  { header: "Displays", align: "end", cell: (row) => row.displays },
                  { header: "Join clicks", align: "end", cell: (row) => row.clicks },
                  { header: "Click rate", align: "end", cell: (row) => `${row.rate}%` },
                ]}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
