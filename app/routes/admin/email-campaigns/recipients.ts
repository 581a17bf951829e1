import type { Route } from "./+types/recipients";
import { getDb } from "~/data/db";
import { requireAdmin } from "~/server/auth/auth.server";
import { recipientSummary } from "~/server/email/recipients.server";
import { getWorker } from "~/server/http/context";

// GET /admin/email-campaigns/recipients?language=&country= – the real recipient count and its
// language mix, as a campaign started now would choose them.
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const url = new URL(request.url);
  const language = (url.searchParams.get("language") ?? "all").slice(0, 10);
  const country = (url.searchParams.get("country") ?? "all").slice(0, 100);
  return recipientSummary(getDb(getWorker(context).env.DB), { language, country });
}
