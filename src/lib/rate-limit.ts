export type RateLimitOptions = {
  /** Attempts allowed per key in one window. */
  limit: number;
  windowMs: number;
  /** Most keys remembered; beyond it expired keys go first, then the oldest. */
  maxKeys?: number;
};

export type RateLimiter = {
  /** Counts one attempt for the key; false when the key is over its limit in this window. */
  take: (key: string, now?: number) => boolean;
};

type Window = { count: number; resetAt: number };

/** A fixed-window limiter held in memory (per server process). */
export function createRateLimiter({
  limit,
  windowMs,
  maxKeys = 10_000,
}: RateLimitOptions): RateLimiter {
  const windows = new Map<string, Window>();

  function prune(now: number): void {
    for (const [key, window] of windows) {
      if (window.resetAt <= now) windows.delete(key);
    }
    // Map keeps insertion order, so the first keys are the oldest windows.
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  }

  return {
    take(key, now = Date.now()) {
      const current = windows.get(key);
      if (current && current.resetAt > now) {
        current.count += 1;
        return current.count <= limit;
      }
      windows.delete(key);
      if (windows.size >= maxKeys) prune(now);
      windows.set(key, { count: 1, resetAt: now + windowMs });
      return limit >= 1;
    },
  };
}
