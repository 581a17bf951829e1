// The referral pool cannot be drained by one client: page views and forced refreshes take
// displays only within the client's budget (IPv4 address or IPv6 /64); past it the client keeps
// its link or gets the default, and takes nothing from the pool.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { referralLinks } from "~/data/schema";
import { DISPLAY_BUDGETS } from "~/server/referral/display-budget.server";
import { referralDeps } from "~/server/referral/rotator-deps.server";
import { resolveReferralLink, type ReferralResult } from "~/server/referral/rotator.server";
import { BROWSER_UA, db } from "./support/local";

const ctx = { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} };

async function addPoolLink() {
  await db.insert(referralLinks).values({
    link: `https://example.com/drain/${crypto.randomUUID()}`,
    isActive: true,
    displayLimit: 100_000,
    displaysLeft: 100_000,
  });
}

const request = (ip: string, cookie?: string) =>
  new Request("https://waymark.test/join", {
    headers: {
      "User-Agent": BROWSER_UA,
      "CF-Connecting-IP": ip,
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });

function deps() {
  return referralDeps(env, ctx as unknown as ExecutionContext);
}

async function inBatches(n: number, run: () => Promise<ReferralResult>) {
  const results: ReferralResult[] = [];
  for (let i = 0; i < n; i += 30)
    results.push(...(await Promise.all(Array.from({ length: Math.min(30, n - i) }, run))));
  return results;
}

describe("the referral pool against one client", () => {
  it("300 forced refreshes from one client take at most the refresh budget; another client still gets pool links", async () => {
    await addPoolLink();
    const attacker = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const results = await inBatches(300, () =>
      resolveReferralLink(request(attacker), "/", deps(), { forceNew: true }),
    );
    const taken = results.filter((r) => r.source === "pool").length;
    expect(taken).toBeGreaterThan(0);
    expect(taken).toBeLessThanOrEqual(DISPLAY_BUDGETS.refresh.limit);
    expect(results.filter((r) => r.source === "limited")).toHaveLength(300 - taken);
    // Refused refreshes gave the default link and no cookie.
    const refused = results.find((r) => r.source === "limited")!;
    expect(refused.linkId).toBeNull();
    expect(refused.setCookie).toBeNull();

    const other = await resolveReferralLink(request("192.0.2.200"), "/", deps(), {
      forceNew: true,
    });
    expect(other.source).toBe("pool");
  });

  it("cookieless page views from one client take at most the view budget", async () => {
    await addPoolLink();
    const attacker = `2001:db8:${Math.floor(Math.random() * 9999)}:1::`;
    // Every view from another address of the same /64.
    let n = 0;
    const results = await inBatches(100, () =>
      resolveReferralLink(request(`${attacker}${(++n).toString(16)}`), "/", deps()),
    );
    const taken = results.filter((r) => r.source === "pool").length;
    expect(taken).toBeGreaterThan(0);
    expect(taken).toBeLessThanOrEqual(DISPLAY_BUDGETS.view.limit);
  });

  it("past its budget a client keeps its current link and takes no display", async () => {
    await addPoolLink();
    const client = `203.0.113.${Math.floor(Math.random() * 250)}`;
    const first = await resolveReferralLink(request(client), "/", deps(), { forceNew: true });
    expect(first.source).toBe("pool");
    const cookie = first.setCookie!.split(";")[0]!;
    for (let i = 1; i < DISPLAY_BUDGETS.refresh.limit; i++)
      await resolveReferralLink(request(client, cookie), "/", deps(), { forceNew: true });
    const before = await db.select({ left: referralLinks.displaysLeft }).from(referralLinks);
    const limited = await resolveReferralLink(request(client, cookie), "/", deps(), {
      forceNew: true,
    });
    expect(limited).toMatchObject({ source: "limited", link: first.link, linkId: first.linkId });
    const after = await db.select({ left: referralLinks.displaysLeft }).from(referralLinks);
    expect(after.reduce((a, r) => a + r.left, 0)).toBe(before.reduce((a, r) => a + r.left, 0));
  });
});
