import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { nextTurn } from "@/server/content/turns";
import type { Database } from "@/server/db/client";
import { lectures } from "@/server/db/schema";
import type { Actor, AuditEntry } from "./audit";

/*
 * A chapter has one name (decision 0024, amendment of 2026-11-24): the site shows a card per
 * chapter number and name, so "Kinematic" saved beside "Kinematics" made a second "Chapter 2".
 * The workspace refuses a lecture that would give its chapter a second name; renaming a chapter
 * is renaming every one of its lectures, which the form does on request and a file does by
 * carrying them all.
 */

export type ChapterKey = { classSlug: string; subject: string; chapterNo: number };

/** A name a chapter has, and how many of its lectures carry it. */
export type ChapterName = { name: string; lectures: number };

export function chapterKeyText(key: ChapterKey): string {
  return `${key.classSlug}|${key.subject}|${key.chapterNo}`;
}

// 3 parameters a chapter: far below PostgreSQL's 65,535 per statement; a short statement each,
// with a turn of the event loop after it (decision 0062).
const CHAPTERS_PER_STATEMENT = 1000;

/** The names these chapters have now, in the caller's transaction, by chapterKeyText. */
export async function chapterNames(
  tx: Database,
  chapters: ChapterKey[],
): Promise<Map<string, ChapterName[]>> {
  const names = new Map<string, ChapterName[]>();
  for (let start = 0; start < chapters.length; start += CHAPTERS_PER_STATEMENT) {
    const batch = chapters.slice(start, start + CHAPTERS_PER_STATEMENT);
    const list = sql.join(
      batch.map((c) => sql`(${c.classSlug}::text, ${c.subject}::text, ${c.chapterNo}::integer)`),
      sql`, `,
    );
    const rows = await tx
      .select({
        classSlug: lectures.classSlug,
        subject: lectures.subject,
        chapterNo: lectures.chapterNo,
        name: lectures.chapterName,
        lectures: sql<number>`count(*)::integer`,
      })
      .from(lectures)
      .where(
        sql`(${lectures.classSlug}, ${lectures.subject}, ${lectures.chapterNo}) IN (VALUES ${list})`,
      )
      .groupBy(lectures.classSlug, lectures.subject, lectures.chapterNo, lectures.chapterName)
      .orderBy(sql`count(*) DESC`, lectures.chapterName);
    for (const row of rows) {
      const key = chapterKeyText(row);
      names.set(key, [...(names.get(key) ?? []), { name: row.name, lectures: row.lectures }]);
    }
    await nextTurn();
  }
  return names;
}

function sameChapter(key: ChapterKey, exceptId: number | null) {
  return and(
    eq(lectures.classSlug, key.classSlug),
    eq(lectures.subject, key.subject),
    eq(lectures.chapterNo, key.chapterNo),
    exceptId === null ? undefined : ne(lectures.id, exceptId),
  );
}

/** The names other than `name` that the chapter's other lectures carry (most used first). */
export async function otherChapterNames(
  tx: Database,
  key: ChapterKey,
  name: string,
  exceptId: number | null,
): Promise<ChapterName[]> {
  const rows = await tx
    .select({ name: lectures.chapterName, lectures: sql<number>`count(*)::integer` })
    .from(lectures)
    .where(and(sameChapter(key, exceptId), ne(lectures.chapterName, name)))
    .groupBy(lectures.chapterName)
    .orderBy(sql`count(*) DESC`, lectures.chapterName);
  return rows;
}

/**
 * Gives every other lecture of the chapter the new name, in the caller's transaction; one audit
 * entry per lecture renamed, as if each had been saved with it.
 */
export async function renameChapter(
  tx: Database,
  actor: Actor,
  key: ChapterKey,
  name: string,
  exceptId: number | null,
  summaryOf: (row: typeof lectures.$inferSelect) => string,
): Promise<AuditEntry[]> {
  const renamed = await tx
    .select()
    .from(lectures)
    .where(and(sameChapter(key, exceptId), ne(lectures.chapterName, name)))
    .for("update");
  if (renamed.length === 0) return [];
  await tx
    .update(lectures)
    .set({ chapterName: name, updatedAt: new Date() })
    .where(and(sameChapter(key, exceptId), ne(lectures.chapterName, name)));
  return renamed.map((row) => ({
    actor,
    kind: "lecture",
    action: "update",
    subjectId: row.id,
    summary: summaryOf({ ...row, chapterName: name }),
    before: { chapterName: row.chapterName },
    after: { chapterName: name },
  }));
}
