import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/server/db/client";
import { mockSittings, mockTests, quizzes } from "@/server/db/schema";
import type { MockSitting } from "@/lib/quiz-types";
import { settleSittings } from "./mock-settle";
import { withQuestions, type QuizView } from "./queries";
import { readValue, signValue } from "@/server/signed-value";

/**
 * Timed mock tests (decision 0085): the server decides when a sitting started and ends. A
 * signed-in student's sitting is a row (resumable on another device); a signed-out student's is
 * a signed token the form carries. Either way the browser's clock cannot move the end.
 */

/** Answers reaching the server this long after the end still count: the network's delay. */
export const GRACE_MS = 30_000;

const PURPOSE = "mock sitting";
const tokenSchema = z.object({
  q: z.number().int().positive(),
  s: z.number().int().positive(),
  e: z.number().int().positive(),
  i: z.uuid().nullable(),
});
export type SittingToken = { quizId: number; startedAt: number; endsAt: number; id: string | null };

export type MockTestView = QuizView & { test: string; minutes: number; penaltyQuarters: number };

/** An entry test's mock test with its questions (no answers), or null. */
export async function findMockTest(db: Database, test: string): Promise<MockTestView | null> {
  const [row] = await db
    .select({
      id: quizzes.id,
      title: quizzes.title,
      minutes: mockTests.minutes,
      penaltyQuarters: mockTests.penaltyQuarters,
    })
    .from(mockTests)
    .innerJoin(quizzes, eq(quizzes.id, mockTests.quizId))
    .where(eq(mockTests.test, test));
  if (!row) return null;
  const { minutes, penaltyQuarters, ...quiz } = row;
  const view = await withQuestions(db, { ...quiz, kind: "mock", chapterName: "", lectureNo: null });
  return { ...view, test, minutes, penaltyQuarters };
}

/** A mock test's length and negative marking, or null when the quiz is no mock test. */
export async function mockSettings(db: Database, quizId: number) {
  const [row] = await db
    .select({ minutes: mockTests.minutes, penaltyQuarters: mockTests.penaltyQuarters })
    .from(mockTests)
    .where(eq(mockTests.quizId, quizId));
  return row ?? null;
}

function sign(token: SittingToken, secret: string): string {
  const { quizId: q, startedAt: s, endsAt: e, id: i } = token;
  return signValue(PURPOSE, { q, s, e, i }, secret);
}

export function readSittingToken(token: unknown, secret: string): SittingToken | null {
  const value = readValue(PURPOSE, token, tokenSchema, secret);
  return value && { quizId: value.q, startedAt: value.s, endsAt: value.e, id: value.i };
}

/**
 * Starts a mock test, or for a signed-in student resumes the one still running (on any device).
 * A sitting whose time is over is settled first: starting again starts a new one.
 */
export async function startSitting(
  db: Database,
  userId: string | null,
  quizId: number,
  secret: string,
  now = new Date(),
): Promise<MockSitting | null> {
  const settings = await mockSettings(db, quizId);
  if (!settings) return null;
  const endsAt = new Date(now.getTime() + settings.minutes * 60_000);
  if (!userId) {
    const token = { quizId, startedAt: now.getTime(), endsAt: endsAt.getTime(), id: null };
    const signed = sign(token, secret);
    return {
      token: signed,
      endsAt: token.endsAt,
      serverNow: now.getTime(),
      resumable: false,
      answers: {},
    };
  }
  // A sitting whose time is over becomes an attempt first (decision 0102): Start starts anew.
  await settleSittings(db, userId, now, quizId);
  const open = await db.transaction(async (tx) => {
    const mine = and(
      eq(mockSittings.userId, userId),
      eq(mockSittings.quizId, quizId),
      isNull(mockSittings.finishedAt),
    );
    await tx
      .insert(mockSittings)
      .values({ id: randomUUID(), userId, quizId, startedAt: now, endsAt })
      .onConflictDoNothing();
    const [row] = await tx.select().from(mockSittings).where(mine);
    return row!;
  });
  const token = {
    quizId,
    startedAt: open.startedAt.getTime(),
    endsAt: open.endsAt.getTime(),
    id: open.id,
  };
  return {
    token: sign(token, secret),
    endsAt: token.endsAt,
    serverNow: now.getTime(),
    resumable: true,
    answers: open.answers,
  };
}
