import type { ChapterRef } from "@/lib/lecture-urls";

/** How many of the lectures the test accepts are unlocked (chapter-mark.tsx, subject-mark.tsx). */
export function countUnlocked(
  lectures: Record<string, { unlocked: boolean; chapter: ChapterRef }> | undefined,
  test: (chapter: ChapterRef) => boolean,
): number {
  if (!lectures) return 0;
  return Object.values(lectures).filter(({ unlocked, chapter }) => unlocked && test(chapter))
    .length;
}
