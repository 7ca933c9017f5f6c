import "server-only";
import { and, asc, count, desc, eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { lectures, questions, quizQuestions, quizzes } from "@/server/db/schema";

/** The workspace's lists show this many rows, newest questions first (decision 0081). */
export const ADMIN_LIST_LIMIT = 200;

/** Every quiz with where it is attached and how many questions it has. */
export async function listQuizzes(db: Database) {
  return db
    .select({
      id: quizzes.id,
      kind: quizzes.kind,
      title: quizzes.title,
      classSlug: quizzes.classSlug,
      subject: quizzes.subject,
      chapterNo: quizzes.chapterNo,
      lectureNo: lectures.lectureNo,
      questions: count(quizQuestions.questionId),
    })
    .from(quizzes)
    .leftJoin(lectures, eq(lectures.id, quizzes.lectureId))
    .leftJoin(quizQuestions, eq(quizQuestions.quizId, quizzes.id))
    .groupBy(quizzes.id, lectures.lectureNo)
    .orderBy(asc(quizzes.classSlug), asc(quizzes.subject), asc(quizzes.chapterNo), asc(quizzes.id))
    .limit(ADMIN_LIST_LIMIT);
}

/** The newest questions, of one class and subject when both are given, with their numbers. */
export async function listQuestions(db: Database, place: { classSlug: string; subject: string }) {
  const where =
    place.classSlug && place.subject
      ? and(eq(questions.classSlug, place.classSlug), eq(questions.subject, place.subject))
      : undefined;
  return db
    .select({
      id: questions.id,
      text: questions.text,
      classSlug: questions.classSlug,
      subject: questions.subject,
      chapterNo: questions.chapterNo,
      difficulty: questions.difficulty,
    })
    .from(questions)
    .where(where)
    .orderBy(desc(questions.id))
    .limit(ADMIN_LIST_LIMIT);
}

/** The lecture number a quick quiz is attached to, for its form. */
export async function lectureNoOf(db: Database, lectureId: number | null) {
  if (lectureId === null) return null;
  const [row] = await db
    .select({ lectureNo: lectures.lectureNo })
    .from(lectures)
    .where(eq(lectures.id, lectureId));
  return row?.lectureNo ?? null;
}
