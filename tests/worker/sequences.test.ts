// Welcome sequences (issue 35) with a controllable clock: the cron's planning and the consumer's
// sending are called with `now`, so hours and days pass in a line. Sending goes to the local
// outbox through the real ledger.
import { env } from "cloudflare:workers";
import { and, asc, eq } from "drizzle-orm";
import { createMessageBatch } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { unsubscribeByToken } from "~/data/contacts";
import { emailContacts, sequenceEnrolments, sequenceSends } from "~/data/schema";
import { markContactJoined } from "~/data/sequence-enrolments";
import { getSiteSettings } from "~/data/settings";
import { SKIP_JOINED, SKIP_TOO_LATE } from "~/domain/email/sequence-rules";
import { planDueSequenceSteps, runSequenceCron } from "~/server/email/sequence-cron.server";
import { sendSequenceSlice, type SequenceSendDeps } from "~/server/email/sequence-send.server";
import { confirmSignup } from "~/server/email/signup.server";
import { emailTransport, SendPacer } from "~/server/email/transport.server";
import { handleQueueBatch } from "../../workers/jobs/queue";
import { ORIGIN } from "./support/campaign-fixtures";
import { db } from "./support/local";
import { outboxTo } from "./support/outbox";
import {
  resetSequences,
  runningSequence as startedSequence,
  type StepSpec,
} from "./support/sequence-fixtures";

const HOUR = 60 * 60 * 1000;
/** A fixed start, so the tests read as a timeline. */
const T0 = Date.UTC(2026, 11, 1, 6, 0);

beforeEach(resetSequences);

/** A running "signup" sequence started at T0: English text "Step N", Hindi "चरण N" where asked. */
const runningSequence = (steps: StepSpec[], window: [number, number] | null = null) =>
  startedSequence(steps, T0, window);

/** A visitor who signs up in `language` and confirms at `at`. */
async function signUp(email: string, at: number, language: "en" | "hi" = "en") {
  await confirmSignup(
    db,
    { e: email, n: "Asha", l: language, p: `/${language}/join`, t: at - 60_000 },
    at,
  );
}

function deps(now: number, extra: Partial<SequenceSendDeps> = {}): SequenceSendDeps {
  return {
    db,
    settings: undefined as never,
    transport: emailTransport({}, db),
    pacer: new SendPacer(0),
    now: () => now,
    ...extra,
  };
}

/** The cron at `now`, then the consumer at `now`. */
async function runAt(now: number, extra: Partial<SequenceSendDeps> = {}) {
  const planned = await planDueSequenceSteps(db, now);
  const settings = await getSiteSettings(db);
  const sent = await sendSequenceSlice(
    { type: "sequence", origin: ORIGIN },
    { ...deps(now, extra), settings },
  );
  return { planned, sent };
}

async function ledger(email: string) {
  return db
    .select({
      stepId: sequenceSends.stepId,
      status: sequenceSends.status,
      error: sequenceSends.lastError,
    })
    .from(sequenceSends)
    .innerJoin(emailContacts, eq(emailContacts.id, sequenceSends.contactId))
    .where(eq(emailContacts.email, email))
    .orderBy(asc(sequenceSends.id));
}

/** The stored contact with this address: its id and unsubscribe token. */
async function storedContact(email: string) {
  const [row] = await db
    .select({ id: emailContacts.id, token: emailContacts.unsubscribeToken })
    .from(emailContacts)
    .where(eq(emailContacts.email, email));
  return row!;
}

/** Runs the sequences at T0, does `meanwhile` an hour later, then runs them a day and two days
 * after T0. */
async function runThreeDays(meanwhile: (at: number) => Promise<void>) {
  await runAt(T0);
  await meanwhile(T0 + HOUR);
  await runAt(T0 + 24 * HOUR);
  await runAt(T0 + 48 * HOUR);
}

