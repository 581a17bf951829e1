// Per-client limits: who counts as one client, and the atomic counter behind every budget.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { consumeLimit, LIMITS } from "~/server/limits/atomic-limits.server";
import { clientKey, requestClientKey } from "~/server/limits/client-key";

describe("the client key", () => {
  it("is the IPv4 address itself", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey(" 203.0.113.7 ")).toBe("203.0.113.7");
    expect(clientKey("203.0.113.8")).not.toBe(clientKey("203.0.113.7"));
  });

  it("is the /64 for IPv6, whatever the spelling and the last 64 bits", () => {
    const key = clientKey("2001:db8:aa:bb::1");
    expect(key).toBe("2001:db8:aa:bb::/64");
    for (const same of [
      "2001:db8:aa:bb:ffff:ffff:ffff:ffff",
      "2001:0DB8:00AA:00BB:0:0:0:2",
      "2001:db8:aa:bb:1:2:3:4",
      "2001:db8:aa:bb::192.0.2.1",
      "2001:db8:aa:bb::1%eth0",
    ])
      expect(clientKey(same), same).toBe(key);
    for (const other of ["2001:db8:aa:bc::1", "2001:db8:ab:bb::1", "::1", "2001:db8::1"])
      expect(clientKey(other), other).not.toBe(key);
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
  });

  it("counts an IPv4-mapped IPv6 address as its IPv4 address", () => {
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:cb00:7107")).toBe("203.0.113.7");
  });

  it("keeps anything else as one short key", () => {
    expect(clientKey("not an address")).toBe("not an address");
    expect(clientKey("x".repeat(500))).toHaveLength(64);
    expect(clientKey("1:2:3:4:5:6:7:8:9")).toBe("1:2:3:4:5:6:7:8:9");
    expect(clientKey("")).toBe("unknown");
  });

  it("is read from the address the platform saw", () => {
    const request = new Request("https://x.test/", {
      headers: { "CF-Connecting-IP": "2001:db8:1:2:3:4:5:6" },
    });
    expect(requestClientKey(request)).toBe("2001:db8:1:2::/64");
    expect(requestClientKey(new Request("https://x.test/"))).toBe("unknown");
  });
});

describe("the atomic limiter", () => {
  it("lets exactly the budget through when calls arrive all at once", async () => {
    const client = `198.51.100.${crypto.randomUUID()}`;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => consumeLimit(env, "visitorUpload", client)),
    );
    expect(results.filter(Boolean)).toHaveLength(LIMITS.visitorUpload.limit);
    // Another client has its own budget.
    expect(await consumeLimit(env, "visitorUpload", `${client}-other`)).toBe(true);
    // And another limit for the same client too.
    expect(await consumeLimit(env, "emailSignup", client)).toBe(true);
  });

  it("starts a new budget in the next window", async () => {
    const client = `window-${crypto.randomUUID()}`;
    const rule = { limit: 2, windowMs: 1500 };
    const nextWindow = () => new Promise((r) => setTimeout(r, 1500 - (Date.now() % 1500) + 20));
    // Start at the beginning of a window, so the first three calls fall in one.
    await nextWindow();
    const first = [];
    for (let i = 0; i < 3; i++)
      first.push(await consumeLimit(env, "campaignTestSend", client, rule));
    expect(first).toEqual([true, true, false]);
    await nextWindow();
    expect(await consumeLimit(env, "campaignTestSend", client, rule)).toBe(true);
  });
});

describe("the limiter's storage", () => {
  it("is deleted when its window is over, and the next window sets its alarm again", async () => {
    const { runDurableObjectAlarm, runInDurableObject } = await import("cloudflare:test");
    const stub = env.RATE_LIMITER.get(env.RATE_LIMITER.idFromName(`test:${crypto.randomUUID()}`));
    const windowMs = 60_000;
    const past = Date.now() - 3 * windowMs;
    expect((await stub.consume(5, windowMs, past)).count).toBe(1);
    expect((await stub.consume(5, windowMs, past)).count).toBe(2);
    // (An alarm set in the past rings at once: the runtime may store "now" instead.)
    expect(await runInDurableObject(stub, (_, state) => state.storage.getAlarm())).not.toBeNull();
    // The window is over: the alarm deletes the count.
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await runInDurableObject(stub, (_, state) => state.storage.kv.get("counter"))).toBe(
      undefined,
    );
    // A new window counts from 1 and has an alarm of its own.
    const now = Date.now();
    expect((await stub.consume(5, windowMs, now)).count).toBe(1);
    expect(await runInDurableObject(stub, (_, state) => state.storage.getAlarm())).toBe(
      (Math.floor(now / windowMs) + 1) * windowMs,
    );
  });
});
