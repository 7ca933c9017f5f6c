import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  chapterHref,
  classHref,
  decodeSegment,
  lectureHref,
  parsePositiveNumber,
  subjectHref,
} from "./lecture-urls";

const chapter = {
  classSlug: "12th",
  subject: "statistics",
  chapterNo: 1,
  chapterName: "Index Numbers – Laspeyres / Paasche",
};

describe("lecture URLs", () => {
  it("builds the class, subject, chapter and lecture paths", () => {
    expect(classHref("9th")).toBe("/coaching/lectures-quizzes/9th");
    expect(subjectHref("9th", "physics")).toBe("/coaching/lectures-quizzes/9th/physics");
    expect(chapterHref(chapter)).toBe(
      "/coaching/lectures-quizzes/12th/statistics/1/Index%20Numbers%20%E2%80%93%20Laspeyres%20%2F%20Paasche",
    );
    expect(lectureHref(chapter, 3)).toBe(`${chapterHref(chapter)}?lecture=3`);
  });

  it("keeps ' ? # % inside the one name segment", () => {
    const href = chapterHref({ ...chapter, chapterName: "Students' 100% Practice? #2" });
    expect(href).toBe(
      "/coaching/lectures-quizzes/12th/statistics/1/Students'%20100%25%20Practice%3F%20%232",
    );
    expect(new URL(href, "https://parhai.invalid").search).toBe("");
  });

  it("gives back any chapter name from its encoded segment", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, unit: "grapheme" }), (name) => {
        const segments = chapterHref({ ...chapter, chapterName: name }).split("/");
        expect(segments).toHaveLength(7);
        expect(decodeSegment(segments[6] ?? "")).toBe(name);
      }),
    );
  });

  it("keeps a segment that is not valid percent-encoding as it is", () => {
    expect(decodeSegment("100%")).toBe("100%");
    expect(decodeSegment("%E0%A4%A")).toBe("%E0%A4%A");
  });
});

describe("parsePositiveNumber", () => {
  it("accepts whole numbers from 1 to 100000", () => {
    expect(parsePositiveNumber("1")).toBe(1);
    expect(parsePositiveNumber("42")).toBe(42);
    expect(parsePositiveNumber("100000")).toBe(100_000);
  });

  it.each([
    "abc",
    "-1",
    "0",
    "1.5",
    "1e3",
    "0x1",
    "+1",
    " 1",
    "1 ",
    "01",
    "",
    "100001",
    "99999999999",
    "1/2",
  ])("refuses %j", (value) => {
    expect(parsePositiveNumber(value)).toBeNull();
  });

  it("refuses anything that is not a string, such as a repeated query parameter", () => {
    expect(parsePositiveNumber(["1", "2"])).toBeNull();
    expect(parsePositiveNumber(undefined)).toBeNull();
    expect(parsePositiveNumber(3)).toBeNull();
  });
});
