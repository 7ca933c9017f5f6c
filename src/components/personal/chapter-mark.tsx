"use client";

import type { ChapterRef } from "@/lib/lecture-urls";
import { countUnlocked } from "./count-unlocked";
import { progressOf, useProgressSource } from "./use-personal";

/**
 * Chapter card: "2 of 5 unlocked", once the student has unlocked any. A mark of the student's own
 * on a shared page (decision 0029, see lecture-mark.tsx).
 */
export function ChapterMark({
  total,
  text,
  ...chapter
}: ChapterRef & {
  total: number;
  /** "{unlocked} of {total} unlocked" */
  text: string;
}) {
  const unlocked = countUnlocked(
    progressOf(useProgressSource()),
    (other) =>
      other.classSlug === chapter.classSlug &&
      other.subject === chapter.subject &&
      other.chapterNo === chapter.chapterNo &&
      other.chapterName === chapter.chapterName,
  );
  return (
    <span data-mark="chapter" className="text-brand-700 block min-h-5 text-sm font-medium">
      {unlocked > 0
        ? text.replace("{unlocked}", String(unlocked)).replace("{total}", String(total))
        : ""}
    </span>
  );
}
