import { describe, expect, it } from "vitest";
import { findLectureClass, findSubject } from "@/content/classes";
import { lectureCrumbs } from "./lecture-crumbs";

const labels = { root: "Lectures & Quizzes", chapter: (no: number) => `Chapter ${no}` };
const ninth = findLectureClass("9th")!;
const physics = findSubject("9th", "physics")!;

describe("lectureCrumbs", () => {
  it("ends at the class on a class screen, which is not a link", () => {
    expect(lectureCrumbs(labels, ninth)).toEqual([
      { label: "Lectures & Quizzes" },
      { label: "9th Class" },
    ]);
  });

  it("links the class and ends at the subject on a chapter list", () => {
    expect(lectureCrumbs(labels, ninth, physics)).toEqual([
      { label: "Lectures & Quizzes" },
      { label: "9th Class", href: "/coaching/lectures-quizzes/9th" },
      { label: "Physics" },
    ]);
  });

  it("links class and subject and ends at the chapter in the player", () => {
    expect(lectureCrumbs(labels, ninth, physics, 3)).toEqual([
      { label: "Lectures & Quizzes" },
      { label: "9th Class", href: "/coaching/lectures-quizzes/9th" },
      { label: "Physics", href: "/coaching/lectures-quizzes/9th/physics" },
      { label: "Chapter 3" },
    ]);
  });
});
