import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/server/db/client";
import { lectures, mockTests, questions, quizQuestions, quizzes } from "@/server/db/schema";

/**
 * Quizzes from a content file (`*quizzes.json`, as the demo's): each quiz with its questions,
 * attached to a lecture (a quick quiz) or a chapter (a test). A quiz already there is left as it
 * is, so loading a file twice changes nothing. The workspace writes the same tables.
 */

const text = (max: number) => z.string().trim().min(1).max(max);

export const questionInput = z
  .object({
    language: z.enum(["en", "ur"]),
    difficulty: z.number().int().min(1).max(3),
    text: text(4000),
    options: z.array(text(1000)).min(2).max(5),
    answer: z.number().int().min(0).max(4),
    explanation: text(4000).optional(),
    /** A mock test's question names its own subject, for the breakdown (decision 0085). */
    subject: text(60).optional(),
  })
  .refine((question) => question.answer < question.options.length, {
    message: "answer must name one of the options",
    path: ["answer"],
  });

const quizInput = z
  .object({
    /** A practice set is an entry test's (its class is the test's slug), untimed (0101). */
    kind: z.enum(["lecture", "chapter", "mock", "practice"]),
    title: text(200),
    class: text(40),
    subject: text(60),
    chapterNo: z.number().int().positive(),
    lectureNo: z.number().int().positive().optional(),
    /** An entry test's timed mock: its test, length, and marks off per wrong answer (0085). */
    mock: z
      .object({
        test: z.string().regex(/^[a-z0-9-]{1,40}$/),
        minutes: z.number().int().min(1).max(300),
        negativeMarking: z.number().min(0).max(1).multipleOf(0.25),
      })
      .optional(),
    questions: z.array(questionInput).min(1).max(200),
  })
  .refine((quiz) => (quiz.kind === "mock") === (quiz.mock !== undefined), {
    message: "a mock test, and only a mock test, has its test, minutes and negative marking",
    path: ["mock"],
  });

export const quizFile = z.object({ quizzes: z.array(quizInput).max(1000) });
export type QuizFile = z.infer<typeof quizFile>;

/** Writes the file's quizzes in one transaction; throws when a quiz's lecture is not there. */
export async function importQuizzes(db: Database, file: QuizFile): Promise<number> {
  return db.transaction(async (tx) => {
    let created = 0;
    for (const quiz of file.quizzes) {
      const place = { classSlug: quiz.class, subject: quiz.subject, chapterNo: quiz.chapterNo };
      if (quiz.mock) {
        created += await importMockTest(tx, { ...quiz, mock: quiz.mock }, place);
        continue;
      }
      if (quiz.kind === "practice") {
        created += await importPracticeSet(tx, quiz, place);
        continue;
      }
      const [lecture] = await tx
        .select({ id: lectures.id })
        .from(lectures)
        .where(
          and(
            eq(lectures.classSlug, place.classSlug),
            eq(lectures.subject, place.subject),
            eq(lectures.chapterNo, place.chapterNo),
            eq(lectures.lectureNo, quiz.lectureNo ?? 1),
          ),
        );
      if (!lecture) throw new Error(`No lecture for the quiz "${quiz.title}".`);
      const lectureId = quiz.kind === "lecture" ? lecture.id : null;
      const [row] = await tx
        .insert(quizzes)
        .values({ kind: quiz.kind, title: quiz.title, ...place, lectureId })
        .onConflictDoNothing()
        .returning({ id: quizzes.id });
      if (!row) continue;
      created += 1;
      await writeQuestions(tx, row.id, quiz.questions, place);
    }
    return created;
  });
}

type QuizInput = z.infer<typeof quizInput>;
type Place = { classSlug: string; subject: string; chapterNo: number };

/** A quiz's questions, in order; a mock test's each in its own subject. */
async function writeQuestions(
  tx: Database,
  quizId: number,
  list: QuizInput["questions"],
  place: Place,
) {
  const written = await tx
    .insert(questions)
    .values(
      list.map((question) => ({
        ...question,
        ...place,
        subject: question.subject ?? place.subject,
      })),
    )
    .returning({ id: questions.id });
  await tx
    .insert(quizQuestions)
    .values(written.map((question, position) => ({ quizId, position, questionId: question.id })));
}

/** An entry test's mock test: none is written when the test already has one. */
async function importMockTest(
  tx: Database,
  quiz: QuizInput & { mock: NonNullable<QuizInput["mock"]> },
  place: Place,
): Promise<number> {
  const [taken] = await tx
    .select({ quizId: mockTests.quizId })
    .from(mockTests)
    .where(eq(mockTests.test, quiz.mock.test));
  if (taken) return 0;
  const [row] = await tx
    .insert(quizzes)
    .values({ kind: "mock", title: quiz.title, ...place, lectureId: null })
    .returning({ id: quizzes.id });
  await tx.insert(mockTests).values({
    quizId: row!.id,
    test: quiz.mock.test,
    minutes: quiz.mock.minutes,
    penaltyQuarters: quiz.mock.negativeMarking * 4,
  });
  await writeQuestions(tx, row!.id, quiz.questions, place);
  return 1;
}

/** An entry test's practice set: none is written when the test already has one. */
async function importPracticeSet(tx: Database, quiz: QuizInput, place: Place): Promise<number> {
  const [taken] = await tx
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(and(eq(quizzes.kind, "practice"), eq(quizzes.classSlug, place.classSlug)));
  if (taken) return 0;
  const [row] = await tx
    .insert(quizzes)
    .values({ kind: "practice", title: quiz.title, ...place, lectureId: null })
    .returning({ id: quizzes.id });
  await writeQuestions(tx, row!.id, quiz.questions, place);
  return 1;
}
