import { chapterHref, type ChapterRef } from "./lecture-urls";

/** A lecture's quick quiz, under its chapter's page (decision 0080). */
export function quickQuizHref(chapter: ChapterRef, lectureNo: number): string {
  return `${chapterHref(chapter)}/quiz/${lectureNo}`;
}

/** A chapter's test. */
export function chapterTestHref(chapter: ChapterRef): string {
  return `${chapterHref(chapter)}/test`;
}

/** The best chapter test of at least this percent marks the chapter as mastered. */
export const CHAPTER_MASTERED_PERCENT = 80;
