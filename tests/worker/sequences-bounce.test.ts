// Bounces and complaints about welcome sequence emails (issue 35): each sequence email carries a
// stamp of its own kind ("s<sequence>-<send>-<HMAC>"), so a report quoting it (in the headers or
// the envelope address) is believed, suppresses that contact and ends their enrolments at once;
// a forged stamp, or a campaign stamp passed off as a sequence's, changes nothing.
import { env } from "cloudflare:workers";
import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/data/db";
import { emailContacts, outboxEmails, sequenceEnrolments, sequenceSends } from "~/data/schema";
import { getSiteSettings } from "~/data/settings";
import { SKIP_SUPPRESSED } from "~/domain/email/sequence-rules";
import { planDueSequenceSteps } from "~/server/email/sequence-cron.server";
import { sendSequenceSlice } from "~/server/email/sequence-send.server";
import { confirmSignup } from "~/server/email/signup.server";
import { emailTransport, SendPacer } from "~/server/email/transport.server";
import { deliveryStatusNotification, feedbackReport } from "../support/delivery-reports";
import { deliverToBounceMailbox } from "./support/bounce-mail";
import { ORIGIN } from "./support/campaign-fixtures";
import { suppressionOf } from "./support/contact-fixtures";
import { resetSequences, runningSequence } from "./support/sequence-fixtures";

const db = getDb(env.DB);
const HOUR = 60 * 60 * 1000;
const T0 = Date.UTC(2026, 11, 1, 6, 0);

beforeEach(resetSequences);

/** A running signup sequence of two steps a day apart; answers its id. */
async function twoStepSequence(): Promise<number> {
  const body = `Hello {name}: ${ORIGIN}/join`;
  const steps = [
    { delayHours: 0, body },
    { delayHours: 24, body },
  ];
  return (await runningSequence(steps, T0)).sequenceId;
}

/** The cron and the consumer at `now`, signing stamps as the queue consumer does. */
async function runAt(now: number) {
  await planDueSequenceSteps(db, now);
  await sendSequenceSlice(
    { type: "sequence", origin: ORIGIN },
    {
      db,
      settings: await getSiteSettings(db),
      transport: emailTransport({}, db),
      pacer: new SendPacer(0),
      secret: env.SESSION_SECRET,
      now: () => now,
    },
  );
}

/** A visitor who confirmed at T0 and got step 1; answers the headers of that email. */
async function mailedStepOne(email: string) {
  await confirmSignup(db, { e: email, n: "Asha", l: "en", p: "/join", t: T0 - 60_000 }, T0);
  await runAt(T0);
  const [mail] = await db
    .select({ headers: outboxEmails.headers })
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, email));
  return JSON.parse(mail!.headers) as Record<string, string>;
}

const about = (recipient: string, quoted: string[] = []) => ({
  recipient,
  sender: "news@waymark.test",
  quotedHeaders: [`To: <${recipient}>`, "Subject: Step 1", ...quoted].join("\r\n"),
});

const hardBounce = (recipient: string, quoted: string[] = []) =>
  deliveryStatusNotification(about(recipient, quoted), "5.1.1", "550 5.1.1 User unknown");

async function enrolmentOf(email: string) {
  const [row] = await db
    .select({ status: sequenceEnrolments.status, reason: sequenceEnrolments.stopReason })
    .from(sequenceEnrolments)
    .innerJoin(emailContacts, eq(emailContacts.id, sequenceEnrolments.contactId))
    .where(eq(emailContacts.email, email));
  return row;
}

async function subjectsTo(email: string) {
  const rows = await db
    .select({ subject: outboxEmails.subject })
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, email))
    .orderBy(asc(outboxEmails.id));
  return rows.map((r) => r.subject);
}

describe("bounce and complaint reports about welcome sequence emails", () => {
  it("a sequence email carries its own stamp; a hard bounce quoting it suppresses the contact and ends the enrolment", async () => {
    const sequenceId = await twoStepSequence();
    const headers = await mailedStepOne("gone@example.com");
    const [send] = await db.select({ id: sequenceSends.id }).from(sequenceSends);
    const stamp = headers["X-Waymark-Message"];
    expect(stamp).toMatch(new RegExp(`^s${sequenceId}-${send!.id}-[0-9a-f]{32}$`));

    await deliverToBounceMailbox(hardBounce("gone@example.com", [`X-Waymark-Message: ${stamp}`]));
    expect((await suppressionOf("gone@example.com")).suppressed).toBe("bounced");
    expect(await enrolmentOf("gone@example.com")).toEqual({
      status: "stopped",
      reason: "suppressed",
    });
    // Step 2 never goes.
    await runAt(T0 + 25 * HOUR);
    expect(await subjectsTo("gone@example.com")).toEqual(["Step 1"]);
  });

  it("a complaint sent to the stamped envelope address (VERP) is believed too", async () => {
    await twoStepSequence();
    const stamp = (await mailedStepOne("angry@example.com"))["X-Waymark-Message"]!;
    await deliverToBounceMailbox(feedbackReport(about("angry@example.com")), {
      from: "fbl@isp.test",
      to: `bounces+${stamp}@waymark.test`,
    });
    expect((await suppressionOf("angry@example.com")).suppressed).toBe("complained");
    expect((await enrolmentOf("angry@example.com"))?.status).toBe("stopped");
  });

  it("a suppression skips a step already waiting in the ledger", async () => {
    await twoStepSequence();
    const stamp = (await mailedStepOne("queued@example.com"))["X-Waymark-Message"]!;
    // Step 2 is planned (pending) but not sent yet when the bounce arrives.
    await planDueSequenceSteps(db, T0 + 24 * HOUR);
    await deliverToBounceMailbox(hardBounce("queued@example.com", [`X-Waymark-Message: ${stamp}`]));
    const rows = await db
      .select({ status: sequenceSends.status, error: sequenceSends.lastError })
      .from(sequenceSends)
      .orderBy(asc(sequenceSends.id));
    expect(rows).toEqual([
      { status: "sent", error: null },
      { status: "skipped", error: SKIP_SUPPRESSED },
    ]);
  });

  it("a report quoting only the personal List-Unsubscribe link of a sequence email is believed", async () => {
    await twoStepSequence();
    const headers = await mailedStepOne("token@example.com");
    await deliverToBounceMailbox(
      hardBounce("token@example.com", [`List-Unsubscribe: ${headers["List-Unsubscribe"]}`]),
    );
    expect((await suppressionOf("token@example.com")).suppressed).toBe("bounced");
  });

  it("a forged sequence stamp, or a campaign-shaped stamp turned into a sequence one, suppresses nobody", async () => {
    const sequenceId = await twoStepSequence();
    const stamp = (await mailedStepOne("victim@example.com"))["X-Waymark-Message"]!;
    const [, numbers, mac] = /^s(\d+-\d+)-([0-9a-f]{32})$/.exec(stamp)!;
    const forged = [
      `s${numbers}-${"0".repeat(32)}`,
      // The same numbers and MAC without the kind: a campaign stamp's MAC is over other text.
      `${numbers}-${mac}`,
      `s${sequenceId + 1}-${numbers!.split("-")[1]}-${mac}`,
    ];
    for (const f of forged) {
      await deliverToBounceMailbox(hardBounce("victim@example.com", [`X-Waymark-Message: ${f}`]));
      await deliverToBounceMailbox(hardBounce("victim@example.com"), {
        to: `bounces+${f}@waymark.test`,
      });
    }
    expect((await suppressionOf("victim@example.com")).suppressed).toBeNull();
    expect((await enrolmentOf("victim@example.com"))?.status).toBe("active");
  });
});
