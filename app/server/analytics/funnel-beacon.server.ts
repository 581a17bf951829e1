// The funnel's last two steps (issue 30): a visitor copied their referral link, or pressed the
// open-in-wallet button. The page reports them with a beacon (app/components/use-funnel-beacon.ts
// -> POST /api/funnel, workers/api/funnel.ts, limited per client there). The event is written on
// the link the visitor holds, from their signed cookies, never a link the request names: their
// member's link when the visit is attributed to one, else their pool assignment. It goes with the
// request's dimensions into the raw events: like displays and clicks, a repeat of one visitor on
// one link within 30 minutes is not written, and the hourly roll-up folds them into the
// aggregates and prunes them (app/data/analytics.ts).
import { z } from "zod";
import { insertAnalyticsEvents } from "~/data/analytics";
import type { Db } from "~/data/db";
import { BEACON_STEPS } from "~/domain/analytics/events";
import { isBotRequest, readFreshAssignment } from "~/server/referral/rotator.server";
import { safePagePath } from "~/server/referral/rotator-deps.server";
import { describeVisit } from "./visit.server";

/** The beacon's body: the step and the page it happened on. */
export const funnelBeaconSchema = z.object({
  step: z.enum(BEACON_STEPS),
  from: z.string().max(300).catch("/"),
});
export type FunnelBeacon = z.output<typeof funnelBeaconSchema>;

export type FunnelDeps = {
  db: Db;
  secret: string;
  now?: number;
  /** The link of the member the visit is attributed to (their signed cookie), if any. */
  sponsorLinkId?: (request: Request) => Promise<number | null>;
};

/** Records the step on the visitor's link; false when there is nothing to record it on (a bot,
 * no member and no assignment, the default link). */
export async function recordFunnelStep(
  deps: FunnelDeps,
  request: Request,
  input: FunnelBeacon,
): Promise<boolean> {
  if (isBotRequest(request)) return false;
  const [sponsored, held] = await Promise.all([
    deps.sponsorLinkId?.(request) ?? null,
    readFreshAssignment(request, deps),
  ]);
  const linkId = sponsored ?? held?.i ?? null;
  if (linkId === null) return false;
  const page = safePagePath(input.from);
  const visitorId = held?.v ?? null;
  await insertAnalyticsEvents(deps.db, [
    { linkId, page, action: input.step, visitorId, ...describeVisit(request, page) },
  ]);
  return true;
}
