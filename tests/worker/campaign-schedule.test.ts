// Scheduled campaigns (issue 20): scheduled from the admin action in the admin's time zone,
// started by the cron after their time (never before, never twice, never once cancelled) with
// the recipients of that moment, then sent by the real queue consumer.
import { env } from "cloudflare:workers";
import { createMessageBatch } from "cloudflare:test";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { startDueCampaigns } from "~/data/campaigns";
import { getDb } from "~/data/db";
import { campaignRecipients, emailCampaigns, outboxEmails } from "~/data/schema";
import { localDateTime, zonedTimeToUtc } from "~/domain/formats/time-zone";
import { ALREADY_STARTED_ERROR, PAST_TIME_ERROR } from "~/server/email/campaign-schedule.server";
import { handleQueueBatch } from "../../workers/jobs/queue";
import { CAMPAIGN_CRON, runScheduled } from "../../workers/jobs/scheduled";
import type { CampaignMessage } from "~/server/email/send-campaign.server";
import { campaignsNamed, creationFailed, postCampaignAction } from "./support/campaign-action";
import { addTemplate, importContacts } from "./support/campaign-fixtures";

const db = getDb(env.DB);
const ZONE = "Asia/Kolkata";
const MINUTE = 60_000;

/** The real queue binding, with each message it is given also kept for the test to read. */
function recordingEnv() {
  const sent: CampaignMessage[] = [];
  const queue = {
    send: async (message: CampaignMessage, options?: QueueSendOptions) => {
      sent.push(message);
      await env.EMAIL_QUEUE.send(message, options);
    },
  } as unknown as Queue;
  return { env: { ...env, EMAIL_QUEUE: queue } as Env, sent };
}

/** A country of this test's own, so each test's filter matches only its contacts. */
async function addContacts(country: string, names: string[]) {
  await importContacts(
    names.map((name) => ({
      name,
      surname: "T",
      email: `${name.toLowerCase()}-${crypto.randomUUID()}@example.com`,
      country,
      language: "en",
    })),
  );
}

const template = (name = "Hello") =>
  addTemplate({ name, subject: "Hi {name}", body: "Dear {name}, see https://waymark.test/join" });

const act = (body: Record<string, unknown>) => postCampaignAction(body);

/** Schedules a campaign for `inMs` from now (to the minute) as an admin in ZONE would. */
async function schedule(country: string, inMs = 2 * 60 * MINUTE, name = `Later ${country}`) {
  const at = Math.ceil((Date.now() + inMs) / MINUTE) * MINUTE;
  const result = await act({
    intent: "send",
    when: "later",
    name,
    templateId: await template(),
    countryFilter: country,
    useTranslation: false,
    sendAt: localDateTime(at, ZONE),
    timeZone: ZONE,
  });
  const [row] = await campaignsNamed(name);
  return { at, result, id: row?.id ?? 0 };
}

async function campaign(id: number) {
  const [row] = await db
    .select({
      status: emailCampaigns.status,
      scheduledAt: emailCampaigns.scheduledAt,
      recipients: emailCampaigns.recipientCount,
      templateId: emailCampaigns.templateId,
      countryFilter: emailCampaigns.countryFilter,
    })
    .from(emailCampaigns)
    .where(eq(emailCampaigns.id, id));
  const [ledger] = await db
    .select({ n: count() })
    .from(campaignRecipients)
    .where(eq(campaignRecipients.campaignId, id));
  return { ...row!, ledger: ledger!.n };
}

describe("time zones", () => {
  it("turn a wall-clock time in a zone into UTC, refusing a time a clock change skips", () => {
    expect(zonedTimeToUtc("2026-11-25T18:30", "Asia/Kolkata")).toBe(Date.UTC(2026, 10, 25, 13, 0));
    expect(zonedTimeToUtc("2026-07-01T09:00", "America/New_York")).toBe(
      Date.UTC(2026, 6, 1, 13, 0),
    );
    expect(zonedTimeToUtc("2026-12-01T09:00", "America/New_York")).toBe(
      Date.UTC(2026, 11, 1, 14, 0),
    );
    // 01:30 happens twice on 1 November 2026 in New York: the first (daylight time) is meant.
    expect(zonedTimeToUtc("2026-11-01T01:30", "America/New_York")).toBe(
      Date.UTC(2026, 10, 1, 5, 30),
    );
    expect(zonedTimeToUtc("2027-03-14T02:30", "America/New_York")).toBeNull();
    expect(zonedTimeToUtc("2026-02-30T10:00", "UTC")).toBeNull();
    expect(localDateTime(Date.UTC(2026, 10, 25, 13, 0), "Asia/Kolkata")).toBe("2026-11-25T18:30");
  });
});

