import type { ShouldRevalidateFunction } from "react-router";
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

/** Counted when the Send tab asks (its filters change, a confirmation opens) and after a form is
 * sent, not on the page's progress re-reads while a campaign sends. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
}) => (formMethod ? defaultShouldRevalidate : false);
