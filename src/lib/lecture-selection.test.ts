import { describe, expect, it } from "vitest";
import { matchChapterName, resolvePlayerChapter, selectLecture } from "./lecture-selection";

const lectures = [{ lectureNo: 1 }, { lectureNo: 2 }, { lectureNo: 5 }];

describe("selectLecture", () => {
  it("selects the first lecture when the URL names none", () => {
    expect(selectLecture(lectures, undefined)).toBe(lectures[0]);
  });

  it("selects the lecture the URL names", () => {
    expect(selectLecture(lectures, 5)).toBe(lectures[2]);
  });

  it("selects nothing for an unknown or unusable number", () => {
    expect(selectLecture(lectures, 3)).toBeNull();
    expect(selectLecture(lectures, null)).toBeNull();
  });

  it("selects nothing in a chapter without lectures", () => {
    expect(selectLecture([], undefined)).toBeNull();
  });
});

describe("matchChapterName", () => {
  it("accepts the stored name", () => {
    expect(matchChapterName(["Kinematics", "Kinematics"], "Kinematics")).toEqual({
      kind: "match",
      name: "Kinematics",
    });
  });

  it("accepts every name the chapter's lectures carry", () => {
    const names = ["Random Variables", "Random variables & Expectation"];
    expect(matchChapterName(names, "Random variables & Expectation")).toEqual({
      kind: "match",
      name: "Random variables & Expectation",
    });
  });

  it("treats composed and decomposed accents as the same name", () => {
    expect(matchChapterName(["Caf\u00e9"], "Cafe\u0301")).toEqual({
      kind: "match",
      name: "Caf\u00e9",
    });
  });

  it("redirects a stale or mistyped name to the first lecture's name", () => {
    expect(matchChapterName(["Kinematics", "Motion"], "kinematics")).toEqual({
      kind: "redirect",
      name: "Kinematics",
    });
  });

  it("cannot check a chapter without lectures", () => {
    expect(matchChapterName([], "Anything")).toEqual({ kind: "unknown" });
  });
});

describe("resolvePlayerChapter", () => {
  const chapter = [
    { lectureNo: 1, chapterName: "Kinematics" },
    { lectureNo: 3, chapterName: "Kinematics" },
  ];

  it("shows the first lecture, or the one the URL names", () => {
    expect(resolvePlayerChapter(chapter, "Kinematics", undefined)).toEqual({
      kind: "found",
      chapterName: "Kinematics",
      lectures: chapter,
      selected: chapter[0],
    });
    expect(resolvePlayerChapter(chapter, "Kinematics", 3)).toMatchObject({
      kind: "found",
      selected: chapter[1],
    });
  });

  it("is not found for a chapter without lectures and for a lecture the chapter lacks", () => {
    expect(resolvePlayerChapter([], "Kinematics", undefined)).toEqual({
      kind: "not-found",
      chapterName: null,
    });
    // The chapter is there: the page links to it.
    for (const requested of [2, null]) {
      expect(resolvePlayerChapter(chapter, "Kinematics", requested)).toEqual({
        kind: "not-found",
        chapterName: "Kinematics",
      });
    }
  });

  it("sends another name to the canonical one before looking at the lecture", () => {
    expect(resolvePlayerChapter(chapter, "Motion", 2)).toEqual({
      kind: "redirect",
      chapterName: "Kinematics",
    });
  });

  it("tells a failed read apart from a missing chapter", () => {
    expect(resolvePlayerChapter(null, "Kinematics", undefined)).toEqual({ kind: "outage" });
  });
});
