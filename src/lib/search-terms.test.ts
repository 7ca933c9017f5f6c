import { describe, expect, it } from "vitest";
import {
  MAX_QUERY_LENGTH,
  MAX_TERMS,
  containsPattern,
  normaliseSearchQuery,
  prefixTsQuery,
  searchTerms,
} from "./search-terms";

describe("normaliseSearchQuery", () => {
  it("collapses spaces and trims", () => {
    expect(normaliseSearchQuery("  motion \n\t in   a plane ")).toBe("motion in a plane");
  });

  it("turns control characters such as NUL into spaces (PostgreSQL refuses NUL in text)", () => {
    expect(normaliseSearchQuery("phys\u0000ics\u0007 \u001b[31m")).toBe("phys ics [31m");
  });

  it("cuts very long input without splitting a character", () => {
    const urdu = "پڑھائی".repeat(500);
    const result = normaliseSearchQuery(urdu);
    expect(Array.from(result)).toHaveLength(MAX_QUERY_LENGTH);
    expect(urdu.startsWith(result)).toBe(true);
  });
});

describe("searchTerms", () => {
  it("keeps letters and digits of any script, lower-cased and once each", () => {
    expect(searchTerms("Physics 9th PHYSICS")).toEqual(["physics", "9th"]);
    expect(searchTerms("داخلہ کی تاریخ")).toEqual(["داخلہ", "کی", "تاریخ"]);
  });

  it("drops quotes, operators and SQL punctuation", () => {
    expect(searchTerms(`'; DROP TABLE lectures; -- "x" & !y | z:*`)).toEqual([
      "drop",
      "table",
      "lectures",
      "x",
      "y",
      "z",
    ]);
    expect(searchTerms(`'"!&|():*<->`)).toEqual([]);
  });

  it(`keeps at most ${MAX_TERMS} words`, () => {
    expect(searchTerms("a b c d e f g h i j k")).toHaveLength(MAX_TERMS);
  });
});

describe("prefixTsQuery", () => {
  it("asks for every word as a prefix", () => {
    expect(prefixTsQuery(["phys", "9th"])).toBe("phys:* & 9th:*");
  });

  it("is null without words", () => {
    expect(prefixTsQuery([])).toBeNull();
  });
});

describe("containsPattern", () => {
  it("escapes LIKE wildcards and the escape character", () => {
    expect(containsPattern(String.raw`50% off_now\x`)).toBe(String.raw`%50\% off\_now\\x%`);
  });
});
