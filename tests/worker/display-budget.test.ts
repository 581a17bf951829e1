// The referral pool's per-client budget (decision 0014): counted in D1 by the batch that takes
// the display, so it is exact however many Workers take at once, charged only for a display
// really taken, and kept from D1 by the isolate's gate once it is known to be spent.
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pruneDisplayBudgets, takeRandomDisplay, type DisplayBudget } from "~/data/referral-links";
import { referralDisplayBudgets, referralLinks } from "~/data/schema";
import { BudgetGate } from "~/domain/referral/budget-gate";
import { DISPLAY_BUDGETS } from "~/server/referral/display-budget.server";
import { referralDeps } from "~/server/referral/rotator-deps.server";
import { resolveReferralLink } from "~/server/referral/rotator.server";
import { runScheduled } from "../../workers/jobs/scheduled";
import { BROWSER_UA, db } from "./support/local";

const HOUR = 60 * 60 * 1000;

async function addPoolLink(displays = 100_000) {
  const [row] = await db
    .insert(referralLinks)
    .values({
      link: `https://example.com/budget/${crypto.randomUUID()}`,
      isActive: true,
      displayLimit: displays,
      displaysLeft: displays,
    })
    .returning({ id: referralLinks.id });
  return row!.id;
}

const displaysLeft = async (id: number) =>
  (await db.select().from(referralLinks).where(eq(referralLinks.id, id)))[0]!.displaysLeft;

const budgetRows = (client: string) =>
  db.select().from(referralDisplayBudgets).where(eq(referralDisplayBudgets.client, client));

const budget = (client: string, limit: number, windowEnd = HOUR * 1000): DisplayBudget => ({
  client,
  kind: "view",
  windowEnd,
  limit,
});

describe("the budget in the take's own statement", () => {
  it("lets exactly the budget through when 40 takes of one client arrive at once", async () => {
    const id = await addPoolLink();
    const client = `198.51.100.${crypto.randomUUID()}`;
    const results = await Promise.all(
      Array.from({ length: 40 }, () => takeRandomDisplay(db, Math.random(), budget(client, 7))),
    );
    expect(results.filter((r) => r.taken !== null)).toHaveLength(7);
    expect(results.filter((r) => r.budgetSpent)).toHaveLength(33);
    expect(await displaysLeft(id)).toBe(100_000 - 7);
    expect(await budgetRows(client)).toEqual([
      { client, kind: "view", windowEnd: HOUR * 1000, count: 7 },
    ]);
    // Another client, another window and the other kind each have their own count.
    expect((await takeRandomDisplay(db, 0, budget(`${client}-b`, 7))).taken).not.toBeNull();
    expect((await takeRandomDisplay(db, 0, budget(client, 7, HOUR * 1001))).taken).not.toBeNull();
    const refresh = { ...budget(client, 7), kind: "refresh" as const };
    expect((await takeRandomDisplay(db, 0, refresh)).taken).not.toBeNull();
  });

  it("is charged only for a display really taken: an empty pool costs the client nothing", async () => {
    await db.delete(referralLinks);
    const client = `192.0.2.${crypto.randomUUID()}`;
    expect(await takeRandomDisplay(db, 0.5, budget(client, 3))).toEqual({
      taken: null,
      budgetSpent: false,
    });
    expect(await budgetRows(client)).toEqual([]);
  });
});

describe("page views of one client", () => {
  it("1,000 at once reach D1 only as often as the budget allows, and take exactly the budget", async () => {
    const id = await addPoolLink();
    const takes: string[] = [];
    const counting = new Proxy(env.DB, {
      get(target, prop) {
        if (prop === "prepare")
          return (q: string) => {
            if (/^\s*update referral_links/i.test(q)) takes.push(q);
            return target.prepare(q);
          };
        const value = Reflect.get(target, prop);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const ctx = { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} };
    const deps = referralDeps({ ...env, DB: counting }, ctx as unknown as ExecutionContext);
    const client = `203.0.113.${Math.floor(Math.random() * 250)}`;
    const request = () =>
      new Request("https://waymark.test/join", {
        headers: { "User-Agent": BROWSER_UA, "CF-Connecting-IP": client },
      });
    const results = await Promise.all(
      Array.from({ length: 1000 }, () => resolveReferralLink(request(), "/join", deps)),
    );
    const { limit } = DISPLAY_BUDGETS.view;
    expect(results.filter((r) => r.source === "pool")).toHaveLength(limit);
    expect(results.filter((r) => r.source === "limited")).toHaveLength(1000 - limit);
    expect(takes).toHaveLength(limit);
    expect(await displaysLeft(id)).toBe(100_000 - limit);
    expect((await budgetRows(client)).map((r) => r.count)).toEqual([limit]);
  });
});

describe("the isolate's gate", () => {
  it("refuses past the budget counting the takes in flight, learns a spent budget, and starts again in a new window", () => {
    const gate = new BudgetGate();
    const b = budget("gate", 2);
    expect([gate.enter(b), gate.enter(b), gate.enter(b)]).toEqual([true, true, false]);
    // A take that found the pool empty gives its place back.
    gate.leave(b, { taken: false, budgetSpent: false });
    expect(gate.enter(b)).toBe(true);
    gate.leave(b, { taken: true, budgetSpent: false });
    gate.leave(b, { taken: true, budgetSpent: false });
    expect(gate.enter(b)).toBe(false);
    // The database said spent (other isolates took the rest): nothing more is asked.
    const other = budget("gate-2", 5);
    expect(gate.enter(other)).toBe(true);
    gate.leave(other, { taken: false, budgetSpent: true });
    expect(gate.enter(other)).toBe(false);
    // The next window asks again.
    expect(gate.enter(budget("gate-2", 5, HOUR * 1001))).toBe(true);
  });
});

describe("pruning", () => {
  it("deletes the budgets of windows that are over, in bounded statements, from the hourly cron", async () => {
    await db.delete(referralDisplayBudgets);
    const now = 500 * HOUR;
    const rows = Array.from({ length: 25 }, (_, i) => ({
      client: `prune-${i}`,
      kind: "view" as const,
      windowEnd: i < 20 ? now - HOUR + i : now + HOUR,
      count: 1,
    }));
    await db.insert(referralDisplayBudgets).values(rows);
    // Two rounds of 8 delete 16 of the 20 past windows; the rest goes next time.
    expect(await pruneDisplayBudgets(db, now, { batch: 8, rounds: 2 })).toBe(16);
    expect(await db.$count(referralDisplayBudgets)).toBe(9);
    await runScheduled("0 * * * *", env, now);
    const left = await db.select().from(referralDisplayBudgets);
    expect(left.map((r) => r.client).sort()).toEqual(
      ["prune-20", "prune-21", "prune-22", "prune-23", "prune-24"].sort(),
    );
  });
});