describe("a scheduled campaign", () => {
  it("is stored in UTC and starts when the cron runs after its time, not before, with the contacts of that moment", async () => {
    const country = `Sched-${crypto.randomUUID()}`;
    await addContacts(country, ["Asha"]);
    const { at, result, id } = await schedule(country);
    expect(result).toMatchObject({ ok: true, title: "Campaign scheduled" });
    expect((result as { message: string }).message).toContain(`(${ZONE})`);
    expect(await campaign(id)).toMatchObject({ status: "scheduled", scheduledAt: at, ledger: 0 });

    const early = recordingEnv();
    await runScheduled(CAMPAIGN_CRON, early.env, at - MINUTE);
    expect(early.sent).toEqual([]);
    expect(await campaign(id)).toMatchObject({ status: "scheduled", ledger: 0 });

    // Added after scheduling: the filters are evaluated when the campaign starts. A contact that
    // bounced meanwhile is left out (the suppression list).
    await addContacts(country, ["Bilal", "Zed"]);
    await env.DB.prepare(
      "UPDATE email_contacts SET suppressed = 'bounced', suppressed_at = ?1 WHERE country = ?2 AND name = 'Zed'",
    )
      .bind(Date.now(), country)
      .run();
    const due = recordingEnv();
    expect(await runScheduled(CAMPAIGN_CRON, due.env, at + 1000)).toMatchObject({
      campaignsStarted: 1,
    });
    expect(await campaign(id)).toMatchObject({ status: "queued", recipients: 2, ledger: 2 });
    expect(due.sent).toEqual([
      { type: "campaign", campaignId: id, origin: "https://waymark.test" },
    ]);

    // The queue consumer sends it like any campaign; links to the site carry the campaign.
    await handleQueueBatch(
      createMessageBatch("waymark-email", [
        { id: "s1", timestamp: new Date(), attempts: 1, body: due.sent[0] },
      ]),
      env,
    );
    const emails = await db
      .select({ subject: outboxEmails.subject, text: outboxEmails.textBody })
      .from(outboxEmails)
      .where(eq(outboxEmails.campaignId, id));
    expect(emails.map((e) => e.subject).sort()).toEqual(["Hi Asha", "Hi Bilal"]);
    expect(emails[0]!.text).toContain(`https://waymark.test/join?c=${id}`);
    expect(await campaign(id)).toMatchObject({ status: "sent" });

    // A later cron run starts nothing again.
    const later = recordingEnv();
    await runScheduled(CAMPAIGN_CRON, later.env, at + 10 * MINUTE);
    expect(later.sent).toEqual([]);
  });

  it("starts once when two cron runs find it due at the same time", async () => {
    const country = `Twice-${crypto.randomUUID()}`;
    await addContacts(country, ["Carmen", "Dev", "Emi"]);
    const { at, id } = await schedule(country);
    const one = recordingEnv();
    const two = recordingEnv();
    const [, , direct] = await Promise.all([
      runScheduled(CAMPAIGN_CRON, one.env, at + 1000),
      runScheduled("0 * * * *", two.env, at + 1000),
      startDueCampaigns(db, at + 2000),
    ]);
    const starts =
      [...one.sent, ...two.sent].filter((m) => m.campaignId === id).length +
      direct.filter((c) => c.id === id).length;
    expect(starts).toBe(1);
    expect(await campaign(id)).toMatchObject({ status: "queued", recipients: 3, ledger: 3 });
  });

  it("never starts once cancelled, and cannot be cancelled or changed after it started", async () => {
    const country = `Cancel-${crypto.randomUUID()}`;
    await addContacts(country, ["Farah"]);
    const { at, id } = await schedule(country);
    expect(await act({ intent: "cancel", id })).toEqual({ ok: true, title: "Campaign cancelled" });
    const cron = recordingEnv();
    await runScheduled(CAMPAIGN_CRON, cron.env, at + 1000);
    expect(cron.sent).toEqual([]);
    expect(await campaign(id)).toMatchObject({ status: "cancelled", ledger: 0 });

    const started = await schedule(country, 2 * 60 * MINUTE, `Started ${country}`);
    await runScheduled(CAMPAIGN_CRON, recordingEnv().env, started.at + 1000);
    expect(await act({ intent: "cancel", id: started.id })).toEqual({
      ok: false,
      title: "Campaign not cancelled",
      message: ALREADY_STARTED_ERROR,
    });
    expect(await campaign(started.id)).toMatchObject({ status: "queued" });
  });

  it("can be changed until it starts: time, template and filters", async () => {
    const country = `Edit-${crypto.randomUUID()}`;
    const other = `${country}-other`;
    await addContacts(other, ["Gita", "Hana"]);
    const { id } = await schedule(country);
    const newTemplate = await template("Other");
    const newAt = Math.ceil((Date.now() + 5 * 60 * MINUTE) / MINUTE) * MINUTE;
    const edit = {
      intent: "update-schedule",
      id,
      templateId: newTemplate,
      languageFilter: "all",
      countryFilter: other,
      sendAt: localDateTime(newAt, "America/New_York"),
      timeZone: "America/New_York",
    };
    expect(await act(edit)).toMatchObject({ ok: true, title: "Schedule updated" });
    expect(await campaign(id)).toMatchObject({
      status: "scheduled",
      scheduledAt: newAt,
      templateId: newTemplate,
      countryFilter: other,
    });
    // A past time is refused and changes nothing.
    expect(
      await act({ ...edit, sendAt: localDateTime(Date.now() - 60 * MINUTE, "America/New_York") }),
    ).toEqual({ ok: false, title: "Schedule not changed", message: PAST_TIME_ERROR });
    expect(await campaign(id)).toMatchObject({ scheduledAt: newAt });

    await runScheduled(CAMPAIGN_CRON, recordingEnv().env, newAt + 1000);
    expect(await campaign(id)).toMatchObject({ status: "queued", recipients: 2 });
    expect(await act(edit)).toEqual({
      ok: false,
      title: "Schedule not changed",
      message: ALREADY_STARTED_ERROR,
    });
  });

  it("refuses a time in the past, a skipped time and an unknown zone, and stores nothing", async () => {
    const country = `Past-${crypto.randomUUID()}`;
    await addContacts(country, ["Ines"]);
    const base = {
      intent: "send",
      when: "later",
      name: `Past ${country}`,
      templateId: await template(),
      countryFilter: country,
      useTranslation: false,
    };
    expect(
      await act({ ...base, sendAt: localDateTime(Date.now() - 5 * MINUTE, ZONE), timeZone: ZONE }),
    ).toEqual(creationFailed(PAST_TIME_ERROR));
    expect(
      await act({ ...base, sendAt: "2027-03-14T02:30", timeZone: "America/New_York" }),
    ).toMatchObject({ ok: false, message: expect.stringContaining("does not exist") });
    expect(await act({ ...base, sendAt: "2027-03-14T09:30", timeZone: "Mars/Olympus" })).toEqual(
      creationFailed("Unknown time zone."),
    );
    expect(await campaignsNamed(base.name)).toEqual([]);
  });

  it("is paused, not lost, when the queue refuses it at start", async () => {
    const country = `Queue-${crypto.randomUUID()}`;
    await addContacts(country, ["Jun"]);
    const { at, id } = await schedule(country);
    const refusing = {
      ...env,
      EMAIL_QUEUE: {
        send: () => Promise.reject(new Error("queue unavailable")),
      } as unknown as Queue,
    } as Env;
    await runScheduled(CAMPAIGN_CRON, refusing, at + 1000);
    expect(await campaign(id)).toMatchObject({ status: "paused", recipients: 1, ledger: 1 });
  });
});
