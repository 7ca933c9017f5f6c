import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { findSubject, isLectureClass, subjectNames } from "@/content/classes";
import { cursorInt, cursorText, decodeCursor, encodeCursor } from "@/lib/cursor";
import type { Database } from "@/server/db/client";
import { lectures } from "@/server/db/schema";
import { LECTURE_PLACE } from "@/server/lectures/place";
import { lectureMatches } from "@/server/search/documents";
import { PAGE_SIZE, toPage, type Page } from "./list-params";

export type LectureFilter = {
  tsQuery: string | null;
  classSlug: string;
  subject: string;
  after: string;
};

export type LectureListRow = {
  id: number;
  classSlug: string;
  subject: string;
  chapterNo: number;
  chapterName: string;
  lectureNo: number;
  lectureName: string;
  youtubeId: string | null;
};

const lectureCursor = z.tuple([cursorText, cursorText, cursorInt, cursorInt]);

/**
 * Lectures in the site's order (class, subject, chapter, lecture number), a page at a time. The
 * order and the filters are the leading columns of the natural-key index, so a page is an index
 * range however many lectures there are; a search goes through the search documents' GIN index.
 */
export async function listLectures(
  db: Database,
  filter: LectureFilter,
): Promise<Page<LectureListRow>> {
  const after = decodeCursor(filter.after, lectureCursor);
  const classSlug = isLectureClass(filter.classSlug) ? filter.classSlug : null;
  const subject = Object.hasOwn(subjectNames, filter.subject) ? filter.subject : null;
  const rows = await db
    .select({ ...LECTURE_PLACE, youtubeId: lectures.youtubeId })
    .from(lectures)
    .where(
      and(
        classSlug ? eq(lectures.classSlug, classSlug) : undefined,
        subject ? eq(lectures.subject, subject) : undefined,
        filter.tsQuery ? lectureMatches(sql`to_tsquery('simple', ${filter.tsQuery})`) : undefined,
        after
          ? sql`(${lectures.classSlug}, ${lectures.subject}, ${lectures.chapterNo}, ${lectures.lectureNo}) > (${after[0]}, ${after[1]}, ${after[2]}, ${after[3]})`
          : undefined,
      ),
    )
    .orderBy(
      asc(lectures.classSlug),
      asc(lectures.subject),
      asc(lectures.chapterNo),
      asc(lectures.lectureNo),
    )
    .limit(PAGE_SIZE + 1);
  return toPage(rows, (r) => encodeCursor([r.classSlug, r.subject, r.chapterNo, r.lectureNo]));
}

export type LectureForEdit = typeof lectures.$inferSelect;

export async function getLecture(db: Database, id: number): Promise<LectureForEdit | null> {
  const [row] = await db.select().from(lectures).where(eq(lectures.id, id));
  return row ?? null;
}

export type ChapterSuggestion = { chapterNo: number; chapterName: string };

/** The chapters a subject has, for the lecture form's suggestions (at most 200). */
export async function suggestChapters(
  db: Database,
  classSlug: string,
  subject: string,
): Promise<ChapterSuggestion[]> {
  if (!findSubject(classSlug, subject)) return [];
  return db
    .selectDistinct({ chapterNo: lectures.chapterNo, chapterName: lectures.chapterName })
    .from(lectures)
    .where(and(eq(lectures.classSlug, classSlug), eq(lectures.subject, subject)))
    .orderBy(asc(lectures.chapterNo), asc(lectures.chapterName))
    .limit(200);
}
