// Bots and link previews on a cached page cost no D1 query: the default referral link is read
// once per content version in an isolate, and a settings change (which bumps the version) is
// seen on the next request.
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { expect, it } from "vitest";
import { getDb } from "~/data/db";
import { saveSiteSettings } from "~/data/settings";
import { bumpContentVersion } from "~/server/pages/content-version.server";
import { defaultReferralLink } from "~/server/referral/default-link.server";
import { referralDeps } from "~/server/referral/rotator-deps.server";
import { resolveReferralLink } from "~/server/referral/rotator.server";

const statements: string[] = [];
const counting = new Proxy(env.DB, {
  get(target, prop) {
    if (prop === "prepare") return (q: string) => (statements.push(q), target.prepare(q));
    const value = Reflect.get(target, prop);
    return typeof value === "function" ? value.bind(target) : value;
  },
});
const countingEnv = { ...env, DB: counting } as Env;

const preview = () =>
  new Request("https://waymark.test/hi/join", {
    headers: { "User-Agent": "WhatsApp/2.23.20.0 A" },
  });

it("a link preview takes the default link without a D1 read once it is known", async () => {
  await saveSiteSettings(getDb(env.DB), { referralLink: "https://example.com/default-one" });
  await bumpContentVersion(env.KV);
  const ctx = createExecutionContext();
  statements.length = 0;
  const first = await resolveReferralLink(
    preview(),
    "/hi/join",
    referralDeps(countingEnv, ctx, preview()),
  );
  expect(first).toMatchObject({ link: "https://example.com/default-one", source: "bot" });
  expect(statements).toHaveLength(1);

  statements.length = 0;
  for (let i = 0; i < 5; i++) {
    const again = await resolveReferralLink(
      preview(),
      "/hi/join",
      referralDeps(countingEnv, ctx, preview()),
    );
    expect(again.link).toBe("https://example.com/default-one");
  }
  expect(statements).toEqual([]);
});

it("a settings change is seen on the next request", async () => {
  const db = getDb(counting);
  expect(await defaultReferralLink(db, env.KV)).toBeTruthy();
  await saveSiteSettings(getDb(env.DB), { referralLink: "https://example.com/default-two" });
  await bumpContentVersion(env.KV);
  statements.length = 0;
  expect(await defaultReferralLink(db, env.KV)).toBe("https://example.com/default-two");
  expect(statements).toHaveLength(1);
});

it("a read that never finishes in one request does not hold up the next (no shared promise)", async () => {
  await saveSiteSettings(getDb(env.DB), { referralLink: "https://example.com/default-three" });
  await bumpContentVersion(env.KV);
  // A request whose D1 read stalls, as when Workers cancels a request mid-read.
  const never = () => new Promise(() => {});
  const stalledStatement = {
    all: never,
    raw: never,
    first: never,
    run: never,
    bind: () => stalledStatement,
  };
  const stalled = new Proxy(env.DB, {
    get(target, prop) {
      if (prop === "prepare") return () => stalledStatement;
      const value = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  void defaultReferralLink(getDb(stalled), env.KV);
  // The next request reads for itself and answers.
  const next = await Promise.race([
    defaultReferralLink(getDb(env.DB), env.KV),
    new Promise((resolve) => setTimeout(() => resolve("held up"), 2000)),
  ]);
  expect(next).toBe("https://example.com/default-three");
});
