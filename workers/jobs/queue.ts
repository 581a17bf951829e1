import { CLAIM_LEASE_MS } from "~/data/campaign-ledger";
import { setCampaignStatus } from "~/data/campaigns";
import { getDb, type Db } from "~/data/db";
import { getSiteSettings } from "~/data/settings";
import {
  emailDeliveryProblem,
  emailsPerSecond,
  emailTransport,
  SendPacer,
} from "~/server/email/transport.server";
import { translationProvider } from "~/server/translation/machine-translation.server";
import { getSiteMessages } from "~/server/i18n/site-messages.server";
import type { LanguageCode } from "~/i18n/languages";
import {
  enqueueCampaign,
  enqueueSequenceSends,
  parseCampaignMessage,
  parseEmailQueueMessage,
  type CampaignMessage,
  type SequenceMessage,
} from "~/server/email/campaign-queue.server";
import { sendSequencesFor, type SequenceSendDeps } from "~/server/email/sequence-send.server";
import {
  failCampaign,
  sendCampaignFor,
  TemporarySendError,
  type SendDeps,
} from "~/server/email/send-campaign.server";

const DEAD_LETTER_QUEUE = "waymark-email-dlq";

/** Slices run back to back for up to this long before the rest is queued as a new message. */
const WORK_BUDGET_MS = 30_000;

/** "Unsubscribe" as the site says it in each language (with the admins' translation edits). */
export function siteUnsubscribeLabel(env: Env) {
  const labels = new Map<LanguageCode, Promise<string>>();
  return (lang: LanguageCode) => {
    let label = labels.get(lang);
    if (!label) {
      label = getSiteMessages(env, lang).then((t) => t["general.unsubscribe.button"]);
      labels.set(lang, label);
    }
    return label;
  };
}

/** Seconds before a retry after a temporary failure: 10, 20, 40 … capped at 5 minutes. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(300, 10 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Queue consumer: each message sends a campaign's slices for up to WORK_BUDGET_MS, then queues
 * the rest. A temporary transport failure retries the message with a growing delay (up to
 * max_retries); after that it lands in the dead-letter queue, whose consumer turns the
 * recipients still waiting into errors and marks the campaign failed.
 */
export async function handleQueueBatch(
  batch: MessageBatch,
  env: Env,
  overrides: Partial<SendDeps> = {},
): Promise<void> {
  const db = getDb(env.DB);
  if (batch.queue === DEAD_LETTER_QUEUE) return ackEach(batch, (id) => deadLetter(db, id));
  // Production with nowhere to send: campaigns queued before wait, paused, until an admin
  // configures email and resumes them (nothing is "sent" into the local outbox).
  const deliveryProblem = overrides.transport ? null : emailDeliveryProblem(env);
  if (deliveryProblem)
    return ackEach(batch, async (id) => {
      console.error("campaign: not sent", deliveryProblem);
      await setCampaignStatus(db, id, "paused", ["queued", "sending"]);
    });

  const transport = overrides.transport ?? emailTransport(env, db);
  const shared = {
    db,
    transport,
    pacer: overrides.pacer ?? new SendPacer(emailsPerSecond(env.EMAIL_RATE_PER_SECOND)),
    translator:
      overrides.translator !== undefined ? overrides.translator : translationProvider(env),
    secret: env.SESSION_SECRET,
    // Looked up once per language for the whole batch, not per email.
    unsubscribeLabel: siteUnsubscribeLabel(env),
  };
  try {
    for (const message of batch.messages) {
      const body = parseEmailQueueMessage(message.body);
      if (!body) {
        console.warn("queue: unknown message", message.id);
        message.ack();
        continue;
      }
      try {
        const deps: SendDeps = { ...shared, settings: await getSiteSettings(db), ...overrides };
        if (body.type === "sequence")
          await sendSequencesAndQueueTheRest(env.EMAIL_QUEUE, body, deps);
        else await sendAndQueueTheRest(env.EMAIL_QUEUE, body, deps);
        message.ack();
      } catch (error) {
        console.error(
          error instanceof TemporarySendError
            ? "campaign: temporary send failure"
            : "campaign slice failed",
          error,
        );
        message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
      }
    }
  } finally {
    await transport.close();
  }
}

/** Runs `work` for each campaign message's campaign, and acknowledges every message. */
async function ackEach(batch: MessageBatch, work: (campaignId: number) => Promise<void>) {
  for (const message of batch.messages) {
    const body = parseCampaignMessage(message.body);
    if (body) await work(body.campaignId);
    message.ack();
  }
}

async function deadLetter(db: Db, campaignId: number) {
  try {
    await failCampaign(db, campaignId);
  } catch (error) {
    console.error("dead letter: recording failed", error);
  }
}

/** Sends for the work budget; what is left is queued again (later, when rows wait on a lease). */
async function sendAndQueueTheRest(queue: Queue, body: CampaignMessage, deps: SendDeps) {
  const result = await sendCampaignFor(body, deps, WORK_BUDGET_MS);
  if (result.more) await enqueueCampaign(queue, body);
  else if (result.waitingOnClaims)
    await enqueueCampaign(queue, body, { delaySeconds: Math.ceil(CLAIM_LEASE_MS / 1000) + 5 });
}

/** The welcome sequences' pending steps (issue 35), the same way: the rest queued again. */
async function sendSequencesAndQueueTheRest(queue: Queue, body: SequenceMessage, deps: SendDeps) {
  const sequenceDeps: SequenceSendDeps = {
    db: deps.db,
    settings: deps.settings,
    transport: deps.transport,
    pacer: deps.pacer,
    unsubscribeLabel: deps.unsubscribeLabel,
    secret: deps.secret,
  };
  const result = await sendSequencesFor(body, sequenceDeps, WORK_BUDGET_MS);
  if (result.more) await enqueueSequenceSends(queue, body);
  else if (result.waitingOnClaims)
    await enqueueSequenceSends(queue, body, { delaySeconds: Math.ceil(CLAIM_LEASE_MS / 1000) + 5 });
}
