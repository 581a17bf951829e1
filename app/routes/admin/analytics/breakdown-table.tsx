// The breakdowns (per member, language, country, page, device and source): counts and click rate,
// sortable by links that reload the page with ?sort=&dir= (server-sorted, readable before
// JavaScript).
import { Link } from "react-router";
import { DataTable } from "~/components/ui/data-table";
import { EmptyState, Panel } from "~/components/ui/panel";
import type { BreakdownRow } from "~/data/analytics-queries";
import { formatLanguage } from "~/domain/analytics/labels";
import type { AnalyticsView, SortKey } from "~/server/analytics/analytics-view.server";
import { MembersBreakdown } from "./funnel-section";

type Row = BreakdownRow & { rate: string };

function SortLink({
  label,
  column,
  sort,
  dir,
  search,
}: {
  label: string;
  column: SortKey;
  sort: SortKey;
  dir: "asc" | "desc";
  search: string;
}) {
  const active = sort === column;
  const next = active && dir === "desc" ? "asc" : "desc";
  const params = new URLSearchParams(search);
  params.set("sort", column);
  params.set("dir", next);
  return (
    <Link
      to={`?${params}`}
      preventScrollReset
      className="inline-flex min-h-11 items-center gap-1 underline-offset-2 hover:underline md:min-h-0"
      aria-label={`Sort by ${label}${active ? `, now ${dir === "desc" ? "descending" : "ascending"}` : ""}`}
    >
      {label}
      {active ? <span aria-hidden="true">{dir === "desc" ? "↓" : "↑"}</span> : null}
    </Link>
  );
}

export function BreakdownTable({
  title,
  dimension,
  rows,
  sort,
  dir,
  search,
  csvHref,
  format = (v) => v,
}: {
  title: string;
  dimension: string;
  rows: Row[];
  sort: SortKey;
  dir: "asc" | "desc";
  search: string;
  csvHref: string;
  format?: (value: string) => string;
}) {
  const header = (label: string, column: SortKey) => (
    <SortLink label={label} column={column} sort={sort} dir={dir} search={search} />
  );
  return (
    <Panel
      title={title}
      headingLevel={3}
      data-testid={`breakdown-${dimension}`}
      actions={
        <a
          href={csvHref}
          className="inline-flex min-h-11 items-center text-sm text-blue-700 underline md:min-h-0"
        >
          Download CSV<span className="sr-only"> ({title})</span>
        </a>
      }
    >
      <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        <span>Sort:</span>
        {header(title, "value")}
        {header("Displays", "displays")}
        {header("Join clicks", "clicks")}
        {header("Click rate", "rate")}
      </div>
      {rows.length === 0 ? (
        <EmptyState className="mt-3">Nothing recorded in this period.</EmptyState>
      ) : (
        <DataTable
          className="mt-3"
          label={`${title} breakdown`}
          columns={[
            { header: title, cell: (r: Row) => format(r.value) },
            { header: "Displays", align: "end", cell: (r: Row) => r.displays.toLocaleString("en") },
            {
              header: "Join clicks",
              align: "end",
              cell: (r: Row) => r.clicks.toLocaleString("en"),
            },
            { header: "Click rate", align: "end", cell: (r: Row) => `${r.rate}%` },
          ]}
          rows={rows}
          rowKey={(r) => r.value}
        />
      )}
    </Panel>
  );
}

const BREAKDOWNS = [
  { dimension: "language", title: "Language" },
  { dimension: "country", title: "Country" },
  { dimension: "page", title: "Page" },
  { dimension: "device", title: "Device" },
  { dimension: "source", title: "Source" },
] as const;

export function BreakdownGrid({
  view,
  search,
  csvHref,
  sourceLabel,
}: {
  view: AnalyticsView;
  search: string;
  csvHref: (view: string) => string;
  sourceLabel: (source: string) => string;
}) {
  const formats: Partial<Record<string, (value: string) => string>> = {
    language: formatLanguage,
    source: sourceLabel,
  };
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <MembersBreakdown
        members={view.members}
        sourceFiltered={view.source !== null}
        csvHref={csvHref("member")}
      />
      {BREAKDOWNS.map((b) => (
        <BreakdownTable
          key={b.dimension}
          title={b.title}
          dimension={b.dimension}
          rows={view.breakdowns[b.dimension]}
          sort={view.sort}
          dir={view.dir}
          search={search}
          csvHref={csvHref(b.dimension)}
          format={formats[b.dimension]}
        />
      ))}
    </div>
  );
}
