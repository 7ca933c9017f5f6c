import "server-only";
import { createHash } from "node:crypto";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { preparedPerDatabase } from "@/server/db/prepared";
import { lectures, mockTests, quizAttempts, quizzes } from "@/server/db/schema";
import type { QuizScore } from "@/lib/personal";
import type { Graded, GradedAnswer } from "./grade";

/** What an attempt keeps of a grading: each answer as chosen and whether it was right. */
export type AttemptAnswers = Pick<Graded, "score" | "total"> & {
  answers: Pick<GradedAnswer, "questionId" | "chosen" | "correct">[];
};

/** A form sent again within this window with the same answers is the same attempt. */
const REPEAT_WINDOW_MS = 10 * 60_000;
/** The personal copy holds the scores of at most this many quizzes (a bound, not a limit met). */
const MAX_QUIZ_SCORES = 2000;
/** A claimed start further back than this is not believed (the time taken is then unknown). */
const LONGEST_ATTEMPT_MS = 6 * 3_600_000;

export type AttemptInput = {
  userId: string;
  quizId: number;
  graded: AttemptAnswers;
  /** The browser's claim of when the student began (ms); kept only when plausible. */
  startedAt: number | null;
  /** Marks taken off for wrong answers, in quarters (a mock test's, decision 0085). */
  penaltyQuarters?: number;
  /** A claimed signed-out result's own (decision 0086): claimed twice, it is one attempt. */
  fingerprint?: string;
  now?: Date;
};

/** An attempt's percent, negative marking counted and never below zero (decision 0085). */
const ATTEMPT_PERCENT = sql`floor(greatest(${quizAttempts.score} * 4 - ${quizAttempts.penaltyQuarters}, 0) * 25.0 / ${quizAttempts.total})`;

/**
 * Stores one graded attempt. A repeated submission (the same answers to the same quiz within the
 * window, a double click or a form sent twice) writes nothing new: the fingerprint is unique.
 * Returns whether a row was written.
 */
export async function saveAttempt(db: Database, input: AttemptInput): Promise<boolean> {
  const now = input.now ?? new Date();
  const answers = input.graded.answers.map(({ questionId, chosen, correct }) => ({
    questionId,
    chosen,
    correct,
  }));
  const window = Math.floor(now.getTime() / REPEAT_WINDOW_MS);
  const fingerprint =
    input.fingerprint ??
    createHash("sha256")
      .update(`${window}:${JSON.stringify(answers)}`)
      .digest("base64url");
  const started =
    input.startedAt !== null &&
    input.startedAt <= now.getTime() &&
    now.getTime() - input.startedAt <= LONGEST_ATTEMPT_MS
      ? new Date(input.startedAt)
      : null;
  const written = await db
    .insert(quizAttempts)
    .values({
      userId: input.userId,
      quizId: input.quizId,
      answers,
      score: input.graded.score,
      total: input.graded.total,
      startedAt: started,
      finishedAt: now,
      timeTakenSeconds: started ? Math.round((now.getTime() - started.getTime()) / 1000) : null,
      penaltyQuarters: input.penaltyQuarters ?? 0,
      fingerprint,
    })
    .onConflictDoNothing()
    .returning({ id: quizAttempts.id });
  return written.length > 0;
}

export type ScoreSummary = QuizScore | null;

/** A student's best and last percent on a quiz (its chapter for a chapter test), or null before
 * the first attempt: the same figures /api/me gives the personal copy (decision 0082). */
export async function scoreSummary(
  db: Database,
  userId: string,
  quizId: number,
): Promise<ScoreSummary> {
  const rows = await scoreRead(db).execute({ userId, quizId });
  return scoresOfRows(rows)[quizId] ?? null;
}

/** The quiz's chapter as its first lecture names it (a chapter test has no lecture of its own). */
const CHAPTER_NAME = sql<
  string | null
>`(SELECT l.chapter_name FROM lectures l WHERE l.class = ${quizzes.classSlug} AND l.subject = ${quizzes.subject} AND l.chapter_no = ${quizzes.chapterNo} ORDER BY l.lecture_no LIMIT 1)`;

