// A table on wide screens that becomes a stack of cards on a phone (below the md breakpoint):
// each row is a card whose first column is its title and whose other cells show their column's
// name beside the value. One DOM for both; explicit ARIA table roles keep the table semantics
// when CSS changes how rows are displayed.
import type { Key } from "react";

export type Column<Row> = {
  header: string;
  cell: (row: Row) => React.ReactNode;
  /** Numbers and actions line up at the end on wide screens. */
  align?: "start" | "end";
  /** Extra classes for this column's cells (e.g. "font-mono text-xs"). */
  className?: string;
  /** On a phone, show the cell without its column name (actions, the card's title). */
  hideLabelOnPhone?: boolean;
};

/** The phone layout sets display:block on the table parts, which drops their implicit
 * roles in some browsers, so the roles are stated (the linter calls them redundant). */
const ROWGROUP = { role: "rowgroup" } as const;

export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowProps,
  className = "",
}: {
  /** What the table lists, for screen readers. */
  label: string;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  rowProps?: (
    row: Row,
  ) => React.HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string>;
  className?: string;
}) {
  return (
    <div
      className={`rounded-lg border-slate-200 md:overflow-x-auto md:border md:bg-white md:shadow-sm ${className}`}
    >
      <table role="table" aria-label={label} className="block w-full text-sm md:table">
        <thead
          {...ROWGROUP}
          className="sr-only md:not-sr-only md:table-header-group md:bg-slate-50"
        >
          <tr role="row">
            {columns.map((c) => (
              <th
                key={c.header}
                role="columnheader"
                scope="col"
                className={`px-4 py-3 text-xs font-semibold tracking-wide text-slate-600 uppercase ${
                  c.align === "end" ? "text-end" : "text-start"
                }`}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody
          {...ROWGROUP}
          className="block space-y-3 md:table-row-group md:space-y-0 md:divide-y md:divide-slate-100"
        >
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              role="row"
              className="block rounded-lg border border-slate-200 bg-white p-3 shadow-sm md:table-row md:rounded-none md:border-0 md:p-0 md:shadow-none"
              {...rowProps?.(row)}
            >
              {columns.map((c, i) => (
                <td
                  key={c.header}
                  // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- see thead
                  role="cell"
                  data-label={c.header}
                  className={`flex min-w-0 items-start gap-3 py-1 [overflow-wrap:anywhere] md:table-cell md:px-4 md:py-3 md:align-middle ${
                    i === 0 ? "text-base font-medium md:text-sm md:font-normal" : ""
                  } ${c.align === "end" ? "md:text-end" : ""} ${
                    c.hideLabelOnPhone || i === 0
                      ? ""
                      : "before:w-28 before:shrink-0 before:text-xs before:font-medium before:text-slate-500 before:content-[attr(data-label)] md:before:content-none"
                  } ${c.className ?? ""}`}
                >
                  <div className="min-w-0 flex-1 md:contents" dir="auto">
                    {c.cell(row)}
                  </div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
