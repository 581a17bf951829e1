import { getDb } from "~/data/db";
import { resetExhaustedLinks } from "~/server/referral/rotator.server";

/** The hourly cron: refills the referral pool once it is exhausted and the 24-hour cooldown
 * allows (the same idempotent reset a visit runs). */
export async function runScheduled(
  cron: string,
  env: Env,
  now = Date.now(),
): Promise<{ refilled: number }> {
  const refilled = await resetExhaustedLinks(getDb(env.DB), env.KV, now);
  console.log(`scheduled ${cron}: refilled ${refilled} referral links`);
  return { refilled };
}