describe("welcome sequences", () => {
  it("enrol a visitor when their signup is confirmed, once, with the first step due after its delay", async () => {
    const { sequenceId } = await runningSequence([{ delayHours: 2 }]);
    await signUp("asha@example.com", T0);
    await signUp("asha@example.com", T0 + HOUR); // a second confirmation changes nothing
    const rows = await db
      .select({
        sequenceId: sequenceEnrolments.sequenceId,
        due: sequenceEnrolments.nextDueAt,
        source: sequenceEnrolments.source,
      })
      .from(sequenceEnrolments);
    expect(rows).toEqual([{ sequenceId, due: T0 + 2 * HOUR, source: "signup" }]);
  });

  it("send each step at its time in the contact's language, never earlier, with the step in its links", async () => {
    const { sequenceId, stepIds } = await runningSequence([
      { delayHours: 0, hindi: true },
      { delayHours: 24 },
    ]);
    await signUp("ravi@example.com", T0, "hi");
    await runAt(T0);
    let mail = await outboxTo("ravi@example.com");
    expect(mail.map((m) => m.subject)).toEqual(["चरण 1"]);
    expect(mail[0]!.text).toContain(`${ORIGIN}/hi/join?s=${sequenceId}.${stepIds[0]}`);

    await runAt(T0 + 23 * HOUR);
    expect(await outboxTo("ravi@example.com")).toHaveLength(1);

    await runAt(T0 + 24 * HOUR);
    mail = await outboxTo("ravi@example.com");
    // Step 2 has no Hindi text: the English one, with its own step in the links.
    expect(mail.map((m) => m.subject)).toEqual(["चरण 1", "Step 2"]);
    expect(mail[1]!.text).toContain(`${ORIGIN}/join?s=${sequenceId}.${stepIds[1]}`);
    const [enrolment] = await db
      .select({ status: sequenceEnrolments.status })
      .from(sequenceEnrolments);
    expect(enrolment!.status).toBe("completed");
  });

  it("send a step once under a redelivered message, a second cron run and a consumer that dies half-way", async () => {
    await runningSequence([{ delayHours: 0 }]);
    const emails = Array.from({ length: 6 }, (_, i) => `p${i}@example.com`);
    for (const email of emails) await signUp(email, T0);
    await planDueSequenceSteps(db, T0);
    await planDueSequenceSteps(db, T0); // the same due steps, seen again
    const settings = await getSiteSettings(db);
    let handed = 0;
    const dies = {
      settings,
      afterSend: () => {
        if (++handed === 3) throw new Error("consumer died");
      },
    };
    const message = { type: "sequence" as const, origin: ORIGIN };
    await expect(sendSequenceSlice(message, { ...deps(T0), ...dies })).rejects.toThrow(
      "consumer died",
    );
    // The redelivered message and a second consumer at once.
    await Promise.all([
      sendSequenceSlice(message, { ...deps(T0 + 60_000), settings }),
      sendSequenceSlice(message, { ...deps(T0 + 60_000), settings }),
    ]);
    await sendSequenceSlice(message, { ...deps(T0 + 120_000), settings });
    for (const email of emails) expect(await outboxTo(email), email).toHaveLength(1);
    const statuses = await db.select({ status: sequenceSends.status }).from(sequenceSends);
    expect(statuses.map((s) => s.status)).toEqual(Array(6).fill("sent"));
  });

  it("never resend a row a dead consumer left claimed; it becomes an unconfirmed failure after the lease", async () => {
    await runningSequence([{ delayHours: 0 }]);
    await signUp("lost@example.com", T0);
    await planDueSequenceSteps(db, T0);
    // A consumer claimed the row and died before recording anything.
    await db.update(sequenceSends).set({ status: "sending", updatedAt: T0 });
    await runAt(T0 + 60_000);
    expect(await outboxTo("lost@example.com")).toHaveLength(0);
    await runAt(T0 + 10 * 60_000);
    const [row] = await ledger("lost@example.com");
    expect(row!.status).toBe("failed");
    expect(row!.error).toMatch(/Delivery unconfirmed/);
    expect(await outboxTo("lost@example.com")).toHaveLength(0);
  });

  it("stop the rest of the sequence when the contact unsubscribes between two steps", async () => {
    await runningSequence([{ delayHours: 0 }, { delayHours: 24 }, { delayHours: 24 }]);
    await signUp("leaves@example.com", T0);
    await runThreeDays(async (at) => {
      const contact = await storedContact("leaves@example.com");
      await unsubscribeByToken(db, contact.token, at);
    });
    expect((await outboxTo("leaves@example.com")).map((m) => m.subject)).toEqual(["Step 1"]);
    const [enrolment] = await db
      .select({ status: sequenceEnrolments.status, reason: sequenceEnrolments.stopReason })
      .from(sequenceEnrolments);
    expect(enrolment).toEqual({ status: "stopped", reason: "unsubscribed" });
  });

  it("skip a step 'only if not clicked Join yet' for a contact who clicked Join, and go on with the next", async () => {
    const { stepIds } = await runningSequence([
      { delayHours: 0 },
      { delayHours: 24, onlyIfNotJoined: true },
      { delayHours: 24 },
    ]);
    await signUp("joined@example.com", T0);
    await signUp("waiting@example.com", T0);
    await runThreeDays(async (at) => {
      const joined = await storedContact("joined@example.com");
      await markContactJoined(db, joined.id, at);
    });
    expect((await outboxTo("waiting@example.com")).map((m) => m.subject)).toEqual([
      "Step 1",
      "Step 2",
      "Step 3",
    ]);
    expect((await outboxTo("joined@example.com")).map((m) => m.subject)).toEqual([
      "Step 1",
      "Step 3",
    ]);
    expect(await ledger("joined@example.com")).toContainEqual({
      stepId: stepIds[1],
      status: "skipped",
      error: SKIP_JOINED,
    });
  });

  it("catch up after two days of downtime without a burst: old steps skipped and counted, the step due now sent", async () => {
    const { stepIds } = await runningSequence([
      { delayHours: 0 },
      { delayHours: 48 },
      { delayHours: 24 },
    ]);
    const emails = Array.from({ length: 5 }, (_, i) => `late${i}@example.com`);
    for (const email of emails) await signUp(email, T0);
    // Nothing ran for two days and a half hour.
    const back = T0 + 48 * HOUR + 30 * 60_000;
    // A run looks at a bounded number of enrolments.
    expect((await planDueSequenceSteps(db, back, 3)).looked).toBe(3);
    const { planned } = await runAt(back);
    expect(planned).toMatchObject({ looked: 2, queued: 2, skipped: 2 });
    for (const email of emails) {
      expect(
        (await outboxTo(email)).map((m) => m.subject),
        email,
      ).toEqual(["Step 2"]);
      expect((await ledger(email)).map((r) => [r.stepId, r.status, r.error])).toEqual([
        [stepIds[0], "skipped", SKIP_TOO_LATE],
        [stepIds[1], "sent", null],
      ]);
    }
    // The next step keeps its spacing from the one sent, not from the old timeline.
    await runAt(back + 23 * HOUR);
    expect(await outboxTo(emails[0]!)).toHaveLength(1);
    await runAt(back + 24 * HOUR);
    expect((await outboxTo(emails[0]!)).map((m) => m.subject)).toEqual(["Step 2", "Step 3"]);
  });

  it("wait for the contact's daytime when their country is known", async () => {
    await runningSequence([{ delayHours: 0 }], [9, 18]);
    // 06:00 UTC is 11:30 in India; 20:00 UTC is 01:30 there.
    const night = Date.UTC(2026, 11, 1, 20, 0);
    await signUp("night@example.com", night);
    await db
      .update(emailContacts)
      .set({ country: "India" })
      .where(eq(emailContacts.email, "night@example.com"));
    await runAt(night);
    expect(await outboxTo("night@example.com")).toHaveLength(0);
    const [enrolment] = await db
      .select({ due: sequenceEnrolments.nextDueAt })
      .from(sequenceEnrolments);
    expect(enrolment!.due).toBe(Date.UTC(2026, 11, 2, 3, 30)); // 09:00 in Kolkata
    await runAt(enrolment!.due!);
    expect(await outboxTo("night@example.com")).toHaveLength(1);
  });

  it("queue one sequence message from the cron when steps wait", async () => {
    await runningSequence([{ delayHours: 0 }]);
    await signUp("queued@example.com", T0);
    const sent: unknown[] = [];
    const queue = { send: async (body: unknown) => void sent.push(body) } as unknown as Queue;
    expect(await runSequenceCron({ db, queue, origin: ORIGIN }, T0)).toMatchObject({ queued: 1 });
    expect(sent).toEqual([{ type: "sequence", origin: ORIGIN }]);
    const rows = await db
      .select({ status: sequenceSends.status })
      .from(sequenceSends)
      .where(and(eq(sequenceSends.status, "pending")));
    expect(rows).toHaveLength(1);
  });

  it("send through the queue consumer when the message is a sequence message", async () => {
    const now = Date.now();
    await runningSequence([{ delayHours: 0 }]);
    await signUp("consumer@example.com", now);
    await planDueSequenceSteps(db, now);
    const body = { type: "sequence", origin: ORIGIN };
    const batch = createMessageBatch("waymark-email", [
      { id: "s-1", timestamp: new Date(), attempts: 1, body },
    ]);
    await handleQueueBatch(batch, env, { pacer: new SendPacer(0) });
    await handleQueueBatch(batch, env, { pacer: new SendPacer(0) }); // redelivered
    expect((await outboxTo("consumer@example.com")).map((m) => m.subject)).toEqual(["Step 1"]);
  });
});
