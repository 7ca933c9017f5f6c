import "server-only";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { getDb, type Database } from "@/server/db/client";
import { lectureRatings, lectures } from "@/server/db/schema";
import { readOrFallback } from "@/server/safe-read";

export type ChapterSummary = { chapterNo: number; chapterName: string; lectureCount: number };

export type Lecture = {
  id: number;
  lectureNo: number;
  lectureName: string;
  chapterName: string;
  youtubeId: string | null;
  videoUrl: string | null;
  /** Its length, when the catalogue has it. Its quiz and notes links are not read here: they
   * reach a browser only after an unlock (decision 0030). */
  durationSeconds: number | null;
  /** When it was first published: the video's upload date in structured data. */
  createdAt: Date;
};

export type RatingSummary = { average: number | null; count: number };

export const NO_RATINGS: RatingSummary = { average: null, count: 0 };

/**
 * The chapters of a subject, one per (chapterNo, chapterName) pair, by number. Names are compared
 * byte-wise (COLLATE "C") so PGlite and PostgreSQL with any locale order them the same way.
 */
export function getChaptersForSubject(
  classSlug: string,
  subject: string,
  db?: Database,
): Promise<ChapterSummary[]> {
  return readOrFallback(
    "chapters for subject",
    async () =>
      (db ?? (await getDb()))
        .select({
          chapterNo: lectures.chapterNo,
          chapterName: lectures.chapterName,
          lectureCount: count(),
        })
        .from(lectures)
        .where(and(eq(lectures.classSlug, classSlug), eq(lectures.subject, subject)))
        .groupBy(lectures.chapterNo, lectures.chapterName)
        .orderBy(asc(lectures.chapterNo), sql`${lectures.chapterName} COLLATE "C"`),
    [],
  );
}

/**
 * How many lectures each subject of a class has (a subject without any is left out); null when
 * the read failed, so no subject is shown as empty during an outage.
 */
export function getLectureCountsForClass(
  classSlug: string,
  db?: Database,
): Promise<Record<string, number> | null> {
  return readOrFallback(
    "lecture counts for class",
    async () => {
      const rows = await (db ?? (await getDb()))
        .select({ subject: lectures.subject, lectures: count() })
        .from(lectures)
        .where(eq(lectures.classSlug, classSlug))
        .groupBy(lectures.subject);
      return Object.fromEntries(rows.map((row) => [row.subject, row.lectures]));
    },
    null,
  );
}

/**
 * The lectures of one chapter, by lecture number (spec section 7: the player's read); null when
 * the read failed, so the player can tell an outage (its empty state) from a chapter that does
 * not exist (a 404).
 */
export function getLecturesForChapter(
  classSlug: string,
  subject: string,
  chapterNo: number,
  db?: Database,
): Promise<Lecture[] | null> {
  return readOrFallback(
    "lectures for chapter",
    async () =>
      (db ?? (await getDb()))
        .select({
          id: lectures.id,
          lectureNo: lectures.lectureNo,
          lectureName: lectures.lectureName,
          chapterName: lectures.chapterName,
          youtubeId: lectures.youtubeId,
          videoUrl: lectures.videoUrl,
          durationSeconds: lectures.durationSeconds,
          createdAt: lectures.createdAt,
        })
        .from(lectures)
        .where(
          and(
            eq(lectures.classSlug, classSlug),
            eq(lectures.subject, subject),
            eq(lectures.chapterNo, chapterNo),
          ),
        )
        .orderBy(asc(lectures.lectureNo)),
    null,
  );
}

/**
 * The rating this user gave this lecture, 0 when none. Callers pass the id of the signed-in
 * user from the session, never one from the request, so nobody reads another user's rating.
 */
export function getOwnLectureRating(
  lectureId: number,
  userId: string,
  db?: Database,
): Promise<number> {
  return readOrFallback(
    "own lecture rating",
    async () => {
      const [row] = await (db ?? (await getDb()))
        .select({ rating: lectureRatings.rating })
        .from(lectureRatings)
        .where(and(eq(lectureRatings.lectureId, lectureId), eq(lectureRatings.userId, userId)));
      return row?.rating ?? 0;
    },
    0,
  );
}

/** Average and number of all ratings of a lecture; only the aggregate, never who rated. */
export function getLectureRatingSummary(lectureId: number, db?: Database): Promise<RatingSummary> {
  return readOrFallback(
    "lecture rating summary",
    async () => {
      const [row] = await (db ?? (await getDb()))
        .select({
          average: sql<number | null>`avg(${lectureRatings.rating})::float8`,
          count: count(),
        })
        .from(lectureRatings)
        .where(eq(lectureRatings.lectureId, lectureId));
      return row && row.count > 0 ? { average: row.average, count: row.count } : NO_RATINGS;
    },
    NO_RATINGS,
  );
}
