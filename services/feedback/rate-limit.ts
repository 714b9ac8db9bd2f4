/**
 * Accepted messages per client address in a fixed window. Only a stored message counts (an invalid post or
 * a retried duplicate does not), and an address that has spent its allowance is kept until its window ends,
 * however many other addresses arrive: when the table is full, expired entries go first, then addresses
 * that have not spent theirs.
 */
export interface RateLimiter {
  /** Seconds until `key` may send again, or 0 when it may send now. */
  retryAfter(key: string, now?: number): number;
  /** Counts one accepted message from `key`. */
  hit(key: string, now?: number): void;
  readonly size: number;
}

export function createRateLimiter({max, windowMs, maxEntries = 100_000}: {max: number; windowMs: number; maxEntries?: number}): RateLimiter {
  const entries = new Map<string, {count: number; resetAt: number}>();

  function makeRoom(now: number) {
    for (const [key, e] of entries) if (e.resetAt <= now) entries.delete(key);
    if (entries.size < maxEntries) return;
    for (const [key, e] of entries) {
      if (e.count < max) entries.delete(key);
      if (entries.size < maxEntries * 0.9) break;
    }
  }

  return {
    retryAfter(key, now = Date.now()) {
      const e = entries.get(key);
      if (!e || e.resetAt <= now || e.count < max) return 0;
      return Math.max(1, Math.ceil((e.resetAt - now) / 1000));
    },
    hit(key, now = Date.now()) {
      const e = entries.get(key);
      if (e && e.resetAt > now) {
        e.count++;
        return;
      }
      if (!e && entries.size >= maxEntries) makeRoom(now);
      entries.set(key, {count: 1, resetAt: now + windowMs});
    },
    get size() {
      return entries.size;
    },
  };
}
