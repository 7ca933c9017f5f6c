"use client";

import { watchedPercent } from "@/lib/progress-rules";
import { progressOf, useProgressSource } from "./use-personal";

/**
 * The student's own marks on shared pages (decision 0029): rendered empty on the server, in a
 * place of their own size so nothing moves, then worked out from this browser's copy: the
 * account's (signed in, decision 0064) or its own progress (signed out), the same way.
 * One module per mark, so each page's scripts carry only the mark it shows (decision 0100).
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
