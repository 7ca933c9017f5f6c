import { z } from "zod";
import { findCoachingCategory } from "@/content/navigation/coaching";
import { blankToUndefined, placeIssues, positiveInt, text } from "./rules";

/*
 * A quiz as the workspace's form gives it (decisions 0081, 0101): a lecture's quick quiz, a
 * chapter's test, or an entry test's timed mock test or untimed practice set, and its questions
 * by number in the order students see them ("12, 7, 31").
 */

export const MAX_QUIZ_QUESTIONS = 200;

/** The entry tests a mock test can be for: the Entry Test menu's, "More" aside. */
export const ENTRY_TESTS = (findCoachingCategory("entry-test")?.items ?? [])
  .map((item) => item.href.slice(item.href.lastIndexOf("/") + 1))
  .filter((slug) => slug !== "more");

/** Marks taken off per wrong answer, as the form offers them: quarters of a mark (0085). */
export const NEGATIVE_MARKING = ["0", "0.25", "0.5", "0.75", "1"] as const;

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

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankToUndefined, schema.optional());

/** A mock test's length: the mock_tests check's range, one message for every way to miss it. */
const minutes = z.coerce
  .number({ error: "mockMinutes" })
  .int("mockMinutes")
  .min(1, "mockMinutes")
  .max(300, "mockMinutes");

const quizFields = z.object({
  kind: z.enum(["lecture", "chapter", "mock", "practice"], { error: "invalid" }),
  title: text(200),
  class: z.string({ error: "text" }).trim(),
  subject: z.string({ error: "text" }).trim(),
  chapterNo: optional(positiveInt),
  lectureNo: optional(positiveInt),
  test: z.string({ error: "text" }).trim().default(""),
  minutes: optional(minutes),
  negativeMarking: optional(z.enum(NEGATIVE_MARKING, { error: "negativeMarking" })),
  questions: questionList,
});

type Common = { title: string; questions: number[] };
export type QuizRow =
  | (Common & {
      kind: "lecture" | "chapter";
      class: string;
      subject: string;
      chapterNo: number;
      lectureNo?: number;
    })
  | (Common & { kind: "mock"; test: string; minutes: number; penaltyQuarters: number })
  | (Common & { kind: "practice"; test: string });

export const quizRow = quizFields
  .superRefine((row, ctx) => {
    const issue = (path: string, message: string, params?: Record<string, string>) =>
      ctx.addIssue({ code: "custom", path: [path], message, params });
    if (row.kind === "lecture" || row.kind === "chapter") {
      placeIssues(row, issue);
      if (row.chapterNo === undefined) issue("chapterNo", "required");
      if (row.kind === "lecture" && row.lectureNo === undefined) issue("lectureNo", "required");
      return;
    }
    if (!row.test) issue("test", "required");
    else if (!ENTRY_TESTS.includes(row.test)) {
      issue("test", "entryTest", { tests: ENTRY_TESTS.join(", ") });
    }
    if (row.kind === "practice") return;
    if (row.minutes === undefined) issue("minutes", "required");
    if (row.negativeMarking === undefined) issue("negativeMarking", "required");
  })
  .transform((row): QuizRow => {
    const { title, questions } = row;
    if (row.kind === "practice") return { kind: "practice", title, questions, test: row.test };
    if (row.kind === "mock") {
      const penaltyQuarters = Number(row.negativeMarking) * 4;
      return {
        kind: "mock",
        title,
        questions,
        test: row.test,
        minutes: row.minutes!,
        penaltyQuarters,
      };
    }
    const kind = row.kind;
    const { class: classSlug, subject, chapterNo, lectureNo } = row;
    return { kind, title, questions, class: classSlug, subject, chapterNo: chapterNo!, lectureNo };
  });

export const QUIZ_FIELDS = Object.keys(quizFields.shape);
