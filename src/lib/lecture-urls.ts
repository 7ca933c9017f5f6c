import { LECTURES_ROOT } from "./lectures-root.mjs";

/** The importer refuses larger chapter and lecture numbers, so no stored row has one. */
export const MAX_CHAPTER_OR_LECTURE_NO = 100_000;

export type ChapterRef = {
  classSlug: string;
  subject: string;
  chapterNo: number;
  chapterName: string;
};

export function classHref(classSlug: string): string {
  return `${LECTURES_ROOT}/${classSlug}`;
}

export function subjectHref(classSlug: string, subject: string): string {
  return `${classHref(classSlug)}/${subject}`;
}

/** Chapter names hold characters such as ' – / ? #, so the name segment is always encoded. */
export function chapterHref(chapter: ChapterRef): string {
  const name = encodeURIComponent(chapter.chapterName);
  return `${subjectHref(chapter.classSlug, chapter.subject)}/${chapter.chapterNo}/${name}`;
}

/** The player with one lecture selected: a plain link, so it works before JS and on reload. */
export function lectureHref(chapter: ChapterRef, lectureNo: number): string {
  return `${chapterHref(chapter)}?lecture=${lectureNo}`;
}

// Digits only: "1.5", "-1", "+1", " 1", "1e3" and "0x1" are not chapter numbers. No zod here:
// client components import this file, and zod would add 30 KB to their pages.
const POSITIVE_NUMBER = /^[1-9][0-9]{0,5}$/;

/** A chapter or lecture number from the URL, or null when it is not a whole number in range. */
export function parsePositiveNumber(value: unknown): number | null {
  if (typeof value !== "string" || !POSITIVE_NUMBER.test(value)) return null;
  const number = Number(value);
  return number <= MAX_CHAPTER_OR_LECTURE_NO ? number : null;
}

/**
 * The chapter name from the URL: Next.js hands route segments over still percent-encoded. A
 * value that cannot be decoded (a stray "%") is kept as it is and then matches no chapter.
 */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
