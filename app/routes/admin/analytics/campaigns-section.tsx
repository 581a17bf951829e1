// Per campaign: delivery, unsubscribes and the clicks of visitors who came from its emails; a
// campaign's name filters the whole screen to its source.
import { Link } from "react-router";
import { DailyChart } from "~/components/admin/analytics-chart";
import { DataTable } from "~/components/ui/data-table";
import { EmptyState, Panel } from "~/components/ui/panel";
import type { AnalyticsView } from "~/server/analytics/analytics-view.server";

type Row = AnalyticsView["campaigns"][number];

export function CampaignsSection({
  campaigns,
  search,
  csvHref,
}: {
  campaigns: Row[];
  search: string;
  csvHref: string;
}) {
  const filterHref = (id: number) => {
    const params = new URLSearchParams(search);
    params.set("source", `campaign:${id}`);
    return `?${params}`;
  };
  return (
    <Panel
      title="Campaigns"
      data-testid="campaigns"
      actions={
        <a
          href={csvHref}
          className="inline-flex min-h-11 items-center text-sm text-blue-700 underline md:min-h-0"
        >
          Download CSV<span className="sr-only"> (campaigns)</span>
        </a>
      }
    >
      {campaigns.length === 0 ? (
        <EmptyState className="mt-3">No campaigns yet.</EmptyState>
      ) : (
        <DataTable
          className="mt-3"
          label="Campaigns"
          columns={[
            {
              header: "Campaign",
              cell: (c: Row) => (
                <Link to={filterHref(c.id)} className="text-blue-700 underline">
                  {c.name}
                </Link>
              ),
            },
            {
              header: "Delivered",
              align: "end",
              cell: (c: Row) => c.delivered.toLocaleString("en"),
            },
            { header: "Failed", align: "end", cell: (c: Row) => c.failed.toLocaleString("en") },
            {
              header: "Unsubscribed",
              align: "end",
              cell: (c: Row) => c.unsubscribed.toLocaleString("en"),
            },
            { header: "Visits", align: "end", cell: (c: Row) => c.visits.toLocaleString("en") },
            {
              header: "Join clicks",
              align: "end",
              cell: (c: Row) => c.clicks.toLocaleString("en"),
            },
            { header: "Click rate", align: "end", cell: (c: Row) => `${c.rate}%` },
          ]}
          rows={campaigns}
          rowKey={(c) => c.id}
        />
      )}
    </Panel>
  );
}

export function CampaignSends({
  name,
  sends,
}: {
  name: string;
  sends: { day: string; sent: number }[];
}) {
  return (
    <Panel title={`Emails sent: ${name}`} data-testid="campaign-sends">
      <DailyChart
        title={`Emails sent per day: ${name}`}
        points={sends}
        series={[{ key: "sent", label: "Emails sent", stroke: "stroke-violet-700" }]}
      />
    </Panel>
  );
}
