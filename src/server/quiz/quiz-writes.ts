import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { QuizRow } from "@/server/content/quiz-row";
import type { Database } from "@/server/db/client";
import { lectures, mockTests, questions, quizQuestions, quizzes } from "@/server/db/schema";
import type { Actor } from "@/server/workspace/audit";
import {
  changedFields,
  isUniqueViolation,
  publishChange,
  type SaveOutcome,
} from "@/server/workspace/change";

/**
 * A quiz as the audit log records it: where it is attached and its questions in order; a mock
 * test also its entry test, minutes and marks off per wrong answer (decision 0101).
 */
type QuizValues = {
  kind: "lecture" | "chapter" | "mock" | "practice";
  title: string;
  classSlug: string;
  subject: string;
  chapterNo: number;
  lectureId: number | null;
  questionIds: number[];
} & Partial<MockValues>;
type MockValues = { test: string; minutes: number; negativeMarking: number };

/** An entry test's quiz in the quizzes table: the test's slug as its class, as content files. */
const ENTRY_TEST_PLACE = { chapterNo: 1, lectureId: null } as const;

const summary = (v: QuizValues) => `${v.classSlug} ${v.subject} ${v.chapterNo}: ${v.title}`;

const refused = (field: string, key: string, values?: Record<string, string | number>) =>
  ({
    ok: false,
    reason: "conflict",
    field,
    message: { key: `Quiz.admin.${key}`, values },
  }) as const;

type PlacedRow = Extract<QuizRow, { kind: "lecture" | "chapter" }>;

/** The lecture a quick quiz goes with, or a chapter test's first lecture: null when none. */
async function findLecture(tx: Database, row: PlacedRow) {
  const [lecture] = await tx
    .select({ id: lectures.id })
    .from(lectures)
    .where(
      and(
        eq(lectures.classSlug, row.class),
        eq(lectures.subject, row.subject),
        eq(lectures.chapterNo, row.chapterNo),
        row.kind === "lecture" ? eq(lectures.lectureNo, row.lectureNo!) : undefined,
      ),
    )
    .limit(1);
  return lecture ?? null;
}

/** The quiz's stored values with its questions in order, or undefined; locked for the save. */
export async function readQuiz(tx: Database, id: number, lock = false) {
  const query = tx.select().from(quizzes).where(eq(quizzes.id, id));
  const [quiz] = lock ? await query.for("update") : await query;
  if (!quiz) return undefined;
  const order = await tx
    .select({ id: quizQuestions.questionId })
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, id))
    .orderBy(asc(quizQuestions.position));
  const { kind, title, classSlug, subject, chapterNo, lectureId } = quiz;
  const values: QuizValues = {
    ...{ title, classSlug, subject, chapterNo, lectureId },
    kind: kind === "lecture" || kind === "mock" || kind === "practice" ? kind : "chapter",
    questionIds: order.map((q) => q.id),
  };
  if (kind === "practice") return { ...values, test: classSlug };
  if (kind !== "mock") return values;
  const [mock] = await tx.select().from(mockTests).where(eq(mockTests.quizId, id));
  if (!mock) return values;
  const { test, minutes, penaltyQuarters } = mock;
  return { ...values, test, minutes, negativeMarking: penaltyQuarters / 4 };
}

/** A stored quiz as its form shows it: the fields as text (lectureNo read by `lectureNoOf`). */
export function quizFormValues(quiz: QuizValues, lectureNo: number | null): Record<string, string> {
  const text = (value: number | string | null | undefined) =>
    value === undefined || value === null ? "" : String(value);
  // An entry test's quiz has no class, subject or chapter of the catalogue's.
  const placed = quiz.kind === "lecture" || quiz.kind === "chapter";
  return {
    kind: quiz.kind,
    title: quiz.title,
    class: placed ? quiz.classSlug : "",
    subject: placed ? quiz.subject : "",
    chapterNo: placed ? String(quiz.chapterNo) : "",
    lectureNo: text(lectureNo),
    questions: quiz.questionIds.join(", "),
    test: text(quiz.test),
    minutes: text(quiz.minutes),
    negativeMarking: text(quiz.negativeMarking),
  };
}

