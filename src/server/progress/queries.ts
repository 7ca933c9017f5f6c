import "server-only";
import { and, count, desc, eq, isNotNull, or, sql } from "drizzle-orm";
import { findSubject } from "@/content/classes";
import { lectureHref } from "@/lib/lecture-urls";
import { chapterKey } from "@/lib/chapter-key";
import {
  type ContinueItem,
  type LectureProgressView,
  type PersonalData,
  type PersonalScope,
  type ProgressCount,
} from "@/lib/personal";
import { resumePosition, watchedPercent } from "@/lib/progress-rules";
import type { Database } from "@/server/db/client";
import { lectureProgress, lectureRatings, lectures } from "@/server/db/schema";
import { LECTURE_PLACE } from "@/server/lectures/place";
import { linksOf } from "./lecture-links";

/**
 * The student's own parts of a page, each read with one indexed query (decision 0029). Callers
 * pass the id of the signed-in student from the session, never one from the request.
 */

const CONTINUE_LIMIT = 5;
const duration = sql<
  number | null
>`coalesce(${lectures.durationSeconds}, ${lectureProgress.durationSeconds})`;
const mine = (userId: string) =>
  and(eq(lectureProgress.lectureId, lectures.id), eq(lectureProgress.userId, userId));

async function chapterParts(
  db: Database,
  userId: string,
  scope: Extract<PersonalScope, { kind: "chapter" }>,
): Promise<Pick<PersonalData, "lectures" | "ratings">> {
  const rows = await db
    .select({
      id: lectures.id,
      watched: lectureProgress.watchedSeconds,
      position: lectureProgress.lastPosition,
      duration,
      unlockedAt: lectureProgress.unlockedAt,
      quickQuizUrl: lectures.quickQuizUrl,
      lectureNotesUrl: lectures.lectureNotesUrl,
      rating: lectureRatings.rating,
    })
    .from(lectures)
    .leftJoin(lectureProgress, mine(userId))
    .leftJoin(
      lectureRatings,
      and(eq(lectureRatings.lectureId, lectures.id), eq(lectureRatings.userId, userId)),
    )
    .where(
      and(
        eq(lectures.classSlug, scope.classSlug),
        eq(lectures.subject, scope.subject),
        eq(lectures.chapterNo, scope.chapterNo),
        or(isNotNull(lectureProgress.userId), isNotNull(lectureRatings.userId)),
      ),
    );
  const progress: Record<string, LectureProgressView> = {};
  const ratings: Record<string, number> = {};
  for (const row of rows) {
    if (row.rating !== null) ratings[row.id] = row.rating;
    if (row.watched === null || row.position === null) continue;
    const unlocked = row.unlockedAt !== null;
    progress[row.id] = {
      watchedSeconds: row.watched,
      lastPosition: row.position,
      durationSeconds: row.duration,
      unlocked,
      // What the unlock opens, for this student only (decision 0030).
      ...(unlocked ? { links: linksOf(row) } : {}),
    };
  }
  return { lectures: progress, ratings };
}

async function subjectParts(
  db: Database,
  userId: string,
  scope: Extract<PersonalScope, { kind: "subject" }>,
): Promise<Record<string, number>> {
  const rows = await db
    .select({
      chapterNo: lectures.chapterNo,
      chapterName: lectures.chapterName,
      unlocked: count(lectureProgress.unlockedAt),
    })
    .from(lectureProgress)
    .innerJoin(lectures, eq(lectures.id, lectureProgress.lectureId))
    .where(
      and(
        eq(lectureProgress.userId, userId),
        eq(lectures.classSlug, scope.classSlug),
        eq(lectures.subject, scope.subject),
      ),
    )
    .groupBy(lectures.chapterNo, lectures.chapterName);
  return Object.fromEntries(
    rows.map((row) => [chapterKey(row.chapterNo, row.chapterName), row.unlocked]),
  );
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

/** What a page shows of the student's own, for the scope of that page: one query at most. */
export async function personalParts(
  db: Database,
  userId: string,
  scope: PersonalScope,
): Promise<Omit<PersonalData, "user">> {
  switch (scope.kind) {
    case "home":
      return { continueWatching: await continueWatching(db, userId) };
    case "class":
      return { subjects: await subjectProgress(db, userId, scope.classSlug) };
    case "subject":
      return { chapters: await subjectParts(db, userId, scope) };
    case "chapter":
      return chapterParts(db, userId, scope);
    case "account":
      return {};
  }
}
