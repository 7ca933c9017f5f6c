// @ts-check
import { constants } from "node:zlib";
import { brotli } from "./respond.mjs";

/** @typedef {import("./respond.mjs").Compressed} Compressed */

/** Brotli's best: the options of the copy a kept page gets. */
export const BEST = { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } };
const MAX_WAITING = 32;

/** A kept page asked for again gets brotli's best copy, one page at a time, behind (decision 0106).
 * @param {import("./shared-cache.mjs").SharedCache} cache */
export function createPolisher(cache) {
  /** @type {Map<string, Compressed>} */
  const waiting = new Map();
  /** @type {WeakSet<Compressed>} */
  const polished = new WeakSet();
  /** @type {Promise<void> | undefined} */
  let running;

  async function drain() {
    for (const [key, page] of waiting) {
      waiting.delete(key);
      // A failed compression keeps quality 5's copy, which was already sent many times.
      const br = await brotli(page.body, BEST).catch(() => undefined);
      if (!br) continue;
      const better = { ...page, br };
      polished.add(better);
      cache.replace(key, page, better);
    }
    running = undefined;
  }

  return {
    /** @param {string} key @param {Compressed} page  the page the cache holds for key */
    polish(key, page) {
      if (!page.br || polished.has(page) || waiting.size >= MAX_WAITING) return;
      waiting.set(key, page);
      running ??= drain();
    },
    /** Resolves once no page waits (tests). */
    idle: () => running ?? Promise.resolve(),
  };
}
