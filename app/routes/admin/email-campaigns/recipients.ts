import type { Route } from "./+types/recipients";
import { countRecipients } from "~/data/contacts";
import { getDb } from "~/data/db";
import { requireAdmin } from "~/server/auth/auth.server";
import { getWorker } from "~/server/http/context";

// GET /admin/email-campaigns/recipients?language=&country= – the real recipient count.
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context);
  const url = new URL(request.url);
  const language = (url.searchParams.get("language") ?? "all").slice(0, 10);
  const country = (url.searchParams.get("country") ?? "all").slice(0, 100);
  return { count: await countRecipients(getDb(getWorker(context).env.DB), language, country) };
}
