// The rotator's dependencies against the local bindings, as a page view has them: display logs
// and visitor marks go through the log buffer (await whenLogsWritten() before reading them), the
// default link is DEFAULT_LINK, and there is no display budget unless a test gives one.
import { env } from "cloudflare:workers";
import { bufferReferralLog } from "~/server/referral/log-buffer.server";
import type { ReferralDeps } from "~/server/referral/rotator.server";
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
