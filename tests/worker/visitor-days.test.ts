// The dashboard's Visitors card: every visitor counts once a day, whether the pool gave them a
// link or the default one; a client past its display budget makes no new visitors; bots never
// count; old days are pruned, never before the card's 30 days.
import { env } from "cloudflare:workers";
import { beforeEach, expect, it } from "vitest";
import { getDashboardStats } from "~/data/dashboard-stats";
import { referralLinks, visitorDays } from "~/data/schema";
import { runAnalyticsJobs } from "~/server/analytics/rollup.server";
import { whenLogsWritten } from "~/server/referral/log-buffer.server";
import { resolveReferralLink, ROTATION_MARK_KEY } from "~/server/referral/rotator.server";
import { db, PHONE_UA } from "./support/local";
import { localReferralDeps } from "./support/referral-fixtures";

const DAY = 86_400_000;
const T0 = Date.UTC(2031, 4, 10, 12);

function deps(now: number, allow = true) {
  return localReferralDeps({
    now,
    // Not allowed: a budget of 0, spent before anything is taken.
    displayBudget: () =>
      allow ? null : { client: "visitor-days", kind: "view", windowEnd: now + 1, limit: 0 },
  });
}

/** One page view; answers the cookie the browser then holds. */
async function view(
  cookie: string | null,
  now: number,
  options: { ua?: string; allow?: boolean } = {},
) {
  const request = new Request("https://waymark.test/join", {
    headers: { "User-Agent": options.ua ?? PHONE_UA, ...(cookie ? { Cookie: cookie } : {}) },
  });
  const result = await resolveReferralLink(request, "/join", deps(now, options.allow));
  await whenLogsWritten();
  return { result, cookie: result.setCookie ? result.setCookie.split(";")[0]! : cookie };
}

const visitors = (now: number) => getDashboardStats(db, now).then((s) => s.visitors);

beforeEach(async () => {
  await db.delete(visitorDays);
  await db.delete(referralLinks);
  // The pool is empty and may not be refilled: every visitor gets the default link.
  await env.KV.put(ROTATION_MARK_KEY, String(Date.now() + 365 * DAY));
});

it("counts visitors who only ever got the default link, once a day each, distinct over 30 days", async () => {
  let a = await view(null, T0);
  expect(a.result).toMatchObject({ linkId: null, link: "https://example.com/default" });
  expect(a.cookie).toContain("__Host-wm_ref=");
  a = await view(a.cookie, T0 + 1000);
  a = await view(a.cookie, T0 + 2000);
  await view(null, T0 + 3000); // a second person
  expect(await visitors(T0)).toBe(2);
  expect(await db.$count(visitorDays)).toBe(2);

  // The next day the first person is marked again, but is still one visitor over 30 days.
  a = await view(a.cookie, T0 + DAY);
  expect(await db.$count(visitorDays)).toBe(3);
  expect(await visitors(T0 + DAY)).toBe(2);
  // Thirty days on, only that second day is in the card's period.
  expect(await visitors(T0 + 30 * DAY)).toBe(1);
  expect(await visitors(T0 + 31 * DAY)).toBe(0);
});

it("counts pool visitors too, and a visitor keeps one id when the pool runs dry", async () => {
  await db
    .insert(referralLinks)
    .values({ link: "https://example.com/r/one", displayLimit: 1, displaysLeft: 1 });
  const pooled = await view(null, T0);
  expect(pooled.result.linkId).not.toBeNull();
  // Two hours later the assignment is stale and the pool is empty: the default link, same person.
  await view(pooled.cookie, T0 + 2 * 3_600_000);
  await view(null, T0 + 3000);
  expect(await visitors(T0 + 3 * 3_600_000)).toBe(2);
});

it("bots, and new clients past their display budget, make no visitors", async () => {
  await view(null, T0, { ua: "WhatsApp/2.23.20.0 A" });
  await view(null, T0, { ua: "Googlebot/2.1 (+http://www.google.com/bot.html)" });
  const limited = await view(null, T0, { allow: false });
  expect(limited.result.source).toBe("limited");
  expect(limited.cookie).toBeNull();
  expect(await visitors(T0)).toBe(0);
  // A visitor already known is still counted past the budget (by their signed cookie).
  const known = await view(null, T0);
  await view(known.cookie, T0 + DAY, { allow: false });
  expect(await db.$count(visitorDays)).toBe(2);
});

it("prunes days older than the card's 30 days, even with a shorter raw-event window", async () => {
  for (const d of [0, 20, 29, 30, 45]) await view(null, T0 - d * DAY);
  await runAnalyticsJobs(db, { now: T0, retentionDays: 7 });
  const days = (await db.select().from(visitorDays)).map((r) => r.day).sort();
  expect(days).toEqual(["2031-04-11", "2031-04-20", "2031-05-10"]);
  expect(await visitors(T0)).toBe(3);
});
