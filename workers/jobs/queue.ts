import { setCampaignStatus } from "~/data/campaigns";
import { getDb } from "~/data/db";
import { getSiteSettings } from "~/data/settings";
import { sendCampaignSlice, type CampaignMessage } from "./send-campaign";

const DEAD_LETTER_QUEUE = "waymark-email-dlq";

function isCampaignMessage(body: unknown): body is CampaignMessage {
  const b = body as CampaignMessage | null;
  return !!b && b.type === "campaign" && Number.isInteger(b.campaignId) && typeof b.origin === "string";
}

/**
 * Queue consumer: each message sends one slice of a campaign and queues the next slice. A slice
 * that throws is retried by the queue (max_retries); after that it lands in the dead-letter
 * queue, whose messages mark the campaign failed.
 */
export async function handleQueueBatch(batch: MessageBatch, env: Env): Promise<void> {
  const db = getDb(env.DB);
  for (const message of batch.messages) {
    if (!isCampaignMessage(message.body)) {
      console.warn("queue: unknown message", message.id);
      message.ack();
      continue;
    }
    if (batch.queue === DEAD_LETTER_QUEUE) {
      await setCampaignStatus(db, message.body.campaignId, "failed").catch((e) => console.error("dead letter: status update failed", e));
      message.ack();
      continue;
    }
    try {
      const settings = await getSiteSettings(db);
      const result = await sendCampaignSlice(message.body, { db, settings });
      if (result.more) await env.EMAIL_QUEUE.send(message.body);
      message.ack();
    } catch (error) {
      console.error("campaign slice failed", error);
      message.retry();
    }
  }
}
