// The content version: part of every cached page's key, changed by every edit that shows on the
// public site (settings, translations, videos, testimonials, proofs, presentations), so a saved
// edit is on the next page load. Kept in KV; an isolate re-reads it at most once a second and
// sees its own changes at once.
const KEY = "content:version";
const MEMO_MS = 1000;
let memo: { value: string; at: number } | null = null;

export async function getContentVersion(kv: KVNamespace, now = Date.now()): Promise<string> {
  if (memo && now - memo.at < MEMO_MS) return memo.value;
  const value = (await kv.get(KEY)) ?? "0";
  memo = { value, at: now };
  return value;
}

export async function bumpContentVersion(kv: KVNamespace, now = Date.now()): Promise<string> {
  const value = `${now.toString(36)}-${crypto.getRandomValues(new Uint32Array(1))[0]!.toString(36)}`;
  await kv.put(KEY, value);
  memo = { value, at: now };
  return value;
}
