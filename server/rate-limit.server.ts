export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const WINDOW_MS = 60_000;

/**
 * A sliding-window limit: at most `limit` requests per client in any 60 seconds. Exact, so no burst
 * at a window boundary gets past it; memory is one small array per client seen in the last minute.
 */
export function createRateLimiter(limit: number, now: () => number = Date.now) {
  const hits = new Map<string, number[]>();
  let checksSinceSweep = 0;

  function sweep(at: number) {
    for (const [key, times] of hits) {
      if ((times.at(-1) ?? 0) <= at - WINDOW_MS) hits.delete(key);
    }
  }

  return {
    check(key: string): RateDecision {
      const at = now();
      if (++checksSinceSweep >= 1000) {
        checksSinceSweep = 0;
        sweep(at);
      }
      const recent = (hits.get(key) ?? []).filter((time) => time > at - WINDOW_MS);
      if (recent.length >= limit) {
        hits.set(key, recent);
        const oldest = recent[0] ?? at;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + WINDOW_MS - at) / 1000)) };
      }
      recent.push(at);
      hits.set(key, recent);
      return { allowed: true };
    },
    /** Clients currently tracked; for tests and the soak's memory check. */
    size: () => hits.size,
  };
}
