import { describe, expect, it } from "vitest";
import { createSharedCache } from "./shared-cache.mjs";

const page = { body: Buffer.from("<p>kept</p>"), headers: {} };

async function took(work: () => Promise<unknown> | undefined) {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

describe("the kept pages' content version check", () => {
  it("holds requests once, briefly, and asks nothing more while the database has not answered", async () => {
    let asked = 0;
    let answer: (version: unknown) => void = () => undefined;
    const cache = createSharedCache({
      maxBytes: 1_000_000,
      freshMs: 60_000,
      versionCheckMs: 0,
      version: () => {
        asked += 1;
        return new Promise((resolve) => (answer = resolve));
      },
    });
    expect(await took(() => cache.check())).toBeLessThan(200);
    // The database is busy (a long transaction): later requests do not wait again.
    for (let i = 0; i < 5; i += 1) expect(await took(() => cache.check())).toBeLessThan(5);
    expect(asked).toBe(1);

    answer(1);
    await cache.check();
    expect(asked).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    cache.set("/latest", page as never);
    await cache.check();
    expect(asked).toBe(2);
    answer(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(cache.get("/latest")).toBeDefined();
    await cache.check();
    answer(2);
    await new Promise((resolve) => setTimeout(resolve, 5));
    // The version moved (an import elsewhere): every kept page is dropped.
    expect(cache.get("/latest")).toBeUndefined();
  });
});
