// Sending welcome sequence steps (issue 35), run by the queue consumer (workers/jobs/queue.ts) for
// a "sequence" message. The ledger rows the cron wrote (app/data/sequence-ledger.ts) go the way a
// campaign's do (decisions 0010 and 0023): each row is re-checked just before sending (the
// enrolment still active, the contact subscribed and not suppressed, the condition still true,
// not too late), claimed in groups just before the transport, sent one by one at the configured
// rate, and settled in one batch; so a redelivered message, a second consumer or a crash neither
// repeats nor skips a step. The step's text is the contact's language, else English.
import { runBatch, type Db, type Statement } from "~/data/db";
import { stopContactEnrolments } from "~/data/sequence-enrolments";
import { sequenceSends } from "~/data/schema";
import {
  claimedSends,
  CLAIMS_PER_STATEMENT,
  expireStaleSends,
  nextPendingSends,
  skipSend,
  type PendingSend,
} from "~/data/sequence-ledger";
import { listSteps, type StepRow, type StepTextRow } from "~/data/sequences";
import {
  MAX_LATENESS_MS,
  SKIP_JOINED,
  SKIP_STOPPED,
  SKIP_SUPPRESSED,
  SKIP_TOO_LATE,
  SKIP_UNSUBSCRIBED,
  tagSequenceLinks,
  textForLanguage,
} from "~/domain/email/sequence-rules";
import { isLanguageCode, type LanguageCode } from "~/i18n/languages";
import type { SiteSettings } from "~/schemas/settings";
import type { SequenceMessage } from "./campaign-queue.server";
import { DUE_PER_RUN, planDueSequenceSteps } from "./sequence-cron.server";
import { contactMarker } from "./contact-marker.server";
import { sequenceMessageStamp } from "./message-stamp.server";
import { bulkEmail, sendLedgerGroup, TemporarySendError } from "./send-campaign.server";
import type { EmailTransport, OutgoingEmail, SendPacer } from "./transport.server";

export const SENDS_PER_SLICE = 100;

export type SequenceSendDeps = {
  db: Db;
  settings: SiteSettings;
  transport: EmailTransport;
  pacer: SendPacer;
  /** SESSION_SECRET: signs each email's stamp, which bounce and complaint reports must quote. */
  secret?: string;
  limit?: number;
  /** The clock (tests move it). */
  now?: () => number;
  /** "Unsubscribe" in a language (the site's translations); English when not given. */
  unsubscribeLabel?: (language: LanguageCode) => Promise<string>;
  /** Test hook: runs after each email the transport accepted, before anything else. */
  afterSend?: (send: PendingSend) => void | Promise<void>;
};

export type SequenceSliceResult = { delivered: number; more: boolean; waitingOnClaims: boolean };

/** Message-ID naming the sequence, step and ledger row, the same on every attempt. */
export function sequenceMessageId(
  send: Pick<PendingSend, "sequenceId" | "stepId" | "sendId">,
  senderEmail: string,
) {
  const domain = senderEmail.split("@")[1]?.replace(/[^\w.-]/g, "") || "waymark.invalid";
  return `<sequence-${send.sequenceId}.step-${send.stepId}.send-${send.sendId}@${domain}>`;
}

/** Why a pending row must not go now, or null when it may. */
function reasonNotToSend(r: PendingSend, step: StepRow | undefined, now: number): string | null {
  // A completed enrolment still sends its last step (the cron completes it when it queues it).
  if (r.enrolmentStatus === "stopped") return SKIP_STOPPED;
  if (r.suppressed) return SKIP_SUPPRESSED;
  if (!r.subscribed) return SKIP_UNSUBSCRIBED;
  if (!step) return SKIP_STOPPED;
  if (step.onlyIfNotJoined && r.joinedAt !== null) return SKIP_JOINED;
  if (now - r.dueAt > MAX_LATENESS_MS) return SKIP_TOO_LATE;
  return null;
}

/** Sends up to `limit` pending rows of running sequences. */
export async function sendSequenceSlice(
  message: SequenceMessage,
  deps: SequenceSendDeps,
): Promise<SequenceSliceResult> {
  const { db } = deps;
  const clock = deps.now ?? Date.now;
  const limit = deps.limit ?? SENDS_PER_SLICE;
  await expireStaleSends(db, clock());
  const rows = await nextPendingSends(db, limit);
  const steps = new Map<number, Map<number, StepRow>>();
  let delivered = 0;
  let temporary: string | null = null;
  for (let at = 0; at < rows.length && !temporary; at += CLAIMS_PER_STATEMENT) {
    const group = rows.slice(at, at + CLAIMS_PER_STATEMENT);
    const emails = await emailsToSend(message, deps, group, steps);
    const sent = await sendLedgerGroup(
      deps,
      sequenceSends,
      emails.map(({ r, email }) => ({ id: r.sendId, r, email })),
      clock,
    );
    delivered += sent.delivered;
    temporary = sent.temporary;
  }
  if (temporary) throw new TemporarySendError(temporary);
  const waiting = rows.length < limit ? await claimedSends(db) : 0;
  return { delivered, more: rows.length === limit, waitingOnClaims: waiting > 0 };
}

