// The steps a visitor takes (page view, join page, join click, link copied, opened in wallet)
// and the figures per member (their personal link's visits and their pool link's displays and
// join clicks), each with its CSV.
import { Link } from "react-router";
import { Panel } from "~/components/ui/panel";
import type { AnalyticsView } from "~/server/analytics/analytics-view.server";
import { CsvLink } from "./csv-link";
import { figureColumns } from "./figure-columns";
import { FiguresPanel } from "./figures-panel";

const STEPS = [
  { key: "pageViews", label: "Page views (pool displays and members' visits)" },
  { key: "joinPage", label: "Join page views" },
  { key: "clicks", label: "Join clicks" },
  { key: "copies", label: "Referral link copied" },
  { key: "wallets", label: "Opened in wallet" },
] as const;

export function FunnelSection({
  funnel,
  csvHref,
}: {
  funnel: AnalyticsView["funnel"];
  csvHref: string;
}) {
  const first = funnel.pageViews;
  return (
    <Panel title="Funnel" data-testid="funnel" actions={<CsvLink href={csvHref} what="funnel" />}>
      <ol className="mt-3 space-y-2">
        {STEPS.map((s) => {
          const n = funnel[s.key];
          // Join page views are kept per page only: not shown for another dimension's value.
          if (n === null) return null;
          const share = first > 0 ? Math.min(100, (n / first) * 100) : 0;
          return (
            <li key={s.key} data-testid={`funnel-${s.key}`}>
              <div className="flex justify-between gap-3 text-sm">
                <span>{s.label}</span>
                <span className="font-semibold tabular-nums">
                  {n.toLocaleString("en")}
                  {s.key === "pageViews" || first === 0 ? "" : ` (${share.toFixed(1)}%)`}
                </span>
              </div>
              <div className="mt-1 h-2 rounded bg-slate-100" aria-hidden="true">
                <div className="h-2 rounded bg-emerald-600" style={{ width: `${share}%` }} />
              </div>
            </li>
          );
        })}
      </ol>
      <p className="mt-3 text-xs text-slate-600">
        A visitor&apos;s repeated steps on one link count once in 30 minutes; copies and wallet
        opens are recorded from the page when they happen.
      </p>
    </Panel>
  );
}

type MemberRow = AnalyticsView["members"][number];

export function MembersBreakdown({
  members,
  sourceFiltered,
  csvHref,
  filterHref,
}: {
  members: MemberRow[];
  sourceFiltered: boolean;
  csvHref: string;
  /** The view narrowed to a member's pool link. */
  filterHref: (linkId: number) => string;
}) {
  return (
    <FiguresPanel
      title="Members"
      headingLevel={3}
      testId="breakdown-member"
      csvHref={csvHref}
      csvWhat="members"
      empty={
        members.length > 0
          ? null
          : sourceFiltered
            ? "Figures per member are not kept per source: show every source to see them."
            : "No member's link was shown or clicked in this period."
      }
      label="Members breakdown"
      columns={[
        {
          header: "Member",
          // Their pool link's figures; a deleted link's member links to the Members screen.
          cell: (m: MemberRow) => (
            <Link
              to={m.linkId ? filterHref(m.linkId) : "/admin/members"}
              preventScrollReset={m.linkId !== null}
              className="inline-flex min-h-11 items-center gap-1 text-blue-700 underline md:min-h-0"
            >
              {m.name} <span className="font-mono text-xs">({m.code})</span>
            </Link>
          ),
        },
        ...figureColumns("visits", "displays", "clicks"),
      ]}
      rows={members}
      rowKey={(m) => m.memberId}
    />
  );
}