/** Where the row puts the quiz: its lecture or chapter, or a mock test's entry test. */
async function placeOf(tx: Database, row: QuizRow) {
  if (row.kind === "practice") {
    return { classSlug: row.test, subject: "practice", ...ENTRY_TEST_PLACE, test: row.test };
  }
  if (row.kind === "mock") {
    const { test, minutes, penaltyQuarters } = row;
    const settings = { test, minutes, negativeMarking: penaltyQuarters / 4 };
    return { classSlug: test, subject: "mock", ...ENTRY_TEST_PLACE, ...settings };
  }
  const lecture = await findLecture(tx, row);
  if (!lecture) return null;
  const lectureId = row.kind === "lecture" ? lecture.id : null;
  return { classSlug: row.class, subject: row.subject, chapterNo: row.chapterNo, lectureId };
}

/** The quiz's mock test row as the values say: written for a mock test, gone otherwise. */
async function writeMockTest(tx: Database, quizId: number, mock: Partial<MockValues>) {
  if (mock.test === undefined || mock.minutes === undefined || mock.negativeMarking === undefined) {
    await tx.delete(mockTests).where(eq(mockTests.quizId, quizId));
    return;
  }
  const settings = {
    test: mock.test,
    minutes: mock.minutes,
    penaltyQuarters: mock.negativeMarking * 4,
  };
  await tx
    .insert(mockTests)
    .values({ quizId, ...settings })
    .onConflictDoUpdate({ target: mockTests.quizId, set: settings });
}

/**
 * Creates a quiz (id null) or replaces one: attached to its lecture or chapter (a mock test to its
 * entry test, with its minutes and negative marking), its questions in the order given, audited
 * with every field before and after, in one transaction. A lecture or chapter that is not there,
 * a question number no question has, or a lecture, chapter or entry test that already has its
 * quiz is refused at its field.
 */
export async function saveQuiz(
  db: Database,
  actor: Actor,
  id: number | null,
  row: QuizRow,
): Promise<SaveOutcome> {
  try {
    return await publishChange<SaveOutcome>(db, async (tx) => {
      const place = await placeOf(tx, row);
      if (!place) {
        const field = row.kind === "lecture" ? "lectureNo" : "chapterNo";
        return { result: refused(field, "noPlace"), audit: null };
      }
      const found = await tx
        .select({ id: questions.id })
        .from(questions)
        .where(inArray(questions.id, row.questions));
      const missing = row.questions.filter((q) => !found.some((f) => f.id === q));
      if (missing.length > 0) {
        const numbers = missing.slice(0, 10).join(", ");
        return { result: refused("questions", "noQuestions", { numbers }), audit: null };
      }
      const values: QuizValues = {
        kind: row.kind,
        title: row.title,
        ...place,
        questionIds: row.questions,
      };
      const before = id === null ? undefined : await readQuiz(tx, id, true);
      if (id !== null && !before) return { result: { ok: false, reason: "gone" }, audit: null };
      const { questionIds, test, minutes, negativeMarking, ...columns } = values;
      let quizId = id;
      if (quizId === null) {
        const [created] = await tx.insert(quizzes).values(columns).returning({ id: quizzes.id });
        quizId = created!.id;
      } else {
        await tx.update(quizzes).set(columns).where(eq(quizzes.id, quizId));
        await tx.delete(quizQuestions).where(eq(quizQuestions.quizId, quizId));
      }
      await writeMockTest(tx, quizId, { test, minutes, negativeMarking });
      await tx
        .insert(quizQuestions)
        .values(questionIds.map((questionId, position) => ({ quizId, position, questionId })));
      const entry = { actor, kind: "quiz", subjectId: quizId, summary: summary(values) } as const;
      if (!before) {
        return {
          result: { ok: true, id: quizId },
          audit: { ...entry, action: "create", before: null, after: values },
        };
      }
      const diff = changedFields(before, values);
      if (Object.keys(diff.after).length === 0)
        return { result: { ok: true, id: quizId }, audit: null };
      return { result: { ok: true, id: quizId }, audit: { ...entry, action: "update", ...diff } };
    });
  } catch (error) {
    // The lecture already has its quick quiz, the chapter its test or the entry test its mock
    // test or practice set (the unique indexes).
    if (!isUniqueViolation(error)) throw error;
    if (row.kind === "mock") return refused("test", "testTaken");
    if (row.kind === "practice") return refused("test", "practiceTaken");
    return refused(row.kind === "lecture" ? "lectureNo" : "chapterNo", "taken");
  }
}
