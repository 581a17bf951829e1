// Machine translations kept for a day in KV, for screens that ask again for the same text: the
// Send Campaign tab's preview renders again on every change of its sample (language or country
// filter), and its test send renders the same email. Without this each change was another paid
// call to the provider. Entries are keyed by provider, languages and the text's SHA-256; only
// successful translations are kept, and each expires by itself, so the cache needs no pruning.
import type { TranslationProvider } from "./machine-translation.server";

/** How long a kept translation is reused (KV's expirationTtl, at least 60 s). */
export const TRANSLATION_CACHE_TTL_SECONDS = 24 * 60 * 60;

async function cacheKey(provider: string, source: string, target: string, text: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `mt:${provider}:${source}:${target}:${hex}`;
}

/** `provider`, answering from KV what it translated before and asking it only for the rest. */
export function withTranslationCache(
  provider: TranslationProvider,
  kv: KVNamespace,
): TranslationProvider {
  return {
    name: provider.name,
    async translateBatch(texts, source, target) {
      const keys = await Promise.all(texts.map((t) => cacheKey(provider.name, source, target, t)));
      const kept = await Promise.all(keys.map((k) => kv.get(k)));
      const asked = texts.flatMap((t, i) => (kept[i] === null ? [i] : []));
      const results: (string | Error)[] = kept.map((k) => k ?? new Error("not translated"));
      if (asked.length > 0) {
        const fresh = await provider.translateBatch(
          asked.map((i) => texts[i]!),
          source,
          target,
        );
        await Promise.all(
          asked.map(async (i, n) => {
            const result = fresh[n] ?? new Error("The provider returned too few results.");
            results[i] = result;
            if (typeof result === "string")
              await kv.put(keys[i]!, result, { expirationTtl: TRANSLATION_CACHE_TTL_SECONDS });
          }),
        );
      }
      return results;
    },
  };
}
