// Issue 36: while the pool has nothing to give, a page view costs no D1 read; the isolate asks
// again once a few seconds have passed, or at once after anything that can refill the pool (an
// operator's add, activate or reset, the 24-hour reset of the cron).
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { referralLinks } from "~/data/schema";
import { ROTATION_COOLDOWN_MS } from "~/domain/referral/rotation";
import {
  EMPTY_POOL_MEMO_MS,
  EmptyPoolMemo,
  poolMayHaveChanged,
} from "~/server/referral/empty-pool.server";
import { createLink, resetLinkDisplays, updateLink } from "~/server/referral/links.server";
import { referralDeps } from "~/server/referral/rotator-deps.server";
import { resolveReferralLink, ROTATION_MARK_KEY } from "~/server/referral/rotator.server";
import { runScheduled } from "../../workers/jobs/scheduled";
import { BROWSER_UA, db } from "./support/local";
import { testAdmin } from "./support/route-context";

const T = 1_900_000_000_000;

/** D1 statements that try the pool, as the page views send them (not the members' directory,
 * which is read once per content version and may already be in the isolate from another file). */
const poolStatements: string[] = [];
const counting = new Proxy(env.DB, {
  get(target, prop) {
    if (prop === "prepare")
      return (q: string) => {
        if (/referral_links/i.test(q) && !/"members"/i.test(q)) poolStatements.push(q);
        return target.prepare(q);
      };
    const value = Reflect.get(target, prop);
    return typeof value === "function" ? value.bind(target) : value;
  },
});

let client = 0;
/** A page view from its own client address, with `cookie` if given, at `now`. */
function view(now: number, cookie?: string) {
  const request = new Request("https://waymark.test/join", {
    headers: {
      "User-Agent": BROWSER_UA,
      "CF-Connecting-IP": `198.51.100.${(client++ % 250) + 1}`,
      ...(cookie ? { Cookie: cookie } : {}),
    },
  });
  const deps = { ...referralDeps({ ...env, DB: counting }, createExecutionContext()), now };
  return resolveReferralLink(request, "/join", deps);
}

const linkInput = (isActive = true) => ({
  link: `https://example.com/empty-pool/${crypto.randomUUID()}`,
  description: "",
  isActive,
  displayLimit: 5,
});

/** A pool whose only link is used up, reset less than 24 hours ago (no refill yet). */
async function usedUpPool(now: number) {
  const [row] = await db
    .insert(referralLinks)
    .values({ ...linkInput(), displayLimit: 5, displaysLeft: 0 })
    .returning({ id: referralLinks.id });
  await env.KV.put(ROTATION_MARK_KEY, String(now - 1000));
  return row!.id;
}

beforeEach(async () => {
  await db.delete(referralLinks);
  poolMayHaveChanged();
  poolStatements.length = 0;
});
// The isolate's memory is shared with the next test file: leave it knowing nothing.
afterEach(() => poolMayHaveChanged());

describe("an empty pool", () => {
  it("is read once per period per isolate, not once per page view", async () => {
    await usedUpPool(T);
    const first = await view(T);
    expect(first).toMatchObject({ source: "default", linkId: null });
    const cookie = first.setCookie!.split(";")[0]!;
    const readsForFirst = poolStatements.length;
    expect(readsForFirst).toBeGreaterThan(0);

    // 40 more views in the same period, new visitors and the one holding the default link.
    for (let i = 0; i < 40; i++) {
      const again = await view(T + 100 + i * 10, i % 2 ? cookie : undefined);
      expect(again.linkId).toBeNull();
    }
    expect(poolStatements).toHaveLength(readsForFirst);

    // The next period asks once more, and again only once.
    await view(T + EMPTY_POOL_MEMO_MS + 1, cookie);
    await view(T + EMPTY_POOL_MEMO_MS + 2, cookie);
    expect(poolStatements).toHaveLength(2 * readsForFirst);
  });

  it("gives a display on the next view once an operator adds a link", async () => {
    await usedUpPool(T);
    expect((await view(T)).source).toBe("default");
    await createLink({ db }, await testAdmin(), linkInput());
    expect((await view(T + 1)).source).toBe("pool");
  });

  it("gives a display on the next view once an operator resets a link", async () => {
    const id = await usedUpPool(T);
    expect((await view(T)).source).toBe("default");
    expect(await resetLinkDisplays({ db }, await testAdmin(), id)).toMatchObject({ ok: true });
    const next = await view(T + 1);
    expect(next).toMatchObject({ source: "pool", linkId: id });
  });

  it("gives a display on the next view once an operator activates a paused link", async () => {
    await usedUpPool(T);
    const created = await createLink({ db }, await testAdmin(), linkInput(false));
    if (!created.ok) throw new Error(created.error);
    const paused = created.value;
    expect((await view(T)).source).toBe("default");
    await updateLink({ db }, await testAdmin(), paused.id, { ...linkInput(), link: paused.link });
    expect((await view(T + 1)).linkId).toBe(paused.id);
  });

  it("gives a display on the next view once the cron refills it", async () => {
    const id = await usedUpPool(T);
    expect((await view(T)).source).toBe("default");
    // The 24 hours since the last reset are over: the hourly cron refills the pool.
    const later = T + ROTATION_COOLDOWN_MS;
    await env.KV.put(ROTATION_MARK_KEY, String(later - ROTATION_COOLDOWN_MS - 1));
    expect((await runScheduled("0 * * * *", env, later)).refilled).toBe(1);
    expect(await view(T + 1)).toMatchObject({ source: "pool", linkId: id });
    const [row] = await db.select().from(referralLinks).where(eq(referralLinks.id, id));
    expect(row!.displaysLeft).toBe(4);
  });

  it("is not remembered from an answer that began before the pool changed", () => {
    const memo = new EmptyPoolMemo();
    const ticket = memo.ticket();
    memo.clear(); // a link added while the take was in flight
    memo.markEmpty(ticket, T);
    expect(memo.knownEmpty(T)).toBe(false);
    memo.markEmpty(memo.ticket(), T);
    expect(memo.knownEmpty(T + EMPTY_POOL_MEMO_MS - 1)).toBe(true);
    expect(memo.knownEmpty(T + EMPTY_POOL_MEMO_MS)).toBe(false);
  });
});
