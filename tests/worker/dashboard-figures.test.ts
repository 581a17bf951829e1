// The dashboard and /admin/analytics read one function for a period's figures: for the same
// period (the last 30 days) they show the same Visitors, page views and join clicks, counting the
// visits the hourly roll-up has not reached yet (each screen rolls them up, bounded, when it
// opens), and again after the cron's roll-up. A campaign's join clicks show at once.
import { sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { getRollupWatermark, insertAnalyticsEvents } from "~/data/analytics";
import { referralLinks } from "~/data/schema";
import { loadDashboard } from "~/server/admin/dashboard.server";
import { loadAnalyticsView, openAnalyticsView } from "~/server/analytics/analytics-view.server";
import { catchUpRollup, runAnalyticsJobs } from "~/server/analytics/rollup.server";
import { whenLogsWritten } from "~/server/referral/log-buffer.server";
import { resolveReferralLink } from "~/server/referral/rotator.server";
import { db, PHONE_UA } from "./support/local";
import { localReferralDeps } from "./support/referral-fixtures";

const LAST_30 = new URL("https://w.test/admin/analytics?period=30");

/** One page view through the rotator (a pool display and the visitor's mark for the day). */
async function view(path: string, cookie: string | null = null): Promise<string | null> {
  const request = new Request(`https://waymark.test${path}`, {
    headers: { "User-Agent": PHONE_UA, ...(cookie ? { Cookie: cookie } : {}) },
  });
  const result = await resolveReferralLink(request, path, localReferralDeps({ now: Date.now() }));
  await whenLogsWritten();
  return result.setCookie ? result.setCookie.split(";")[0]! : cookie;
}

async function poolLink(): Promise<number> {
  const [row] = await db
    .insert(referralLinks)
    .values({ link: `https://example.com/r/${crypto.randomUUID()}`, displayLimit: 1000 })
    .returning({ id: referralLinks.id });
  return row!.id;
}

async function newCampaign(): Promise<number> {
  const [template] = await db.all<{ id: number }>(sql`INSERT INTO email_templates
    (name, subject, body, language) VALUES ('D', 'S', 'B', 'en') RETURNING id`);
  const [campaign] = await db.all<{ id: number }>(sql`INSERT INTO email_campaigns
    (name, template_id, status) VALUES ('Just sent', ${template!.id}, 'sent') RETURNING id`);
  return campaign!.id;
}

const maxEventId = () =>
  db.get<{ n: number | null }>(sql`SELECT max(id) AS n FROM referral_link_logs`).then((r) => r!.n);

/** What each screen shows for the last 30 days. */
async function bothScreens() {
  const { stats } = await loadDashboard(db);
  const view = await openAnalyticsView(db, LAST_30);
  return {
    dashboard: { visitors: stats.visitors, pageViews: stats.pageViews, clicks: stats.joinClicks },
    analytics: {
      visitors: view.totals.visitors,
      pageViews: view.totals.pageViews,
      clicks: view.totals.clicks,
    },
  };
}

beforeEach(async () => {
  await db.run(sql`DELETE FROM referral_link_logs`);
  await db.run(sql`DELETE FROM analytics_facets`);
  await db.run(sql`DELETE FROM analytics_daily_visitors`);
  await db.run(sql`DELETE FROM visitor_days`);
  await db.run(sql`DELETE FROM referral_links`);
  await db.run(sql`UPDATE analytics_rollup_state SET last_event_id = 0`);
});

it("the dashboard and Analytics agree on the last 30 days, before and after the roll-up", async () => {
  const link = await poolLink();
  const campaign = await newCampaign();
  const first = await view("/join");
  await view("/hi/join", first);
  await view("/es");
  await insertAnalyticsEvents(db, [
    {
      linkId: link,
      page: "/join",
      action: "click",
      visitorId: "v-click",
      language: "en",
      country: "IN",
      device: "mobile",
      source: `campaign:${campaign}`,
    },
  ]);
  // Nothing is rolled up yet: the aggregates alone show nothing.
  expect(await getRollupWatermark(db)).toBe(0);
  const before = await loadAnalyticsView(db, LAST_30);
  expect(before.totals.pageViews).toBe(0);

  const live = await bothScreens();
  expect(live.dashboard).toEqual({ visitors: 2, pageViews: 3, clicks: 1 });
  expect(live.analytics).toEqual(live.dashboard);
  expect(await getRollupWatermark(db)).toBe(await maxEventId());

  // A campaign just sent: its join click shows at once.
  const withCampaigns = await openAnalyticsView(db, LAST_30, { withCampaigns: true });
  expect(withCampaigns.campaigns.find((c) => c.id === campaign)).toMatchObject({ clicks: 1 });

  // More visits after a screen opened, then the cron: the same figures on both, nothing twice.
  await view("/slots", first);
  await view("/");
  const again = await bothScreens();
  expect(again.dashboard).toEqual({ visitors: 3, pageViews: 5, clicks: 1 });
  expect(again.analytics).toEqual(again.dashboard);
  await runAnalyticsJobs(db);
  const after = await bothScreens();
  expect(after.analytics).toEqual(again.dashboard);
  expect(after.dashboard).toEqual(again.dashboard);
});

it("the roll-up when a screen opens is bounded, and says when more events wait", async () => {
  const link = await poolLink();
  const events = Array.from({ length: 5 }, (_, i) => ({
    linkId: link,
    page: "/join",
    action: "display" as const,
    visitorId: `bounded-${i}`,
    language: "en",
    country: "IN",
    device: "desktop",
    source: "direct",
  }));
  await insertAnalyticsEvents(db, events);
  expect(await catchUpRollup(db, { batchSize: 2, batches: 2 })).toEqual({
    rolledUp: 4,
    done: false,
  });
  expect(await catchUpRollup(db, { batchSize: 2, batches: 2 })).toEqual({
    rolledUp: 1,
    done: true,
  });
  const view = await openAnalyticsView(db, LAST_30);
  expect(view.pending).toBe(false);
  expect(view.totals.displays).toBe(5);
});
