"use server";

import { z } from "zod";
import { getEnv } from "@/env";
import { getCurrentUser } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { takeRequest, type Limit } from "@/server/limits/counters";
import { log } from "@/server/log";
import type { CheckOutcome, QuizOutcome } from "@/lib/quiz-types";
import { addressKey, takeSubmission } from "./limits";
import { checkOneAnswer, submitQuizForm } from "./submit";

const CHECKS_PER_ADDRESS: Limit = { max: 600, windowMs: 10 * 60_000 };

/** The quiz form's server action: graded here, stored for a signed-in student. */
export async function submitQuiz(_previous: QuizOutcome, form: FormData): Promise<QuizOutcome> {
  // The arguments come from the request body and may be forged: anything but a form is refused.
  if (!(form instanceof FormData)) return { status: "invalid", problem: "malformed" };
  try {
    const db = await getDb();
    const user = await getCurrentUser();
    if (!(await takeSubmission(db, user?.id ?? null))) return { status: "rate-limited" };
    return await submitQuizForm(
      db,
      user?.id ?? null,
      form,
      new Date(),
      getEnv().BETTER_AUTH_SECRET,
    );
  } catch (error) {
    log("error", "quiz.submit_failed", { error });
    return { status: "error" };
  }
}

const checkInput = z.object({
  quizId: z.number().int().positive().max(2_147_483_647),
  questionId: z.number().int().positive().max(2_147_483_647),
  chosen: z.number().int().min(0).max(4),
});

/** Practice mode: one answer checked once the student chose it. */
export async function checkQuizAnswer(input: unknown): Promise<CheckOutcome> {
  const parsed = checkInput.safeParse(input);
  if (!parsed.success) return { status: "invalid" };
  try {
    const db = await getDb();
    if (!(await takeRequest(db, await addressKey("quiz-check"), CHECKS_PER_ADDRESS)).allowed) {
      return { status: "rate-limited" };
    }
    const { quizId, questionId, chosen } = parsed.data;
    const checked = await checkOneAnswer(db, quizId, questionId, chosen);
    return checked ? { status: "checked", ...checked } : { status: "invalid" };
  } catch (error) {
    log("error", "quiz.check_failed", { error });
    return { status: "error" };
  }
}