/** A student's latest attempts with where each quiz is, newest first. */
export async function recentAttempts(db: Database, userId: string, limit = 10) {
  return db
    .select({
      id: quizAttempts.id,
      score: quizAttempts.score,
      total: quizAttempts.total,
      finishedAt: quizAttempts.finishedAt,
      timeTakenSeconds: quizAttempts.timeTakenSeconds,
      kind: quizzes.kind,
      title: quizzes.title,
      classSlug: quizzes.classSlug,
      subject: quizzes.subject,
      chapterNo: quizzes.chapterNo,
      lectureNo: lectures.lectureNo,
      chapterName: CHAPTER_NAME,
      penaltyQuarters: quizAttempts.penaltyQuarters,
      /** A mock test's entry test (decision 0085), or null. */
      test: mockTests.test,
    })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .leftJoin(lectures, eq(lectures.id, quizzes.lectureId))
    .leftJoin(mockTests, eq(mockTests.quizId, quizzes.id))
    .where(eq(quizAttempts.userId, userId))
    .orderBy(desc(quizAttempts.finishedAt), desc(quizAttempts.id))
    .limit(limit);
}

/**
 * The chapters where a student scores lowest: each chapter's average percent over its attempts
 * (quick quizzes and tests together), the weakest first, only those under 80%.
 */
export async function weakChapters(db: Database, userId: string, limit = 5) {
  const average = sql<number>`floor(avg(${quizAttempts.score} * 100.0 / ${quizAttempts.total}))::int`;
  return (
    db
      .select({
        classSlug: quizzes.classSlug,
        subject: quizzes.subject,
        chapterNo: quizzes.chapterNo,
        percent: average,
        attempts: sql<number>`count(*)::int`,
      })
      .from(quizAttempts)
      .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
      // An entry test's mock mixes subjects: it is no chapter's (decision 0085).
      .where(and(eq(quizAttempts.userId, userId), inArray(quizzes.kind, ["lecture", "chapter"])))
      .groupBy(quizzes.classSlug, quizzes.subject, quizzes.chapterNo)
      .having(sql`avg(${quizAttempts.score} * 100.0 / ${quizAttempts.total}) < 80`)
      .orderBy(average, quizzes.classSlug, quizzes.subject, quizzes.chapterNo)
      .limit(limit)
  );
}

const percent = sql`${ATTEMPT_PERCENT}::int`;

/** A student's scores per quiz: the best and last percent, how many attempts, its chapter. */
export function scoresQuery(db: Database, onlyOne: boolean) {
  return db
    .select({
      quizId: quizAttempts.quizId,
      kind: quizzes.kind,
      classSlug: quizzes.classSlug,
      subject: quizzes.subject,
      chapterNo: quizzes.chapterNo,
      best: sql<number>`max(${percent})::int`.as("best"),
      last: sql<number>`(array_agg(${percent} ORDER BY ${quizAttempts.finishedAt} DESC, ${quizAttempts.id} DESC))[1]`.as(
        "last",
      ),
      attempts: sql<number>`count(*)::int`.as("attempts"),
    })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .where(
      and(
        eq(quizAttempts.userId, sql.placeholder("userId")),
        onlyOne ? eq(quizAttempts.quizId, sql.placeholder("quizId")) : undefined,
      ),
    )
    .groupBy(quizAttempts.quizId, quizzes.id)
    .limit(MAX_QUIZ_SCORES);
}

// Asked after every attempt: prepared once, only the values change.
const scoreRead = preparedPerDatabase((db) => scoresQuery(db, true).prepare("parhai_quiz_score"));

export type ScoreRow = Awaited<ReturnType<ReturnType<typeof scoresQuery>["execute"]>>[number];

/** The scores of these rows, by quiz id: what the personal copy keeps (decision 0082). */
export function scoresOfRows(rows: readonly ScoreRow[]): Record<string, QuizScore> {
  return Object.fromEntries(
    rows.map(({ quizId, kind, classSlug, subject, chapterNo, best, last, attempts }) => [
      quizId,
      {
        best,
        last,
        attempts,
        ...(kind === "chapter" ? { chapter: { classSlug, subject, chapterNo } } : {}),
      },
    ]),
  );
}
