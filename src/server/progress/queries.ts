import "server-only";
import { and, count, desc, eq, lt, or, sql, type SQL } from "drizzle-orm";
import { findSubject } from "@/content/classes";
import { lectureHref } from "@/lib/lecture-urls";
import {
  CONTINUE_LIMIT,
  type AccountLecture,
  type ContinueItem,
  type PersonalData,
  type ProgressCount,
} from "@/lib/personal";
import { resumePosition, watchedPercent } from "@/lib/progress-rules";
import type { Database } from "@/server/db/client";
import { preparedPerDatabase } from "@/server/db/prepared";
import { lectureProgress, lectureRatings, lectures } from "@/server/db/schema";
import { LECTURE_PLACE } from "@/server/lectures/place";
import { linksOf, OWN_QUIZ } from "./lecture-links";

/**
 * The student's own progress, each read with one indexed query (decisions 0029, 0064). Callers
 * pass the id of the signed-in student from the session, never one from the request.
 */

const duration = sql<
  number | null
>`coalesce(${lectures.durationSeconds}, ${lectureProgress.durationSeconds})`;
const mine = (userId: string) =>
  and(eq(lectureProgress.lectureId, lectures.id), eq(lectureProgress.userId, userId));

/** Where a page of the account's lectures ends: the last one's report time (ms) and id. */
export type ProgressCursor = { updatedAt: number; lectureId: number };

/** At most this many lectures per answer of GET /api/me; the rest come in further pages. */
export const PROGRESS_PAGE = 200;

// The same two queries on every request, only the values change.
const progressReads = preparedPerDatabase((db) => {
  const userId = sql.placeholder("userId");
  const at = sql.placeholder("at");
  const read = (where: SQL | undefined) =>
    db
      .select({
        ...LECTURE_PLACE,
        watched: lectureProgress.watchedSeconds,
        position: lectureProgress.lastPosition,
        duration,
        unlockedAt: lectureProgress.unlockedAt,
        updatedAt: lectureProgress.updatedAt,
        ownQuiz: OWN_QUIZ,
        quickQuizUrl: lectures.quickQuizUrl,
        lectureNotesUrl: lectures.lectureNotesUrl,
        rating: lectureRatings.rating,
      })
      .from(lectureProgress)
      .innerJoin(lectures, eq(lectures.id, lectureProgress.lectureId))
      .leftJoin(
        lectureRatings,
        and(
          eq(lectureRatings.lectureId, lectureProgress.lectureId),
          eq(lectureRatings.userId, lectureProgress.userId),
        ),
      )
      .where(and(eq(lectureProgress.userId, userId), where))
      .orderBy(desc(lectureProgress.updatedAt), desc(lectureProgress.lectureId))
      .limit(sql.placeholder("limit"));
  return {
    first: read(undefined).prepare("parhai_progress_first"),
    // Report times are written by the server in milliseconds (store.ts): the cursor's are exact.
    after: read(
      or(
        lt(lectureProgress.updatedAt, at),
        and(
          eq(lectureProgress.updatedAt, at),
          lt(lectureProgress.lectureId, sql.placeholder("lectureId")),
        ),
      ),
    ).prepare("parhai_progress_after"),
  };
});

/**
 * The student's lectures with progress, latest first, a page at a time (decision 0064): where
 * each is, what was watched, the unlock with its links, and the student's rating. One indexed
 * read (lecture_progress_user_updated_idx); `next` names where the following page starts.
 */
export async function accountProgress(
  db: Database,
  userId: string,
  before: ProgressCursor | null,
  limit = PROGRESS_PAGE,
): Promise<Required<Pick<PersonalData, "lectures" | "ratings">> & { next: ProgressCursor | null }> {
  const reads = progressReads(db);
  const rows = before
    ? await reads.after.execute({
        userId,
        at: new Date(before.updatedAt).toISOString(),
        lectureId: before.lectureId,
        limit: limit + 1,
      })
    : await reads.first.execute({ userId, limit: limit + 1 });
  const lecturesById: Record<string, AccountLecture> = {};
  const ratings: Record<string, number> = {};
  for (const row of rows.slice(0, limit)) {
    if (row.rating !== null) ratings[row.id] = row.rating;
    const unlocked = row.unlockedAt !== null;
    lecturesById[row.id] = {
      watchedSeconds: row.watched,
      lastPosition: row.position,
      durationSeconds: row.duration,
      unlocked,
      // What the unlock opens, for this student only (decision 0030).
      ...(unlocked ? { links: linksOf(row) } : {}),
      chapter: {
        classSlug: row.classSlug,
        subject: row.subject,
        chapterNo: row.chapterNo,
        chapterName: row.chapterName,
      },
      lectureNo: row.lectureNo,
      lectureName: row.lectureName,
      updatedAt: row.updatedAt.getTime(),
    };
  }
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  const next = last ? { updatedAt: last.updatedAt.getTime(), lectureId: last.id } : null;
  return { lectures: lecturesById, ratings, next };
}

/** Per subject of a class: its lectures, and how many the student started and unlocked. */
export async function subjectProgress(
  db: Database,
  userId: string,
  classSlug: string,
): Promise<Record<string, ProgressCount>> {
  const rows = await db
    .select({
      subject: lectures.subject,
      total: count(),
      started: count(lectureProgress.userId),
      unlocked: count(lectureProgress.unlockedAt),
    })
    .from(lectures)
    .leftJoin(lectureProgress, mine(userId))
    .where(eq(lectures.classSlug, classSlug))
    .groupBy(lectures.subject);
  return Object.fromEntries(rows.map(({ subject, ...counts }) => [subject, counts]));
}

/** The student's last lectures left part-way (started, not at the end), latest first. */
export async function continueWatching(
  db: Database,
  userId: string,
  limit = CONTINUE_LIMIT,
): Promise<ContinueItem[]> {
  const rows = await db
    .select({
      ...LECTURE_PLACE,
      watched: lectureProgress.watchedSeconds,
      position: lectureProgress.lastPosition,
      duration,
    })
    .from(lectureProgress)
    .innerJoin(lectures, eq(lectures.id, lectureProgress.lectureId))
    .where(
      and(
        eq(lectureProgress.userId, userId),
        // resumePosition()'s rule: past the start and not at the end (5 s, or a tenth).
        sql`${lectureProgress.lastPosition} >= least(5, coalesce(${duration} / 10, 5))`,
        sql`(${duration} IS NULL OR ${lectureProgress.lastPosition} < ${duration} - least(5, ${duration} / 10))`,
      ),
    )
    .orderBy(desc(lectureProgress.updatedAt), lectures.id)
    .limit(limit);
  return rows.flatMap((row) => {
    const resumeAt = resumePosition(row.position, row.duration);
    if (resumeAt === null) return [];
    return [
      {
        lectureId: row.id,
        href: lectureHref(row, row.lectureNo),
        classSlug: row.classSlug,
        subject: row.subject,
        subjectName: findSubject(row.classSlug, row.subject)?.name ?? row.subject,
        chapterNo: row.chapterNo,
        lectureNo: row.lectureNo,
        lectureName: row.lectureName,
        percent: watchedPercent(row.watched, row.duration),
        resumeAt,
      },
    ];
  });
}
