import { describe, expect, it } from "vitest";
import { memoized } from "./memo.mjs";

describe("memoized", () => {
  it("computes each input once and gives the same answer again", () => {
    const seen: string[] = [];
    const length = memoized(10, (input) => (seen.push(input), input.length));
    expect([length("ab"), length("abc"), length("ab")]).toEqual([2, 3, 2]);
    expect(seen).toEqual(["ab", "abc"]);
  });

  it("starts again when full, and never holds more than its limit", () => {
    const seen: string[] = [];
    const upper = memoized(2, (input) => (seen.push(input), input.toUpperCase()));
    for (const input of ["a", "b", "c", "a"]) upper(input);
    // "c" found the memo full: it was emptied, so "a" is computed again.
    expect(seen).toEqual(["a", "b", "c", "a"]);
  });

  it("remembers answers that are empty", () => {
    let calls = 0;
    const none = memoized(5, () => (calls++, null));
    none("x");
    none("x");
    expect(calls).toBe(1);
  });

  it("computes long inputs every time instead of holding them", () => {
    let calls = 0;
    const count = memoized(5, (input) => (calls++, input.length));
    const long = "x".repeat(5000);
    expect(count(long)).toBe(5000);
    count(long);
    expect(calls).toBe(2);
  });
});
