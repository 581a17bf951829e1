import { data } from "react-router";
import type { Route } from "./+types/stats";
import { getDb } from "~/data/db";
import { getReferralLinkStats } from "~/data/referral-links";
import { referralLinkIdSchema } from "~/schemas/referral-link";
import { loadAnalyticsView } from "~/server/analytics/analytics-view.server";
import { requireAdmin } from "~/server/auth/auth.server";
import { getWorker } from "~/server/http/context";

/** Rows per breakdown in the dialog; the analytics screen has them all. */
const DIALOG_BREAKDOWN_ROWS = 5;

// GET /admin/referral-links/:id/stats – the stats dialog: the spec's totals and newest log
// entries, and the link's last 30 days from the analytics aggregates (daily chart, breakdowns).
export async function loader({ params, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const id = referralLinkIdSchema.safeParse(params.id);
  if (!id.success) throw data({ error: "Not found" }, { status: 404 });
  const db = getDb(getWorker(context).env.DB);
  let stats, view;
  try {
    // No query string: the analytics screen's default period (30 days).
    [stats, view] = await Promise.all([
      getReferralLinkStats(db, id.data),
      loadAnalyticsView(db, new URL("http://stats/"), { linkId: id.data }),
    ]);
  } catch (error) {
    console.error("Failed to load link logs", error);
    return data({ error: "Failed to load link logs" }, { status: 500 });
  }
  if (!stats) throw data({ error: "Not found" }, { status: 404 });
  return {
    ...stats,
    recent: {
      period: view.period,
      series: view.series,
      breakdowns: Object.fromEntries(
        Object.entries(view.breakdowns).map(([k, rows]) => [
          k,
          rows.slice(0, DIALOG_BREAKDOWN_ROWS),
        ]),
      ) as typeof view.breakdowns,
    },
  };
}
