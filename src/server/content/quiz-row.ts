import { z } from "zod";
import { blankToUndefined, placeIssues, positiveInt, text } from "./rules";

/*
 * A quiz as the workspace's form gives it (decision 0081): a lecture's quick quiz or a chapter's
 * test, and its questions by number in the order students see them ("12, 7, 31").
 */

export const MAX_QUIZ_QUESTIONS = 200;

const questionList = z
  .string({ error: "text" })
  .trim()
  .min(1, "required")
  .max(2000, "tooLong")
  .transform((value, ctx) => {
    const parts = value.split(/[\s,،]+/).filter(Boolean);
    const ids = parts.map(Number);
    const valid = ids.every((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
    if (!valid || new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: "custom", message: "questionList" });
      return z.NEVER;
    }
    if (ids.length > MAX_QUIZ_QUESTIONS) {
      ctx.addIssue({ code: "custom", message: "tooManyQuestions", params: { max: 200 } });
      return z.NEVER;
    }
    return ids;
  });

export const quizRow = z
  .object({
    kind: z.enum(["lecture", "chapter"], { error: "invalid" }),
    title: text(200),
    class: z.string({ error: "text" }).trim(),
    subject: z.string({ error: "text" }).trim(),
    chapterNo: positiveInt,
    lectureNo: z.preprocess(blankToUndefined, positiveInt.optional()),
    questions: questionList,
  })
  .superRefine((row, ctx) => {
    const issue = (path: string, message: string, params?: Record<string, string>) =>
      ctx.addIssue({ code: "custom", path: [path], message, params });
    placeIssues(row, issue);
    if (row.kind === "lecture" && row.lectureNo === undefined) issue("lectureNo", "required");
  });

export type QuizRow = z.infer<typeof quizRow>;

export const QUIZ_FIELDS = Object.keys(quizRow.shape);
