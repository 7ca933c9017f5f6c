import "server-only";
import { and, asc, count, eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { lectures, mediaImages, questions, quizQuestions, quizzes } from "@/server/db/schema";
import { mediaPath } from "@/server/workspace/images";
import type { QuizQuestionView } from "@/lib/quiz-types";
import { renderQuizText } from "./render";

/**
 * A quiz as its page shows it: every text rendered to HTML, and never which option is right
 * (decision 0080): the right answers leave the server only in a graded result.
 */
export type QuizView = {
  id: number;
  kind: "lecture" | "chapter" | "mock" | "practice";
  title: string;
  chapterName: string;
  lectureNo: number | null;
  questions: QuizQuestionView[];
};

export type QuizPlace = { classSlug: string; subject: string; chapterNo: number };

const QUIZ_COLUMNS = { id: quizzes.id, title: quizzes.title, chapterName: lectures.chapterName };

/** The quick quiz of a lecture, or null. */
export async function findLectureQuiz(
  db: Database,
  place: QuizPlace,
  lectureNo: number,
): Promise<QuizView | null> {
  const [quiz] = await db
    .select({ ...QUIZ_COLUMNS, lectureNo: lectures.lectureNo })
    .from(quizzes)
    .innerJoin(lectures, eq(lectures.id, quizzes.lectureId))
    .where(
      and(
        eq(quizzes.kind, "lecture"),
        eq(lectures.classSlug, place.classSlug),
        eq(lectures.subject, place.subject),
        eq(lectures.chapterNo, place.chapterNo),
        eq(lectures.lectureNo, lectureNo),
      ),
    );
  return quiz ? withQuestions(db, { ...quiz, kind: "lecture" }) : null;
}

/** An entry test's untimed practice set (decision 0101), the first made if several, or null. */
export async function findPracticeSet(db: Database, test: string): Promise<QuizView | null> {
  const [quiz] = await db
    .select({ id: quizzes.id, title: quizzes.title })
    .from(quizzes)
    .where(and(eq(quizzes.kind, "practice"), eq(quizzes.classSlug, test)))
    .orderBy(asc(quizzes.id))
    .limit(1);
  if (!quiz) return null;
  return withQuestions(db, { ...quiz, kind: "practice", chapterName: "", lectureNo: null });
}

/** How many questions an entry test's practice set has, or null without one (its link). */
export async function practiceSetSize(db: Database, test: string): Promise<number | null> {
  const [row] = await db
    .select({ id: quizzes.id, size: count(quizQuestions.questionId) })
    .from(quizzes)
    .leftJoin(quizQuestions, eq(quizQuestions.quizId, quizzes.id))
    .where(and(eq(quizzes.kind, "practice"), eq(quizzes.classSlug, test)))
    .groupBy(quizzes.id)
    .orderBy(asc(quizzes.id))
    .limit(1);
  return row ? row.size : null;
}

/** The test of a chapter (named as its first lecture names it), or null. */
export async function findChapterTest(db: Database, place: QuizPlace): Promise<QuizView | null> {
  const [quiz] = await db
    .select(QUIZ_COLUMNS)
    .from(quizzes)
    .innerJoin(
      lectures,
      and(
        eq(lectures.classSlug, quizzes.classSlug),
        eq(lectures.subject, quizzes.subject),
        eq(lectures.chapterNo, quizzes.chapterNo),
      ),
    )
    .where(
      and(
        eq(quizzes.kind, "chapter"),
        eq(quizzes.classSlug, place.classSlug),
        eq(quizzes.subject, place.subject),
        eq(quizzes.chapterNo, place.chapterNo),
      ),
    )
    .orderBy(asc(lectures.lectureNo))
    .limit(1);
  return quiz ? withQuestions(db, { ...quiz, lectureNo: null, kind: "chapter" }) : null;
}

export async function withQuestions(
  db: Database,
  quiz: Omit<QuizView, "questions">,
): Promise<QuizView> {
  const rows = await db
    .select({
      id: questions.id,
      language: questions.language,
      text: questions.text,
      options: questions.options,
      imageId: mediaImages.id,
      imageAlt: questions.imageAlt,
      width: mediaImages.width,
      height: mediaImages.height,
    })
    .from(quizQuestions)
    .innerJoin(questions, eq(questions.id, quizQuestions.questionId))
    .leftJoin(mediaImages, eq(mediaImages.id, questions.imageId))
    .where(eq(quizQuestions.quizId, quiz.id))
    .orderBy(asc(quizQuestions.position));
  return {
    ...quiz,
    questions: rows.map((row) => ({
      id: row.id,
      language: row.language === "ur" ? "ur" : "en",
      textHtml: renderQuizText(row.text),
      optionsHtml: row.options.map(renderQuizText),
      ...(row.imageId && row.width && row.height
        ? {
            image: {
              src: mediaPath(row.imageId),
              alt: row.imageAlt ?? "",
              width: row.width,
              height: row.height,
            },
          }
        : {}),
    })),
  };
}

/** What grading needs of a quiz's questions, in order: the right option and the explanation. */
export async function quizKey(db: Database, quizId: number) {
  return db
    .select({
      id: questions.id,
      options: questions.options,
      answer: questions.answer,
      explanation: questions.explanation,
      subject: questions.subject,
    })
    .from(quizQuestions)
    .innerJoin(questions, eq(questions.id, quizQuestions.questionId))
    .where(eq(quizQuestions.quizId, quizId))
    .orderBy(asc(quizQuestions.position));
}

/** The chapters of a subject that have a test, by number; none when the read fails. */
export async function chaptersWithTests(
  db: Database,
  classSlug: string,
  subject: string,
): Promise<Set<number>> {
  const rows = await db
    .select({ chapterNo: quizzes.chapterNo })
    .from(quizzes)
    .where(
      and(
        eq(quizzes.kind, "chapter"),
        eq(quizzes.classSlug, classSlug),
        eq(quizzes.subject, subject),
      ),
    );
  return new Set(rows.map((row) => row.chapterNo));
}
