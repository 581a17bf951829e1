// The Email Campaigns screen's action (send, schedule, test send…) called as its fetchers post
// to it, with the real local bindings.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { getDb } from "~/data/db";
import { emailCampaigns } from "~/data/schema";
import * as campaignsRoute from "~/routes/admin/email-campaigns/route";
import { jsonRequest, routeContext, testAdmin } from "./route-context";

/** What the screen shows of an answer: whether it worked, its toast's title and text. */
export type ShownAnswer = { ok: boolean; title: string; message?: string };

/** Posts `body` as `admin` (a new one unless given), with `env`'s bindings in place of the real
 * ones; answers what the screen shows of the action's ActionResult. */
export async function postCampaignAction(
  body: Record<string, unknown>,
  options: { admin?: { id: number; email: string }; env?: Partial<Env> } = {},
): Promise<ShownAnswer> {
  const answer = await campaignsRoute.action({
    request: jsonRequest("/admin/email-campaigns", body),
    context: routeContext({ admin: options.admin ?? (await testAdmin()), env: options.env }),
    params: {},
  } as never);
  const { ok, toast } = answer.data;
  return { ok, title: toast.title, message: toast.description };
}

/** The action's answer when it creates no campaign, with the reason shown in its toast. */
export const creationFailed = (message: string) => ({
  ok: false,
  title: "Campaign creation failed",
  message,
});

/** The stored campaigns named `name`, by id. */
export async function campaignsNamed(name: string) {
  return getDb(env.DB)
    .select({ id: emailCampaigns.id })
    .from(emailCampaigns)
    .where(eq(emailCampaigns.name, name));
}
