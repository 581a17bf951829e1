// A link's stats dialog: totals that survive the roll-up and the pruning of raw events, "Clear
// logs" that starts the dialog again from zero without touching the site's analytics, and the
// link's last 30 days from the aggregates.
import { env } from "cloudflare:workers";
import { expect, it } from "vitest";
import { getTotals } from "~/data/analytics-queries";
import { getDb } from "~/data/db";
import { getReferralLinkStats } from "~/data/referral-links";
import { utcDay } from "~/domain/analytics/events";
import { loadAnalyticsView } from "~/server/analytics/analytics-view.server";
import { runAnalyticsJobs } from "~/server/analytics/rollup.server";
import { clearLinkLogs } from "~/server/referral/links.server";
import { newReferralLink, testAdmin } from "./support/route-context";

const db = getDb(env.DB);
const DAY = 86_400_000;

async function log(linkId: number, action: "display" | "click", at: number, times = 1) {
  for (let i = 0; i < times; i++)
    await env.DB.prepare(
      "INSERT INTO referral_link_logs (referral_link_id, page, action, visitor_id, created_at, language, country) VALUES (?, '/join', ?, ?, ?, 'hi', 'IN')",
    )
      .bind(linkId, action, `v-${crypto.randomUUID()}`, at + i)
      .run();
}

const rawRows = async (linkId: number) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM referral_link_logs WHERE referral_link_id = ?")
    .bind(linkId)
    .first<{ n: number }>())!.n;

it("counts every event once, before and after the roll-up, and after old raw rows are pruned", async () => {
  const now = Date.now();
  const id = await newReferralLink();
  await log(id, "display", now - 40 * DAY, 3);
  await log(id, "click", now - 40 * DAY);
  await log(id, "display", now - 1000, 2);

  expect(await getReferralLinkStats(db, id)).toMatchObject({ displays: 5, clicks: 1 });
  // Half rolled up: the watermark splits the events between the aggregates and the raw rows.
  await runAnalyticsJobs(db, { now, batchSize: 2, batchesPerRun: 1, retentionDays: 30 });
  expect(await getReferralLinkStats(db, id)).toMatchObject({ displays: 5, clicks: 1 });
  await runAnalyticsJobs(db, { now, retentionDays: 30 });
  expect(await rawRows(id)).toBe(2); // the 40-day-old events are pruned
  const stats = (await getReferralLinkStats(db, id))!;
  expect(stats).toMatchObject({ displays: 5, clicks: 1, clearedAt: null });
  expect(stats.logs.map((l) => l.action)).toEqual(["display", "display"]);
});

it("Clear logs starts the dialog from zero, keeps the site's figures, and counts what follows", async () => {
  const now = Date.now();
  const id = await newReferralLink();
  await log(id, "display", now - 5000, 4);
  await log(id, "click", now - 4000);
  await runAnalyticsJobs(db, { now, retentionDays: 30 });
  await log(id, "display", now - 3000); // not rolled up yet
  const day = utcDay(now);
  const site = await getTotals(db, { from: day, to: day, linkId: id });

  await clearLinkLogs({ db }, await testAdmin(), id, now - 2000);
  expect(await getReferralLinkStats(db, id)).toMatchObject({
    displays: 0,
    clicks: 0,
    logs: [],
    clearedAt: now - 2000,
  });
  // The raw events stay for the roll-up: the site's analytics lose nothing.
  await runAnalyticsJobs(db, { now, retentionDays: 30 });
  expect(await getTotals(db, { from: day, to: day, linkId: id })).toMatchObject({
    displays: site.displays + 1,
    clicks: site.clicks,
  });
  expect(await getReferralLinkStats(db, id)).toMatchObject({ displays: 0, clicks: 0 });

  await log(id, "display", now - 1000);
  await log(id, "click", now - 500);
  const after = (await getReferralLinkStats(db, id))!;
  expect(after).toMatchObject({ displays: 1, clicks: 1 });
  expect(after.logs.map((l) => l.action)).toEqual(["click", "display"]);
  await runAnalyticsJobs(db, { now, retentionDays: 30 });
  expect(await getReferralLinkStats(db, id)).toMatchObject({ displays: 1, clicks: 1 });
});

it("the link's last 30 days come from the aggregates, for that link only", async () => {
  const now = Date.now();
  const id = await newReferralLink();
  const other = await newReferralLink();
  await log(id, "display", now - 2 * DAY, 3);
  await log(id, "click", now - 2 * DAY);
  await log(other, "display", now - 2 * DAY, 7);
  await runAnalyticsJobs(db, { now, retentionDays: 30 });

  const view = await loadAnalyticsView(db, new URL("http://stats/"), { now, linkId: id });
  expect(view.linkId).toBe(id);
  expect(view.series).toHaveLength(30);
  expect(view.series.find((p) => p.day === utcDay(now - 2 * DAY))).toMatchObject({
    displays: 3,
    clicks: 1,
    visitors: 3,
  });
  expect(view.breakdowns.language).toEqual([
    { value: "hi", displays: 3, clicks: 1, rate: "33.33" },
  ]);
  expect(view.breakdowns.country[0]).toMatchObject({ value: "IN", displays: 3 });
  // The same figures from the analytics screen's own query string (?link=).
  const screen = await loadAnalyticsView(db, new URL(`http://a/admin/analytics?link=${id}`), {
    now,
  });
  expect(screen.totals).toMatchObject({ displays: 3, clicks: 1 });
  expect(screen.campaigns).toEqual([]);
});
