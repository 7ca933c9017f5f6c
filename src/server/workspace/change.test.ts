import { describe, expect, it } from "vitest";
import { changedFields, isUniqueViolation, withoutId } from "./change";

describe("changedFields", () => {
  it("keeps only the fields an edit changed, dates and lists compared by value", () => {
    const before = {
      title: "A",
      tags: ["x"],
      postedAt: new Date("2026-11-23T05:00:00Z"),
      link: "/a",
    };
    const after = {
      title: "A",
      tags: ["x", "y"],
      postedAt: new Date("2026-11-23T05:00:00Z"),
      link: "/b",
    };
    expect(changedFields(before, after)).toEqual({
      before: { tags: ["x"], link: "/a" },
      after: { tags: ["x", "y"], link: "/b" },
    });
    expect(changedFields(after, after)).toEqual({ before: {}, after: {} });
  });
});

describe("isUniqueViolation", () => {
  it("finds PostgreSQL's unique_violation however deep the driver wrapped it", () => {
    const pg = Object.assign(new Error("duplicate key"), { code: "23505" });
    expect(isUniqueViolation(pg)).toBe(true);
    expect(isUniqueViolation(new Error("Failed query", { cause: pg }))).toBe(true);
    expect(isUniqueViolation(Object.assign(new Error("fk"), { code: "23503" }))).toBe(false);
    expect(isUniqueViolation("23505")).toBe(false);
  });
});

describe("withoutId", () => {
  it("leaves the row's values without its id", () => {
    expect(withoutId({ id: 3, title: "A" })).toEqual({ title: "A" });
  });
});
