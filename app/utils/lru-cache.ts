// A small in-isolate cache: at most `limit` entries, the least recently used goes first. Used in
// front of slower lookups on the page-view path (rendered pages, verified cookies, bot verdicts).
export class LruCache<K, V> {
  private entries = new Map<K, V>();
  private readonly limit: number;
  constructor(limit: number) {
    this.limit = limit;
  }
  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }
  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!);
  }
  get size(): number {
    return this.entries.size;
  }
}

/** `compute` remembered for the `limit` most recent keys. A key longer than `maxKeyLength` is
 * computed each time and not kept, so crafted long values (a User-Agent header) cannot make the
 * cache large. For the page-view path's answers about the same header again and again. */
export function memoizeRecent<V>(
  compute: (key: string) => V,
  limit: number,
  maxKeyLength: number,
): (key: string) => V {
  const cache = new LruCache<string, V>(limit);
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = compute(key);
      if (key.length <= maxKeyLength) cache.set(key, value);
    }
    return value;
  };
}
