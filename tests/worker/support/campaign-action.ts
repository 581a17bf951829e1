// The Email Campaigns screen's action (send, schedule, test send…) called as its fetchers post
// to it, with the real local bindings.
import * as campaignsRoute from "~/routes/admin/email-campaigns/route";
import { jsonRequest, routeContext, testAdmin } from "./route-context";

/** Posts `body` as `admin` (a new one unless given), with `env`'s bindings in place of the real
 * ones. */
export async function postCampaignAction(
  body: Record<string, unknown>,
  options: { admin?: { id: number; email: string }; env?: Partial<Env> } = {},
) {
  return campaignsRoute.action({
    request: jsonRequest("/admin/email-campaigns", body),
    context: routeContext({ admin: options.admin ?? (await testAdmin()), env: options.env }),
    params: {},
  } as never);
}
