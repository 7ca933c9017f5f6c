import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { LectureLinks } from "@/lib/personal";
import { safeHttpUrl } from "@/lib/safe-url";
import type { Database } from "@/server/db/client";
import { lectureProgress, lectures } from "@/server/db/schema";
import type { ChapterRef } from "@/lib/lecture-urls";
import { quickQuizHref } from "@/lib/quiz-urls";
import { LECTURE_PLACE } from "@/server/lectures/place";

/**
 * What an unlock opens, read only for a browser the server has seen unlock (decision 0030): the
 * shared page never carries these links.
 */

/** The id of the lecture's own quick quiz, or null: a column every read of the links selects. */
// Written out with an alias: drizzle leaves a single table's columns unqualified, and "id" inside
// the subquery would then name the quiz's own.
export const OWN_QUIZ = sql<
  number | null
>`(SELECT q.id FROM quizzes q WHERE q.lecture_id = ${sql.raw('"lectures"."id"')} AND q.kind = 'lecture')`;

/**
 * The links a page may show: http(s) or this site's paths only, as the player always showed. A
 * lecture with a quiz of Parhai's own links it in place of an editor's external quiz link
 * (decision 0080).
 */
export function linksOf(
  row: ChapterRef & {
    lectureNo: number;
    ownQuiz: number | null;
    quickQuizUrl: string | null;
    lectureNotesUrl: string | null;
  },
): LectureLinks {
  return {
    quickQuizUrl:
      row.ownQuiz !== null ? quickQuizHref(row, row.lectureNo) : safeHttpUrl(row.quickQuizUrl),
    lectureNotesUrl: safeHttpUrl(row.lectureNotesUrl),
  };
}

/** A lecture's length in the catalogue and its links; undefined when there is no such lecture. */
export async function lectureFacts(
  db: Database,
  lectureId: number,
): Promise<{ durationSeconds: number | null; links: LectureLinks } | undefined> {
  const [row] = await db
    .select({
      ...LECTURE_PLACE,
      ownQuiz: OWN_QUIZ,
      durationSeconds: lectures.durationSeconds,
      quickQuizUrl: lectures.quickQuizUrl,
      lectureNotesUrl: lectures.lectureNotesUrl,
    })
    .from(lectures)
    .where(eq(lectures.id, lectureId));
  return row && { durationSeconds: row.durationSeconds, links: linksOf(row) };
}

/** A lecture's place and links with one student's progress on it (none signed out). */
export async function lectureWithProgress(db: Database, userId: string | null, lectureId: number) {
  const [row] = await db
    .select({
      ...LECTURE_PLACE,
      ownQuiz: OWN_QUIZ,
      quickQuizUrl: lectures.quickQuizUrl,
      lectureNotesUrl: lectures.lectureNotesUrl,
      watched: lectureProgress.watchedSeconds,
      duration: lectures.durationSeconds,
      keptDuration: lectureProgress.durationSeconds,
      unlockedAt: lectureProgress.unlockedAt,
    })
    .from(lectures)
    .leftJoin(
      lectureProgress,
      and(eq(lectureProgress.lectureId, lectures.id), eq(lectureProgress.userId, userId ?? "")),
    )
    .where(eq(lectures.id, lectureId));
  return row;
}
