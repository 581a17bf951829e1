// Production with no SMTP_URL and no email API: campaigns are refused with a clear message, the
// dashboard says email is not configured, and nothing is "sent" into the local outbox. Outside
// production the outbox stays the default.
import { env } from "cloudflare:workers";
import { getQueueResult, createExecutionContext } from "cloudflare:test";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCampaign } from "~/data/campaigns";
import { getDb } from "~/data/db";
import { emailCampaigns, outboxEmails } from "~/data/schema";
import * as campaignsRoute from "~/routes/admin/email-campaigns/route";
import { loadDashboard } from "~/server/admin/dashboard.server";
import { EMAIL_NOT_CONFIGURED } from "~/server/email/transport.server";
import { handleQueueBatch } from "../../workers/jobs/queue";
import { campaignBatch, templateAndContact } from "./support/campaign-fixtures";
import { routeContext, testAdmin } from "./support/route-context";
import { creationFailed, postCampaignAction } from "./support/campaign-action";

const db = getDb(env.DB);
const PRODUCTION = { APP_ENV: "production", SMTP_URL: undefined, EMAIL_API_URL: undefined };

async function send(envOverride: Partial<Env>) {
  const admin = await testAdmin();
  const templateId = await templateAndContact("en");
  return postCampaignAction(
    { intent: "send", name: "Launch", templateId, useTranslation: false },
    { admin, env: envOverride },
  );
}

async function campaignCount() {
  const [row] = await db.select({ n: count() }).from(emailCampaigns);
  return row!.n;
}

describe("production without an email service", () => {
  it("refuses to start a campaign with a clear message and creates nothing", async () => {
    const before = await campaignCount();
    const result = await send(PRODUCTION);
    expect(result).toEqual(creationFailed(EMAIL_NOT_CONFIGURED));
    expect(await campaignCount()).toBe(before);
  });

  it("says so on the dashboard and on the campaign screen", async () => {
    const admin = await testAdmin();
    expect((await loadDashboard(db, { ...env, ...PRODUCTION })).emailProblem).toBe(
      EMAIL_NOT_CONFIGURED,
    );
    const page = await campaignsRoute.loader({
      request: new Request("https://waymark.test/admin/email-campaigns"),
      context: routeContext({ admin, env: PRODUCTION }),
      params: {},
    } as never);
    expect(page.delivery.problem).toBe(EMAIL_NOT_CONFIGURED);
  });

  it("pauses a campaign queued earlier instead of marking it sent into the outbox", async () => {
    const templateId = await templateAndContact("en");
    const campaign = await createCampaign(db, {
      name: "Queued before",
      templateId,
      languageFilter: "all",
      countryFilter: "all",
      useTranslation: false,
      createdBy: (await testAdmin()).id,
    });
    const batch = campaignBatch("m1", campaign.id);
    const ctx = createExecutionContext();
    await handleQueueBatch(batch, { ...env, ...PRODUCTION } as Env);
    // The message is done with (acknowledged), not retried into the dead-letter queue.
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual(["m1"]);
    const [row] = await db
      .select({ status: emailCampaigns.status, sent: emailCampaigns.sentCount })
      .from(emailCampaigns)
      .where(eq(emailCampaigns.id, campaign.id));
    expect(row).toEqual({ status: "paused", sent: 0 });
    const [outbox] = await db
      .select({ n: count() })
      .from(outboxEmails)
      .where(eq(outboxEmails.campaignId, campaign.id));
    expect(outbox!.n).toBe(0);
  });
});

describe("outside production", () => {
  it("keeps the local outbox as the default delivery", async () => {
    const result = await send({ APP_ENV: "development", SMTP_URL: undefined });
    expect(result.ok).toBe(true);
    expect((await loadDashboard(db, { ...env, APP_ENV: "development" })).emailProblem).toBe(null);
  });
});
