"use client";

import type { ChapterRef } from "@/lib/lecture-urls";
import { watchedPercent } from "@/lib/progress-rules";
import { progressOf, useProgressSource } from "./use-personal";

/**
 * The student's own marks on shared pages (decision 0029): rendered empty on the server, in a
 * place of their own size so nothing moves, then worked out from this browser's copy: the
 * account's (signed in, decision 0064) or its own progress (signed out), the same way.
 */

export type LectureMarkText = { notStarted: string; watched: string; unlocked: string };

/** Lecture list: "Not started", "45% watched" or "Unlocked". */
export function LectureMark({ lectureId, text }: { lectureId: number; text: LectureMarkText }) {
  const lectures = progressOf(useProgressSource());
  const progress = lectures?.[lectureId];
  let label = "";
  if (lectures) {
    if (!progress) label = text.notStarted;
    else if (progress.unlocked) label = text.unlocked;
    else {
      const percent = watchedPercent(progress.watchedSeconds, progress.durationSeconds);
      label = text.watched.replace("{percent}", String(percent));
    }
  }
  return (
    <span
      data-mark="lecture"
      className={`block min-h-4 text-xs ${progress?.unlocked ? "text-brand-700 font-semibold" : "text-slate-600"}`}
    >
      {label}
    </span>
  );
}

/** How many of the lectures the test accepts are unlocked. */
function unlockedWhere(
  lectures: Record<string, { unlocked: boolean; chapter: ChapterRef }> | undefined,
  test: (chapter: ChapterRef) => boolean,
): number {
  if (!lectures) return 0;
  return Object.values(lectures).filter(({ unlocked, chapter }) => unlocked && test(chapter))
    .length;
}

/** Chapter card: "2 of 5 unlocked", once the student has unlocked any. */
export function ChapterMark({
  total,
  text,
  ...chapter
}: ChapterRef & {
  total: number;
  /** "{unlocked} of {total} unlocked" */
  text: string;
}) {
  const unlocked = unlockedWhere(
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

/** Class screen, signed in: "3 of 12 lectures unlocked" per subject. */
export function SubjectMark({
  classSlug,
  subject,
  total,
  text,
}: {
  classSlug: string;
  subject: string;
  /** The subject's lectures; null while unknown (an outage). */
  total: number | null;
  text: string;
}) {
  const source = useProgressSource();
  const lectures = source.kind === "signed-in" ? source.copy.lectures : undefined;
  const unlocked = unlockedWhere(
    lectures,
    (chapter) => chapter.classSlug === classSlug && chapter.subject === subject,
  );
  return (
    <span data-mark="subject" className="block min-h-5 text-sm text-slate-700">
      {lectures && total
        ? text.replace("{unlocked}", String(unlocked)).replace("{total}", String(total))
        : ""}
    </span>
  );
}
