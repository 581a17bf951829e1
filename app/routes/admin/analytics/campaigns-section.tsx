// Per campaign: delivery, unsubscribes and the clicks of visitors who came from its emails; a
// campaign's name filters the whole screen to its source.
import { Link } from "react-router";
import { DailyChart } from "~/components/admin/analytics-chart";
import { Panel } from "~/components/ui/panel";
import type { AnalyticsView } from "~/server/analytics/analytics-view.server";
import { figureColumns } from "./figure-columns";
import { FiguresPanel } from "./figures-panel";

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
    <FiguresPanel
      title="Campaigns"
      testId="campaigns"
      csvHref={csvHref}
      csvWhat="campaigns"
      empty={campaigns.length === 0 ? "No campaigns yet." : null}
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
        ...figureColumns("delivered", "failed", "unsubscribed", "visits", "clicks"),
      ]}
      rows={campaigns}
      rowKey={(c) => c.id}
    />
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
