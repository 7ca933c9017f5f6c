import { expect, it } from "vitest";
import en from "../../messages/en.json";
import navEn from "../../messages/nav/en.json";
import { classes, lectureClasses, subjectNames } from "./classes";

// English pages show the names from messages/en.json: they must stay exactly the catalogue's
// (the spec quotes them), while messages/ur.json gives the Urdu ones.
it("messages/en.json names every class and subject exactly as the catalogue does", () => {
  for (const entry of lectureClasses) {
    expect(en.Classes[entry.slug]).toEqual({
      title: entry.title,
      grade: entry.gradeLabel,
      heading: entry.heading,
    });
  }
  expect(en.Subjects).toEqual(subjectNames);
  const levels = navEn.coaching.lecturesQuizzes;
  for (const level of classes) {
    const key = level.slug.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
    expect(levels[key as keyof typeof levels]).toBe(level.label);
  }
});
