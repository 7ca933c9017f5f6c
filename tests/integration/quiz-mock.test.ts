import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { mockSittings, quizAttempts, user } from "@/server/db/schema";
import { forgetProgress } from "@/server/progress/store";
import { scoreSummary } from "@/server/quiz/attempts";
import { findMockTest, GRACE_MS, startSitting } from "@/server/quiz/mock";
import { settledScores, settleSittings } from "@/server/quiz/mock-settle";
import { saveSittingAnswers, submitMockForm } from "@/server/quiz/mock-submit";
import { quizKey } from "@/server/quiz/queries";
import { DATABASE_KINDS, openDemoDatabase } from "./databases";

const SECRET = "a test secret of at least thirty-two characters";
const MINUTE = 60_000;

describe.each(DATABASE_KINDS)("timed mock tests on %s", (kind) => {
  let handle: DatabaseHandle;
  let quizId: number;
  let key: Awaited<ReturnType<typeof quizKey>>;
  /** The form: `pick` chooses each question's option, or null to leave it blank. */
  const answers = (token: string, pick: (q: (typeof key)[number], i: number) => number | null) => {
    const data = new FormData();
    data.append("quiz", String(quizId));
    data.append("sitting", token);
    key.forEach((q, i) => {
      const chosen = pick(q, i);
      if (chosen !== null) data.append(`a${q.id}`, String(chosen));
    });
    return data;
  };
  const wrongOf = (q: (typeof key)[number]) => (q.answer + 1) % q.options.length;
  const attemptsOf = (id: string) =>
    handle.db.select().from(quizAttempts).where(eq(quizAttempts.userId, id));

  beforeAll(async () => {
    handle = await openDemoDatabase(kind);
    const mock = await findMockTest(handle.db, "mdcat");
    quizId = mock!.id;
    key = await quizKey(handle.db, quizId);
    await handle.db.insert(user).values(
      ["a", "b", "c", "d", "e", "f"].map((id) => ({
        id: `m-${id}`,
        name: id,
        email: `m${id}@example.com`,
      })),
    );
  });
  afterAll(async () => {
    await handle.close();
  });

  it("loads the demo's 20-minute MDCAT mock test, its questions without their answers", async () => {
    const mock = await findMockTest(handle.db, "mdcat");
    expect(mock).toMatchObject({ kind: "mock", minutes: 20, penaltyQuarters: 1 });
    expect(mock!.questions).toHaveLength(20);
    expect(Object.keys(mock!.questions[0]!).sort()).toEqual(
      ["id", "language", "optionsHtml", "textHtml"].sort(),
    );
    expect(new Set(key.map((q) => q.subject))).toEqual(
      new Set(["biology", "chemistry", "physics", "english", "logical-reasoning"]),
    );
    expect(await findMockTest(handle.db, "ecat")).toBeNull();
  });

  it("marks negatively, breaks the marks down by subject, and stores a sitting once", async () => {
    const t0 = new Date("2026-11-25T08:00:00Z");
    const sitting = await startSitting(handle.db, "m-a", quizId, SECRET, t0);
    expect(sitting).toMatchObject({ endsAt: t0.getTime() + 20 * MINUTE, resumable: true });
    // Right for the first 12, wrong for 4, blank for the last 4.
    const pick = (q: (typeof key)[number], i: number) =>
      i < 12 ? q.answer : i < 16 ? wrongOf(q) : null;
    const at = new Date(t0.getTime() + 15 * MINUTE);
    const outcome = await submitMockForm(
      handle.db,
      "m-a",
      answers(sitting!.token, pick),
      SECRET,
      at,
    );
    if (outcome.status !== "graded") throw new Error(JSON.stringify(outcome));
    expect(outcome).toMatchObject({ score: 12, total: 20, saved: "saved", percent: 55 });
    expect(outcome.mock).toMatchObject({ marks: 11, penalty: 1, late: false });
    const bySubject = Object.fromEntries(outcome.mock!.breakdown.map((row) => [row.subject, row]));
    expect(Object.keys(bySubject)).toHaveLength(5);
    const rows = Object.values(bySubject);
    expect(rows.reduce((sum, row) => sum + row.total, 0)).toBe(20);
    expect(rows.reduce((sum, row) => sum + row.marks, 0)).toBe(11);
    for (const row of rows) expect(row.marks).toBe(row.right - row.wrong / 4);

    const again = await submitMockForm(handle.db, "m-a", answers(sitting!.token, pick), SECRET, at);
    expect(again).toMatchObject({ status: "graded", saved: "repeat" });
    const stored = await attemptsOf("m-a");
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ score: 12, penaltyQuarters: 4, timeTakenSeconds: 900 });
    expect(await scoreSummary(handle.db, "m-a", quizId)).toEqual({
      best: 55,
      last: 55,
      attempts: 1,
    });
  });

  it("ends on the server's clock: answers sent after the end and its grace count as not given", async () => {
    const t0 = new Date("2026-11-25T09:00:00Z");
    const first = await startSitting(handle.db, "m-b", quizId, SECRET, t0);
    // Another device resumes the same sitting, with the answers saved so far.
    const saved = { [String(key[0]!.id)]: key[0]!.answer, [String(key[1]!.id)]: wrongOf(key[1]!) };
    const minute5 = new Date(t0.getTime() + 5 * MINUTE);
    expect(await saveSittingAnswers(handle.db, "m-b", first!.token, saved, SECRET, minute5)).toBe(
      true,
    );
    const second = await startSitting(handle.db, "m-b", quizId, SECRET, minute5);
    expect(second).toMatchObject({ endsAt: first!.endsAt, answers: saved });
    // Within the grace the answers count; after it, only those saved in time.
    const end = first!.endsAt;
    const late = new Date(end + GRACE_MS + 1000);
    expect(
      await saveSittingAnswers(handle.db, "m-b", first!.token, { [key[2]!.id]: 0 }, SECRET, late),
    ).toBe(false);
    const outcome = await submitMockForm(
      handle.db,
      "m-b",
      answers(first!.token, (q) => q.answer),
      SECRET,
      late,
    );
    expect(outcome).toMatchObject({ status: "graded", score: 1, saved: "saved" });
    if (outcome.status !== "graded") return;
    expect(outcome.mock).toMatchObject({ late: true, marks: 0.75 });

    // Signed out, the token's end decides; within the grace the answers still count.
    const t1 = new Date("2026-11-25T10:00:00Z");
    const visitor = await startSitting(handle.db, null, quizId, SECRET, t1);
    expect(visitor).toMatchObject({ resumable: false });
    const allRight = answers(visitor!.token, (q) => q.answer);
    const inGrace = new Date(visitor!.endsAt + GRACE_MS);
    expect(await submitMockForm(handle.db, null, allRight, SECRET, inGrace)).toMatchObject({
      score: 20,
      saved: "signed-out",
    });
    const after = new Date(visitor!.endsAt + GRACE_MS + 1);
    const lateOutcome = await submitMockForm(handle.db, null, allRight, SECRET, after);
    expect(lateOutcome).toMatchObject({ status: "graded", score: 0, mock: { late: true } });
    expect(await attemptsOf("m-b")).toHaveLength(1);
  });

  it("refuses a forged or borrowed sitting and answers naming nothing, storing nothing", async () => {
    const t0 = new Date("2026-11-25T11:00:00Z");
    const mine = await startSitting(handle.db, "m-c", quizId, SECRET, t0);
    const visitor = await startSitting(handle.db, null, quizId, SECRET, t0);
    const [body, mac] = visitor!.token.split(".");
    const payload = JSON.parse(Buffer.from(body!, "base64url").toString("utf8")) as { e: number };
    const longer = Buffer.from(JSON.stringify({ ...payload, e: payload.e + 60 * MINUTE }));
    const forged = `${longer.toString("base64url")}.${mac}`;
    const other = await startSitting(
      handle.db,
      null,
      quizId,
      "another secret of thirty-two characters",
      t0,
    );
    const at = new Date(t0.getTime() + MINUTE);
    const right = (q: (typeof key)[number]) => q.answer;
    const cases: [string | null, FormData, string][] = [
      [null, answers(forged, right), "no-sitting"],
      [null, answers(other!.token, right), "no-sitting"],
      [null, answers("not-a-token", right), "no-sitting"],
      [null, answers(mine!.token, right), "no-sitting"],
      ["m-a", answers(mine!.token, right), "no-sitting"],
      ["m-c", answers(mine!.token, (q, i) => (i === 0 ? 7 : q.answer)), "unknown-option"],
    ];
    for (const [userId, data, problem] of cases) {
      expect(await submitMockForm(handle.db, userId, data, SECRET, at)).toEqual({
        status: "invalid",
        problem,
      });
    }
    const wrongQuiz = answers(mine!.token, right);
    wrongQuiz.set("quiz", "99999");
    expect(await submitMockForm(handle.db, "m-c", wrongQuiz, SECRET, at)).toMatchObject({
      problem: "no-sitting",
    });
    expect(
      await saveSittingAnswers(handle.db, "m-c", mine!.token, { "99999": 0 }, SECRET, at),
    ).toBe(false);
    expect(await attemptsOf("m-c")).toHaveLength(0);
    // The sitting is still open: the student can still submit it.
    expect(
      await submitMockForm(handle.db, "m-c", answers(mine!.token, right), SECRET, at),
    ).toMatchObject({ status: "graded", saved: "saved", score: 20 });
  });

  it("starts afresh after a sitting's time is over, and forgets sittings with the history", async () => {
    const t0 = new Date("2026-11-25T12:00:00Z");
    const first = await startSitting(handle.db, "m-c", quizId, SECRET, t0);
    const later = new Date(first!.endsAt + GRACE_MS + MINUTE);
    const second = await startSitting(handle.db, "m-c", quizId, SECRET, later);
    expect(second!.endsAt).toBe(later.getTime() + 20 * MINUTE);
    const sittings = () =>
      handle.db.select().from(mockSittings).where(eq(mockSittings.userId, "m-c"));
    expect((await sittings()).filter((row) => row.finishedAt === null)).toHaveLength(1);
    await forgetProgress(handle.db, "m-c");
    expect(await sittings()).toHaveLength(0);
    expect(await attemptsOf("m-c")).toHaveLength(0);
  });

  it("grades a sitting left unsubmitted from the answers saved in time, once its time is over", async () => {
    const t0 = new Date("2026-11-25T13:00:00Z");
    const sitting = await startSitting(handle.db, "m-d", quizId, SECRET, t0);
    // One right, one wrong, saved as the student went; then the tab was closed.
    const saved = { [String(key[0]!.id)]: key[0]!.answer, [String(key[1]!.id)]: wrongOf(key[1]!) };
    const minute3 = new Date(t0.getTime() + 3 * MINUTE);
    expect(await saveSittingAnswers(handle.db, "m-d", sitting!.token, saved, SECRET, minute3)).toBe(
      true,
    );
    // Within the time and its grace the sitting stays open: the student may still submit.
    const inGrace = new Date(sitting!.endsAt + GRACE_MS);
    expect(await settleSittings(handle.db, "m-d", inGrace)).toBe(0);
    expect(await attemptsOf("m-d")).toHaveLength(0);

    const later = new Date(sitting!.endsAt + GRACE_MS + 1);
    expect(await settleSittings(handle.db, "m-d", later)).toBe(1);
    expect(await settleSittings(handle.db, "m-d", later)).toBe(0);
    const [attempt, ...more] = await attemptsOf("m-d");
    expect(more).toHaveLength(0);
    expect(attempt).toMatchObject({
      score: 1,
      total: 20,
      penaltyQuarters: 1,
      timeTakenSeconds: 1200,
    });
    expect(attempt!.finishedAt.getTime()).toBe(sitting!.endsAt);
    const given = attempt!.answers as { questionId: number; chosen: number | null }[];
    expect(given.filter((a) => a.chosen !== null).map((a) => a.questionId)).toEqual([
      key[0]!.id,
      key[1]!.id,
    ]);
    // The student's own late submission of it is graded but not stored again.
    const late = await submitMockForm(
      handle.db,
      "m-d",
      answers(sitting!.token, (q) => q.answer),
      SECRET,
      later,
    );
    expect(late).toMatchObject({ status: "graded", saved: "repeat" });
    expect(await attemptsOf("m-d")).toHaveLength(1);

    // Starting the test again settles the one left behind first; an empty one leaves no attempt.
    const t1 = new Date("2026-11-25T14:00:00Z");
    const left = await startSitting(handle.db, "m-e", quizId, SECRET, t1);
    const one = { [String(key[2]!.id)]: key[2]!.answer };
    await saveSittingAnswers(handle.db, "m-e", left!.token, one, SECRET, t1);
    const t2 = new Date(left!.endsAt + GRACE_MS + MINUTE);
    const again = await startSitting(handle.db, "m-e", quizId, SECRET, t2);
    expect(again!.endsAt).toBe(t2.getTime() + 20 * MINUTE);
    expect(await attemptsOf("m-e")).toMatchObject([{ score: 1, penaltyQuarters: 0 }]);
    const t3 = new Date(again!.endsAt + GRACE_MS + MINUTE);
    expect(await settleSittings(handle.db, "m-e", t3)).toBe(0);
    expect(await attemptsOf("m-e")).toHaveLength(1);
    const open = await handle.db.select().from(mockSittings).where(eq(mockSittings.userId, "m-e"));
    expect(open.every((row) => row.finishedAt !== null)).toBe(true);
  });

  it("reads a student's scores with the sittings left over settled first, in one read otherwise", async () => {
    expect(await settledScores(handle.db, "m-f")).toEqual({});
    const t0 = new Date("2026-11-26T09:00:00Z");
    const sitting = await startSitting(handle.db, "m-f", quizId, SECRET, t0);
    const saved = { [String(key[0]!.id)]: key[0]!.answer };
    await saveSittingAnswers(handle.db, "m-f", sitting!.token, saved, SECRET, t0);
    // Open, in its time or its grace: not a score yet.
    expect(await settledScores(handle.db, "m-f", new Date(sitting!.endsAt + GRACE_MS))).toEqual({});
    const later = new Date(sitting!.endsAt + GRACE_MS + 1);
    const scores = await settledScores(handle.db, "m-f", later);
    // One right of 20, less nothing (the wrong answers were left blank): 5 percent.
    expect(scores).toEqual({ [quizId]: { best: 5, last: 5, attempts: 1 } });
    expect(await scoreSummary(handle.db, "m-f", quizId)).toEqual(scores[quizId]);
    // Settled once: the next read finds the score and nothing to settle.
    expect(await settledScores(handle.db, "m-f", later)).toEqual(scores);
    expect(await attemptsOf("m-f")).toHaveLength(1);
  });
});
