// A section of the Analytics screen that lists figures (per member, per campaign, per language
// ...): its title with the CSV download, then the table, or why there is none.
import type { Key } from "react";
import { DataTable, type Column } from "~/components/ui/data-table";
import { EmptyState, Panel } from "~/components/ui/panel";
import { CsvLink } from "./csv-link";

export function FiguresPanel<Row>({
  title,
  headingLevel,
  testId,
  csvHref,
  csvWhat,
  empty,
  children,
  ...table
}: {
  title: string;
  headingLevel?: 2 | 3;
  testId: string;
  csvHref: string;
  /** Which table the CSV holds, for screen readers. */
  csvWhat: string;
  /** Said instead of the table when set (no rows, or none kept for the filter). */
  empty: string | null;
  /** Shown between the title and the table (the sort links). */
  children?: React.ReactNode;
  /** What the table lists, for screen readers. */
  label: string;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
}) {
  return (
    <Panel
      title={title}
      headingLevel={headingLevel}
      data-testid={testId}
      actions={<CsvLink href={csvHref} what={csvWhat} />}
    >
      {children}
      {empty ? (
        <EmptyState className="mt-3">{empty}</EmptyState>
      ) : (
        <DataTable className="mt-3" {...table} />
      )}
    </Panel>
  );
}
