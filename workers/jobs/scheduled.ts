import { pruneDeliveryEvents } from "~/data/contact-suppression";
import { getDb } from "~/data/db";
import { retentionDaysFrom, runAnalyticsJobs } from "~/server/analytics/rollup.server";
import { resetExhaustedLinks } from "~/server/referral/rotator.server";

/** The hourly cron: refills the referral pool once it is exhausted and the 24-hour cooldown
 * allows (the same idempotent reset a visit runs), then rolls up and prunes analytics events and
 * forgets email delivery event ids past their retention. */
export async function runScheduled(
  cron: string,
  env: Env,
  now = Date.now(),
): Promise<{ refilled: number; rolledUp: number; pruned: number }> {
  const db = getDb(env.DB);
  const refilled = await resetExhaustedLinks(db, env.KV, now);
  const { rolledUp, pruned } = await runAnalyticsJobs(db, {
    now,
    retentionDays: retentionDaysFrom(env.ANALYTICS_RAW_RETENTION_DAYS),
  });
  const forgotten = await pruneDeliveryEvents(db, now);
  console.log(
    `scheduled ${cron}: refilled ${refilled} referral links, rolled up ${rolledUp} events, pruned ${pruned}, forgot ${forgotten} delivery event ids`,
  );
  return { refilled, rolledUp, pruned };
}
