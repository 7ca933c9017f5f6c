import "server-only";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { preparedPerDatabase } from "@/server/db/prepared";
import { mockSittings } from "@/server/db/schema";
import type { QuizScore } from "@/lib/personal";
import { saveAttempt, scoresOfRows, scoresQuery, type ScoreRow } from "./attempts";
import { gradeAnswers } from "./grade";
import { GRACE_MS, mockSettings } from "./mock";
import { markMock } from "./mock-marks";
import { quizKey } from "./queries";

type Sitting = typeof mockSittings.$inferSelect;

/** A student's sittings whose time and grace are over but that were never submitted. */
const overSittings = (db: Database, onlyOne: boolean) =>
  db
    .select()
    .from(mockSittings)
    .where(
      and(
        eq(mockSittings.userId, sql.placeholder("userId")),
        isNull(mockSittings.finishedAt),
        lt(mockSittings.endsAt, sql.placeholder("before")),
        onlyOne ? eq(mockSittings.quizId, sql.placeholder("quizId")) : undefined,
      ),
    );

// Prepared once, only the values change: `scores` on every first read of GET /api/me (a
// student's scores and whether a sitting is over unsettled, in one read: a row with no quiz when
// there is no score), `one` on every start of a mock test, `all` on My learning and a settle.
const reads = preparedPerDatabase((db) => {
  const scores = scoresQuery(db, false).as("scores");
  return {
    all: overSittings(db, false).prepare("parhai_sittings_over"),
    one: overSittings(db, true).prepare("parhai_sitting_over"),
    scores: db
      .select({
        settle: sql<boolean>`exists(${overSittings(db, false).limit(1)})`,
        ...scores._.selectedFields,
      })
      .from(sql`(values (1)) as one`)
      .leftJoin(scores, sql`true`)
      .prepare("parhai_quiz_scores"),
  };
});

const overBefore = (now: Date) => new Date(now.getTime() - GRACE_MS).toISOString();

/**
 * A signed-in student's mock tests whose time and grace are over but that were never submitted
 * (the tab closed, the phone lost its connection) become attempts, graded from the answers the
 * server saved before the end (decision 0102). Called where the student next looks: starting
 * the test again, My learning, and the account's first read (/api/me). Returns how many were
 * stored. A sitting with no answer saved is closed without an attempt.
 */
export async function settleSittings(
  db: Database,
  userId: string,
  now = new Date(),
  quizId?: number,
): Promise<number> {
  const before = overBefore(now);
  const over =
    quizId === undefined
      ? await reads(db).all.execute({ userId, before })
      : await reads(db).one.execute({ userId, before, quizId });
  let stored = 0;
  for (const sitting of over) {
    if (await settle(db, sitting, now)) stored += 1;
  }
  return stored;
}

/**
 * A student's scores per quiz (decision 0082), with any mock test whose time ran out unsubmitted
 * counted first (decision 0102): one read, and the settle and a second read only when a sitting
 * is over.
 */
export async function settledScores(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<Record<string, QuizScore>> {
  const read = () => reads(db).scores.execute({ userId, before: overBefore(now) });
  let rows = await read();
  if (rows[0]?.settle) {
    await settleSittings(db, userId, now);
    rows = await read();
  }
  // The one row of a student with no score names no quiz.
  return scoresOfRows(rows.flatMap((row) => (row.quizId === null ? [] : [row as ScoreRow])));
}

/**
 * Marks a sitting finished, once: false when it was already (a second submit, or a settle that
 * ran first). Callers store its attempt in the same transaction.
 */
export async function closeSitting(db: Database, id: string, now: Date): Promise<boolean> {
  const closed = await db
    .update(mockSittings)
    .set({ finishedAt: now })
    .where(and(eq(mockSittings.id, id), isNull(mockSittings.finishedAt)))
    .returning({ id: mockSittings.id });
  return closed.length > 0;
}

async function settle(db: Database, sitting: Sitting, now: Date): Promise<boolean> {
  const [settings, key] = await Promise.all([
    mockSettings(db, sitting.quizId),
    quizKey(db, sitting.quizId),
  ]);
  // Answers to questions the test no longer has, or to options they no longer have, are dropped.
  const options = new Map(key.map((q) => [q.id, q.options.length]));
  const answers = new Map(
    Object.entries(sitting.answers)
      .map(([id, chosen]) => [Number(id), chosen] as const)
      .filter(([id, chosen]) => chosen < (options.get(id) ?? 0))
      .map(([id, chosen]): [number, string] => [id, String(chosen)]),
  );
  const result = gradeAnswers(
    key.map((q) => ({ id: q.id, optionCount: q.options.length, answer: q.answer })),
    answers,
    true,
  );
  return db.transaction(async (tx) => {
    const closed = await closeSitting(tx, sitting.id, now);
    if (!closed || !settings || !result.ok || answers.size === 0) return false;
    const subjects = new Map(key.map((q) => [q.id, q.subject]));
    const marks = markMock(result.graded, subjects, settings.penaltyQuarters);
    return saveAttempt(tx, {
      userId: sitting.userId,
      quizId: sitting.quizId,
      graded: result.graded,
      startedAt: sitting.startedAt.getTime(),
      penaltyQuarters: marks.penaltyQuarters,
      // The attempt ended when its time did; the sitting's own id makes it one attempt.
      fingerprint: `sitting:${sitting.id}`,
      now: sitting.endsAt,
    });
  });
}
