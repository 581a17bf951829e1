import { failPending, CLAIM_LEASE_MS } from "~/data/campaign-ledger";
import { refreshCampaignCounts, setCampaignStatus } from "~/data/campaigns";
import { getDb } from "~/data/db";
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
  sendCampaignSlice,
  TemporarySendError,
  type CampaignMessage,
  type SendDeps,
} from "./send-campaign";

const DEAD_LETTER_QUEUE = "waymark-email-dlq";

/** Slices run back to back for up to this long before the rest is queued as a new message. */
const WORK_BUDGET_MS = 30_000;

export const DEAD_LETTER_ERROR =
  "Not sent: delivery kept failing and the queue gave up after its retries. Use Retry failed recipients to try again.";

function isCampaignMessage(body: unknown): body is CampaignMessage {
  const b = body as CampaignMessage | null;
  return (
    !!b && b.type === "campaign" && Number.isInteger(b.campaignId) && typeof b.origin === "string"
  );
}

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
  if (batch.queue === DEAD_LETTER_QUEUE) {
    for (const message of batch.messages) {
      if (isCampaignMessage(message.body)) {
        const id = message.body.campaignId;
        try {
          await failPending(db, id, DEAD_LETTER_ERROR);
          await setCampaignStatus(db, id, "failed");
          await refreshCampaignCounts(db, id);
        } catch (error) {
          console.error("dead letter: recording failed", error);
        }
      }
      message.ack();
    }
    return;
  }

  // Production with nowhere to send: campaigns queued before wait, paused, until an admin
  // configures email and resumes them (nothing is "sent" into the local outbox).
  const deliveryProblem = overrides.transport ? null : emailDeliveryProblem(env);
  if (deliveryProblem) {
    for (const message of batch.messages) {
      if (isCampaignMessage(message.body)) {
        console.error("campaign: not sent", deliveryProblem);
        await setCampaignStatus(db, message.body.campaignId, "paused", ["queued", "sending"]);
      }
      message.ack();
    }
    return;
  }

  const transport = overrides.transport ?? emailTransport(env, db);
  const pacer = overrides.pacer ?? new SendPacer(emailsPerSecond(env.EMAIL_RATE_PER_SECOND));
  const translator =
    overrides.translator !== undefined ? overrides.translator : translationProvider(env);
  // Looked up once per language for the whole batch, not per email.
  const unsubscribeLabel = siteUnsubscribeLabel(env);
  try {
    for (const message of batch.messages) {
      if (!isCampaignMessage(message.body)) {
        console.warn("queue: unknown message", message.id);
        message.ack();
        continue;
      }
      try {
        const settings = await getSiteSettings(db);
        const deps: SendDeps = {
          db,
          settings,
          transport,
          pacer,
          translator,
          unsubscribeLabel,
          ...overrides,
        };
        const started = Date.now();
        let result = await sendCampaignSlice(message.body, deps);
        while (result.more && Date.now() - started < WORK_BUDGET_MS)
          result = await sendCampaignSlice(message.body, deps);
        if (result.more) await env.EMAIL_QUEUE.send(message.body);
        else if (result.waitingOnClaims)
          await env.EMAIL_QUEUE.send(message.body, {
            delaySeconds: Math.ceil(CLAIM_LEASE_MS / 1000) + 5,
          });
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
