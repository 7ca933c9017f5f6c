import { and, count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { questionRow, questionValues, QUESTION_FIELDS } from "@/server/content/question-row";
import { quizRow } from "@/server/content/quiz-row";
import { fieldMessages } from "@/server/content/rule-messages";
import { readContentVersion } from "@/server/content/version";
import type { DatabaseHandle } from "@/server/db/client";
import {
  auditLog,
  lectures,
  mediaImages,
  questions,
  quizQuestions,
  quizzes,
} from "@/server/db/schema";
import { listQuestions, listQuizzes } from "@/server/quiz/admin-queries";
import { saveQuestion } from "@/server/quiz/question-writes";
import { findChapterTest, findLectureQuiz } from "@/server/quiz/queries";
import { saveQuiz } from "@/server/quiz/quiz-writes";
import type { Actor } from "@/server/workspace/audit";
import { checkImport, confirmImport } from "@/server/workspace/bulk-import";
import { encodeUpload } from "@/server/workspace/images";
import { PAGE_SIZE } from "@/server/workspace/list-params";
import { DATABASE_KINDS, openTestDatabase } from "./databases";
import { addEditor } from "./editors";
import { everyPage, expectNewestFirstOnce } from "./paging";

const PLACE = { class: "10th", subject: "chemistry", chapterNo: "7" };

const question = (overrides: Record<string, string> = {}) => ({
  ...PLACE,
  difficulty: "2",
  language: "en",
  question: "What is $\\sqrt{16}$?",
  option1: "$2$",
  option2: "$4$",
  option3: "",
  option4: "",
  option5: "",
  answer: "2",
  explanation: "",
  ...overrides,
});

const quiz = (questions: string, overrides: Record<string, string> = {}) =>
  quizRow.parse({ kind: "chapter", title: "Chapter 7 test", ...PLACE, questions, ...overrides });

/** The field each rule message of a row names, and its message key. */
function problems(row: Record<string, string>) {
  const parsed = questionRow.safeParse(row);
  if (parsed.success) return {};
  const byField = fieldMessages(parsed.error.issues);
  return Object.fromEntries(Object.entries(byField).map(([field, m]) => [field, m.key]));
}

async function auditOf(handle: DatabaseHandle, kind: string, id: number) {
  return handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.kind, kind), eq(auditLog.subjectId, String(id))))
    .orderBy(auditLog.id);
}

