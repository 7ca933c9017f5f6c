import { describe, expect, it } from "vitest";
import { latestHref, MAX_TAG_FILTER_LENGTH, parseTagFilter } from "./tag-filter";

describe("parseTagFilter", () => {
  it("shows all updates without a tag or with an empty one", () => {
    expect(parseTagFilter(undefined)).toEqual({ kind: "all" });
    expect(parseTagFilter("")).toEqual({ kind: "all" });
    expect(parseTagFilter("   ")).toEqual({ kind: "all" });
  });

  it("keeps a tag as written, without surrounding spaces", () => {
    expect(parseTagFilter("Entry Tests")).toEqual({ kind: "tag", tag: "Entry Tests" });
    expect(parseTagFilter(" Results ")).toEqual({ kind: "tag", tag: "Results" });
  });

  it("uses the first value of a repeated parameter", () => {
    expect(parseTagFilter(["Results", "Admissions"])).toEqual({ kind: "tag", tag: "Results" });
    expect(parseTagFilter([])).toEqual({ kind: "all" });
  });

  it("marks over-long values and control characters as invalid", () => {
    expect(parseTagFilter("x".repeat(MAX_TAG_FILTER_LENGTH))).toEqual({
      kind: "tag",
      tag: "x".repeat(MAX_TAG_FILTER_LENGTH),
    });
    expect(parseTagFilter("x".repeat(MAX_TAG_FILTER_LENGTH + 1))).toEqual({ kind: "invalid" });
    expect(parseTagFilter("Results\u0000")).toEqual({ kind: "invalid" });
    expect(parseTagFilter("a\nb")).toEqual({ kind: "invalid" });
  });

  it("accepts script-like text as a plain tag (it is only ever compared, never rendered as HTML)", () => {
    expect(parseTagFilter("<script>")).toEqual({ kind: "tag", tag: "<script>" });
  });
});

describe("latestHref", () => {
  it("links All to the plain feed and a tag to its encoded filter", () => {
    expect(latestHref(null)).toBe("/latest");
    expect(latestHref("Entry Tests")).toBe("/latest?tag=Entry+Tests");
    expect(latestHref("A&B")).toBe("/latest?tag=A%26B");
  });
});
