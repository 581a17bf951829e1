// Welcome sequence messages the queue consumer acknowledges without sending (issue 35): one that
// ended in the dead-letter queue, and one that arrives while production has nowhere to send.
// Neither loses a step: the ledger rows stay pending and the next cron run queues them again.
// A row a dead consumer left claimed is settled by the cron even when no message comes.
import { env } from "cloudflare:workers";
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/data/db";
import { emailContacts, outboxEmails, sequenceEnrolments, sequenceSends } from "~/data/schema";
import { getSiteSettings } from "~/data/settings";
import type { EmailQueueMessage } from "~/server/email/campaign-queue.server";
import { planDueSequenceSteps, runSequenceCron } from "~/server/email/sequence-cron.server";
import { sendSequencesFor } from "~/server/email/sequence-send.server";
import { confirmSignup } from "~/server/email/signup.server";
import { emailTransport, SendPacer, type EmailTransport } from "~/server/email/transport.server";
import { handleQueueBatch } from "../../workers/jobs/queue";
import { ORIGIN } from "./support/campaign-fixtures";
import { resetSequences, runningSequence } from "./support/sequence-fixtures";

const db = getDb(env.DB);
const PRODUCTION = { APP_ENV: "production", SMTP_URL: undefined, EMAIL_API_URL: undefined };
const pacer = () => new SendPacer(0);

beforeEach(resetSequences);

/** A running signup sequence of one step at once, and visitors who just confirmed. */
async function oneStepDueFor(...emails: string[]) {
  const now = Date.now();
  const step = { delayHours: 0, subject: "Welcome aboard", body: `Hello {name}: ${ORIGIN}/join` };
  await runningSequence([step], now);
  for (const e of emails)
    await confirmSignup(db, { e, n: "Asha", l: "en", p: "/join", t: now - 60_000 }, now);
}

/** A queue that keeps what the cron sends it. */
function capturingQueue() {
  const sent: EmailQueueMessage[] = [];
  const queue = {
    send: async (body: EmailQueueMessage) => void sent.push(body),
  } as unknown as Queue;
  return { queue, sent };
}

/** The cron (planning and queueing), answering the messages it queued. */
async function cron(now = Date.now()) {
  const { queue, sent } = capturingQueue();
  await runSequenceCron({ db, queue, origin: ORIGIN }, now);
  return sent;
}

function batchOf(id: string, bodies: EmailQueueMessage[], queue = "waymark-email") {
  return createMessageBatch(
    queue,
    bodies.map((body, i) => ({ id: `${id}-${i}`, timestamp: new Date(), attempts: 1, body })),
  );
}

async function acksOf(batch: MessageBatch, run: () => Promise<void>) {
  const ctx = createExecutionContext();
  await run();
  return (await getQueueResult(batch, ctx)).explicitAcks;
}

async function ledgerStatuses() {
  const rows = await db.select({ status: sequenceSends.status }).from(sequenceSends);
  return rows.map((r) => r.status);
}

async function mailTo(email: string) {
  const rows = await db
    .select({ subject: outboxEmails.subject })
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, email));
  return rows.map((r) => r.subject);
}

/** A transport whose server keeps answering "try later". */
const alwaysBusy: EmailTransport = {
  kind: "smtp",
  send: async () => ({ ok: false, permanent: false, error: "421 4.7.0 Try again later" }),
  close: async () => undefined,
};