describe.each(DATABASE_KINDS)("the workspace's questions and quizzes on %s", (kind) => {
  let handle: DatabaseHandle;
  let editor: Actor;
  const ids: number[] = [];
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    editor = await addEditor(handle);
    await handle.db.insert(lectures).values({
      classSlug: "10th",
      subject: "chemistry",
      chapterNo: 7,
      chapterName: "Acids",
      lectureNo: 1,
      lectureName: "What an acid is",
      youtubeId: "abcdefghijk",
    });
  });
  afterAll(() => handle.close());

  it("refuses a question's bad fields by name before anything is written", () => {
    expect(problems(question())).toEqual({});
    expect(problems(question({ answer: "3" }))).toEqual({ answer: "answerOption" });
    expect(problems(question({ option4: "$8$" }))).toEqual({ option3: "optionGap" });
    // A choice that is not one (the language) stops the checks across fields until it is fixed.
    expect(problems(question({ difficulty: "4", language: "fr", option2: "" }))).toEqual({
      difficulty: "difficulty",
      language: "language",
      option2: "required",
    });
    expect(problems(question({ class: "13th" }))).toEqual({ class: "unknownClass" });
    expect(problems(question({ subject: "urdu-literature" }))).toEqual({
      subject: "notInCatalogue",
    });
  });

  it("writes and edits questions, each change audited with its fields before and after", async () => {
    const version = await readContentVersion(handle.db);
    for (const text of ["What is $\\sqrt{16}$?", "What is $2^3$?", "pH of water?"]) {
      const saved = await saveQuestion(
        handle.db,
        editor,
        null,
        questionValues(questionRow.parse(question({ question: text }))),
      );
      expect(saved.ok).toBe(true);
      if (saved.ok) ids.push(saved.id);
    }
    expect(await readContentVersion(handle.db)).toBe(version + 3);
    const edit = questionValues(
      questionRow.parse(question({ option3: "$6$", answer: "3", explanation: "No." })),
    );
    expect(await saveQuestion(handle.db, editor, ids[0]!, edit)).toEqual({ ok: true, id: ids[0] });
    // The same values again: nothing changes, nothing is recorded.
    await saveQuestion(handle.db, editor, ids[0]!, edit);
    const entries = await auditOf(handle, "question", ids[0]!);
    expect(entries.map((e) => [e.action, e.actorId])).toEqual([
      ["create", editor.id],
      ["update", editor.id],
    ]);
    expect(entries[0]!.after).toMatchObject({ options: ["$2$", "$4$"], answer: 1, chapterNo: 7 });
    expect(entries[1]!.before).toEqual({ options: ["$2$", "$4$"], answer: 1, explanation: null });
    expect(entries[1]!.after).toEqual({
      options: ["$2$", "$4$", "$6$"],
      answer: 2,
      explanation: "No.",
    });
    expect(await saveQuestion(handle.db, editor, 2_000_000_000, edit)).toEqual({
      ok: false,
      reason: "gone",
    });
  });

  it("builds a chapter test in order, reorders it, and the chapter's page shows it", async () => {
    const [a, b, c] = ids as [number, number, number];
    const created = await saveQuiz(handle.db, editor, null, quiz(`${b}, ${a}`));
    expect(created.ok).toBe(true);
    const id = created.ok ? created.id : 0;
    const place = { classSlug: "10th", subject: "chemistry", chapterNo: 7 };
    expect((await findChapterTest(handle.db, place))?.questions.map((q) => q.id)).toEqual([b, a]);

    expect(await saveQuiz(handle.db, editor, id, quiz(`${c} ${a} ${b}`))).toEqual({ ok: true, id });
    const test = await findChapterTest(handle.db, place);
    expect(test?.questions.map((q) => q.id)).toEqual([c, a, b]);
    expect(test?.questions[1]!.textHtml).toContain("katex");

    const entries = await auditOf(handle, "quiz", id);
    expect(entries.map((e) => e.action)).toEqual(["create", "update"]);
    expect(entries[0]!.after).toMatchObject({
      kind: "chapter",
      questionIds: [b, a],
      lectureId: null,
    });
    expect(entries[1]!.before).toEqual({ questionIds: [b, a] });
    expect(entries[1]!.after).toEqual({ questionIds: [c, a, b] });
  });

  it("keeps a question's picture only with its alt text, and shows both on the quiz", async () => {
    const png = await sharp({
      create: { width: 300, height: 200, channels: 3, background: "#1e3a8a" },
    })
      .png()
      .toBuffer();
    const image = (await encodeUpload(png))!;
    const [, second] = ids as [number, number];
    const values = questionValues(questionRow.parse(question({ question: "What is $2^3$?" })));
    expect(await saveQuestion(handle.db, editor, second, values, { image, alt: null })).toEqual({
      ok: false,
      reason: "conflict",
      field: "imageAlt",
      message: { key: "Quiz.admin.altRequired" },
    });
    expect(await handle.db.select().from(mediaImages).where(eq(mediaImages.id, image.id))).toEqual(
      [],
    );
    const alt = "Eight small cubes in a bigger cube";
    expect(await saveQuestion(handle.db, editor, second, values, { image, alt })).toEqual({
      ok: true,
      id: second,
    });
    const [entry] = (await auditOf(handle, "question", second)).slice(-1);
    expect(entry?.before).toEqual({ imageId: null, imageAlt: null });
    expect(entry?.after).toEqual({ imageId: image.id, imageAlt: alt });
    const test = await findChapterTest(handle.db, {
      classSlug: "10th",
      subject: "chemistry",
      chapterNo: 7,
    });
    expect(test?.questions.find((q) => q.id === second)?.image).toEqual({
      src: `/media/${image.id}.webp`,
      alt,
      width: 300,
      height: 200,
    });
    // Kept on an edit that sends no new picture, with its alt text still required.
    expect(await saveQuestion(handle.db, editor, second, values, { alt: null })).toMatchObject({
      ok: false,
      field: "imageAlt",
    });
  });

  it("refuses a missing question, lecture or a second chapter test, writing nothing", async () => {
    const [a] = ids as [number];
    const [{ n: before } = { n: -1 }] = await handle.db.select({ n: count() }).from(quizQuestions);
    const version = await readContentVersion(handle.db);
    expect(await saveQuiz(handle.db, editor, null, quiz(`${a}, 2000000001`))).toEqual({
      ok: false,
      reason: "conflict",
      field: "questions",
      message: { key: "Quiz.admin.noQuestions", values: { numbers: "2000000001" } },
    });
    expect(await saveQuiz(handle.db, editor, null, quiz(`${a}`))).toMatchObject({
      ok: false,
      field: "chapterNo",
      message: { key: "Quiz.admin.taken" },
    });
    expect(
      await saveQuiz(handle.db, editor, null, quiz(`${a}`, { kind: "lecture", lectureNo: "9" })),
    ).toMatchObject({ ok: false, field: "lectureNo", message: { key: "Quiz.admin.noPlace" } });
    expect(
      quizRow.safeParse({ ...PLACE, kind: "lecture", title: "x", questions: "1, 1" }).success,
    ).toBe(false);
    const [{ n: after } = { n: -2 }] = await handle.db.select({ n: count() }).from(quizQuestions);
    expect(after).toBe(before);
    expect(await readContentVersion(handle.db)).toBe(version);

    // A lecture's quick quiz attaches to its lecture and opens from it.
    const quick = await saveQuiz(
      handle.db,
      editor,
      null,
      quiz(`${a}`, { kind: "lecture", lectureNo: "1" }),
    );
    expect(quick.ok).toBe(true);
    const place = { classSlug: "10th", subject: "chemistry", chapterNo: 7 };
    expect((await findLectureQuiz(handle.db, place, 1))?.questions.map((q) => q.id)).toEqual([a]);
    const [row] = await handle.db.select().from(quizzes).where(eq(quizzes.kind, "lecture"));
    expect(row?.lectureId).not.toBeNull();
  });
  it("lists every quiz in the workspace, a page at a time, newest first", async () => {
    const many = Array.from({ length: 2 * PAGE_SIZE + 5 }, (_, i) => ({
      kind: "chapter",
      title: `Listed chapter test ${i}`,
      classSlug: "12th",
      subject: "biology",
      chapterNo: 1000 + i,
    }));
    await handle.db.insert(quizzes).values(many);
    const seen = await everyPage(
      (after) => listQuizzes(handle.db, after),
      (row) => row.id,
    );
    const [stored] = await handle.db.select({ total: count() }).from(quizzes);
    expectNewestFirstOnce(seen, stored!.total);
  });
});

