// What the Send Campaign confirmation shows before a start (issue 32): the count and language mix
// of the same recipients a start then records; and a pause says so when nothing is left to pause.
import { env } from "cloudflare:workers";
import { and, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { setCampaignStatus } from "~/data/campaigns";
import { getDb } from "~/data/db";
import { auditLog, campaignRecipients, emailContacts } from "~/data/schema";
import { pauseCampaign, startCampaign } from "~/server/email/campaigns.server";
import { recipientSummary } from "~/server/email/recipients.server";
import { addTemplate } from "./support/campaign-fixtures";
import { addContacts, changeContact, person, resetContacts } from "./support/contact-fixtures";
import { testAdmin } from "./support/route-context";

const db = getDb(env.DB);

/** The site's bindings with a queue that only keeps what it is given (nothing is sent). */
const quietEnv = { ...env, EMAIL_QUEUE: { send: async () => {} } as unknown as Queue } as Env;

/** The languages of a campaign's recorded recipients, as the summary lists them. */
async function recordedMix(campaignId: number) {
  const rows = await db
    .select({ language: emailContacts.language, n: sql<number>`count(*)` })
    .from(campaignRecipients)
    .innerJoin(emailContacts, eq(emailContacts.id, campaignRecipients.contactId))
    .where(eq(campaignRecipients.campaignId, campaignId))
    .groupBy(emailContacts.language);
  return Object.fromEntries(rows.map((r) => [r.language, r.n]));
}

const pauseAudits = async (id: number) =>
  (
    await db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.action, "pause"), eq(auditLog.entityId, String(id))))
  ).length;

beforeEach(resetContacts);

describe("the recipients a confirmation shows", () => {
  it("are the ones the start records: count and language mix, without the unsubscribed or suppressed", async () => {
    await addContacts([
      person("A", "a@confirm.test", "en", "Chile"),
      person("B", "b@confirm.test", "es", "Chile"),
      person("C", "c@confirm.test", "es", "Chile"),
      person("D", "d@confirm.test", "", "Chile"),
      person("E", "e@confirm.test", "es", "Peru"),
      person("F", "f@confirm.test", "es", "Chile"),
      person("G", "g@confirm.test", "en", "Chile"),
    ]);
    await changeContact("f@confirm.test", { subscribed: false });
    await changeContact("g@confirm.test", { suppressed: "bounced" });

    const summary = await recipientSummary(db, { language: "all", country: "Chile" });
    expect(summary).toEqual({
      count: 4,
      languages: [
        { language: "es", count: 2 },
        { language: "", count: 1 },
        { language: "en", count: 1 },
      ],
    });
    expect(await recipientSummary(db, { language: "es", country: "all" })).toEqual({
      count: 3,
      languages: [{ language: "es", count: 3 }],
    });

    const templateId = await addTemplate({ name: "T", subject: "Hi {name}", body: "Dear {name}" });
    const started = await startCampaign({ db, env: quietEnv }, await testAdmin(), {
      name: "Chile",
      templateId,
      languageFilter: "all",
      countryFilter: "Chile",
      useTranslation: false,
    });
    expect(started.ok && started.value.recipients).toBe(summary.count);
    const mix = await recordedMix(started.ok ? started.value.id : 0);
    expect(mix).toEqual(Object.fromEntries(summary.languages.map((l) => [l.language, l.count])));
  });
});

describe("pausing a campaign", () => {
  it("pauses one just started, and says so when one has finished, auditing only the real pause", async () => {
    await addContacts([person("A", "a@pause.test")]);
    const templateId = await addTemplate({ name: "T", subject: "Hi {name}", body: "Dear {name}" });
    const admin = await testAdmin();
    const start = () =>
      startCampaign({ db, env: quietEnv }, admin, {
        name: "Now",
        templateId,
        languageFilter: "all",
        countryFilter: "all",
        useTranslation: false,
      });
    const first = await start();
    if (!first.ok) throw new Error(first.error);
    expect(await pauseCampaign({ db }, admin, { id: first.value.id })).toMatchObject({
      ok: true,
      message: "Campaign paused",
    });
    expect(await pauseAudits(first.value.id)).toBe(1);

    const second = await start();
    if (!second.ok) throw new Error(second.error);
    await setCampaignStatus(db, second.value.id, "sent");
    expect(await pauseCampaign({ db }, admin, { id: second.value.id })).toMatchObject({
      ok: false,
      status: 409,
      error: "This campaign is not sending any more: there is nothing left to pause.",
    });
    expect(await pauseAudits(second.value.id)).toBe(0);
  });
});
