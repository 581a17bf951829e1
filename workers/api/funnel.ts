// POST /api/funnel – a funnel step the page reports when it happens (link copied, opened in
// wallet): same-origin only, limited per client like the click redirect, recorded on the link the
// visitor holds (app/server/analytics/funnel-beacon.server.ts). Always 204: a beacon reads nothing.
import { Hono } from "hono";
import { getDb } from "~/data/db";
import { funnelBeaconSchema, recordFunnelStep } from "~/server/analytics/funnel-beacon.server";
import { isCrossOriginMutation } from "~/server/http/origin.server";
import { limitMultiplier } from "~/server/limits/atomic-limits.server";
import { requestClientKey } from "~/server/limits/client-key";
import { CLICKS_PER_MINUTE, MemoryRateLimiter } from "~/server/limits/request-limits.server";
import { memberDirectory } from "~/server/referral/member-directory.server";
import { sponsorOfVisit } from "~/server/referral/sponsor.server";
import { apiError } from "./errors";
import type { ApiEnv } from "./types";

const beaconLimiter = new MemoryRateLimiter(CLICKS_PER_MINUTE, 60_000);

export function createFunnelApi() {
  const funnel = new Hono<ApiEnv>();
  funnel.post("/", async (c) => {
    const request = c.req.raw;
    if (isCrossOriginMutation(request)) return apiError(c, "forbidden", "Cross-origin request");
    if (!beaconLimiter.allow(requestClientKey(request), Date.now(), limitMultiplier(c.env)))
      return apiError(c, "rate_limited", "Too many requests");
    const parsed = funnelBeaconSchema.safeParse(await c.req.parseBody().catch(() => null));
    if (!parsed.success) return apiError(c, "bad_request", "Unknown step");
    const db = getDb(c.env.DB);
    const secret = c.env.SESSION_SECRET;
    const directory = () => memberDirectory(db, c.env.KV);
    const sponsorLinkId = async (req: Request) =>
      (await sponsorOfVisit(req, null, { secret, directory, now: Date.now() }))?.sponsor.linkId ??
      null;
    await recordFunnelStep({ db, secret, sponsorLinkId }, request, parsed.data);
    return c.body(null, 204);
  });
  return funnel;
}
