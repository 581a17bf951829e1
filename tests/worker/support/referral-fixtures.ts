// The rotator's dependencies against the local bindings, as a page view has them: display logs
// and visitor marks go through the log buffer (await whenLogsWritten() before reading them), the
// default link is DEFAULT_LINK, and there is no display budget unless a test gives one.
import { env } from "cloudflare:workers";
import { referralLinkLogs, referralLinks } from "~/data/schema";
import { describeVisit } from "~/server/analytics/visit.server";
import { bumpContentVersion } from "~/server/pages/content-version.server";
import { poolMayHaveChanged } from "~/server/referral/empty-pool.server";
import { bufferReferralLog } from "~/server/referral/log-buffer.server";
import { ROTATION_MARK_KEY, type ReferralDeps } from "~/server/referral/rotator.server";
import { db } from "./local";

export const DEFAULT_LINK = "https://example.com/default";

export function localReferralDeps(overrides: Partial<ReferralDeps> = {}): ReferralDeps {
  const keep = () => undefined;
  return {
    db,
    kv: env.KV,
    secret: env.SESSION_SECRET,
    getDefaultLink: async () => DEFAULT_LINK,
    log: (row) => bufferReferralLog(db, row, keep),
    markVisitor: (visitorId, day) => bufferReferralLog(db, { visitDay: { day, visitorId } }, keep),
    displayBudget: () => null,
    ...overrides,
  };
}

/** The same for a view of `request` whose log rows carry the visit's analytics dimensions, as
 * the site's own deps do (app/server/referral/rotator-deps.server.ts), and no visitor marks.
 * `keep` receives each pending write. */
export function pageViewDeps(
  request: Request,
  keep: (write: Promise<unknown>) => void = () => undefined,
): ReferralDeps {
  return localReferralDeps({
    log: (row) => bufferReferralLog(db, { ...row, visit: describeVisit(request, row.page) }, keep),
    markVisitor: () => undefined,
  });
}

/** No pool links, logs, members, display budgets or settings, and a new content version: what
 * the member attribution tests start each test from. */
export async function clearReferralWorld() {
  await db.delete(referralLinkLogs);
  await db.delete(referralLinks);
  await env.DB.prepare("DELETE FROM members").run();
  await env.DB.prepare("DELETE FROM referral_display_budgets").run();
  await env.DB.prepare("DELETE FROM site_settings").run();
  await env.KV.delete(ROTATION_MARK_KEY);
  await bumpContentVersion(env.KV);
  poolMayHaveChanged();
}
