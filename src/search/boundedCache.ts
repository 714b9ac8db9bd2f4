/**
 * A cache that keeps its most recently used values while their total weight stays under a bound: values worked
 * out once per query term (a word's search results, its typo matches) are kept for the next keypress and the next
 * question, and memory stays flat over a long session. A value's weight is what it holds (entries, say), so one
 * large value cannot sit beside a thousand large others.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, {value: V; weight: number}>();
  private total = 0;

  constructor(
    private readonly maxWeight: number,
    private readonly weigh: (value: V) => number = () => 1,
  ) {}

  /** The value for `key`, worked out by `make` when it is not held. */
  get(key: K, make: () => V): V {
    const held = this.entries.get(key);
    if (held) {
      // A Map keeps insertion order: moved to the end, the entry is the most recently used.
      this.entries.delete(key);
      this.entries.set(key, held);
      return held.value;
    }
    const value = make();
    const weight = this.weigh(value);
    this.entries.set(key, {value, weight});
    this.total += weight;
    // The least recently used go first; the value just made stays, however heavy.
    for (const [oldKey, old] of this.entries) {
      if (this.total <= this.maxWeight || oldKey === key) break;
      this.entries.delete(oldKey);
      this.total -= old.weight;
    }
    return value;
  }

  /** Forgets every value. */
  clear(): void {
    this.entries.clear();
    this.total = 0;
  }

  get size(): number {
    return this.entries.size;
  }
}
