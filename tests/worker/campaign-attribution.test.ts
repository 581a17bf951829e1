// Attribution (issue 20): a campaign's emails link to the site with `?c=<id>` (the unsubscribe
// link stays as it is), and its row in the history counts the join clicks those visits made,
// from the analytics aggregates plus the raw events not rolled up yet.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { createCampaign } from "~/data/campaigns";
import { getDb } from "~/data/db";
import { outboxEmails } from "~/data/schema";
import * as campaignsRoute from "~/routes/admin/email-campaigns/route";
import { runAnalyticsJobs } from "~/server/analytics/rollup.server";
import { handleQueueBatch } from "../../workers/jobs/queue";
import { addTemplate, campaignBatch, importContacts, ORIGIN } from "./support/campaign-fixtures";
import { routeContext, testAdmin, newReferralLink } from "./support/route-context";

const db = getDb(env.DB);

async function log(linkId: number, action: "display" | "click", source: string, times: number) {
  for (let i = 0; i < times; i++)
    await env.DB.prepare(
      "INSERT INTO referral_link_logs (referral_link_id, page, action, visitor_id, created_at, language, country, source) VALUES (?, '/join', ?, ?, ?, 'en', 'IN', ?)",
    )
      .bind(linkId, action, `v-${crypto.randomUUID()}`, Date.now() - 1000 + i, source)
      .run();
}

async function historyClicks(id: number) {
  const data = await campaignsRoute.loader({
    request: new Request(`${ORIGIN}/admin/email-campaigns`),
    context: routeContext({ admin: await testAdmin() }),
    params: {},
  } as never);
  const row = data.campaigns.find((c) => c.id === id)!;
  return { clicks: data.clicks[id] ?? 0, sent: row.sentCount };
}

it("tags the campaign's links to the site, and its history row counts the join clicks before and after the roll-up", async () => {
  const templateId = await addTemplate({
    name: "Attributed",
    subject: "Hi {name}",
    body: "Dear {name}, join at https://waymark.test/join or read https://elsewhere.test/join",
  });
  await importContacts(
    Array.from({ length: 4 }, (_, i) => ({
      name: `N${i}`,
      surname: "",
      email: `n${i}-${crypto.randomUUID()}@example.com`,
      country: "Attribution",
      language: "en",
    })),
  );
  const campaign = await createCampaign(db, {
    name: "Attributed",
    templateId,
    languageFilter: "all",
    countryFilter: "Attribution",
    useTranslation: false,
    createdBy: 1,
  });
  await handleQueueBatch(campaignBatch("a1", campaign.id), env);
  const [email] = await db
    .select({ text: outboxEmails.textBody, headers: outboxEmails.headers })
    .from(outboxEmails)
    .where(eq(outboxEmails.campaignId, campaign.id))
    .limit(1);
  expect(email!.text).toContain(`https://waymark.test/join?c=${campaign.id} `);
  expect(email!.text).toContain("https://elsewhere.test/join\n");
  expect(email!.text).toMatch(/https:\/\/waymark\.test\/unsubscribe\/[\w-]+\n/);
  expect(JSON.parse(email!.headers)["List-Unsubscribe"]).not.toContain("?c=");

  expect(await historyClicks(campaign.id)).toEqual({ clicks: 0, sent: 4 });
  const link = await newReferralLink();
  await log(link, "display", `campaign:${campaign.id}`, 2);
  await log(link, "click", `campaign:${campaign.id}`, 3);
  await log(link, "click", "direct", 2);
  expect(await historyClicks(campaign.id)).toEqual({ clicks: 3, sent: 4 });
  // Half rolled up, then all: each click still counts once.
  await runAnalyticsJobs(db, {
    now: Date.now(),
    batchSize: 3,
    batchesPerRun: 1,
    retentionDays: 30,
  });
  expect(await historyClicks(campaign.id)).toEqual({ clicks: 3, sent: 4 });
  await runAnalyticsJobs(db, { now: Date.now(), retentionDays: 30 });
  expect(await historyClicks(campaign.id)).toEqual({ clicks: 3, sent: 4 });
});
