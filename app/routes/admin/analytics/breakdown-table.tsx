// The breakdowns (per member, language, country, page, device and source): counts and click rate,
// sortable by links that reload the page with ?sort=&dir= (server-sorted, readable before
// JavaScript). A row's name is a link that narrows the whole view to it (?language=hi ...).
import { Link } from "react-router";
import type { BreakdownDimension, BreakdownRow } from "~/data/analytics-queries";
import type { AnalyticsView, SortKey } from "~/server/analytics/analytics-view.server";
import { figureColumns } from "./figure-columns";
import { FiguresPanel } from "./figures-panel";
import { FILTER_NAMES } from "./filter-chips";
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

/** The screen with one more filter: `name` set to `value`. */
export function filterHref(search: string, name: string, value: string): string {
  const params = new URLSearchParams(search);
  params.set(name, value);
  return `?${params}`;
}

/** A row's name: a link that filters the view to it, or plain text when it cannot. */
function RowFilter({ label, href }: { label: string; href: string | null }) {
  if (!href) return <>{label}</>;
  return (
    <Link
      to={href}
      preventScrollReset
      className="inline-flex min-h-11 items-center text-blue-700 underline underline-offset-2 md:min-h-0"
      aria-label={`${label}, show only this`}
    >
      {label}
    </Link>
  );
}

function SortBar({
  title,
  ...state
}: {
  title: string;
  sort: SortKey;
  dir: "asc" | "desc";
  search: string;
}) {
  return (
    <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
      <span>Sort:</span>
      <SortLink label={title} column="value" {...state} />
      <SortLink label="Displays" column="displays" {...state} />
      <SortLink label="Join clicks" column="clicks" {...state} />
      <SortLink label="Click rate" column="rate" {...state} />
    </div>
  );
}

/** Why a breakdown has no rows under the current filter (see `unavailable` in the view). */
function notKept(view: AnalyticsView): string {
  const name = view.facet ? FILTER_NAMES[view.facet.dimension].name : "";
  return view.facet && view.linkId === null
    ? `Not kept per ${name.toLowerCase()}: remove the ${name} filter to see this breakdown.`
    : `Not kept per link and ${name.toLowerCase()}: remove a filter to see this breakdown.`;
}

/** One breakdown; `filterParam` is the query parameter a row's link sets (null: rows do not
 * filter), `unavailable` why there are no rows for this filter when they are not kept. */
export function BreakdownTable({
  title,
  dimension,
  rows,
  sort,
  dir,
  search,
  csvHref,
  format = (v) => v,
  filterParam = null,
  unavailable = null,
}: {
  title: string;
  dimension: string;
  rows: Row[];
  sort: SortKey;
  dir: "asc" | "desc";
  search: string;
  csvHref: string;
  format?: (value: string) => string;
  filterParam?: string | null;
  unavailable?: string | null;
}) {
  return (
    <FiguresPanel
      title={title}
      headingLevel={3}
      testId={`breakdown-${dimension}`}
      csvHref={csvHref}
      csvWhat={title}
      empty={unavailable || (rows.length === 0 ? "Nothing recorded in this period." : null)}
      label={`${title} breakdown`}
      columns={[
        {
          header: title,
          cell: (r) => (
            <RowFilter
              label={format(r.value)}
              href={filterParam ? filterHref(search, filterParam, r.value) : null}
            />
          ),
        },
        ...figureColumns("displays", "clicks"),
      ]}
      rows={rows}
      rowKey={(r) => r.value}
    >
      <SortBar title={title} sort={sort} dir={dir} search={search} />
    </FiguresPanel>
  );
}

/** The breakdowns after the members', each titled as its filter chip names it. */
const BREAKDOWNS: readonly BreakdownDimension[] = [
  "language",
  "country",
  "page",
  "device",
  "source",
];

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
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <MembersBreakdown
        members={view.members}
        sourceFiltered={view.source !== null}
        csvHref={csvHref("member")}
        filterHref={(linkId) => filterHref(search, "link", String(linkId))}
      />
      {BREAKDOWNS.map((dimension) => (
        <BreakdownTable
          key={dimension}
          title={FILTER_NAMES[dimension].name}
          dimension={dimension}
          rows={view.breakdowns[dimension]}
          sort={view.sort}
          dir={view.dir}
          search={search}
          csvHref={csvHref(dimension)}
          format={dimension === "source" ? sourceLabel : FILTER_NAMES[dimension].format}
          // A source is not kept per link: with a link filter its rows would change nothing.
          filterParam={dimension === "source" && view.linkId !== null ? null : dimension}
          unavailable={view.unavailable.includes(dimension) ? notKept(view) : null}
        />
      ))}
    </div>
  );
}
