// An admin screen's list of records as a DataTable: each row keyed by its id and marked for the
// tests, and the row's buttons as the last column (at the end, without its name on a phone).
import { DataTable, type Column } from "~/components/ui/data-table";

export function AdminTable<Row extends { id: number }>({
  testId,
  actions,
  pinActions = false,
  columns,
  ...table
}: {
  /** What the table lists, for screen readers. */
  label: string;
  rows: readonly Row[];
  columns: Column<Row>[];
  /** Every row's data-testid, or each row's own. */
  testId: string | ((row: Row) => string);
  /** The row's buttons, shown in the Actions column. */
  actions?: (row: Row) => React.ReactNode;
  /** Hold the actions at the row's end while a wide table scrolls. */
  pinActions?: boolean;
  /** Narrower cell padding on laptops (DataTable's `dense`). */
  dense?: boolean;
  className?: string;
}) {
  const rowTestId = typeof testId === "string" ? () => testId : testId;
  return (
    <DataTable<Row>
      {...table}
      rowKey={(row) => row.id}
      rowProps={(row) => ({ "data-testid": rowTestId(row) })}
      columns={
        actions
          ? [
              ...columns,
              {
                header: "Actions",
                align: "end",
                hideLabelOnPhone: true,
                pinned: pinActions,
                cell: actions,
              },
            ]
          : columns
      }
    />
  );
}
