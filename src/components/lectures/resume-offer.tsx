"use client";

import { formatPlaybackTime } from "@/lib/progress-rules";

export type ResumeText = {
  /** "Resume from {time}" */
  resumeFrom: string;
  startOver: string;
  label: string;
};

/** "Resume from 12:34" and "Start over" for a lecture left part-way on an earlier visit. */
export function ResumeOffer({
  at,
  text,
  onChoose,
}: {
  at: number;
  text: ResumeText;
  onChoose: (seconds: number) => void;
}) {
  return (
    <div
      role="group"
      aria-label={text.label}
      className="border-brand-200 bg-brand-50 flex flex-wrap items-center gap-3 rounded-lg border p-3"
    >
      <button
        type="button"
        onClick={() => onChoose(at)}
        className="bg-brand-700 hover:bg-brand-800 rounded-md px-4 py-2 font-semibold text-white"
      >
        {text.resumeFrom.replace("{time}", formatPlaybackTime(at))}
      </button>
      <button
        type="button"
        onClick={() => onChoose(0)}
        className="border-brand-700 text-brand-800 rounded-md border px-4 py-2 font-semibold hover:bg-white"
      >
        {text.startOver}
      </button>
    </div>
  );
}
