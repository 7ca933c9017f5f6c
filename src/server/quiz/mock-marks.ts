import type { Graded } from "./grade";

/**
 * A mock test's marks (decision 0085): one per right answer, minus the test's penalty for each
 * wrong one (a question left blank costs nothing), and the same per subject. Pure, for unit tests.
 */

export type SubjectMarks = { subject: string; right: number; wrong: number; total: number };

export type Marks = {
  /** Quarters taken off for wrong answers. */
  penaltyQuarters: number;
  /** Right answers minus the penalty, in marks (may be below zero, as on the real papers). */
  marks: number;
  breakdown: SubjectMarks[];
};

export function markMock(
  graded: Graded,
  subjectOf: ReadonlyMap<number, string>,
  quartersPerWrong: number,
): Marks {
  const bySubject = new Map<string, SubjectMarks>();
  let wrong = 0;
  for (const answer of graded.answers) {
    const subject = subjectOf.get(answer.questionId) ?? "";
    const row = bySubject.get(subject) ?? { subject, right: 0, wrong: 0, total: 0 };
    row.total += 1;
    if (answer.correct) row.right += 1;
    else if (answer.chosen !== null) {
      row.wrong += 1;
      wrong += 1;
    }
    bySubject.set(subject, row);
  }
  const penaltyQuarters = wrong * quartersPerWrong;
  return {
    penaltyQuarters,
    marks: (graded.score * 4 - penaltyQuarters) / 4,
    breakdown: [...bySubject.values()],
  };
}

/** A subject's marks with the same penalty: right minus the wrong ones' share. */
export function subjectMarks(row: SubjectMarks, quartersPerWrong: number): number {
  return (row.right * 4 - row.wrong * quartersPerWrong) / 4;
}
