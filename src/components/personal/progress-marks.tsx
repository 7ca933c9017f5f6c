"use client";

import { chapterKey } from "@/lib/chapter-key";
import { watchedPercent } from "@/lib/progress-rules";
import { useProgressSource } from "./use-personal";

/**
 * The student's own marks on shared pages (decision 0029): rendered empty on the server, in a
 * place of their own size so nothing moves, then filled from /api/me (signed in) or this browser's
 * progress (signed out).
 */

export type LectureMarkText = { notStarted: string; watched: string; unlocked: string };

/** Lecture list: "Not started", "45% watched" or "Unlocked". */
export function LectureMark({ lectureId, text }: { lectureId: number; text: LectureMarkText }) {
  const source = useProgressSource();
  const key = String(lectureId);
  const progress =
    source.kind === "signed-in"
      ? source.data.lectures?.[key]
      : source.kind === "signed-out"
        ? source.local[key]
        : undefined;
  let label = "";
  if (source.kind !== "unknown") {
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

/** Chapter card: "2 of 5 unlocked", once the student has unlocked any. */
export function ChapterMark({
  classSlug,
  subject,
  chapterNo,
  chapterName,
  total,
  text,
}: {
  classSlug: string;
  subject: string;
  chapterNo: number;
  chapterName: string;
  total: number;
  /** "{unlocked} of {total} unlocked" */
  text: string;
}) {
  const source = useProgressSource();
  let unlocked = 0;
  if (source.kind === "signed-in") {
    unlocked = source.data.chapters?.[chapterKey(chapterNo, chapterName)] ?? 0;
  } else if (source.kind === "signed-out") {
    unlocked = Object.values(source.local).filter(
      ({ chapter, unlocked: done }) =>
        done &&
        chapter.classSlug === classSlug &&
        chapter.subject === subject &&
        chapter.chapterNo === chapterNo &&
        chapter.chapterName === chapterName,
    ).length;
  }
  return (
    <span data-mark="chapter" className="text-brand-700 block min-h-5 text-sm font-medium">
      {unlocked > 0
        ? text.replace("{unlocked}", String(unlocked)).replace("{total}", String(total))
        : ""}
    </span>
  );
}

/** Class screen, signed in: "3 of 12 lectures unlocked" per subject. */
export function SubjectMark({ subject, text }: { subject: string; text: string }) {
  const source = useProgressSource();
  const counts = source.kind === "signed-in" ? source.data.subjects?.[subject] : undefined;
  return (
    <span data-mark="subject" className="block min-h-5 text-sm text-slate-700">
      {counts && counts.total > 0
        ? text
            .replace("{unlocked}", String(counts.unlocked))
            .replace("{total}", String(counts.total))
        : ""}
    </span>
  );
}
