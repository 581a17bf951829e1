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
  /** The row's actions: kept on one line and, when the table is wider than the screen, held at
   * the row's end while the other columns scroll. */
  pinned?: boolean;
};

/** Cell padding: a little tighter on laptops, where every column has to fit. */
const CELL_PAD = "md:px-3 md:py-3 xl:px-4";
/** The opt-in `dense` padding: narrower still below 2xl, for a table with many columns (at
 * 1024 px beside the sidebar, the referral links table holds a "100.00%" click rate). */
const DENSE_PAD = "md:px-1.5 md:py-3 xl:px-2 2xl:px-4";
/** A pinned cell; its background (the header's or the row's) is added where it is used: both in
 * one class list, the white one won in the header too. */
const PINNED = "md:sticky md:end-0 md:w-px md:whitespace-nowrap";

/** The phone layout sets display:block on the table parts, which drops their implicit
 * roles in some browsers, so the roles are stated (the linter calls them redundant). */
const ROWGROUP = { role: "rowgroup" } as const;

// The phone layout's classes are all max-md: ones. Unprefixed, a class such as `flex` or `block`
// that the back-office stylesheet also defines came after this stylesheet's md: one and won at
// every width (issue 32: tables as stacked cards on a laptop, actions one letter a line).

export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowProps,
  dense = false,
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
  /** Narrower cell padding on laptops, so that a table with many columns fits beside the sidebar. */
  dense?: boolean;
  className?: string;
}) {
  const pad = dense ? DENSE_PAD : CELL_PAD;
  return (
    <div
      className={`rounded-lg border-slate-200 md:overflow-x-auto md:border md:bg-white md:shadow-sm ${className}`}
    >
      <table role="table" aria-label={label} className="w-full text-sm max-md:block md:table">
        <thead {...ROWGROUP} className="max-md:sr-only md:table-header-group md:bg-slate-50">
          <tr role="row">
            {columns.map((c) => (
              <th
                key={c.header}
                role="columnheader"
                scope="col"
                className={`${pad} text-xs font-semibold tracking-wide text-slate-600 uppercase ${
                  c.align === "end" ? "text-end" : "text-start"
                } ${c.pinned ? `${PINNED} md:bg-slate-50` : ""}`}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody
          {...ROWGROUP}
          className="max-md:block max-md:space-y-3 md:table-row-group md:divide-y md:divide-slate-100"
        >
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              role="row"
              className="bg-white max-md:block max-md:rounded-lg max-md:border max-md:border-slate-200 max-md:p-3 max-md:shadow-sm md:table-row"
              {...rowProps?.(row)}
            >
              {columns.map((c, i) => (
                <td
                  key={c.header}
                  // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- see thead
                  role="cell"
                  data-label={c.header}
                  // On a phone a long word breaks anywhere (a card has one width); in a table only
                  // where nothing else fits, so a column is never squeezed to one letter a line.
                  className={`min-w-0 max-md:flex max-md:items-start max-md:gap-3 max-md:py-1 max-md:[overflow-wrap:anywhere] md:table-cell md:align-middle md:[overflow-wrap:break-word] ${pad} ${c.pinned ? `${PINNED} md:bg-white` : ""} ${
                    i === 0 ? "max-md:text-base max-md:font-medium" : ""
                  } ${c.align === "end" ? "md:text-end" : ""} ${
                    c.hideLabelOnPhone || i === 0
                      ? ""
                      : "max-md:before:w-28 max-md:before:shrink-0 max-md:before:text-xs max-md:before:font-medium max-md:before:text-slate-500 max-md:before:content-[attr(data-label)]"
                  } ${c.className ?? ""}`}
                >
                  <div className="max-md:min-w-0 max-md:flex-1 md:contents" dir="auto">
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
