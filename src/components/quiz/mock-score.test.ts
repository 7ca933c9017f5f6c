import { describe, expect, it } from "vitest";
import en from "../../../messages/en.json";
import ur from "../../../messages/ur.json";
import { mockScoreLines } from "./mock-score";

const row = (subject: string, right: number, wrong: number, total: number) => ({
  subject,
  right,
  wrong,
  total,
  marks: right - wrong / 4,
});

// 12 right, 5 wrong, 3 blank of 20 at -0.25: 10.75 marks, 53% (rounded down).
const result = {
  total: 20,
  percent: 53,
  mock: {
    marks: 10.75,
    penalty: 1.25,
    late: false,
    breakdown: [row("biology", 4, 0, 4), row("chemistry", 3, 1, 4), row("physics", 5, 4, 12)],
  },
};

describe("a mock test's result heading", () => {
  it("states marks of the total with the marks' percent, and the counts apart", () => {
    expect(mockScoreLines(result, en.Quiz.mock)).toEqual({
      heading: "Marks: 10.75 of 20 (53%)",
      counts: "12 right · 5 wrong · 3 not answered",
    });
    expect(mockScoreLines(result, ur.Quiz.mock)).toEqual({
      heading: "نمبر: 20 میں سے 10.75 (53%)",
      counts: "12 درست · 5 غلط · 3 کا جواب نہیں دیا",
    });
  });
});
