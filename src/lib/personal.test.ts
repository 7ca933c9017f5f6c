import { describe, expect, it } from "vitest";
import { personalScope } from "./personal";

describe("personalScope", () => {
  it("reads what a page shows of the student's own from its path", () => {
    expect(personalScope("/")).toEqual({ kind: "home" });
    expect(personalScope("/?utm=x")).toEqual({ kind: "home" });
    expect(personalScope("/coaching/lectures-quizzes/9th")).toEqual({
      kind: "class",
      classSlug: "9th",
    });
    expect(personalScope("/coaching/lectures-quizzes/9th/physics/3/Dynamics?lecture=2")).toEqual({
      kind: "chapter",
      classSlug: "9th",
      subject: "physics",
      chapterNo: 3,
    });
    for (const other of [
      "/latest",
      "/coaching/lectures-quizzes/o-level",
      "/coaching/lectures-quizzes/9th/astrology",
      "/coaching/lectures-quizzes/9th/physics/x/Name",
      "/coaching/lectures-quizzes/9th/physics/1/Name/extra",
      "//evil.example/",
    ]) {
      expect(personalScope(other), other).toEqual({ kind: "account" });
    }
  });

  it("reads an Urdu page (/ur/...) as its English one", () => {
    expect(personalScope("/ur")).toEqual({ kind: "home" });
    expect(personalScope("/ur/coaching/lectures-quizzes/9th/physics/3/Dynamics")).toEqual({
      kind: "chapter",
      classSlug: "9th",
      subject: "physics",
      chapterNo: 3,
    });
    expect(personalScope("/ur/latest")).toEqual({ kind: "account" });
  });
});