describe("sequence messages acknowledged without sending lose nothing", () => {
  it("a message in the dead-letter queue is acknowledged; the step waits and the next cron run sends it", async () => {
    await oneStepDueFor("dead@example.com");
    const queued = await cron();
    expect(queued).toEqual([{ type: "sequence", origin: ORIGIN }]);

    // The server keeps refusing for now: the message is retried, the row stays pending.
    const busy = batchOf("busy", queued);
    expect(
      await acksOf(busy, () =>
        handleQueueBatch(busy, env, { transport: alwaysBusy, pacer: pacer() }),
      ),
    ).toEqual([]);
    expect(await ledgerStatuses()).toEqual(["pending"]);

    // Its retries used up, the message lands in the dead-letter queue and is acknowledged there.
    const dead = batchOf("dead", queued, "waymark-email-dlq");
    expect(await acksOf(dead, () => handleQueueBatch(dead, env))).toEqual(["dead-0"]);
    expect(await ledgerStatuses()).toEqual(["pending"]);
    expect(await mailTo("dead@example.com")).toEqual([]);

    // The next cron run queues the waiting row again, and it goes once.
    const again = await cron();
    expect(again).toEqual([{ type: "sequence", origin: ORIGIN }]);
    const retry = batchOf("again", again);
    await handleQueueBatch(retry, env, { pacer: pacer() });
    await handleQueueBatch(retry, env, { pacer: pacer() }); // redelivered
    expect(await mailTo("dead@example.com")).toEqual(["Welcome aboard"]);
    expect(await ledgerStatuses()).toEqual(["sent"]);
    expect(await cron()).toEqual([]);
  });

  it("a message that arrives while production has nowhere to send is acknowledged; the step goes once email is connected", async () => {
    await oneStepDueFor("later@example.com");
    const queued = await cron();
    const batch = batchOf("unconfigured", queued);
    const production = { ...env, ...PRODUCTION } as Env;
    expect(await acksOf(batch, () => handleQueueBatch(batch, production))).toEqual([
      "unconfigured-0",
    ]);
    expect(await ledgerStatuses()).toEqual(["pending"]);
    expect(await mailTo("later@example.com")).toEqual([]);

    // Email is connected (here: outside production, the outbox); the cron queues the row again.
    const again = await cron();
    expect(again).toHaveLength(1);
    await handleQueueBatch(batchOf("connected", again), env, { pacer: pacer() });
    expect(await mailTo("later@example.com")).toEqual(["Welcome aboard"]);
  });

  it("a row a dead consumer left claimed becomes an unconfirmed failure at the cron, with no message needed", async () => {
    await oneStepDueFor("claimed@example.com");
    await cron();
    const claimedAt = Date.now();
    await db.update(sequenceSends).set({ status: "sending", updatedAt: claimedAt });
    // Nothing pending: the cron queues nothing, but settles the stale claim after the lease.
    expect(await cron(claimedAt + 60_000)).toEqual([]);
    expect(await ledgerStatuses()).toEqual(["sending"]);
    await cron(claimedAt + 10 * 60_000);
    const [row] = await db
      .select({ status: sequenceSends.status, error: sequenceSends.lastError })
      .from(sequenceSends)
      .innerJoin(emailContacts, eq(emailContacts.id, sequenceSends.contactId));
    expect(row!.status).toBe("failed");
    expect(row!.error).toMatch(/Delivery unconfirmed/);
    expect(await mailTo("claimed@example.com")).toEqual([]);
  });

  it("one message sends a cohort larger than a slice: the consumer plans the next due steps itself", async () => {
    const emails = Array.from({ length: 5 }, (_, i) => `cohort${i}@example.com`);
    await oneStepDueFor(...emails);
    // No cron run has planned anything; slices of 2.
    const result = await sendSequencesFor(
      { type: "sequence", origin: ORIGIN },
      {
        db,
        settings: await getSiteSettings(db),
        transport: emailTransport({}, db),
        pacer: pacer(),
        limit: 2,
      },
      30_000,
    );
    expect(result.more).toBe(false);
    for (const email of emails) expect(await mailTo(email), email).toEqual(["Welcome aboard"]);
    expect(await ledgerStatuses()).toEqual(Array(5).fill("sent"));
  });

  it("a message whose time runs out before the due steps do asks for the rest to be queued", async () => {
    const emails = Array.from({ length: 3 }, (_, i) => `budget${i}@example.com`);
    await oneStepDueFor(...emails);
    const deps = {
      db,
      settings: await getSiteSettings(db),
      transport: emailTransport({}, db),
      pacer: pacer(),
      limit: 1,
    };
    // No time at all: one slice, nothing planned yet, and the rest is said to remain.
    const message = { type: "sequence" as const, origin: ORIGIN };
    expect((await sendSequencesFor(message, deps, 0)).more).toBe(true);
    // The next message, with time, sends them all and says nothing remains.
    expect((await sendSequencesFor(message, deps, 30_000)).more).toBe(false);
    expect(await ledgerStatuses()).toEqual(Array(3).fill("sent"));
  });

  it("two cron runs at once plan each contact's step once", async () => {
    const emails = Array.from({ length: 6 }, (_, i) => `twice${i}@example.com`);
    await oneStepDueFor(...emails);
    const now = Date.now();
    await Promise.all([planDueSequenceSteps(db, now), planDueSequenceSteps(db, now + 1)]);
    expect(await ledgerStatuses()).toEqual(Array(6).fill("pending"));
    const enrolments = await db
      .select({ status: sequenceEnrolments.status })
      .from(sequenceEnrolments);
    expect(enrolments.map((e) => e.status)).toEqual(Array(6).fill("completed"));
  });
});
