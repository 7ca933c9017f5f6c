import type { MockMarks } from "@/lib/quiz-types";
import type { MockText } from "./mock-text";
import { fill } from "./quiz-text";

/**
 * A mock test's result heading in marks, negative marking counted, with its percent of those
 * marks; the right, wrong and unanswered counts on a line of their own (decision 0101). A count
 * beside a percent of marks ("12 of 20 (53%)") read as a sum gone wrong.
 */
export function mockScoreLines(
  result: { total: number; percent: number; mock: MockMarks },
  text: Pick<MockText, "marks" | "counts">,
): { heading: string; counts: string } {
  const { marks, breakdown } = result.mock;
  const right = breakdown.reduce((sum, row) => sum + row.right, 0);
  const wrong = breakdown.reduce((sum, row) => sum + row.wrong, 0);
  return {
    heading: fill(text.marks, { marks, total: result.total, percent: result.percent }),
    counts: fill(text.counts, { right, wrong, blank: result.total - right - wrong }),
  };
}
