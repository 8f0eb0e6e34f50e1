/** What `get` answers for a key: the value held (which may itself be null), or nothing. */
export type Lookup<V> = { value: V } | undefined;

interface Entry<V> {
  value: V;
  storedAt: number;
}

/**
 * At most `capacity` entries, the least recently used leaving first, each answered for at most `maxAgeMs`
 * after it was stored (a bound on anything a missed change could leave stale). A Map keeps insertion
 * order, so re-inserting on use makes its first key the least recently used.
 */
export class BoundedLru<K, V> {
  private readonly entries = new Map<K, Entry<V>>();

  constructor(
    readonly capacity: number,
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: K): Lookup<V> {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (this.now() - entry.storedAt >= this.maxAgeMs) return undefined;
    this.entries.set(key, entry);
    return { value: entry.value };
  }

  set(key: K, value: V): void {
    if (this.capacity <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, { value, storedAt: this.now() });
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as K);
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
