// Issue 31, "Also": people behind one shared address (an office, a carrier's shared IPv4) are one
// client to the display budget. Measured through the real rotator wiring: a crowd of 100 people
// gets the budget's 10 pool links in an hour, the 10 keep theirs on every return without taking a
// display, and a script's 1,000 cookieless views take the same 10; a crowd that arrives through a
// member's personal link is served whole and takes nothing (decision 0045).
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { referralDisplayBudgets, referralLinks } from "~/data/schema";
import { addMemberSchema } from "~/schemas/members";
import { addMember } from "~/server/members/members.server";
import { bumpContentVersion } from "~/server/pages/content-version.server";
import { DISPLAY_BUDGETS } from "~/server/referral/display-budget.server";
import { poolMayHaveChanged } from "~/server/referral/empty-pool.server";
import { referralDeps } from "~/server/referral/rotator-deps.server";
import { resolveReferralLink, type ReferralResult } from "~/server/referral/rotator.server";
import { testAdmin } from "./support/route-context";
import { db, PHONE_UA } from "./support/local";

const ctx = { waitUntil: () => undefined, passThroughOnException: () => undefined, props: {} };
const deps = () => referralDeps(env, ctx as unknown as ExecutionContext);

beforeEach(async () => {
  await db.delete(referralLinks);
  await env.DB.prepare("DELETE FROM members").run();
  await bumpContentVersion(env.KV);
  poolMayHaveChanged();
});

async function addPoolLinks(n: number) {
  await db.insert(referralLinks).values(
    Array.from({ length: n }, () => ({
      link: `https://example.com/shared/${crypto.randomUUID()}`,
      isActive: true,
      displayLimit: 100_000,
      displaysLeft: 100_000,
    })),
  );
}

/** Displays taken from every pool link (each test starts with a fresh pool). */
async function displaysTaken() {
  const rows = await db
    .select({ left: referralLinks.displaysLeft, limit: referralLinks.displayLimit })
    .from(referralLinks);
  return rows.reduce((sum, r) => sum + (r.limit - r.left), 0);
}

/** A distinct shared address per test (the carrier-grade NAT range): the isolate's budget gate
 * remembers clients. */
const base = Math.floor(Math.random() * 250);
let tests = 0;
const sharedAddress = () => `100.64.${base}.${++tests}`;

const pageView = (ip: string, path = "/join", cookie?: string) =>
  new Request(`https://waymark.test${path}`, {
    headers: {
      "User-Agent": PHONE_UA,
      "CF-Connecting-IP": ip,
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });

const cookieOf = (result: ReferralResult) => result.setCookie?.split(";")[0];

describe("one shared address, one hour", () => {
  it("a crowd of 100 people: the budget's 10 get a pool link and keep it on return without taking a display", async () => {
    await addPoolLinks(3);
    const address = sharedAddress();
    const crowd: { first: ReferralResult; again: ReferralResult }[] = [];
    for (let person = 0; person < 100; person++) {
      const first = await resolveReferralLink(pageView(address), "/join", deps());
      const cookie = cookieOf(first);
      const again = await resolveReferralLink(pageView(address, "/", cookie), "/", deps());
      crowd.push({ first, again });
    }
    const served = crowd.filter((p) => p.first.source === "pool");
    const refused = crowd.filter((p) => p.first.source === "limited");
    // Recorded figures (decision 0045): 10 of 100 get a pool link, exactly the view budget.
    expect(served).toHaveLength(10);
    expect(served).toHaveLength(DISPLAY_BUDGETS.view.limit);
    expect(refused).toHaveLength(90);
    // The first ten arrivals are the ones served; everyone after them gets the default link and
    // no cookie, so they come back as strangers and are refused again.
    expect(crowd.slice(0, 10).every((p) => p.first.source === "pool")).toBe(true);
    for (const { first, again } of refused) {
      expect(first.linkId).toBeNull();
      expect(first.setCookie).toBeNull();
      expect(again).toMatchObject({ source: "limited", linkId: null });
    }
    // The served ten keep their own link on return and take nothing.
    for (const { first, again } of served)
      expect(again).toMatchObject({ source: "returning", link: first.link, linkId: first.linkId });
    expect(await displaysTaken()).toBe(10);
    const counts = await db
      .select({ count: referralDisplayBudgets.count })
      .from(referralDisplayBudgets)
      .where(eq(referralDisplayBudgets.client, address));
    expect(counts.map((c) => c.count)).toEqual([10]);

    // A hundred more returns of the served ten in the same hour still take nothing.
    for (let i = 0; i < 100; i++) {
      const { first } = served[i % served.length]!;
      const back = await resolveReferralLink(pageView(address, "/", cookieOf(first)), "/", deps());
      expect(back.source).toBe("returning");
    }
    expect(await displaysTaken()).toBe(10);
  });

  it("a script's 1,000 cookieless views take the same 10 displays", async () => {
    await addPoolLinks(3);
    const address = sharedAddress();
    const results: ReferralResult[] = [];
    for (let i = 0; i < 1000; i += 50)
      results.push(
        ...(await Promise.all(
          Array.from({ length: 50 }, () => resolveReferralLink(pageView(address), "/", deps())),
        )),
      );
    // Recorded figures (decision 0045): 10 pool links, 990 refused, 10 displays taken.
    expect(results.filter((r) => r.source === "pool")).toHaveLength(10);
    expect(results.filter((r) => r.source === "limited")).toHaveLength(990);
    expect(await displaysTaken()).toBe(10);
  });

  it("a crowd of 100 arriving through a member's link is served whole and takes no display and no budget", async () => {
    await addPoolLinks(3);
    const admin = await testAdmin();
    const values = addMemberSchema.parse({
      name: "Office member",
      email: "office@example.com",
      code: "office-1",
      languages: ["en"],
      link: "https://example.com/member/office-1",
    });
    const added = await addMember({ db, kv: env.KV }, admin, values);
    expect(added.ok).toBe(true);
    const address = sharedAddress();
    const results: ReferralResult[] = [];
    for (let person = 0; person < 100; person++)
      results.push(
        await resolveReferralLink(pageView(address, "/join?via=office-1"), "/join", deps()),
      );
    // Recorded figures (decision 0045): all 100 get the member's link.
    expect(results.filter((r) => r.source === "member")).toHaveLength(100);
    expect(new Set(results.map((r) => r.link))).toEqual(new Set([values.link]));
    expect(await displaysTaken()).toBe(0);
    const counts = await db
      .select()
      .from(referralDisplayBudgets)
      .where(eq(referralDisplayBudgets.client, address));
    expect(counts).toEqual([]);
  });
});
