import { describe, expect, it } from "vitest";
import { preferredEncoding } from "./accept-encoding.mjs";

describe("preferredEncoding", () => {
  it("prefers brotli, then gzip, as browsers send them", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, deflate")).toBe("gzip");
    expect(preferredEncoding("br")).toBe("br");
    expect(preferredEncoding("x-gzip")).toBe("gzip");
    expect(preferredEncoding(["gzip", "br"])).toBe("br");
  });

  it("sends the file itself without the header, for identity, or for anything unknown", () => {
    for (const header of [undefined, "", "identity", "deflate", "zstd", "compress, identity"]) {
      expect(preferredEncoding(header), String(header)).toBeUndefined();
    }
  });

  it("follows the weights: q=0 refuses, a higher q wins, * covers what is not named", () => {
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("gzip;q=1.0, br;q=0.5")).toBe("gzip");
    expect(preferredEncoding("br;q=0.5, gzip;q=0.5")).toBe("br");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("*;q=0.2, br;q=0")).toBe("gzip");
    expect(preferredEncoding("gzip;q=0, br;q=0")).toBeUndefined();
    expect(preferredEncoding("BR ; Q=0.9")).toBe("br");
    expect(preferredEncoding("gzip;q=nonsense")).toBeUndefined();
  });
});

describe("preferredEncoding among the copies a file has", () => {
  it("falls back to the other accepted copy, else to the file itself", () => {
    expect(preferredEncoding("gzip, br", ["gzip"])).toBe("gzip");
    expect(preferredEncoding("br", ["gzip"])).toBeUndefined();
    expect(preferredEncoding("gzip, br", [])).toBeUndefined();
  });
});
