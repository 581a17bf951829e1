import { data } from "react-router";
import type { Route } from "./+types/export";
import { getDb } from "~/data/db";
import { toCsv } from "~/domain/formats/csv";
import { requireAdmin } from "~/server/auth/auth.server";
import {
  CSV_VIEWS,
  openAnalyticsView,
  viewRows,
  type CsvView,
} from "~/server/analytics/analytics-view.server";
import { getWorker } from "~/server/http/context";

// GET /admin/analytics/export.csv?view=daily|language|country|page|device|source|campaigns|member|funnel&… –
// one view of the dashboard for the same period and filters, with the contact export's formula
// neutralisation (app/domain/formats/csv.ts); like the screen, it rolls up the newest events first.
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const url = new URL(request.url);
  const which = url.searchParams.get("view") ?? "daily";
  if (!(CSV_VIEWS as readonly string[]).includes(which))
    throw data("Unknown view: choose daily, a breakdown, campaigns, member or funnel.", {
      status: 400,
    });
  const view = await openAnalyticsView(getDb(getWorker(context).env.DB), url, {
    withCampaigns: which === "campaigns",
  });
  const csv = toCsv(viewRows(view, which as CsvView));
  const name = `analytics-${which}-${view.period.from}-to-${view.period.to}.csv`;
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "no-store",
    },
  });
}
