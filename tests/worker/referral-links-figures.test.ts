// The referral links list's join clicks and click rate for a period (issue 32): live (events the
// roll-up has not reached count at once), each event once, and the same as the Analytics screen's
// figures for that link and period once the roll-up has run.
import { env } from "cloudflare:workers";
import { expect, it } from "vitest";
import { getTotals } from "~/data/analytics-queries";
import { listLinkPeriodFigures } from "~/data/referral-links";
import { presetPeriod } from "~/domain/analytics/period";
import { figuresPeriod } from "~/routes/admin/referral-links/figures-period";
import { rateText } from "~/routes/admin/referral-links/links-table";
import { runAnalyticsJobs } from "~/server/analytics/rollup.server";
import { newReferralLink } from "./support/route-context";
import { db } from "./support/local";

const DAY = 86_400_000;

/** `times` events of one link at `at` (a millisecond apart), each of its own visitor. */
async function log(linkId: number, action: "display" | "click", at: number, times = 1) {
  const insert = env.DB.prepare(
    `INSERT INTO referral_link_logs (referral_link_id, page, action, visitor_id, created_at)
     VALUES (?1, '/slots', ?2, ?3, ?4)`,
  );
  await env.DB.batch(
    Array.from({ length: times }, (_, i) =>
      insert.bind(linkId, action, crypto.randomUUID(), at + i),
    ),
  );
}

it("counts the period's displays and clicks per link, before and after the roll-up, as Analytics does", async () => {
  const now = Date.now();
  const [a, b] = [await newReferralLink(), await newReferralLink()];
  await log(a, "display", now - 3 * DAY, 3);
  await log(a, "click", now - 3 * DAY);
  await log(a, "display", now - 20 * DAY, 2); // outside 7 days, inside 30
  await log(b, "display", now - 1000, 2);
  await log(b, "click", now - 500, 2);
  const week = presetPeriod(7, now);
  const month = presetPeriod(30, now);

  const live = await listLinkPeriodFigures(db, week);
  expect(live.get(a)).toEqual({ displays: 3, clicks: 1 });
  expect(live.get(b)).toEqual({ displays: 2, clicks: 2 });
  expect((await listLinkPeriodFigures(db, month)).get(a)).toEqual({ displays: 5, clicks: 1 });

  // Half rolled up, then all: the same figures, each event once, and the Analytics screen's.
  await runAnalyticsJobs(db, { now, batchSize: 3, batchesPerRun: 1, retentionDays: 30 });
  expect((await listLinkPeriodFigures(db, week)).get(a)).toEqual({ displays: 3, clicks: 1 });
  await runAnalyticsJobs(db, { now, retentionDays: 30 });
  const rolled = await listLinkPeriodFigures(db, week);
  for (const id of [a, b]) {
    const site = await getTotals(db, { from: week.from, to: week.to, linkId: id });
    expect(rolled.get(id)).toEqual({ displays: site.displays, clicks: site.clicks });
  }
  expect(rolled.get(a)).toEqual({ displays: 3, clicks: 1 });
});

it("reads the period from ?period=today|7|30 (7 days otherwise) and shows no rate without displays", () => {
  const now = Date.parse("2026-11-27T10:00:00Z");
  const at = (q: string) => figuresPeriod(new URL(`https://w.test/admin/referral-links${q}`), now);
  expect(at("?period=today")).toEqual({ kind: "today", from: "2026-11-27", to: "2026-11-27" });
  expect(at("?period=30")).toEqual({ kind: "30", from: "2026-10-29", to: "2026-11-27" });
  expect(at("")).toEqual({ kind: "7", from: "2026-11-21", to: "2026-11-27" });
  expect(at("?period=90")).toMatchObject({ kind: "7" });
  expect(rateText({ displays: 0, clicks: 0 })).toBe("—");
  expect(rateText({ displays: 3, clicks: 1 })).toBe("33.33%");
});
