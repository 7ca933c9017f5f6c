import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit";

describe("createRateLimiter", () => {
  it("allows `limit` attempts per key in a window, then refuses", () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 1000 });
    const results = [0, 1, 2, 3, 4].map(() => limiter.take("1.2.3.4", 100));
    expect(results).toEqual([true, true, true, false, false]);
  });

  it("counts keys separately", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 });
    expect(limiter.take("a", 0)).toBe(true);
    expect(limiter.take("b", 0)).toBe(true);
    expect(limiter.take("a", 0)).toBe(false);
  });

  it("starts a new window once the old one has passed", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 });
    expect(limiter.take("a", 0)).toBe(true);
    expect(limiter.take("a", 999)).toBe(false);
    expect(limiter.take("a", 1000)).toBe(true);
  });

  it("forgets the oldest keys beyond maxKeys, so memory stays bounded", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 10_000, maxKeys: 2 });
    limiter.take("a", 0);
    limiter.take("b", 1);
    limiter.take("c", 2);
    // "a" was forgotten, so it gets a fresh window; "c" is still remembered.
    expect(limiter.take("a", 3)).toBe(true);
    expect(limiter.take("c", 4)).toBe(false);
  });
});
