import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { quizAttempts, user } from "@/server/db/schema";
import { forgetProgress } from "@/server/progress/store";
import { scoreSummary } from "@/server/quiz/attempts";
import { claimQuizResults } from "@/server/quiz/claim";
import { findMockTest, startSitting } from "@/server/quiz/mock";
import { submitMockForm } from "@/server/quiz/mock-submit";
import { findChapterTest, findLectureQuiz, quizKey } from "@/server/quiz/queries";
import { submitQuizForm } from "@/server/quiz/submit";
import { DATABASE_KINDS, openDemoDatabase } from "./databases";

const SECRET = "a test secret of at least thirty-two characters";

/** A form answering each question of a key with `pick`'s option. */
function answered(
  key: { id: number; answer: number; options: string[] }[],
  fields: Record<string, string>,
  pick: (q: { answer: number; options: string[] }) => number,
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const q of key) form.append(`a${q.id}`, String(pick(q)));
  return form;
}

describe.each(DATABASE_KINDS)("signed-out quiz results on %s", (kind) => {
  let handle: DatabaseHandle;
  const attemptsOf = (id: string) =>
    handle.db.select().from(quizAttempts).where(eq(quizAttempts.userId, id));

  beforeAll(async () => {
    handle = await openDemoDatabase(kind);
    await handle.db
      .insert(user)
      .values(["a", "b"].map((id) => ({ id: `r-${id}`, name: id, email: `r${id}@example.com` })));
  });
  afterAll(async () => {
    await handle.close();
  });

  it("signs a signed-out result, carries it into the account once, and refuses a forged one", async () => {
    const quiz = await findLectureQuiz(
      handle.db,
      { classSlug: "9th", subject: "physics", chapterNo: 1 },
      1,
    );
    const key = await quizKey(handle.db, quiz!.id);
    const finished = new Date("2026-11-25T08:00:00Z");
    const quick = await submitQuizForm(
      handle.db,
      null,
      answered(key, { quiz: String(quiz!.id) }, (q) => q.answer),
      finished,
      SECRET,
    );
    if (quick.status !== "graded" || !quick.resultToken) throw new Error("no signed result");
    // Signed in, the result is stored at once: no token.
    const stored = await submitQuizForm(
      handle.db,
      "r-b",
      answered(key, { quiz: String(quiz!.id) }, (q) => q.answer),
      finished,
      SECRET,
    );
    expect(stored).not.toHaveProperty("resultToken");

    // A mock test's signed result keeps its negative marking.
    const mock = await findMockTest(handle.db, "mdcat");
    const mockKey = await quizKey(handle.db, mock!.id);
    const sitting = await startSitting(handle.db, null, mock!.id, SECRET, finished);
    const graded = await submitMockForm(
      handle.db,
      null,
      answered(
        mockKey,
        { quiz: String(mock!.id), sitting: sitting!.token },
        (q) => (q.answer + 1) % q.options.length,
      ),
      SECRET,
      new Date(finished.getTime() + 60_000),
    );
    if (graded.status !== "graded" || !graded.resultToken) throw new Error("no signed mock result");

    const [body, mac] = quick.resultToken.split(".");
    const edited = JSON.parse(Buffer.from(body!, "base64url").toString("utf8")) as {
      a: [number, number, number][];
    };
    const allRight = { ...edited, a: edited.a.map(([id, chosen]) => [id, chosen, 1]) };
    const forged = `${Buffer.from(JSON.stringify(allRight)).toString("base64url")}.${mac}`;
    const tokens = [quick.resultToken, graded.resultToken, forged, "nonsense"];
    expect(await claimQuizResults(handle.db, "r-a", tokens, SECRET)).toBe(2);
    expect(await claimQuizResults(handle.db, "r-a", tokens, SECRET)).toBe(0);
    expect(await claimQuizResults(handle.db, "r-a", [quick.resultToken], "another secret")).toBe(0);
    const rows = await attemptsOf("r-a");
    expect(rows).toHaveLength(2);
    const mockRow = rows.find((row) => row.quizId === mock!.id)!;
    expect(mockRow).toMatchObject({ score: 0, total: 20, penaltyQuarters: 20 });
    expect(mockRow.finishedAt.getTime()).toBe(finished.getTime() + 60_000);
    expect(await scoreSummary(handle.db, "r-a", quiz!.id)).toEqual({
      best: 100,
      last: 100,
      attempts: 1,
    });
    expect(await scoreSummary(handle.db, "r-a", mock!.id)).toEqual({
      best: 0,
      last: 0,
      attempts: 1,
    });

    // A chapter test's summary names its chapter: the tab's copy marks the chapter card at once.
    const place = { classSlug: "9th", subject: "physics", chapterNo: 1 };
    const test = await findChapterTest(handle.db, place);
    const testKey = await quizKey(handle.db, test!.id);
    const chapterTest = await submitQuizForm(
      handle.db,
      "r-b",
      answered(testKey, { quiz: String(test!.id) }, (q) => q.answer),
    );
    expect(chapterTest).toMatchObject({
      summary: { best: 100, last: 100, attempts: 1, chapter: place },
    });

    // Forgetting the learning history removes claimed attempts too; deleting the account, the rest.
    await forgetProgress(handle.db, "r-a");
    expect(await attemptsOf("r-a")).toHaveLength(0);
    await handle.db.delete(user).where(eq(user.id, "r-b"));
    expect(await attemptsOf("r-b")).toHaveLength(0);
  });
});
