// The figure columns of the Analytics tables (members, campaigns, breakdowns): each count under
// one name on every table, grouped as "1,234", then the click rate, lined up at the row's end.
import type { Column } from "~/components/ui/data-table";

const HEADERS = {
  delivered: "Delivered",
  failed: "Failed",
  unsubscribed: "Unsubscribed",
  visits: "Visits",
  displays: "Displays",
  clicks: "Join clicks",
} as const;

type Count = keyof typeof HEADERS;

/** The columns of the counts `keys`, in that order, then the click rate (as the view computed
 * it). */
export function figureColumns<K extends Count>(
  ...keys: K[]
): Column<Record<K, number> & { rate: string }>[] {
  return [
    ...keys.map((key) => ({
      header: HEADERS[key],
      align: "end" as const,
      cell: (row: Record<K, number>) => row[key].toLocaleString("en"),
    })),
    { header: "Click rate", align: "end", cell: (row) => `${row.rate}%` },
  ];
}
