// Capability: abuse limits. This module keeps fixed-window limits in KV. Not exact under races (KV
// has no atomic increment), which is fine for limits meant to stop floods, not to count
// precisely. Body sizes and per-isolate request rates are ./request-limits.server.ts; the Worker
// (workers/app.ts) applies them before routing. Decision 0009.

/** Counts one event for `key`; false once `limit` events happened in the current window. */
export async function allowEvent(
  kv: KVNamespace,
  key: string,
  limit: number,
  windowSeconds: number,
  now = Date.now(),
): Promise<boolean> {
  const window = Math.floor(now / 1000 / windowSeconds);
  const counter = `rate:${key}:${window}`;
  const count = Number((await kv.get(counter)) ?? 0);
  if (count >= limit) return false;
  // KV needs an expiry of at least 60 s.
  await kv.put(counter, String(count + 1), { expirationTtl: Math.max(60, windowSeconds * 2) });
  return true;
}

/** The client a request comes from. */
export function clientAddress(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "unknown";
}
