/**
 * A Map that keeps what was used lately within a budget of bytes: reading an entry makes it the
 * most recent, and past the budget the least recently used go first. What an entry weighs is the
 * caller's measure (`weigh`), counted once when it is kept.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, { value: V; bytes: number }>();
  private held = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly weigh: (key: K, value: V) => number,
  ) {}

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    // Most recently used last, so the budget lets the coldest go.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.entries.delete(key);
      this.held -= old.bytes;
    }
    const bytes = this.weigh(key, value);
    this.entries.set(key, { value, bytes });
    this.held += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.held <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.held -= entry.bytes;
    }
  }
}
