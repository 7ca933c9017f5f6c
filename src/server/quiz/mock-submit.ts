import "server-only";
import { and, eq, gte, isNull } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { mockSittings } from "@/server/db/schema";
import type { MockOutcome } from "@/lib/quiz-types";
import { saveAttempt, scoreSummary } from "./attempts";
import { gradeAnswers, percentOf, readQuizForm } from "./grade";
import { GRACE_MS, mockSettings, readSittingToken, type SittingToken } from "./mock";
import { markMock, subjectMarks } from "./mock-marks";
import { closeSitting } from "./mock-settle";
import { quizKey } from "./queries";
import { signResult } from "./result-token";
import { resultItems } from "./submit";

/**
 * Grades a submitted mock test (decision 0085). Answers that reach the server after the end and
 * its grace count as not given: a signed-in student keeps what was saved in time, a signed-out
 * one has none. A sitting is graded and stored once; sent again, it is graded but not stored.
 */
export async function submitMockForm(
  db: Database,
  userId: string | null,
  form: FormData,
  secret: string,
  now = new Date(),
): Promise<MockOutcome> {
  const read = readQuizForm(form);
  if (!read.ok) return { status: "invalid", problem: read.problem };
  const sitting = readSittingToken(form.get("sitting"), secret);
  if (!sitting || sitting.quizId !== read.value.quizId || (sitting.id !== null && !userId)) {
    return { status: "invalid", problem: "no-sitting" };
  }
  const [settings, key] = await Promise.all([
    mockSettings(db, sitting.quizId),
    quizKey(db, sitting.quizId),
  ]);
  if (!settings || key.length === 0) return { status: "invalid", problem: "no-quiz" };
  const late = now.getTime() > sitting.endsAt + GRACE_MS;
  const row = sitting.id && userId ? await openSitting(db, userId, sitting) : null;
  if (sitting.id && row === undefined) return { status: "invalid", problem: "no-sitting" };
  const answers = !late
    ? read.value.answers
    : new Map(
        Object.entries(row?.answers ?? {}).map(([id, chosen]) => [Number(id), String(chosen)]),
      );
  const gradable = key.map((q) => ({ id: q.id, optionCount: q.options.length, answer: q.answer }));
  const result = gradeAnswers(gradable, answers, true);
  if (!result.ok) return { status: "invalid", problem: result.problem };
  const { graded } = result;
  const marks = markMock(
    graded,
    new Map(key.map((q) => [q.id, q.subject])),
    settings.penaltyQuarters,
  );
  let saved: "saved" | "repeat" | "signed-out" = "signed-out";
  if (row) {
    const stored = await db.transaction(async (tx) => {
      if (!(await closeSitting(tx, row.id, now))) return false;
      return saveAttempt(tx, {
        userId: userId!,
        quizId: sitting.quizId,
        graded,
        startedAt: sitting.startedAt,
        penaltyQuarters: marks.penaltyQuarters,
        now,
      });
    });
    saved = stored ? "saved" : "repeat";
  } else if (sitting.id) saved = "repeat";
  return {
    status: "graded",
    score: graded.score,
    total: graded.total,
    percent: percentOf(Math.max(0, graded.score * 4 - marks.penaltyQuarters), graded.total * 4),
    saved,
    summary: userId ? await scoreSummary(db, userId, sitting.quizId) : null,
    items: resultItems(key, graded),
    ...(userId === null
      ? {
          resultToken: signResult(
            {
              quizId: sitting.quizId,
              finishedAt: now.getTime(),
              startedAt: sitting.startedAt,
              penaltyQuarters: marks.penaltyQuarters,
              graded,
            },
            secret,
          ),
        }
      : {}),
    mock: {
      marks: marks.marks,
      penalty: marks.penaltyQuarters / 4,
      late,
      breakdown: marks.breakdown.map((subject) => ({
        ...subject,
        marks: subjectMarks(subject, settings.penaltyQuarters),
      })),
    },
  };
}

/**
 * The student's sitting the token names: the row while open, null once submitted (a repeat),
 * undefined when it is not theirs or not there.
 */
async function openSitting(db: Database, userId: string, sitting: SittingToken) {
  const [row] = await db
    .select()
    .from(mockSittings)
    .where(and(eq(mockSittings.id, sitting.id!), eq(mockSittings.userId, userId)));
  if (!row || row.quizId !== sitting.quizId) return undefined;
  return row.finishedAt === null ? row : null;
}

/**
 * Saves a signed-in student's answers so far, while the time lasts (with JavaScript, as the
 * student goes). Returns false when the sitting is over, not theirs, or the answers name
 * questions or options the test does not have.
 */
export async function saveSittingAnswers(
  db: Database,
  userId: string,
  token: unknown,
  answers: Record<string, number>,
  secret: string,
  now = new Date(),
): Promise<boolean> {
  const sitting = readSittingToken(token, secret);
  if (!sitting?.id || now.getTime() > sitting.endsAt + GRACE_MS) return false;
  const key = await quizKey(db, sitting.quizId);
  const options = new Map(key.map((q) => [String(q.id), q.options.length]));
  for (const [id, chosen] of Object.entries(answers)) {
    const count = options.get(id);
    if (count === undefined || !Number.isInteger(chosen) || chosen < 0 || chosen >= count) {
      return false;
    }
  }
  const saved = await db
    .update(mockSittings)
    .set({ answers })
    .where(
      and(
        eq(mockSittings.id, sitting.id),
        eq(mockSittings.userId, userId),
        isNull(mockSittings.finishedAt),
        gte(mockSittings.endsAt, new Date(now.getTime() - GRACE_MS)),
      ),
    )
    .returning({ id: mockSittings.id });
  return saved.length > 0;
}
