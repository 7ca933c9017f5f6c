import { z } from "zod";
import { blankToUndefined, placeIssues, positiveInt, text } from "./rules";

/*
 * A quiz question as the workspace's form (and a bulk upload's row) gives it, with the content
 * rules' messages (decision 0081): options one per field, the right one by its number from 1.
 */

export const OPTION_FIELDS = ["option1", "option2", "option3", "option4", "option5"] as const;

const optionalText = (max: number) => z.preprocess(blankToUndefined, text(max).optional());

export const questionRow = z
  .object({
    class: z.string({ error: "text" }).trim(),
    subject: z.string({ error: "text" }).trim(),
    chapterNo: positiveInt,
    difficulty: z.coerce
      .number({ error: "difficulty" })
      .int("difficulty")
      .min(1, "difficulty")
      .max(3, "difficulty"),
    language: z.enum(["en", "ur"], { error: "language" }),
    question: text(4000),
    option1: text(1000),
    option2: text(1000),
    option3: optionalText(1000),
    option4: optionalText(1000),
    option5: optionalText(1000),
    answer: z.coerce.number({ error: "answerOption" }).int("answerOption"),
    explanation: optionalText(4000),
  })
  .superRefine((row, ctx) => {
    const issue = (path: string, message: string, params?: Record<string, string>) =>
      ctx.addIssue({ code: "custom", path: [path], message, params });
    placeIssues(row, issue);
    // Options fill from the first: an empty one before a given one is a slip, not a gap to keep.
    const given = OPTION_FIELDS.map((field) => row[field] !== undefined);
    const count = given.lastIndexOf(true) + 1;
    given.slice(0, count).forEach((filled, index) => {
      if (!filled) issue(OPTION_FIELDS[index]!, "optionGap");
    });
    if (row.answer < 1 || row.answer > count) issue("answer", "answerOption");
  });

export type QuestionRow = z.infer<typeof questionRow>;

/** The columns of the question form and of a CSV file of questions, in order. */
export const QUESTION_FIELDS = Object.keys(questionRow.shape);

/** A checked row as the `questions` table keeps it: the options as a list, the answer from 0. */
export function questionValues(row: QuestionRow) {
  return {
    classSlug: row.class,
    subject: row.subject,
    chapterNo: row.chapterNo,
    difficulty: row.difficulty,
    language: row.language,
    text: row.question,
    options: OPTION_FIELDS.map((field) => row[field]).filter((o): o is string => o !== undefined),
    answer: row.answer - 1,
    explanation: row.explanation ?? null,
  };
}

export type QuestionValues = ReturnType<typeof questionValues>;

/** A stored question as the form shows it: the reverse of `questionValues`. */
export function questionFormValues(q: QuestionValues): Record<string, string> {
  return {
    class: q.classSlug,
    subject: q.subject,
    chapterNo: String(q.chapterNo),
    difficulty: String(q.difficulty),
    language: q.language,
    question: q.text,
    ...Object.fromEntries(OPTION_FIELDS.map((field, index) => [field, q.options[index] ?? ""])),
    answer: String(q.answer + 1),
    explanation: q.explanation ?? "",
  };
}
