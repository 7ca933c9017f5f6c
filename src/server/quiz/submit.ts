import "server-only";
import type { Database } from "@/server/db/client";
import { saveAttempt, scoreSummary } from "./attempts";
import type { QuizOutcome, ResultItem } from "@/lib/quiz-types";
import { gradeAnswers, percentOf, readQuizForm, type Graded } from "./grade";
import { quizKey } from "./queries";
import { renderQuizText } from "./render";
import { signResult } from "./result-token";

/**
 * Reads a submitted form, grades it against the quiz's questions and, for a signed-in student,
 * stores the attempt: the only place a right answer leaves the server (decision 0080).
 */
export async function submitQuizForm(
  db: Database,
  userId: string | null,
  form: FormData,
  now = new Date(),
  /** Signs a signed-out result for the browser to keep (decision 0086); none without it. */
  secret?: string,
): Promise<QuizOutcome> {
  const read = readQuizForm(form);
  if (!read.ok) return { status: "invalid", problem: read.problem };
  const key = await quizKey(db, read.value.quizId);
  if (key.length === 0) return { status: "invalid", problem: "no-quiz" };
  const gradable = key.map((row) => ({
    id: row.id,
    optionCount: row.options.length,
    answer: row.answer,
  }));
  const result = gradeAnswers(gradable, read.value.answers);
  if (!result.ok) return { status: "invalid", problem: result.problem };
  const { graded } = result;
  let saved: "saved" | "repeat" | "signed-out" = "signed-out";
  let summary = null;
  if (userId) {
    const written = await saveAttempt(db, {
      userId,
      quizId: read.value.quizId,
      graded,
      startedAt: read.value.startedAt,
      now,
    });
    saved = written ? "saved" : "repeat";
    summary = await scoreSummary(db, userId, read.value.quizId);
  }
  return {
    status: "graded",
    score: graded.score,
    total: graded.total,
    percent: percentOf(graded.score, graded.total),
    saved,
    summary,
    items: resultItems(key, graded),
    ...(userId === null && secret
      ? {
          resultToken: signResult(
            {
              quizId: read.value.quizId,
              finishedAt: now.getTime(),
              startedAt: read.value.startedAt,
              penaltyQuarters: 0,
              graded,
            },
            secret,
          ),
        }
      : {}),
  };
}

type KeyRow = Awaited<ReturnType<typeof quizKey>>[number];

/** Each question's answer, the right one and the explanation, rendered: what a result shows. */
export function resultItems(key: readonly KeyRow[], graded: Graded): ResultItem[] {
  return key.map((row, index) => {
    const answer = graded.answers[index]!;
    return {
      questionId: row.id,
      correct: answer.correct,
      chosenHtml: answer.chosen === null ? null : renderQuizText(row.options[answer.chosen]!),
      rightHtml: renderQuizText(row.options[row.answer]!),
      explanationHtml: row.explanation === null ? null : renderQuizText(row.explanation),
    };
  });
}

/** Practice mode: whether one chosen option is right, with the right one and the explanation. */
export async function checkOneAnswer(
  db: Database,
  quizId: number,
  questionId: number,
  chosen: number,
): Promise<{ correct: boolean; right: number; explanationHtml: string | null } | null> {
  const key = await quizKey(db, quizId);
  const question = key.find((row) => row.id === questionId);
  if (!question || chosen < 0 || chosen >= question.options.length) return null;
  return {
    correct: chosen === question.answer,
    right: question.answer,
    explanationHtml: question.explanation === null ? null : renderQuizText(question.explanation),
  };
}
