import "server-only";
import { count, desc, eq, lt } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { lectures, mockTests, questions, quizQuestions, quizzes } from "@/server/db/schema";
import { PAGE_SIZE, toPage } from "@/server/workspace/list-params";

/** The newest quizzes with where each is attached and how many questions it has, a page at a time. */
export async function listQuizzes(db: Database, after?: number) {
  const rows = await db
    .select({
      id: quizzes.id,
      kind: quizzes.kind,
      title: quizzes.title,
      classSlug: quizzes.classSlug,
      subject: quizzes.subject,
      chapterNo: quizzes.chapterNo,
      lectureNo: lectures.lectureNo,
      /** A mock test's length (decision 0085), null for other quizzes. */
      minutes: mockTests.minutes,
      questions: count(quizQuestions.questionId),
    })
    .from(quizzes)
    .leftJoin(lectures, eq(lectures.id, quizzes.lectureId))
    .leftJoin(mockTests, eq(mockTests.quizId, quizzes.id))
    .leftJoin(quizQuestions, eq(quizQuestions.quizId, quizzes.id))
    .where(after === undefined ? undefined : lt(quizzes.id, after))
    .groupBy(quizzes.id, lectures.lectureNo, mockTests.minutes)
    .orderBy(desc(quizzes.id))
    .limit(PAGE_SIZE + 1);
  return toPage(rows, (row) => String(row.id));
}

/** The newest questions with their numbers, a workspace page at a time after the row `after`. */
export async function listQuestions(db: Database, after?: number) {
  const rows = await db
    .select({
      id: questions.id,
      text: questions.text,
      classSlug: questions.classSlug,
      subject: questions.subject,
      chapterNo: questions.chapterNo,
      difficulty: questions.difficulty,
    })
    .from(questions)
    .where(after === undefined ? undefined : lt(questions.id, after))
    .orderBy(desc(questions.id))
    .limit(PAGE_SIZE + 1);
  return toPage(rows, (row) => String(row.id));
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
