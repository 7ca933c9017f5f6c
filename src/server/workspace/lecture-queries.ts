import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { findSubject } from "@/content/classes";
import type { Database } from "@/server/db/client";
import { lectures } from "@/server/db/schema";

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
