import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { QuizRow } from "@/server/content/quiz-row";
import type { Database } from "@/server/db/client";
import { lectures, questions, quizQuestions, quizzes } from "@/server/db/schema";
import type { Actor } from "@/server/workspace/audit";
import {
  changedFields,
  isUniqueViolation,
  publishChange,
  type SaveOutcome,
} from "@/server/workspace/change";

/** A quiz as the audit log records it: where it is attached and its questions in order. */
type QuizValues = {
  kind: "lecture" | "chapter";
  title: string;
  classSlug: string;
  subject: string;
  chapterNo: number;
  lectureId: number | null;
  questionIds: number[];
};

const summary = (v: QuizValues) => `${v.classSlug} ${v.subject} ${v.chapterNo}: ${v.title}`;

const refused = (field: string, key: string, values?: Record<string, string | number>) =>
  ({
    ok: false,
    reason: "conflict",
    field,
    message: { key: `Quiz.admin.${key}`, values },
  }) as const;

/** The lecture a quick quiz goes with, or a chapter test's first lecture: null when none. */
async function findLecture(tx: Database, row: QuizRow) {
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
    kind: kind === "lecture" ? "lecture" : "chapter",
    questionIds: order.map((q) => q.id),
  };
  return values;
}

/**
 * Creates a quiz (id null) or replaces one: attached to its lecture or chapter, its questions in
 * the order given, audited with every field before and after, in one transaction. A lecture or
 * chapter that is not there, a question number no question has, or a lecture or chapter that
 * already has its quiz is refused at its field.
 */
export async function saveQuiz(
  db: Database,
  actor: Actor,
  id: number | null,
  row: QuizRow,
): Promise<SaveOutcome> {
  try {
    return await publishChange<SaveOutcome>(db, async (tx) => {
      const lecture = await findLecture(tx, row);
      if (!lecture) {
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
        classSlug: row.class,
        subject: row.subject,
        chapterNo: row.chapterNo,
        lectureId: row.kind === "lecture" ? lecture.id : null,
        questionIds: row.questions,
      };
      const before = id === null ? undefined : await readQuiz(tx, id, true);
      if (id !== null && !before) return { result: { ok: false, reason: "gone" }, audit: null };
      const { questionIds, ...columns } = values;
      let quizId = id;
      if (quizId === null) {
        const [created] = await tx.insert(quizzes).values(columns).returning({ id: quizzes.id });
        quizId = created!.id;
      } else {
        await tx.update(quizzes).set(columns).where(eq(quizzes.id, quizId));
        await tx.delete(quizQuestions).where(eq(quizQuestions.quizId, quizId));
      }
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
    // The lecture already has its quick quiz, or the chapter its test (the partial unique indexes).
    if (!isUniqueViolation(error)) throw error;
    return refused(row.kind === "lecture" ? "lectureNo" : "chapterNo", "taken");
  }
}
