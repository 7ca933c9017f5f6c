"use server";

import { z } from "zod";
import { getEnv } from "@/env";
import { getCurrentUser } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { takeRequest, type Limit } from "@/server/limits/counters";
import { log } from "@/server/log";
import type { MockOutcome } from "@/lib/quiz-types";
import { takeSubmission } from "./limits";
import { readSittingToken, startSitting } from "./mock";
import { saveSittingAnswers, submitMockForm } from "./mock-submit";

const quizField = z.coerce.number().int().positive().max(2_147_483_647);
/** Saving answers as the student goes: one a second for a whole test is well within this. */
const SAVES_PER_STUDENT: Limit = { max: 600, windowMs: 10 * 60_000 };

/**
 * The mock test's one form action (decision 0085): `intent=start` starts (or resumes) a sitting,
 * `intent=submit` grades it. One action, so a post without JavaScript comes back to one state.
 */
export async function mockAction(previous: MockOutcome, form: FormData): Promise<MockOutcome> {
  if (!(form instanceof FormData)) return { status: "invalid", problem: "malformed" };
  try {
    const db = await getDb();
    const user = await getCurrentUser();
    const userId = user?.id ?? null;
    const secret = getEnv().BETTER_AUTH_SECRET;
    if (!(await takeSubmission(db, userId))) return refused(previous, form, "rate-limited");
    if (form.get("intent") === "start") {
      const quizId = quizField.safeParse(form.get("quiz"));
      const sitting = quizId.success && (await startSitting(db, userId, quizId.data, secret));
      return sitting ? { status: "started", sitting } : { status: "invalid", problem: "no-quiz" };
    }
    const outcome = await submitMockForm(db, userId, form, secret);
    return outcome.status === "invalid" ? refused(previous, form, outcome.problem) : outcome;
  } catch (error) {
    log("error", "quiz.mock_failed", { error });
    return refused(previous, form, "error");
  }
}

/** A refusal keeps the running test on the page (with its end) when the form carried one. */
function refused(
  previous: MockOutcome,
  form: FormData,
  problem: Extract<MockOutcome, { status: "invalid" }>["problem"],
): MockOutcome {
  const token = form.get("sitting");
  const sitting = readSittingToken(token, getEnv().BETTER_AUTH_SECRET);
  if (!sitting || typeof token !== "string") return { status: "invalid", problem };
  const answers = previous.status === "started" ? previous.sitting.answers : {};
  const resumable = sitting.id !== null;
  const now = Date.now();
  return {
    status: "started",
    sitting: { token, endsAt: sitting.endsAt, serverNow: now, resumable, answers },
    problem,
  };
}

const saveInput = z.object({
  token: z.string().max(600),
  answers: z.record(z.string().regex(/^[1-9][0-9]{0,9}$/), z.number().int().min(0).max(4)),
});

/** Saves a signed-in student's answers so far, so another device can resume the test. */
export async function saveMockAnswers(input: unknown): Promise<"saved" | "refused"> {
  const parsed = saveInput.safeParse(input);
  if (!parsed.success || Object.keys(parsed.data.answers).length > 200) return "refused";
  try {
    const user = await getCurrentUser();
    if (!user) return "refused";
    const db = await getDb();
    if (!(await takeRequest(db, `quiz-save:user:${user.id}`, SAVES_PER_STUDENT)).allowed) {
      return "refused";
    }
    const { token, answers } = parsed.data;
    const saved = await saveSittingAnswers(
      db,
      user.id,
      token,
      answers,
      getEnv().BETTER_AUTH_SECRET,
    );
    return saved ? "saved" : "refused";
  } catch (error) {
    log("error", "quiz.mock_save_failed", { error });
    return "refused";
  }
}
