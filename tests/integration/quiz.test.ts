import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { lectures, quizAttempts, quizzes, user } from "@/server/db/schema";
import { lectureFacts } from "@/server/progress/lecture-links";
import { forgetProgress } from "@/server/progress/store";
import { recentAttempts, scoreSummary, weakChapters } from "@/server/quiz/attempts";
import { MAX_FIELDS } from "@/server/quiz/grade";
import { findChapterTest, findLectureQuiz, quizKey } from "@/server/quiz/queries";
import { checkOneAnswer, submitQuizForm } from "@/server/quiz/submit";
import { DATABASE_KINDS, openDemoDatabase } from "./databases";

const PHYSICS_1 = { classSlug: "9th", subject: "physics", chapterNo: 1 };

function form(fields: Record<string, string> | [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of Array.isArray(fields) ? fields : Object.entries(fields)) {
    data.append(name, value);
  }
  return data;
}

describe.each(DATABASE_KINDS)("quizzes on %s", (kind) => {
  let handle: DatabaseHandle;
  let quizId: number;
  /** The quick quiz's questions with their right options, in order. */
  let key: { id: number; answer: number; options: string[] }[];
  const all = (pick: (q: { answer: number; options: string[] }) => number) => {
    const fields: Record<string, string> = { quiz: String(quizId) };
    for (const q of key) fields[`a${q.id}`] = String(pick(q));
    return fields;
  };

  beforeAll(async () => {
    handle = await openDemoDatabase(kind);
    const quiz = await findLectureQuiz(handle.db, PHYSICS_1, 1);
    quizId = quiz!.id;
    key = await quizKey(handle.db, quizId);
    await handle.db
      .insert(user)
      .values(
        ["a", "b", "c"].map((id) => ({ id: `s-${id}`, name: id, email: `${id}@example.com` })),
      );
  });
  afterAll(async () => {
    await handle.close();
  });

  it("loads the demo quizzes, renders their mathematics and keeps the answers out of the view", async () => {
    const quiz = await findLectureQuiz(handle.db, PHYSICS_1, 1);
    expect(quiz).toMatchObject({ kind: "lecture", lectureNo: 1 });
    expect(quiz!.questions.map((q) => q.language)).toEqual(["en", "en", "ur"]);
    const html = quiz!.questions.flatMap((q) => [q.textHtml, ...q.optionsHtml]).join("");
    expect(html).toContain('class="katex"');
    expect(html).not.toContain("\\mathrm");
    expect(Object.keys(quiz!.questions[0]!).sort()).toEqual(
      ["id", "language", "optionsHtml", "textHtml"].sort(),
    );
    const test = await findChapterTest(handle.db, PHYSICS_1);
    expect(test).toMatchObject({
      kind: "chapter",
      chapterName: "Physical Quantities and Measurement",
    });
    expect(test!.questions).toHaveLength(5);
    expect(await findChapterTest(handle.db, { ...PHYSICS_1, chapterNo: 9 })).toBeNull();
    expect(await findLectureQuiz(handle.db, PHYSICS_1, 4)).toBeNull();
  });

  it("grades on the server and stores a signed-in attempt once, however often it is sent", async () => {
    const now = new Date();
    const outcome = await submitQuizForm(
      handle.db,
      "s-a",
      form({ ...all((q) => q.answer), started: String(now.getTime() - 90_000) }),
      now,
    );
    expect(outcome).toMatchObject({
      status: "graded",
      score: 3,
      total: 3,
      percent: 100,
      saved: "saved",
    });
    const again = await submitQuizForm(handle.db, "s-a", form(all((q) => q.answer)), now);
    expect(again).toMatchObject({ status: "graded", saved: "repeat" });
    const rows = await handle.db.select().from(quizAttempts).where(eq(quizAttempts.userId, "s-a"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ score: 3, total: 3, timeTakenSeconds: 90 });

    const wrong = await submitQuizForm(
      handle.db,
      "s-a",
      form(all((q) => (q.answer + 1) % q.options.length)),
    );
    expect(wrong).toMatchObject({ status: "graded", score: 0, percent: 0 });
    expect(await scoreSummary(handle.db, "s-a", quizId)).toEqual({
      best: 100,
      last: 0,
      attempts: 2,
    });
    const recent = await recentAttempts(handle.db, "s-a");
    expect(recent.map((r) => r.score)).toEqual([0, 3]);
    expect(recent[0]).toMatchObject({
      kind: "lecture",
      lectureNo: 1,
      subject: "physics",
      chapterName: "Physical Quantities and Measurement",
    });
    expect(await weakChapters(handle.db, "s-a")).toEqual([
      { ...PHYSICS_1, percent: 50, attempts: 2 },
    ]);
  });

  it("shows each answer with the right one and its explanation, and stores nothing signed out", async () => {
    const first = key[0]!;
    const outcome = await submitQuizForm(
      handle.db,
      null,
      form({ quiz: String(quizId), [`a${first.id}`]: String(first.answer) }),
    );
    if (outcome.status !== "graded") throw new Error(outcome.status);
    expect(outcome).toMatchObject({ score: 1, total: 3, percent: 33, saved: "signed-out" });
    expect(outcome.items[0]).toMatchObject({ correct: true, chosenHtml: "Mass" });
    expect(outcome.items[1]).toMatchObject({ correct: false, chosenHtml: null });
    expect(outcome.items[1]!.rightHtml).toContain("katex");
    expect(outcome.items[2]!.explanationHtml).toContain('dir="ltr"');
    const stored = await handle.db.select().from(quizAttempts);
    expect(stored.every((row) => row.userId !== null && row.userId.startsWith("s-"))).toBe(true);
  });

  it("refuses what names nothing, with nothing stored", async () => {
    const before = (await handle.db.select().from(quizAttempts)).length;
    const first = key[0]!;
    const cases: [FormData, string][] = [
      [form({ ...all((q) => q.answer), [`a${first.id}`]: "4" }), "unknown-option"],
      [form({ ...all((q) => q.answer), [`a${first.id}`]: "1.0" }), "unknown-option"],
      [form({ ...all((q) => q.answer), a999999: "0" }), "unknown-question"],
      [
        form([
          ["quiz", String(quizId)],
          [`a${first.id}`, "0"],
          [`a${first.id}`, "1"],
        ]),
        "malformed",
      ],
      [form({ quiz: String(quizId) }), "empty"],
      [form({ quiz: "x" }), "malformed"],
      [form({ quiz: "99999", a1: "0" }), "no-quiz"],
      [
        form(Array.from({ length: MAX_FIELDS + 1 }, (_, i): [string, string] => [`f${i}`, "0"])),
        "too-many",
      ],
    ];
    for (const [data, problem] of cases) {
      expect(await submitQuizForm(handle.db, "s-b", data)).toEqual({ status: "invalid", problem });
    }
    expect(await handle.db.select().from(quizAttempts)).toHaveLength(before);
  });

  it("checks one answer for practice mode", async () => {
    const first = key[0]!;
    expect(await checkOneAnswer(handle.db, quizId, first.id, first.answer)).toMatchObject({
      correct: true,
      right: first.answer,
    });
    expect(await checkOneAnswer(handle.db, quizId, first.id, 9)).toBeNull();
    expect(await checkOneAnswer(handle.db, quizId, 999999, 0)).toBeNull();
  });

  it("forgets attempts with the learning history, and with the account", async () => {
    await submitQuizForm(handle.db, "s-c", form(all((q) => q.answer)));
    await submitQuizForm(handle.db, "s-b", form(all((q) => q.answer)));
    await forgetProgress(handle.db, "s-c");
    const ofUser = (id: string) =>
      handle.db.select().from(quizAttempts).where(eq(quizAttempts.userId, id));
    expect(await ofUser("s-c")).toHaveLength(0);
    expect(await ofUser("s-b")).toHaveLength(1);
    await handle.db.delete(user).where(eq(user.id, "s-b"));
    expect(await ofUser("s-b")).toHaveLength(0);
  });

  it("links the player's Quick Quiz to Parhai's own quiz, and an editor's link elsewhere", async () => {
    const rows = await handle.db
      .select({ id: lectures.id, lectureNo: lectures.lectureNo })
      .from(lectures)
      .where(
        and(
          eq(lectures.classSlug, "9th"),
          eq(lectures.subject, "physics"),
          eq(lectures.chapterNo, 1),
        ),
      )
      .orderBy(lectures.lectureNo);
    const facts = await Promise.all(rows.map((row) => lectureFacts(handle.db, row.id)));
    const chapter =
      "/coaching/lectures-quizzes/9th/physics/1/Physical%20Quantities%20and%20Measurement";
    expect(facts.map((fact) => fact?.links.quickQuizUrl)).toEqual([
      `${chapter}/quiz/1`,
      `${chapter}/quiz/2`,
      null,
      null,
    ]);
    const ninthChemistry3 = await handle.db
      .select({ id: lectures.id })
      .from(lectures)
      .where(
        and(
          eq(lectures.classSlug, "9th"),
          eq(lectures.subject, "chemistry"),
          eq(lectures.chapterNo, 1),
          eq(lectures.lectureNo, 3),
        ),
      );
    expect((await lectureFacts(handle.db, ninthChemistry3[0]!.id))?.links.quickQuizUrl).toBe(
      "https://example.com/demo/quiz/9th-chemistry-1-3",
    );
  });

  it("holds one quick quiz per lecture and one test per chapter", async () => {
    const [lecture] = await handle.db
      .select({ id: lectures.id })
      .from(lectures)
      .where(
        and(
          eq(lectures.classSlug, "9th"),
          eq(lectures.subject, "physics"),
          eq(lectures.lectureNo, 1),
        ),
      )
      .limit(1);
    const place = { ...PHYSICS_1, title: "Again" };
    await expect(
      handle.db.insert(quizzes).values({ ...place, kind: "lecture", lectureId: lecture!.id }),
    ).rejects.toThrow();
    await expect(handle.db.insert(quizzes).values({ ...place, kind: "chapter" })).rejects.toThrow();
    await expect(handle.db.insert(quizzes).values({ ...place, kind: "lecture" })).rejects.toThrow();
  });
});
