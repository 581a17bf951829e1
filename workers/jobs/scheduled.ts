import { refreshCampaignCounts, setCampaignStatus, startDueCampaigns } from "~/data/campaigns";
import { pruneDeliveryEvents } from "~/data/contact-suppression";
import { getDb } from "~/data/db";
import { pruneDisplayBudgets } from "~/data/referral-links";
import { retentionDaysFrom, runAnalyticsJobs } from "~/server/analytics/rollup.server";
import { resetExhaustedLinks } from "~/server/referral/rotator.server";
import { pruneAssistantMisses } from "~/server/chat/misses.server";
import { enqueueCampaign } from "~/server/email/campaign-queue.server";
import { publicOrigin } from "~/server/http/origin.server";
import { runSequenceCron } from "~/server/email/sequence-cron.server";

/** The cron (wrangler.toml) that only starts due campaigns, so a schedule is kept to 5 minutes. */
export const CAMPAIGN_CRON = "*/5 * * * *";

/** The hourly cron: refills the referral pool once it is exhausted and the 24-hour cooldown
 * allows (the same idempotent reset a visit runs), then rolls up and prunes analytics events,
 * forgets email delivery event ids past their retention and the display budgets of past hours. Every cron starts the scheduled
 * campaigns that are due. */
export async function runScheduled(
  cron: string,
  env: Env,
  now = Date.now(),
): Promise<{ refilled: number; rolledUp: number; pruned: number; campaignsStarted: number }> {
  const campaignsStarted = await startScheduledCampaigns(env, now);
  await queueSequenceSteps(env, now);
  if (cron === CAMPAIGN_CRON) return { refilled: 0, rolledUp: 0, pruned: 0, campaignsStarted };
  const db = getDb(env.DB);
  const refilled = await resetExhaustedLinks(db, env.KV, now);
  const { rolledUp, pruned } = await runAnalyticsJobs(db, {
    now,
    retentionDays: retentionDaysFrom(env.ANALYTICS_RAW_RETENTION_DAYS),
  });
  const forgotten = await pruneDeliveryEvents(db, now);
  const budgetsPruned = await pruneDisplayBudgets(db, now);
  await pruneAssistantMisses(db, now);
  console.log(
    `scheduled ${cron}: refilled ${refilled} referral links, rolled up ${rolledUp} events, pruned ${pruned}, forgot ${forgotten} delivery event ids, ${budgetsPruned} past display budgets, started ${campaignsStarted} campaigns`,
  );
  return { refilled, rolledUp, pruned, campaignsStarted };
}

/** Starts due campaigns (recipients chosen now) and hands them to the queue consumer. */
async function startScheduledCampaigns(env: Env, now: number): Promise<number> {
  const db = getDb(env.DB);
  const started = await startDueCampaigns(db, now);
  for (const campaign of started) {
    if (campaign.recipients === 0) {
      // Nobody matches any more: the campaign ends at once as sent to 0 of 0.
      await refreshCampaignCounts(db, campaign.id);
      continue;
    }
    // The origin stored when it was scheduled (the configured one then), else the configured one.
    const origin = campaign.siteOrigin ?? publicOrigin(env);
    if (origin === null) {
      console.error("scheduled campaign: PUBLIC_URL is not set, paused", campaign.id);
      await setCampaignStatus(db, campaign.id, "paused", ["queued"]);
      continue;
    }
    try {
      await enqueueCampaign(env.EMAIL_QUEUE, { campaignId: campaign.id, origin });
    } catch (error) {
      // Started but not handed over: paused, so the history shows it and Resume queues it again
      // (its ledger makes a second message harmless).
      console.error("scheduled campaign: queueing failed, paused", campaign.id, error);
      await setCampaignStatus(db, campaign.id, "paused", ["queued"]);
    }
  }
  return started.length;
}

/** Welcome sequences' due steps (issue 35): a bounded batch planned and queued each run. A
 * failure here never stops the rest of the cron. */
async function queueSequenceSteps(env: Env, now: number): Promise<void> {
  try {
    const { looked, queued, skipped } = await runSequenceCron(
      { db: getDb(env.DB), queue: env.EMAIL_QUEUE, origin: publicOrigin(env) },
      now,
    );
    if (looked > 0) console.log(`sequences: ${looked} due, ${queued} queued, ${skipped} skipped`);
  } catch (error) {
    console.error("sequences: due steps not queued", error);
  }
}
