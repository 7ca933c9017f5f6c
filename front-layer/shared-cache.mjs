// @ts-check
import { LRUCache } from "lru-cache";
import { setTimeout as sleep } from "node:timers/promises";

/** @typedef {import("./respond.mjs").Compressed} Compressed */
/** @typedef {{ page: Compressed, storedAt: number }} Entry */

const PROBATION_SHARE = 0.2;
/** How long a request waits for the content version's answer (a quiet database's takes 1-2 ms). */
const VERSION_WAIT_MS = 40;

/**
 * The pages the edge keeps for everyone, in two parts, probation and main (decision 0057); all
 * dropped when the content version moves, asked one question at a time (decisions 0009, 0060).
 * @param {{ maxBytes: number, freshMs: number, now?: () => number, versionCheckMs: number,
 *   version: () => Promise<unknown> | undefined }} options
 */
export function createSharedCache({ maxBytes, freshMs, now = Date.now, ...options }) {
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
  /** @type {{ known?: unknown, at: number, asking?: Promise<unknown>, waited?: Promise<unknown> }} */
  const version = { at: -Infinity };
  const cache = {
    /** Counts the content version's moves: a render across one is not kept. */
    generation: 0,
    check() {
      // One question at a time, however long the database takes (decision 0060).
      const due = !version.asking && Date.now() - version.at >= options.versionCheckMs;
      const answer = due ? options.version() : undefined;
      if (answer) {
        version.at = Date.now();
        version.asking = answer
          .catch(() => version.known)
          .then((moved) => {
            if (version.known !== undefined && moved !== version.known) cache.clear();
            version.known = moved;
          })
          .finally(() => delete version.asking);
        const wait = sleep(VERSION_WAIT_MS, undefined, { ref: false });
        version.waited = Promise.race([version.asking, wait]);
      }
      return version.asking && version.waited;
    },
    /** @param {string} key @returns {{ page: Compressed, fresh: boolean } | undefined} */
    get(key) {
      // Asked for again: out of probation.
      const entry = main.get(key) ?? probation.get(key);
      if (entry && probation.delete(key)) main.set(key, entry);
      return entry && { page: entry.page, fresh: now() - entry.storedAt < freshMs };
    },
    /** @param {string} key @param {Compressed} page */
    set(key, page) {
      (main.has(key) ? main : probation).set(key, { page, storedAt: now() });
    },
    /** Swaps `page`, if `key` still holds it, for a better copy (decision 0106).
     * @param {string} key @param {Compressed} page @param {Compressed} better */
    replace(key, page, better) {
      for (const part of parts) {
        const entry = part.peek(key);
        if (entry?.page === page) part.set(key, { ...entry, page: better });
      }
    },
    /** Drops every page kept for `path`, in any variant and with any query. @param {string} path */
    deletePath(path) {
      const keys = parts.flatMap((cache) => [...cache.keys()]);
      const kept = keys.filter((key) => key.split(/[?#]/)[0] === path);
      for (const key of kept) parts.forEach((cache) => cache.delete(key));
    },
    clear() {
      cache.generation += 1;
      for (const part of parts) part.clear();
    },
  };
  return cache;
}

/** @typedef {ReturnType<typeof createSharedCache>} SharedCache */
