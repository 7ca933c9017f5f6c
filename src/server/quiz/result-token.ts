import "server-only";
import { z } from "zod";
import type { AttemptAnswers } from "./attempts";
import { readValue, signValue } from "@/server/signed-value";

/**
 * A signed-out student's graded attempt, signed for the browser to keep and hand back at sign-in
 * (decision 0086), as signed-out progress is (0030). What it says was graded here: the claim
 * stores it as it is; an edited one reads as nothing.
 */

const PURPOSE = "quiz result";
/** Long enough for a 200-question quiz's answers. */
export const MAX_RESULT_TOKEN = 8000;

const payload = z.object({
  q: z.number().int().positive(),
  f: z.number().int().positive(),
  s: z.number().int().positive().nullable(),
  p: z.number().int().min(0),
  a: z
    .array(
      z.tuple([z.number().int().positive(), z.number().int().min(-1).max(4), z.literal([0, 1])]),
    )
    .min(1)
    .max(200),
});

export type SignedResult = {
  quizId: number;
  finishedAt: number;
  startedAt: number | null;
  penaltyQuarters: number;
  graded: AttemptAnswers;
};

export function signResult(result: SignedResult, secret: string): string {
  const a = result.graded.answers.map(
    (answer) => [answer.questionId, answer.chosen ?? -1, answer.correct ? 1 : 0] as const,
  );
  const { quizId: q, finishedAt: f, startedAt: s, penaltyQuarters: p } = result;
  return signValue(PURPOSE, { q, f, s, p, a }, secret);
}

export function readResult(token: unknown, secret: string): SignedResult | null {
  const value = readValue(PURPOSE, token, payload, secret, MAX_RESULT_TOKEN);
  if (!value) return null;
  const answers = value.a.map(([questionId, chosen, correct]) => ({
    questionId,
    chosen: chosen === -1 ? null : chosen,
    correct: correct === 1,
  }));
  return {
    quizId: value.q,
    finishedAt: value.f,
    startedAt: value.s,
    penaltyQuarters: value.p,
    graded: {
      score: answers.filter((answer) => answer.correct).length,
      total: answers.length,
      answers,
    },
  };
}
