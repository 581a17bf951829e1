// The atomic counter behind every "N per client per period" limit: one Durable Object per limit
// and client (idFromName(`${limit}:${clientKey}`)). A Durable Object runs one call at a time and
// its SQLite-backed storage API is synchronous, so reading and raising the count cannot
// interleave with another request the way a KV read-then-write did. ./atomic-limits.server.ts is
// the only caller; the class is exported from workers/app.ts and bound in wrangler.toml.
import { DurableObject } from "cloudflare:workers";

type Counter = { window: number; count: number; resetAt: number };
const COUNTER_KEY = "counter";

export type LimitVerdict = {
  allowed: boolean;
  /** Events counted in this window, including this one when allowed. */
  count: number;
  /** When the window ends (ms since the epoch). */
  resetAt: number;
};

export class RateLimiter extends DurableObject<Env> {
  /** When the alarm this object set will ring, while it is in memory: a call in the same window
   * need not ask storage again (one storage read less per counted event). */
  private alarmAt: number | null = null;

  /**
   * Counts one event in the current fixed window of `windowMs`, unless `limit` events were
   * already counted there: then refuses and counts nothing.
   */
  async consume(limit: number, windowMs: number, now = Date.now()): Promise<LimitVerdict> {
    const window = Math.floor(now / windowMs);
    const resetAt = (window + 1) * windowMs;
    const stored = this.ctx.storage.kv.get<Counter>(COUNTER_KEY);
    const count = stored && stored.window === window ? stored.count : 0;
    if (count >= limit) return { allowed: false, count, resetAt };
    this.ctx.storage.kv.put(COUNTER_KEY, { window, count: count + 1, resetAt });
    // Nothing to keep once the window is over: the alarm deletes the object's storage.
    if (this.alarmAt === null) {
      this.alarmAt = (await this.ctx.storage.getAlarm()) ?? resetAt;
      if (this.alarmAt === resetAt) await this.ctx.storage.setAlarm(resetAt);
    }
    return { allowed: true, count: count + 1, resetAt };
  }

  /** Events counted in the current window, without counting one. */
  async peek(windowMs: number, now = Date.now()): Promise<number> {
    const window = Math.floor(now / windowMs);
    const stored = this.ctx.storage.kv.get<Counter>(COUNTER_KEY);
    return stored && stored.window === window ? stored.count : 0;
  }

  override async alarm(): Promise<void> {
    const stored = this.ctx.storage.kv.get<Counter>(COUNTER_KEY);
    // A counter still in its window keeps its storage until its own end.
    if (stored && Date.now() < stored.resetAt) {
      await this.ctx.storage.setAlarm(stored.resetAt);
      this.alarmAt = stored.resetAt;
      return;
    }
    await this.ctx.storage.deleteAll();
    this.alarmAt = null;
  }
}
