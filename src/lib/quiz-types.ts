/**
 * What a quiz page and its form exchange with the server (decision 0080). A question as shown
 * carries no right answer: that leaves the server only in a graded result or a practice check.
 */

import type { QuizScore } from "./personal";

export type QuizQuestionView = {
  id: number;
  language: "en" | "ur";
  textHtml: string;
  optionsHtml: string[];
  /** The question's picture with the editor's words for it (decision 0084). */
  image?: { src: string; alt: string; width: number; height: number };
};

export type QuizProblem =
  "malformed" | "too-many" | "unknown-question" | "unknown-option" | "empty" | "no-quiz";

/** One question of a graded result: what was chosen, what was right, and why. */
export type ResultItem = {
  questionId: number;
  correct: boolean;
  chosenHtml: string | null;
  rightHtml: string;
  explanationHtml: string | null;
};

export type QuizOutcome =
  | { status: "idle" }
  | {
      status: "graded";
      score: number;
      total: number;
      percent: number;
      /** stored, a repeat of a stored attempt, or not stored (signed out) */
      saved: "saved" | "repeat" | "signed-out";
      /** a signed-in student's best and last percent on this quiz, this attempt counted */
      summary: QuizScore | null;
      items: ResultItem[];
      /** Signed out: the result signed for the browser to keep until sign-in (decision 0086). */
      resultToken?: string;
      /** A mock test's marks and per-subject breakdown (decision 0085). */
      mock?: MockMarks;
    }
  | { status: "invalid"; problem: QuizProblem }
  | { status: "rate-limited" | "error" };

export type CheckOutcome =
  | { status: "checked"; correct: boolean; right: number; explanationHtml: string | null }
  | { status: "invalid" | "rate-limited" | "error" };

/** A mock test's marks: negative marking applied, by subject, and whether time had run out. */
export type MockMarks = {
  marks: number;
  penalty: number;
  late: boolean;
  breakdown: { subject: string; right: number; wrong: number; total: number; marks: number }[];
};

/** A started mock test as the browser holds it: the signed start and end, answers saved so far. */
export type MockSitting = {
  token: string;
  endsAt: number;
  /** The server's clock when it answered, so the page counts down from the server's time. */
  serverNow: number;
  /** Signed in: answers are saved as the student goes, and the test resumes elsewhere. */
  resumable: boolean;
  answers: Record<string, number>;
};

export type MockProblem = QuizProblem | "no-sitting" | "rate-limited" | "error";

export type MockOutcome =
  | { status: "idle" }
  | { status: "started"; sitting: MockSitting; problem?: MockProblem }
  | Extract<QuizOutcome, { status: "graded" }>
  | { status: "invalid"; problem: MockProblem };
