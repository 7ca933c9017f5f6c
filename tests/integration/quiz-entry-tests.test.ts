import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quizRow } from "@/server/content/quiz-row";
import { fieldMessages, formatRule } from "@/server/content/rule-messages";
import type { DatabaseHandle } from "@/server/db/client";
import { auditLog, mockTests, quizzes } from "@/server/db/schema";
import { findMockTest } from "@/server/quiz/mock";
import { findPracticeSet, practiceSetSize, quizKey } from "@/server/quiz/queries";
import { quizFormValues, readQuiz, saveQuiz } from "@/server/quiz/quiz-writes";
import type { Actor } from "@/server/workspace/audit";
import { DATABASE_KINDS, openDemoDatabase } from "./databases";
import { addEditor } from "./editors";

/** The rule message of each field a form's values break, in English, or {} when they pass. */
function problems(values: Record<string, string>) {
  const parsed = quizRow.safeParse(values);
  if (parsed.success) return {};
  const byField = fieldMessages(parsed.error.issues);
  return Object.fromEntries(Object.entries(byField).map(([field, m]) => [field, formatRule(m)]));
}

describe.each(DATABASE_KINDS)("entry tests' mock tests and practice sets on %s", (kind) => {
  let handle: DatabaseHandle;
  let editor: Actor;
  let quizId: number;
  /** The demo mock test's form as the edit page fills it. */
  let form: Record<string, string>;
  const quizAudit = () =>
    handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, "quiz"), eq(auditLog.subjectId, String(quizId))))
      .orderBy(auditLog.id);
  const settings = async () =>
    (await handle.db.select().from(mockTests).where(eq(mockTests.quizId, quizId)))[0];

  beforeAll(async () => {
    handle = await openDemoDatabase(kind);
    editor = await addEditor(handle);
    quizId = (await findMockTest(handle.db, "mdcat"))!.id;
    form = quizFormValues((await readQuiz(handle.db, quizId))!, null);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("saves the demo mock test as the edit page shows it, keeping its minutes and negative marking", async () => {
    expect(form).toMatchObject({ kind: "mock", test: "mdcat", minutes: "20" });
    expect(form.negativeMarking).toBe("0.25");
    const row = quizRow.parse(form);
    expect(await saveQuiz(handle.db, editor, quizId, row)).toEqual({ ok: true, id: quizId });
    expect(await settings()).toMatchObject({ test: "mdcat", minutes: 20, penaltyQuarters: 1 });
    expect(await findMockTest(handle.db, "mdcat")).toMatchObject({ id: quizId, kind: "mock" });
    // Nothing changed, nothing audited.
    expect(await quizAudit()).toHaveLength(0);

    const longer = quizRow.parse({ ...form, minutes: "30", negativeMarking: "0.5" });
    expect(await saveQuiz(handle.db, editor, quizId, longer)).toEqual({ ok: true, id: quizId });
    expect(await settings()).toMatchObject({ minutes: 30, penaltyQuarters: 2 });
    const [entry] = await quizAudit();
    expect(entry).toMatchObject({
      action: "update",
      before: { minutes: 20, negativeMarking: 0.25 },
      after: { minutes: 30, negativeMarking: 0.5 },
    });
    await saveQuiz(handle.db, editor, quizId, quizRow.parse(form));
    expect(await settings()).toMatchObject({ minutes: 20, penaltyQuarters: 1 });
  });

  it("refuses a bad length, marking or entry test at its field, with nothing written", async () => {
    const minutes = "must be a whole number of minutes from 1 to 300";
    for (const bad of ["0", "-5", "301", "100000", "twenty", "2.5", "1e9"]) {
      expect(problems({ ...form, minutes: bad }), bad).toEqual({ minutes });
    }
    expect(problems({ ...form, minutes: "" })).toEqual({ minutes: "is required" });
    for (const bad of ["0.3", "-1", "2", "a lot"]) {
      expect(Object.keys(problems({ ...form, negativeMarking: bad })), bad).toEqual([
        "negativeMarking",
      ]);
    }
    expect(problems({ ...form, test: "mbbs" }).test).toMatch(
      /^must be one of the entry tests: ecat/,
    );
    expect(problems({ ...form, test: "" })).toEqual({ test: "is required" });
    // A chapter test still needs its place; a mock test does not.
    expect(problems({ ...form, kind: "chapter" })).toMatchObject({ class: "is required" });

    // A second mock test for the same entry test is refused at its field.
    const before = (await handle.db.select({ n: count() }).from(auditLog))[0]!.n;
    const second = await saveQuiz(handle.db, editor, null, quizRow.parse(form));
    expect(second).toMatchObject({ ok: false, field: "test" });
    expect((await handle.db.select({ n: count() }).from(auditLog))[0]!.n).toBe(before);
    expect(await handle.db.select().from(mockTests)).toHaveLength(1);
  });

  it("makes a new entry test's mock test, audited with its settings", async () => {
    const created = await saveQuiz(
      handle.db,
      editor,
      null,
      quizRow.parse({
        ...form,
        title: "ECAT mock",
        test: "ecat",
        minutes: "45",
        negativeMarking: "0",
      }),
    );
    if (!created.ok) throw new Error(JSON.stringify(created));
    expect(await findMockTest(handle.db, "ecat")).toMatchObject({
      minutes: 45,
      penaltyQuarters: 0,
    });
    const [entry] = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, "quiz"), eq(auditLog.subjectId, String(created.id))));
    expect(entry!.after).toMatchObject({
      kind: "mock",
      test: "ecat",
      minutes: 45,
      negativeMarking: 0,
    });
  });

  it("holds the demo's MDCAT practice set: 50 and more questions over its subjects", async () => {
    const practice = await findPracticeSet(handle.db, "mdcat");
    if (!practice) throw new Error("no practice set");
    expect(practice.kind).toBe("practice");
    expect(practice.title).toMatch(/^Demo /);
    expect(practice.questions.length).toBeGreaterThanOrEqual(50);
    expect(await practiceSetSize(handle.db, "mdcat")).toBe(practice.questions.length);
    expect(await findPracticeSet(handle.db, "ecat")).toBeNull();
    // The page holds no answer; every question's mathematics renders.
    for (const question of practice.questions) {
      expect(Object.keys(question).sort()).toEqual(["id", "language", "optionsHtml", "textHtml"]);
      for (const html of [question.textHtml, ...question.optionsHtml]) {
        expect(html).not.toContain("katex-error");
      }
    }
    const key = await quizKey(handle.db, practice.id);
    const bySubject = new Map<string, number>();
    for (const q of key) bySubject.set(q.subject, (bySubject.get(q.subject) ?? 0) + 1);
    expect([...bySubject.keys()].sort()).toEqual(
      ["biology", "chemistry", "english", "logical-reasoning", "physics"].sort(),
    );
    expect(key.every((q) => q.explanation && q.answer < q.options.length)).toBe(true);
    // Unseen in the mock test: the practice set's questions are its own.
    const mockIds = new Set((await quizKey(handle.db, quizId)).map((q) => q.id));
    expect(key.some((q) => mockIds.has(q.id))).toBe(false);

    // Its form saves it as it is, as an entry test's practice set.
    const values = quizFormValues((await readQuiz(handle.db, practice.id))!, null);
    expect(values).toMatchObject({ kind: "practice", test: "mdcat", class: "" });
    const saved = await saveQuiz(handle.db, editor, practice.id, quizRow.parse(values));
    expect(saved).toEqual({ ok: true, id: practice.id });
    expect((await findPracticeSet(handle.db, "mdcat"))?.questions).toHaveLength(key.length);

    // One practice set per entry test: a second is refused, naming the field, and not stored.
    const second = await saveQuiz(
      handle.db,
      editor,
      null,
      quizRow.parse({ ...values, title: "A second MDCAT practice set" }),
    );
    expect(second).toMatchObject({ ok: false, field: "test" });
    const sets = await handle.db.select().from(quizzes).where(eq(quizzes.kind, "practice"));
    expect(sets.map((q) => q.title)).toEqual([practice.title]);
  });
});
