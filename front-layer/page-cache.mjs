// @ts-check

/**
 * The rendered pages kept in memory, shared by everyone (decisions 0009, 0029): at most
 * `maxBytes` in all, the least recently used dropped first. An entry is fresh for `freshMs`; after
 * that it may still be served while one request renders its replacement.
 *
 * @typedef {object} CachedPage
 * @property {number} status
 * @property {[string, string][]} headers  response headers, without length, encoding and id
 * @property {Buffer} body                 the HTML
 * @property {Buffer} gzip
 * @property {Buffer} br
 * @property {number} storedAt             ms, from the cache's clock
 */

export class PageCache {
  /** @type {Map<string, CachedPage>} */
  #pages = new Map();
  #bytes = 0;

  /**
   * @param {{ maxBytes: number, freshMs: number, now?: () => number }} options
   */
  constructor({ maxBytes, freshMs, now = Date.now }) {
    this.maxBytes = maxBytes;
    this.freshMs = freshMs;
    this.now = now;
  }

  /**
   * The page stored under `key` and whether it is still fresh; undefined when there is none.
   * @param {string} key
   * @returns {{ page: CachedPage, fresh: boolean } | undefined}
   */
  get(key) {
    const page = this.#pages.get(key);
    if (!page) return undefined;
    // Map keeps insertion order: re-inserting marks the page as the most recently used.
    this.#pages.delete(key);
    this.#pages.set(key, page);
    return { page, fresh: this.now() - page.storedAt < this.freshMs };
  }

  /**
   * @param {string} key
   * @param {Omit<CachedPage, "storedAt">} page
   */
  set(key, page) {
    this.delete(key);
    const stored = { ...page, storedAt: this.now() };
    const size = sizeOf(stored);
    if (size > this.maxBytes) return;
    this.#pages.set(key, stored);
    this.#bytes += size;
    for (const [oldest, old] of this.#pages) {
      if (this.#bytes <= this.maxBytes) break;
      this.#pages.delete(oldest);
      this.#bytes -= sizeOf(old);
    }
  }

  /** @param {string} key */
  delete(key) {
    const page = this.#pages.get(key);
    if (!page) return;
    this.#pages.delete(key);
    this.#bytes -= sizeOf(page);
  }

  /** Drops the pages kept for `path`, with any query. @param {string} path */
  deletePath(path) {
    for (const key of [...this.#pages.keys()]) {
      if (key === path || key.startsWith(`${path}?`)) this.delete(key);
    }
  }

  clear() {
    this.#pages.clear();
    this.#bytes = 0;
  }

  get size() {
    return this.#pages.size;
  }

  get bytes() {
    return this.#bytes;
  }
}

/** @param {CachedPage} page */
function sizeOf(page) {
  return page.body.length + page.gzip.length + page.br.length + 1024;
}
