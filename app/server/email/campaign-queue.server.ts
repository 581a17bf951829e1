// The email queue's messages: "send this campaign's next slices, with links to this origin", and
// "send the welcome sequences' pending steps" (issue 35). One schema and one way to queue each,
// shared by the admin's start and resume (./campaigns.server.ts), the cron's scheduled starts and
// due sequence steps (workers/jobs/scheduled.ts) and the consumer, which parses each message with
// the same schema (workers/jobs/queue.ts).
import { z } from "zod";

export const campaignMessageSchema = z.object({
  type: z.literal("campaign"),
  campaignId: z.number().int().positive(),
  origin: z.string(),
});

export type CampaignMessage = z.infer<typeof campaignMessageSchema>;

/** Sends the pending ledger rows of running sequences (./sequence-send.server.ts); any number of
 * these at once is harmless, the ledger decides who sends what. */
export const sequenceMessageSchema = z.object({
  type: z.literal("sequence"),
  origin: z.string(),
});

export type SequenceMessage = z.infer<typeof sequenceMessageSchema>;

export const emailQueueMessageSchema = z.discriminatedUnion("type", [
  campaignMessageSchema,
  sequenceMessageSchema,
]);

export type EmailQueueMessage = z.infer<typeof emailQueueMessageSchema>;

/** Queues a campaign's sending (again); its ledger makes a second message for it harmless. */
export async function enqueueCampaign(
  queue: Queue,
  message: Omit<CampaignMessage, "type">,
  options?: QueueSendOptions,
): Promise<void> {
  const body: CampaignMessage = { type: "campaign", ...message };
  await queue.send(body, options);
}

/** The message's campaign, or null when it is no campaign message. */
export function parseCampaignMessage(body: unknown): CampaignMessage | null {
  const parsed = campaignMessageSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}

/** Queues the sending of the sequences' pending steps. */
export async function enqueueSequenceSends(
  queue: Queue,
  message: Omit<SequenceMessage, "type">,
  options?: QueueSendOptions,
): Promise<void> {
  const body: SequenceMessage = { type: "sequence", ...message };
  await queue.send(body, options);
}

/** The message as one of the queue's kinds, or null when it is none of them. */
export function parseEmailQueueMessage(body: unknown): EmailQueueMessage | null {
  const parsed = emailQueueMessageSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}
