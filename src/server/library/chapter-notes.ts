import { and, asc, desc, eq, isNotNull } from "drizzle-orm";
import { getDb, type Database } from "@/server/db/client";
import { libraryDocuments } from "@/server/db/schema";
import { readOrFallback } from "@/server/safe-read";
import { DOCUMENT_ADDRESS } from "./queries";

/**
 * A subject's chapter notes, by chapter then newest first, for the chapter list and the lecture
 * player (decision 0090); empty when the read fails.
 */
export function chapterNotes(classSlug: string, subject: string, given?: Database) {
  return readOrFallback(
    "library chapter notes",
    async () =>
      (given ?? (await getDb()))
        .select({
          ...DOCUMENT_ADDRESS,
          title: libraryDocuments.title,
          chapter: libraryDocuments.chapter,
        })
        .from(libraryDocuments)
        .where(
          and(
            eq(libraryDocuments.kind, "notes"),
            eq(libraryDocuments.class, classSlug),
            eq(libraryDocuments.subject, subject),
            isNotNull(libraryDocuments.chapter),
          ),
        )
        .orderBy(asc(libraryDocuments.chapter), desc(libraryDocuments.id)),
    [],
  );
}

export type ChapterNote = Awaited<ReturnType<typeof chapterNotes>>[number];

/** Each chapter's newest notes. */
export function notesByChapter(notes: readonly ChapterNote[]): Map<number, ChapterNote> {
  const byChapter = new Map<number, ChapterNote>();
  for (const note of notes)
    if (note.chapter !== null && !byChapter.has(note.chapter)) byChapter.set(note.chapter, note);
  return byChapter;
}
