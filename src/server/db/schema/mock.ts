import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { user } from "./accounts";
import { quizzes } from "./quiz";

/* ---------- timed mock tests for entry tests (decision 0085) ---------- */

/*
 * A quiz of kind `mock` as an entry test's timed mock: its length, and the marks taken off for
 * each wrong answer in quarters (0 none, 1 = -0.25 … 4 = -1). One mock test per entry test.
 */
export const mockTests = pgTable(
  "mock_tests",
  {
    quizId: integer("quiz_id")
      .primaryKey()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    test: text("test").notNull(),
    minutes: smallint("minutes").notNull(),
    penaltyQuarters: smallint("penalty_quarters").notNull().default(0),
  },
  (t) => [
    uniqueIndex("mock_tests_test_key").on(t.test),
    check("mock_tests_minutes", sql`${t.minutes} BETWEEN 1 AND 300`),
    check("mock_tests_penalty", sql`${t.penaltyQuarters} BETWEEN 0 AND 4`),
  ],
);

/*
 * A signed-in student's started mock test: the server's start and end, and the answers saved as
 * the student goes (question id to the chosen option's place), so another device can resume it.
 * At most one open sitting per student and test; submitting closes it (`finished_at`).
 */
export const mockSittings = pgTable(
  "mock_sittings",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    quizId: integer("quiz_id")
      .notNull()
      .references(() => quizzes.id, { onDelete: "cascade" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    answers: jsonb("answers").$type<Record<string, number>>().notNull().default({}),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("mock_sittings_open_key")
      .on(t.userId, t.quizId)
      .where(sql`${t.finishedAt} IS NULL`),
    index("mock_sittings_quiz_idx").on(t.quizId),
    check("mock_sittings_ends_after_start", sql`${t.endsAt} > ${t.startedAt}`),
  ],
);
