import { z } from "zod";
import type { QuizProblem } from "@/lib/quiz-types";

/**
 * Reading a submitted quiz form and grading it (decision 0080). Pure, so the rules are tested
 * apart from the database. The form names each answer `a<question id>` with the chosen option's
 * place; a question left blank is "not answered" and counts as wrong.
 */

export type GradableQuestion = { id: number; optionCount: number; answer: number };

export type GradedAnswer = {
  questionId: number;
  chosen: number | null;
  right: number;
  correct: boolean;
};

export type Graded = { score: number; total: number; answers: GradedAnswer[] };

/** More fields than any quiz has questions (200) plus the form's own: refused unread. */
export const MAX_FIELDS = 260;
const ANSWER_FIELD = /^a([1-9][0-9]{0,9})$/;

export type ReadProblem = Exclude<QuizProblem, "no-quiz">;

export type SubmittedQuiz = {
  quizId: number;
  startedAt: number | null;
  answers: Map<number, string>;
};

const quizIdField = z.coerce.number().int().positive().max(2_147_483_647);
const startedField = z.coerce.number().int().positive().max(8.64e15);

/** The quiz, the claimed start and the answers of a form, or what is wrong with it. */
export function readQuizForm(
  form: FormData,
): { ok: true; value: SubmittedQuiz } | { ok: false; problem: ReadProblem } {
  const entries = [...form.entries()];
  if (entries.length > MAX_FIELDS) return { ok: false, problem: "too-many" };
  const quizId = quizIdField.safeParse(form.get("quiz"));
  if (!quizId.success) return { ok: false, problem: "malformed" };
  const started = startedField.safeParse(form.get("started") || undefined);
  const answers = new Map<number, string>();
  for (const [name, value] of entries) {
    const match = ANSWER_FIELD.exec(name);
    if (!match) continue;
    const questionId = Number(match[1]);
    // A value that is not text, or a question answered twice, is not a form this site sent.
    if (typeof value !== "string" || answers.has(questionId)) {
      return { ok: false, problem: "malformed" };
    }
    answers.set(questionId, value);
  }
  return {
    ok: true,
    value: { quizId: quizId.data, startedAt: started.success ? started.data : null, answers },
  };
}

const optionField = z
  .string()
  .regex(/^[0-4]$/)
  .transform(Number);

/** Grades answers against the quiz's questions; any answer naming nothing refuses all. */
export function gradeAnswers(
  questions: readonly GradableQuestion[],
  answers: ReadonlyMap<number, string>,
  /** A mock test is graded even with nothing answered (time ran out, decision 0085). */
  allowEmpty = false,
): { ok: true; graded: Graded } | { ok: false; problem: ReadProblem } {
  const byId = new Map(questions.map((question) => [question.id, question]));
  for (const questionId of answers.keys()) {
    if (!byId.has(questionId)) return { ok: false, problem: "unknown-question" };
  }
  if (answers.size === 0 && !allowEmpty) return { ok: false, problem: "empty" };
  const graded: GradedAnswer[] = [];
  for (const question of questions) {
    const raw = answers.get(question.id);
    let chosen: number | null = null;
    if (raw !== undefined) {
      const option = optionField.safeParse(raw);
      if (!option.success || option.data >= question.optionCount) {
        return { ok: false, problem: "unknown-option" };
      }
      chosen = option.data;
    }
    graded.push({
      questionId: question.id,
      chosen,
      right: question.answer,
      correct: chosen === question.answer,
    });
  }
  const score = graded.filter((answer) => answer.correct).length;
  return { ok: true, graded: { score, total: questions.length, answers: graded } };
}

/** Whole percent, rounded down: 79.9% is not 80%. */
export function percentOf(score: number, total: number): number {
  return total === 0 ? 0 : Math.floor((score * 100) / total);
}
