"use client";

import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { buttonClass } from "@/components/ui/button-styles";
import { ExternalLink } from "@/components/ui/icons";
import {
  WATCH_TICK_MS,
  canUnlock,
  initialWatchState,
  progressPercent,
  watchReducer,
} from "@/lib/watch-tracker";
import type { RatingSummary } from "@/server/lectures/queries";
import { LectureRating, type LectureRatingProps } from "./lecture-rating";
import type { LectureThumbnail } from "./lecture-thumbnail";
import { NativeVideo } from "./native-video";
import { UnlockControl, type UnlockText } from "./unlock-control";
import type { PlaybackSample, PlayerEvent } from "./tracked-video";
import { YouTubeVideo, type YouTubeVideoText } from "./youtube-video";

export type ViewerLecture = {
  id: number;
  youtubeId: string | null;
  /** The YouTube still the video's box shows until play, sized on the server (Save-Data). */
  poster: LectureThumbnail | null;
  /** Already checked to be an http(s) URL or a path on this site. */
  videoUrl: string | null;
  quickQuizUrl: string | null;
  lectureNotesUrl: string | null;
};

export type ViewerText = UnlockText & {
  videoLabel: string;
  youTube: YouTubeVideoText;
  progressLabel: string;
  unlocked: string;
  quickQuiz: string;
  lectureNotes: string;
  opensInNewTab: string;
  /** One sentence per possible summary, formatted on the server: see summaryText(). */
  summaryTemplate: { none: string; one: string; other: string };
};

function summaryText(template: ViewerText["summaryTemplate"], summary: RatingSummary): string {
  if (summary.count === 0 || summary.average === null) return template.none;
  const text = summary.count === 1 ? template.one : template.other;
  return text
    .replace("{average}", summary.average.toFixed(1))
    .replace("{count}", String(summary.count));
}

/**
 * The selected lecture: video, watch progress, the unlock control and, once unlocked, the quiz
 * and notes links and the rating. The page keys it by lecture id, so another lecture starts over.
 */
export function LectureViewer({
  lecture,
  text,
  rating,
  initialSummary,
}: {
  lecture: ViewerLecture;
  text: ViewerText;
  rating: Omit<LectureRatingProps, "onSaved">;
  initialSummary: RatingSummary;
}) {
  const [state, dispatch] = useReducer(watchReducer, undefined, initialWatchState);
  const [summary, setSummary] = useState(initialSummary);
  const sampleRef = useRef<(() => PlaybackSample) | null>(null);
  const timerRef = useRef<ReturnType<typeof setInterval> | null>(null);

  const stopTicks = useCallback(() => {
    if (timerRef.current !== null) clearInterval(timerRef.current);
    timerRef.current = null;
  }, []);

  // Spec section 9: while the video plays, its position is sampled once a second. The ticker
  // starts and stops inside the player's own events, so the first tick comes one second after
  // play (or after a seek, which players report as play again) and none comes after a pause.
  const onEvent = useCallback(
    (event: PlayerEvent) => {
      dispatch(event);
      stopTicks();
      if (event.type !== "play") return;
      timerRef.current = setInterval(() => {
        const sample = sampleRef.current?.();
        if (sample) dispatch({ type: "tick", ...sample });
      }, WATCH_TICK_MS);
    },
    [stopTicks],
  );
  useEffect(() => stopTicks, [stopTicks]);

  const percent = Math.floor(progressPercent(state));
  const ready = canUnlock(state);

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">{summaryText(text.summaryTemplate, summary)}</p>
      {lecture.youtubeId && lecture.poster ? (
        <YouTubeVideo
          videoId={lecture.youtubeId}
          poster={lecture.poster}
          title={text.videoLabel}
          text={text.youTube}
          onEvent={onEvent}
          sampleRef={sampleRef}
        />
      ) : lecture.videoUrl ? (
        <NativeVideo
          src={lecture.videoUrl}
          title={text.videoLabel}
          onEvent={onEvent}
          sampleRef={sampleRef}
        />
      ) : null}

      {/* The controls keep a strip on the right free for the floating chat button, which would
          otherwise cover the percentage or a button as the page scrolls under it (issue 22). */}
      <div className="flex items-center gap-3 pe-16">
        <div
          role="progressbar"
          aria-label={text.progressLabel}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%`}
          className="h-3 flex-1 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="bg-brand-600 h-full transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
        <span className="w-12 text-right text-sm font-medium tabular-nums" aria-hidden="true">
          {percent}%
        </span>
      </div>

      {state.unlocked ? (
        <UnlockedContent lecture={lecture} text={text} rating={rating} onSaved={setSummary} />
      ) : (
        <UnlockControl
          percent={percent}
          ready={ready}
          text={text}
          onUnlock={() => dispatch({ type: "unlock" })}
        />
      )}
    </div>
  );
}

function UnlockedContent({
  lecture,
  text,
  rating,
  onSaved,
}: {
  lecture: ViewerLecture;
  text: ViewerText;
  rating: Omit<LectureRatingProps, "onSaved">;
  onSaved: (summary: RatingSummary) => void;
}) {
  const links = [
    { href: lecture.quickQuizUrl, label: text.quickQuiz },
    { href: lecture.lectureNotesUrl, label: text.lectureNotes },
  ].filter((link): link is { href: string; label: string } => link.href !== null);
  return (
    <div className="flex flex-col gap-4 pe-16">
      <p role="status" className="text-brand-700 font-semibold">
        {text.unlocked}
      </p>
      {links.length > 0 && (
        <ul className="flex flex-wrap gap-3">
          {links.map((link) => (
            <li key={link.label}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClass("outline", "sm")}
              >
                {link.label}
                <ExternalLink className="size-4" aria-hidden="true" />
                <span className="sr-only">{text.opensInNewTab}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <LectureRating {...rating} onSaved={onSaved} />
    </div>
  );
}
