// @ts-check
import { LRUCache } from "lru-cache";

/**
 * The pages the edge keeps for everyone (decisions 0009, 0057), in two least-recently-used
 * parts: a page enters on probation (a fifth of the bytes) and moves to the main part when asked
 * for again. A flood of one-off addresses (a new value of a parameter each time) only churns
 * probation, so it cannot push out the pages most visitors ask for. Fresh for `freshMs`; after
 * that served only while its replacement renders, or to a client over its render budget.
 *
 * @typedef {import("./respond.mjs").Compressed} Compressed
 * @typedef {{ page: Compressed, storedAt: number }} Entry
 */

const PROBATION_SHARE = 0.2;

/** @param {{ maxBytes: number, freshMs: number, now?: () => number }} options */
export function createSharedCache({ maxBytes, freshMs, now = Date.now }) {
  /** @param {number} share @returns {LRUCache<string, Entry>} */
  const part = (share) =>
    new LRUCache({
      // lru-cache needs a positive size; a cache of 1 byte keeps nothing (development).
      maxSize: Math.max(1, Math.floor(maxBytes * share)),
      /** @param {Entry} entry */
      sizeCalculation: ({ page }) =>
        page.body.length + (page.gzip?.length ?? 0) + (page.br?.length ?? 0) + 1024,
    });
  const probation = part(PROBATION_SHARE);
  const main = part(1 - PROBATION_SHARE);
  const parts = [probation, main];
  return {
    /** @param {string} key @returns {{ page: Compressed, fresh: boolean } | undefined} */
    get(key) {
      let entry = main.get(key);
      if (!entry) {
        entry = probation.get(key);
        if (entry) {
          probation.delete(key);
          main.set(key, entry);
        }
      }
      return entry && { page: entry.page, fresh: now() - entry.storedAt < freshMs };
    },
    /** @param {string} key @param {Compressed} page */
    set(key, page) {
      (main.has(key) ? main : probation).set(key, { page, storedAt: now() });
    },
    /** Drops every page kept for `path`, in any variant and with any query. @param {string} path */
    deletePath(path) {
      for (const cache of parts) {
        for (const key of [...cache.keys()]) {
          if (key === path || key.startsWith(`${path}?`) || key.startsWith(`${path}#`)) {
            cache.delete(key);
          }
        }
      }
    },
    clear() {
      for (const cache of parts) cache.clear();
    },
    get size() {
      return probation.size + main.size;
    },
  };
}

/** @typedef {ReturnType<typeof createSharedCache>} SharedCache */
