// Issue 31, "counts one client can inflate": the dashboard's visitors and join clicks are counts
// a script can try to inflate. Cookieless page views from one address add at most the client's
// budget of new visitors while the pool has nothing to give; one visitor's clicks on one link
// within the repeat window count once, like their repeated displays.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getReferralLinkStats } from "~/data/referral-links";
import {
  referralDisplayBudgets,
  referralLinkLogs,
  referralLinks,
  visitorDays,
} from "~/data/schema";
import { budgetedVisitorDayStatements, countVisitors } from "~/data/visitor-days";
import { utcDay } from "~/domain/analytics/events";
import { DISPLAY_BUDGETS, displayBudgetFor } from "~/server/referral/display-budget.server";
import { poolMayHaveChanged } from "~/server/referral/empty-pool.server";
import { whenLogsWritten } from "~/server/referral/log-buffer.server";
import { referralDeps } from "~/server/referral/rotator-deps.server";
import { resolveReferralLink, ROTATION_MARK_KEY } from "~/server/referral/rotator.server";
import { handleClickRedirect } from "../../workers/click-redirect";
import { BROWSER_UA, db } from "./support/local";

const request = (url: string, ip: string, cookie?: string) =>
  new Request(url, {
    headers: {
      "User-Agent": BROWSER_UA,
      "CF-Connecting-IP": ip,
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });

async function addLink(isActive: boolean, displaysLeft = 1000) {
  const [row] = await db
    .insert(referralLinks)
    .values({
      link: `https://example.com/inflate/${crypto.randomUUID()}`,
      isActive,
      displayLimit: 1000,
      displaysLeft,
    })
    .returning({ id: referralLinks.id });
  return row!.id;
}

/** `n` cookieless page views of /join from `ip`, their marks written. */
async function cookielessViews(n: number, ip: string) {
  const ctx = createExecutionContext();
  for (let i = 0; i < n; i += 20)
    await Promise.all(
      Array.from({ length: Math.min(20, n - i) }, () => {
        const req = request("https://waymark.test/join", ip);
        return resolveReferralLink(req, "/join", referralDeps(env, ctx, req));
      }),
    );
  await waitOnExecutionContext(ctx);
  await whenLogsWritten();
}

const today = () => utcDay(Date.now());

// The isolate's memory of an empty pool is shared with the next test file.
afterEach(() => poolMayHaveChanged());

describe("cookieless page views from one address", () => {
  it("80 with the pool paused add at most the client's budget of visitors and rows", async () => {
    await db.delete(referralLinks);
    await addLink(false);
    // An address no other test file uses: the isolate's budget gate outlives a file.
    const ip = `100.${64 + Math.floor(Math.random() * 64)}.${Math.floor(Math.random() * 256)}.9`;
    await cookielessViews(80, ip);
    const { limit } = DISPLAY_BUDGETS.newVisitor;
    const visitors = await countVisitors(db, today(), today());
    expect(visitors).toBeGreaterThan(0);
    expect(visitors).toBeLessThanOrEqual(limit);
    expect(await db.$count(visitorDays)).toBe(visitors);
    expect(await db.$count(referralLinkLogs)).toBe(0);
    // One count for the client and hour.
    expect(await db.$count(referralDisplayBudgets)).toBe(1);
    // Another address's visitor still counts.
    await cookielessViews(1, "192.0.2.77");
    expect(await countVisitors(db, today(), today())).toBe(visitors + 1);
  });

  it("80 with the pool used up add at most the client's budget of visitors", async () => {
    await db.delete(referralLinks);
    await addLink(true, 0);
    // Reset moments ago: the 24-hour cooldown keeps the pool empty.
    await env.KV.put(ROTATION_MARK_KEY, String(Date.now()));
    const before = await countVisitors(db, today(), today());
    await cookielessViews(80, "2001:db8:31:1::5");
    const added = (await countVisitors(db, today(), today())) - before;
    expect(added).toBeGreaterThan(0);
    expect(added).toBeLessThanOrEqual(DISPLAY_BUDGETS.newVisitor.limit);
  });

  it("marks sent by many isolates at once still store only the budget", async () => {
    const ip = `198.51.100.${Math.floor(Math.random() * 250)}`;
    const budget = displayBudgetFor(env, request("https://waymark.test/", ip), "newVisitor", 0);
    const marks = Array.from({ length: 30 }, (_, i) =>
      budgetedVisitorDayStatements(
        db,
        { day: "2026-01-02", visitorId: `inflate-${ip}-${i}` },
        budget,
      ),
    );
    await env.DB.batch(marks.flat());
    expect(await countVisitors(db, "2026-01-02", "2026-01-02")).toBe(budget.limit);
  });
});

describe("one visitor's cookie replayed to /go", () => {
  it("40 clicks count once for the link, from whatever page they say", async () => {
    await db.delete(referralLinks);
    const linkId = await addLink(true);
    const ip = "192.0.2.31";
    const view = await resolveReferralLink(
      request("https://waymark.test/join", ip),
      "/join",
      referralDeps(env, createExecutionContext()),
    );
    expect(view.linkId).toBe(linkId);
    const cookie = view.setCookie!.split(";")[0]!;
    const click = async (from: string) => {
      const ctx = createExecutionContext();
      const go = request(`https://waymark.test/go?from=${encodeURIComponent(from)}`, ip, cookie);
      const response = await handleClickRedirect(go, env, ctx);
      expect(response.status).toBe(302);
      return ctx;
    };
    // 20 at once (one write), then 20 one after another (each its own write).
    const burst = await Promise.all(Array.from({ length: 20 }, () => click("/join")));
    for (const ctx of burst) await waitOnExecutionContext(ctx);
    await whenLogsWritten();
    for (let i = 0; i < 20; i++) {
      await waitOnExecutionContext(await click(i % 2 ? "/join" : `/page-${i}`));
      await whenLogsWritten();
    }
    const clicks = await db
      .select()
      .from(referralLinkLogs)
      .where(
        and(eq(referralLinkLogs.referralLinkId, linkId), eq(referralLinkLogs.action, "click")),
      );
    expect(clicks).toHaveLength(1);
    expect((await getReferralLinkStats(db, linkId))!.clicks).toBe(1);
  });
});
