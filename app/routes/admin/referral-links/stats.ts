import { data } from "react-router";
import type { Route } from "./+types/stats";
import { getDb } from "~/data/db";
import { getReferralLinkStats } from "~/data/referral-links";
import { referralLinkIdSchema } from "~/schemas/referral-link";
import { requireAdmin } from "~/server/auth/auth.server";
import { getWorker } from "~/server/http/context";

// GET /admin/referral-links/:id/stats – totals and the newest log entries for the stats dialog.
export async function loader({ params, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const id = referralLinkIdSchema.safeParse(params.id);
  if (!id.success) throw data({ error: "Not found" }, { status: 404 });
  let stats;
  try {
    stats = await getReferralLinkStats(getDb(getWorker(context).env.DB), id.data);
  } catch (error) {
    console.error("Failed to load link logs", error);
    return data({ error: "Failed to load link logs" }, { status: 500 });
  }
  if (!stats) throw data({ error: "Not found" }, { status: 404 });
  return stats;
}
