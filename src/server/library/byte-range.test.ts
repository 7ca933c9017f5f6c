import { describe, expect, it } from "vitest";
import { byteRange } from "./byte-range";

describe("byteRange", () => {
  it("reads one range, an open end and a suffix", () => {
    expect(byteRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
    expect(byteRange("bytes=900-", 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange("bytes=990-5000", 1000)).toEqual({ start: 990, end: 999 });
  });

  it("answers whole for none or a header it cannot read, 416 for one past the end", () => {
    expect(byteRange(null, 1000)).toBe("all");
    expect(byteRange("bytes=0-1,5-9", 1000)).toBe("all");
    expect(byteRange("items=0-1", 1000)).toBe("all");
    expect(byteRange("bytes=1000-", 1000)).toBe("unsatisfiable");
    expect(byteRange("bytes=5-2", 1000)).toBe("unsatisfiable");
    expect(byteRange("bytes=-0", 1000)).toBe("unsatisfiable");
  });
});
