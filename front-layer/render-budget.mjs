// @ts-check
import { LRUCache } from "lru-cache";

/**
 * Each client's budget of renders, a token bucket (decision 0057), for the 20,000 latest clients.
 * @param {{ burst: number, perSecond: number, now?: () => number }} options
 */
export function createRenderBudget({ burst, perSecond, now = Date.now }) {
  /** @type {LRUCache<string, { tokens: number, at: number }>} */
  const buckets = new LRUCache({ max: 20_000 });
  return {
    /** One render of the client's: 0 when it had one, else the seconds until it has. @param {string} client */
    take(client) {
      const time = now();
      const bucket = buckets.get(client) ?? { tokens: burst, at: time };
      bucket.tokens = Math.min(burst, bucket.tokens + ((time - bucket.at) / 1000) * perSecond);
      bucket.at = time;
      buckets.set(client, bucket);
      if (bucket.tokens < 1) return Math.ceil((1 - bucket.tokens) / perSecond);
      bucket.tokens -= 1;
      return 0;
    },
  };
}

/** @typedef {ReturnType<typeof createRenderBudget>} RenderBudget */
