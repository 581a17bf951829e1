// The campaign queue message: "send this campaign's next slices, with links to this origin". One
// schema and one way to queue it, shared by the admin's start and resume
// (./campaigns.server.ts), the cron's scheduled starts (workers/jobs/scheduled.ts) and the
// consumer, which parses each message with the same schema (workers/jobs/queue.ts).
import { z } from "zod";

export const campaignMessageSchema = z.object({
  type: z.literal("campaign"),
  campaignId: z.number().int().positive(),
  origin: z.string(),
});

export type CampaignMessage = z.infer<typeof campaignMessageSchema>;

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
