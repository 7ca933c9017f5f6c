import { describe, expect, it } from "vitest";
import { PageCache } from "./page-cache.mjs";

function page(bytes: number) {
  return {
    status: 200,
    headers: [["content-type", "text/html"]] as [string, string][],
    body: Buffer.alloc(bytes),
    gzip: Buffer.alloc(0),
    br: Buffer.alloc(0),
  };
}

describe("PageCache", () => {
  it("serves a page as fresh until freshMs has passed, then as stale", () => {
    let now = 1000;
    const cache = new PageCache({ maxBytes: 1e6, freshMs: 30_000, now: () => now });
    cache.set("/latest", page(10));
    expect(cache.get("/latest")?.fresh).toBe(true);
    now += 29_999;
    expect(cache.get("/latest")?.fresh).toBe(true);
    now += 1;
    expect(cache.get("/latest")?.fresh).toBe(false);
    expect(cache.get("/other")).toBeUndefined();
  });

  it("drops the least recently used pages when over its size", () => {
    // Each entry costs its bytes plus 1 KiB of bookkeeping.
    const cache = new PageCache({ maxBytes: 3 * (1000 + 1024), freshMs: 1000 });
    cache.set("/a", page(1000));
    cache.set("/b", page(1000));
    cache.set("/c", page(1000));
    cache.get("/a"); // /b is now the least recently used
    cache.set("/d", page(1000));
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.get("/a")).toBeDefined();
    expect(cache.get("/c")).toBeDefined();
    expect(cache.get("/d")).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(cache.maxBytes);
  });

  it("does not keep a page bigger than the whole cache, and counts replaced pages once", () => {
    const cache = new PageCache({ maxBytes: 5000, freshMs: 1000 });
    cache.set("/huge", page(10_000));
    expect(cache.size).toBe(0);
    cache.set("/a", page(100));
    cache.set("/a", page(200));
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(200 + 1024);
    cache.clear();
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });

  it("drops one page's kept copies, with any query, and no other page's", () => {
    const cache = new PageCache({ maxBytes: 1e6, freshMs: 1000 });
    for (const key of ["/c/1/A", "/c/1/A?lecture=2", "/c/1/AB", "/c/1/A/x", "/latest"]) {
      cache.set(key, page(10));
    }
    const bytes = cache.bytes;
    cache.deletePath("/c/1/A");
    expect(
      [..."/c/1/A,/c/1/A?lecture=2,/c/1/AB,/c/1/A/x,/latest".split(",")].map(
        (k) => cache.get(k) !== undefined,
      ),
    ).toEqual([false, false, true, true, true]);
    expect(cache.bytes).toBe(bytes - 2 * (10 + 1024));
  });
});
