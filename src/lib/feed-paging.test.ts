import { describe, expect, it } from "vitest";
import {
  formatUpdateCursor,
  pagedHref,
  parseIdPageRequest,
  parseUpdatePageRequest,
} from "./feed-paging";

describe("parseUpdatePageRequest", () => {
  it("reads the newest page without a cursor", () => {
    expect(parseUpdatePageRequest({})).toEqual({ kind: "first" });
  });

  it("reads older and newer cursors of microseconds and an id", () => {
    expect(parseUpdatePageRequest({ before: "1791030896123457-57" })).toEqual({
      kind: "older",
      cursor: { postedAtMicros: "1791030896123457", id: 57 },
    });
    expect(parseUpdatePageRequest({ after: ["-5-1", "9-9"] })).toEqual({
      kind: "newer",
      cursor: { postedAtMicros: "-5", id: 1 },
    });
  });

  it("round-trips through formatUpdateCursor", () => {
    const cursor = { postedAtMicros: "1791030896123457", id: 2_147_483_647 };
    expect(parseUpdatePageRequest({ before: formatUpdateCursor(cursor) })).toEqual({
      kind: "older",
      cursor,
    });
  });

  it("refuses both directions at once, junk, zero or huge ids and over-long times", () => {
    for (const params of [
      { before: "1-1", after: "1-1" },
      { before: "" },
      { before: "abc" },
      { before: "1-0" },
      { before: "1-2147483648" },
      { before: "12345678901234567-1" },
      { before: "1.5-1" },
      { after: "1-1; DROP TABLE updates" },
    ]) {
      expect(parseUpdatePageRequest(params), JSON.stringify(params)).toEqual({ kind: "invalid" });
    }
  });
});

describe("parseIdPageRequest", () => {
  it("reads id cursors and refuses anything else", () => {
    expect(parseIdPageRequest({ before: "25" })).toEqual({ kind: "older", cursor: 25 });
    expect(parseIdPageRequest({ after: "3" })).toEqual({ kind: "newer", cursor: 3 });
    expect(parseIdPageRequest({ before: "03" })).toEqual({ kind: "invalid" });
    expect(parseIdPageRequest({ before: "-1" })).toEqual({ kind: "invalid" });
    expect(parseIdPageRequest({ before: "99999999999" })).toEqual({ kind: "invalid" });
  });
});

describe("pagedHref", () => {
  it("writes the filter, then the cursor, and nothing for the first page", () => {
    expect(pagedHref("/latest", { tag: null }, null)).toBe("/latest");
    expect(pagedHref("/latest", { tag: "Entry Tests" }, { kind: "first" })).toBe(
      "/latest?tag=Entry+Tests",
    );
    expect(pagedHref("/latest", { tag: "A&B" }, { kind: "older", cursor: "5-1" })).toBe(
      "/latest?tag=A%26B&before=5-1",
    );
    expect(pagedHref("/latest/jobs", {}, { kind: "newer", cursor: "7" })).toBe(
      "/latest/jobs?after=7",
    );
  });
});