/**
 * The group's emails that may go now. The others are skipped in one batch (and, for a contact who
 * unsubscribed or was suppressed, their enrolments end). Everything that can fail before the
 * transport happens here, before any row is claimed.
 */
async function emailsToSend(
  message: SequenceMessage,
  deps: SequenceSendDeps,
  group: readonly PendingSend[],
  steps: Map<number, Map<number, StepRow>>,
) {
  const { db } = deps;
  const clock = deps.now ?? Date.now;
  const emails: { r: PendingSend; email: OutgoingEmail }[] = [];
  const skips: Statement[] = [];
  for (const r of group) {
    const step = (await stepsOf(db, steps, r.sequenceId)).get(r.stepId);
    const now = clock();
    const reason = reasonNotToSend(r, step, now);
    const text = step ? textForLanguage(step.texts, r.language) : null;
    if (reason || !text) {
      skips.push(skipSend(db, r.sendId, reason ?? "The step has no text", now));
      if (reason === SKIP_UNSUBSCRIBED || reason === SKIP_SUPPRESSED) {
        const why = reason === SKIP_SUPPRESSED ? "suppressed" : "unsubscribed";
        skips.push(stopContactEnrolments(db, r.contactId, why, now));
      }
      continue;
    }
    emails.push({ r, email: await composeEmail(deps, message, r, text) });
  }
  await runBatch(db, skips);
  return emails;
}

/**
 * Slices back to back for up to `budgetMs`; the last slice's result says what is left. When the
 * ledger runs dry, the next due steps are planned here (as the cron would, DUE_PER_RUN at a
 * time), so a cohort larger than the cron's batch goes at the sending rate, not DUE_PER_RUN per
 * cron run.
 */
export async function sendSequencesFor(
  message: SequenceMessage,
  deps: SequenceSendDeps,
  budgetMs: number,
): Promise<SequenceSliceResult> {
  const started = Date.now();
  const clock = deps.now ?? Date.now;
  let result = await sendSequenceSlice(message, deps);
  while (Date.now() - started < budgetMs) {
    if (!result.more) {
      const planned = await planDueSequenceSteps(deps.db, clock(), DUE_PER_RUN);
      if (planned.looked === 0) return result;
    }
    result = await sendSequenceSlice(message, deps);
  }
  // The budget ran out before the due steps did: the caller queues the rest now rather than
  // leaving it to the next cron run.
  return { ...result, more: true };
}

async function stepsOf(db: Db, cache: Map<number, Map<number, StepRow>>, sequenceId: number) {
  let steps = cache.get(sequenceId);
  if (!steps) {
    steps = new Map((await listSteps(db, sequenceId)).map((s) => [s.id, s]));
    cache.set(sequenceId, steps);
  }
  return steps;
}

/** The contact's email for this step: their text (or English), placeholders filled, links
 * tagged with the sequence and step (and the sponsor; with a secret, the contact's marker), the
 * footer in the text's language, and, with a secret, the ledger row's stamp (believed in bounce
 * reports). */
export async function composeEmail(
  deps: Pick<SequenceSendDeps, "settings" | "unsubscribeLabel" | "secret">,
  message: SequenceMessage,
  r: Partial<Pick<PendingSend, "contactId">> &
    Pick<
      PendingSend,
      | "sendId"
      | "sequenceId"
      | "stepId"
      | "sponsor"
      | "token"
      | "email"
      | "name"
      | "surname"
      | "country"
      | "language"
    >,
  text: StepTextRow,
): Promise<OutgoingEmail> {
  const { settings } = deps;
  const language: LanguageCode = isLanguageCode(text.language) ? text.language : "en";
  const unsubscribeUrl = `${message.origin}/unsubscribe/${r.token}`;
  // A real contact's links carry their marker: a Join click after the email counts for them.
  const contact =
    deps.secret && r.contactId !== undefined ? await contactMarker(deps.secret, r.contactId) : null;
  const body = tagSequenceLinks(text.body, message.origin, {
    sequenceId: r.sequenceId,
    stepId: r.stepId,
    sponsor: r.sponsor,
    contact,
  });
  const stamp = deps.secret
    ? await sequenceMessageStamp(deps.secret, { sequenceId: r.sequenceId, sendId: r.sendId })
    : undefined;
  return {
    ledgerId: null,
    campaignId: null,
    messageId: sequenceMessageId(r, settings.senderEmail),
    ...(await bulkEmail(
      deps,
      r,
      { subject: text.subject, body },
      { language, unsubscribeUrl, stamp },
    )),
  };
}
