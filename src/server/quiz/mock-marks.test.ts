import { describe, expect, it } from "vitest";
import { gradeAnswers } from "./grade";
import { markMock, subjectMarks } from "./mock-marks";

const questions = [1, 2, 3, 4, 5].map((id) => ({ id, optionCount: 4, answer: 0 }));
const subjects = new Map([
  [1, "biology"],
  [2, "biology"],
  [3, "physics"],
  [4, "physics"],
  [5, "english"],
]);

describe("a mock test's marks", () => {
  it("takes a quarter off per wrong answer, nothing for a blank one, per subject too", () => {
    // Right, wrong, right, blank, wrong.
    const answers = new Map([
      [1, "0"],
      [2, "1"],
      [3, "0"],
      [5, "3"],
    ]);
    const graded = gradeAnswers(questions, answers);
    if (!graded.ok) throw new Error(graded.problem);
    const marks = markMock(graded.graded, subjects, 1);
    expect(marks).toMatchObject({ penaltyQuarters: 2, marks: 1.5 });
    expect(marks.breakdown).toEqual([
      { subject: "biology", right: 1, wrong: 1, total: 2 },
      { subject: "physics", right: 1, wrong: 0, total: 2 },
      { subject: "english", right: 0, wrong: 1, total: 1 },
    ]);
    expect(marks.breakdown.map((row) => subjectMarks(row, 1))).toEqual([0.75, 1, -0.25]);
    expect(markMock(graded.graded, subjects, 0).marks).toBe(2);
  });

  it("grades a mock test with nothing answered, which another quiz refuses", () => {
    expect(gradeAnswers(questions, new Map())).toEqual({ ok: false, problem: "empty" });
    const graded = gradeAnswers(questions, new Map(), true);
    if (!graded.ok) throw new Error(graded.problem);
    expect(markMock(graded.graded, subjects, 4)).toMatchObject({ marks: 0, penaltyQuarters: 0 });
  });
});
