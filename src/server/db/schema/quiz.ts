import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt, id } from "./columns";
import { user } from "./accounts";
import { lectures } from "./content";
import { mediaImages } from "./workspace";

/* ---------- quizzes of Parhai's own (decision 0080) ---------- */

/*
 * One multiple-choice question: 2 to 5 options, the right one by its place (0-based). Text,
 * options and explanation may hold LaTeX between $ signs, rendered on the server.
 */
export const questions = pgTable(
  "questions",
  {
    id: id(),
    classSlug: text("class").notNull(),
    subject: text("subject").notNull(),
    chapterNo: integer("chapter_no").notNull(),
    /** 1 easy, 2 medium, 3 hard. */
    difficulty: smallint("difficulty").notNull(),
    language: text("language").notNull(),
    text: text("text").notNull(),
    options: text("options").array().notNull(),
    answer: smallint("answer").notNull(),
    explanation: text("explanation"),
    imageId: text("image_id").references(() => mediaImages.id, { onDelete: "set null" }),
    /** What the picture shows, for those who cannot see it (decision 0084). */
    imageAlt: text("image_alt"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("questions_chapter_idx").on(t.classSlug, t.subject, t.chapterNo),
    check("questions_language", sql`${t.language} IN ('en', 'ur')`),
    check("questions_difficulty", sql`${t.difficulty} BETWEEN 1 AND 3`),
    check("questions_options_count", sql`cardinality(${t.options}) BETWEEN 2 AND 5`),
    check(
      "questions_answer_range",
      sql`${t.answer} >= 0 AND ${t.answer} < cardinality(${t.options})`,
    ),
    check("questions_chapter_positive", sql`${t.chapterNo} > 0`),
    check("questions_image_alt", sql`${t.imageId} IS NULL OR ${t.imageAlt} IS NOT NULL`),
  ],
);

/*
 * An ordered set of questions: a lecture's quick quiz (lecture_id), a chapter's test, or (later)
 * an entry test's practice set or mock test. One quick quiz per lecture, one test per chapter,
 * one practice set per entry test (its class holds the test's slug, decision 0101).
 */
export const quizzes = pgTable(
  "quizzes",
  {
    id: id(),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    classSlug: text("class").notNull(),
    subject: text("subject").notNull(),
    chapterNo: integer("chapter_no").notNull(),
    lectureId: integer("lecture_id").references(() => lectures.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("quizzes_kind", sql`${t.kind} IN ('lecture', 'chapter', 'practice', 'mock')`),
    check("quizzes_lecture_kind", sql`(${t.kind} = 'lecture') = (${t.lectureId} IS NOT NULL)`),
    uniqueIndex("quizzes_lecture_key")
      .on(t.lectureId)
      .where(sql`${t.kind} = 'lecture'`),
    uniqueIndex("quizzes_chapter_key")
      .on(t.classSlug, t.subject, t.chapterNo)
      .where(sql`${t.kind} = 'chapter'`),
    uniqueIndex("quizzes_practice_key")
      .on(t.classSlug)
      .where(sql`${t.kind} = 'practice'`),
  ],
);

export const quizQuestions = pgTable(
  "quiz_questions",
  {
    quizId: integer("quiz_id")
      .notNull()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    questionId: integer("question_id")
      .notNull()
      .references(() => questions.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.quizId, t.position] }),
    unique("quiz_questions_once").on(t.quizId, t.questionId),
    index("quiz_questions_question_idx").on(t.questionId),
  ],
);

/*
 * A signed-in student's submitted attempt, graded on the server. `answers` keeps what was chosen
 * and whether it was right, so the attempt reads the same after the quiz changes. Deleting the
 * student deletes the rows; "Forget my learning history" deletes them too. `fingerprint` makes a
 * form sent twice one attempt.
 */
export const quizAttempts = pgTable(
  "quiz_attempts",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    quizId: integer("quiz_id")
      .notNull()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    answers: jsonb("answers").notNull(),
    score: integer("score").notNull(),
    total: integer("total").notNull(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }).notNull().defaultNow(),
    timeTakenSeconds: integer("time_taken_seconds"),
    /** Marks taken off for wrong answers, in quarters (a mock test's negative marking, 0085). */
    penaltyQuarters: integer("penalty_quarters").notNull().default(0),
    fingerprint: text("fingerprint").notNull(),
  },
  (t) => [
    unique("quiz_attempts_once").on(t.userId, t.quizId, t.fingerprint),
    index("quiz_attempts_user_idx").on(t.userId, t.finishedAt.desc()),
    index("quiz_attempts_quiz_idx").on(t.quizId, t.userId),
    check("quiz_attempts_score_range", sql`${t.total} > 0 AND ${t.score} BETWEEN 0 AND ${t.total}`),
    check("quiz_attempts_penalty", sql`${t.penaltyQuarters} >= 0`),
    check("quiz_attempts_time_positive", sql`${t.timeTakenSeconds} >= 0`),
  ],
);
