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

/** A way to queue one kind of message: the caller gives what the message says but its type. */
function enqueuer<M extends EmailQueueMessage>(type: M["type"]) {
  return async (queue: Queue, message: Omit<M, "type">, options?: QueueSendOptions) => {
    await queue.send({ type, ...message }, options);
  };
}

/** A parser for the queue's messages of `schema`: the message, or null when it is not one. */
function parserOf<M>(schema: z.ZodType<M>) {
  return (body: unknown): M | null => {
    const parsed = schema.safeParse(body);
    return parsed.success ? parsed.data : null;
  };
}

/** Queues a campaign's sending (again); its ledger makes a second message for it harmless. */
export const enqueueCampaign = enqueuer<CampaignMessage>("campaign");

/** The message's campaign, or null when it is no campaign message. */
export const parseCampaignMessage = parserOf(campaignMessageSchema);

/** Queues the sending of the sequences' pending steps. */
export const enqueueSequenceSends = enqueuer<SequenceMessage>("sequence");

/** The message as one of the queue's kinds, or null when it is none of them. */
export const parseEmailQueueMessage = parserOf(emailQueueMessageSchema);