describe.each(DATABASE_KINDS)("a CSV of questions through the bulk upload on %s", (kind) => {
  let handle: DatabaseHandle;
  let editor: Actor;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    editor = await addEditor(handle);
  });
  afterAll(() => handle.close());

  const HEADER = QUESTION_FIELDS.join(",");
  const stored = async () => (await handle.db.select({ n: count() }).from(questions))[0]!.n;

  it("names each bad row's line and field, and writes nothing", async () => {
    const before = await stored();
    const csv = [
      HEADER,
      '9th,physics,2,1,en,"Speed, in SI units, is",m/s,km/h,,,,1,',
      "9th,physics,2,5,en,Unit of force?,N,J,,,,3,",
      "9th,physics,2,1,fr,Sign?,A,,,B,,1,",
      "9th,physics,2,1,en,Too few cells",
      '9th,physics,2,1,en,"Speed, in SI units, is",m/s,km/h,,,,1,',
    ].join("\n");
    const check = await checkImport(handle.db, editor, "questions.csv", csv);
    expect(check.ok).toBe(false);
    const errors = check.ok ? [] : check.errors;
    expect(errors.map((e) => [e.line, e.collection, e.field, e.key])).toEqual([
      [5, "questions", "-", "cellCount"],
      [3, "questions", "difficulty", "difficulty"],
      [3, "questions", "answer", "answerOption"],
      [4, "questions", "language", "language"],
      [4, "questions", "option2", "required"],
      [5, "questions", "option1", "required"],
      [5, "questions", "option2", "required"],
      [5, "questions", "answer", "answerOption"],
      [6, "questions", "-", "duplicate"],
    ]);
    expect(errors.every((e) => e.file === "questions.csv")).toBe(true);
    expect(await stored()).toBe(before);
  });

  it("checks, then writes a good file with an audit entry per question, and again changes nothing", async () => {
    const csv = [
      HEADER,
      '9th,physics,2,1,en,"Speed, in SI units, is",m/s,km/h,,,,1,Metres per second.',
      "9th,physics,2,2,ur,قوت کی اکائی؟,$\\mathrm{N}$,$\\mathrm{J}$,W,,,1,",
    ].join("\r\n");
    const check = await checkImport(handle.db, editor, "questions.csv", csv);
    expect(check).toMatchObject({ ok: true, counts: { questions: { new: 2, changed: 0 } } });
    const draftId = check.ok ? check.draftId : null;
    expect(await confirmImport(handle.db, editor, draftId!)).toMatchObject({ ok: true });
    const rows = await handle.db.select().from(questions).orderBy(questions.id);
    expect(rows.map((q) => [q.text, q.options, q.answer, q.language])).toEqual([
      ["Speed, in SI units, is", ["m/s", "km/h"], 0, "en"],
      ["قوت کی اکائی؟", ["$\\mathrm{N}$", "$\\mathrm{J}$", "W"], 0, "ur"],
    ]);
    const entries = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.kind, "question"))
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, e.source, e.fileName])).toEqual([
      ["create", "upload", "questions.csv"],
      ["create", "upload", "questions.csv"],
    ]);
    expect(entries[0]!.after).toMatchObject({ text: "Speed, in SI units, is", answer: 0 });

    const again = await checkImport(handle.db, editor, "questions.csv", csv);
    expect(again).toMatchObject({ ok: true, draftId: null });
    const edited = csv.replace("Metres per second.", "Distance over time.");
    const change = await checkImport(handle.db, editor, "questions.csv", edited);
    expect(change).toMatchObject({ ok: true, counts: { questions: { new: 0, changed: 1 } } });
    expect(change.ok && change.changes[0]).toMatchObject({
      action: "update",
      before: { explanation: "Metres per second." },
      after: { explanation: "Distance over time." },
    });
  });

  it("lists every question of a large upload in the workspace, a page at a time, newest first", async () => {
    const rows = Array.from(
      { length: 2 * PAGE_SIZE + 10 },
      (_, i) => `9th,physics,3,1,en,Listed question ${i},a,b,,,,1,`,
    );
    const check = await checkImport(handle.db, editor, "many.csv", [HEADER, ...rows].join("\r\n"));
    expect(await confirmImport(handle.db, editor, (check.ok && check.draftId) || "")).toMatchObject(
      {
        ok: true,
      },
    );
    const seen = await everyPage(
      (after) => listQuestions(handle.db, after),
      (row) => row.id,
    );
    expectNewestFirstOnce(seen, await stored());
  });
});
