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
