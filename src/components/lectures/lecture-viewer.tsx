"use client";

import { type ReactNode, useCallback, useEffect, useReducer, useRef, useState } from "react";
import type { ChapterRef } from "@/lib/lecture-urls";
import { resumePosition } from "@/lib/progress-rules";
import {
  WATCH_TICK_MS,
  canUnlock,
  initialWatchState,
  progressPercent,
  watchReducer,
  type WatchEvent,
} from "@/lib/watch-tracker";
import type { RatingSummary } from "@/server/lectures/queries";
import type { LectureRatingProps } from "./lecture-rating";
import type { LectureThumbnail } from "./lecture-thumbnail";
import { NativeVideo } from "./native-video";
import { ProgressReporter } from "./progress-reporter";
import { ResumeOffer, type ResumeText } from "./resume-offer";
import { UnlockControl, type UnlockText } from "./unlock-control";
import type { PlaybackSample, PlayerEvent } from "./tracked-video";
import { UnlockedContent } from "./unlocked-content";
import { useSavedProgress } from "./use-saved-progress";
import { YouTubeVideo, type YouTubeVideoText } from "./youtube-video";

export type ViewerLecture = {
  id: number;
  youtubeId: string | null;
  /** Already checked to be an http(s) URL or a path on this site. */
  videoUrl: string | null;
  quickQuizUrl: string | null;
  lectureNotesUrl: string | null;
  /** The YouTube still the video's box shows until play, sized on the server (Save-Data). */
  poster: LectureThumbnail | null;
};

export type ViewerText = UnlockText & {
  videoLabel: string;
  /** The video's box: its play button (YouTube) and why it cannot play (both players). */
  video: YouTubeVideoText;
  progressLabel: string;
  unlocked: string;
  quickQuiz: string;
  lectureNotes: string;
  opensInNewTab: string;
  resume: ResumeText;
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

type RatingSetup = Omit<LectureRatingProps, "onSaved" | "signedOut" | "signedIn" | "initialRating">;

/**
 * The selected lecture: video, watch progress, the unlock control and, once unlocked, the quiz
 * and notes links and the rating. The page keys it by lecture id, so each lecture shows its own
 * progress: what earlier visits left (restored once known) plus what this view counts.
 */
export function LectureViewer({
  lecture,
  chapter,
  text,
  rating,
  initialSummary,
  share,
}: {
  lecture: ViewerLecture;
  chapter: ChapterRef;
  text: ViewerText;
  rating: RatingSetup;
  initialSummary: RatingSummary;
  /** The Share button, on the ratings' line below the controls. */
  share: ReactNode;
}) {
  const [state, dispatch] = useReducer(watchReducer, undefined, initialWatchState);
  const [summary, setSummary] = useState(initialSummary);
  const [resumeAt, setResumeAt] = useState<number | null>(null);
  const [playerReady, setPlayerReady] = useState(false);
  const saved = useSavedProgress(lecture.id);
  const sampleRef = useRef<(() => PlaybackSample) | null>(null);
  const seekRef = useRef<((seconds: number) => void) | null>(null);
  // The YouTube facade (issue 17): a choice of where to start, made before the player exists,
  // starts it and is carried out once it is ready.
  const startRef = useRef<(() => void) | null>(null);
  const pendingSeekRef = useRef<number | null>(null);
  const timerRef = useRef<ReturnType<typeof setInterval> | null>(null);
  // The same reducer run beside React's, so reports read the state right after each event.
  const stateRef = useRef(initialWatchState());
  const restoredRef = useRef(false);
  const [reporter] = useState(() => new ProgressReporter(lecture.id, chapter));

  const apply = useCallback((event: WatchEvent) => {
    stateRef.current = watchReducer(stateRef.current, event);
    dispatch(event);
    return stateRef.current;
  }, []);
  const position = useCallback(
    () => sampleRef.current?.().position ?? stateRef.current.lastPosition ?? 0,
    [],
  );

  const stopTicks = useCallback(() => {
    if (timerRef.current !== null) clearInterval(timerRef.current);
    timerRef.current = null;
  }, []);

  // Spec section 9: while the video plays, its position is sampled once a second. The ticker
  // starts and stops inside the player's own events, so the first tick comes one second after
  // play (or after a seek, which players report as play again) and none comes after a pause.
  const onEvent = useCallback(
    (event: PlayerEvent) => {
      const next = apply(event);
      stopTicks();
      if (event.type === "pause") reporter.send("pause", next, event.position);
      if (event.type === "ended") reporter.send("end", next, event.position);
      if (event.type !== "play") return;
      setResumeAt(null);
      reporter.play(next, event.position);
      timerRef.current = setInterval(() => {
        const sample = sampleRef.current?.();
        if (!sample) return;
        reporter.tick(apply({ type: "tick", ...sample }), sample.position);
      }, WATCH_TICK_MS);
    },
    [apply, stopTicks, reporter],
  );
  const onReady = useCallback(() => {
    setPlayerReady(true);
    const pending = pendingSeekRef.current;
    pendingSeekRef.current = null;
    if (pending !== null) seekRef.current?.(pending);
  }, []);

  // What earlier visits left, once: the count, the unlock, and where to resume.
  useEffect(() => {
    if (!saved.known || restoredRef.current) return;
    restoredRef.current = true;
    const progress = saved.progress;
    if (!progress) return;
    apply({
      type: "restore",
      watchedSeconds: progress.watchedSeconds,
      duration: progress.durationSeconds,
      unlocked: progress.unlocked,
    });
    // Offered only while nothing has played on this view yet.
    if (!stateRef.current.playing && stateRef.current.sessionSeconds === 0) {
      setResumeAt(resumePosition(progress.lastPosition, progress.durationSeconds));
    }
  }, [saved, apply]);

  // Leaving the page or this lecture: the last seconds go out in a request that outlives it.
  useEffect(() => {
    const leave = () => reporter.send("leave", stateRef.current, position(), true);
    const onHidden = () => {
      if (document.visibilityState === "hidden") leave();
    };
    window.addEventListener("pagehide", leave);
    document.addEventListener("visibilitychange", onHidden);
    return () => {
      window.removeEventListener("pagehide", leave);
      document.removeEventListener("visibilitychange", onHidden);
      stopTicks();
      leave();
    };
  }, [reporter, position, stopTicks]);

  const unlock = () => {
    const next = apply({ type: "unlock" });
    reporter.send("unlock", next, position());
  };
  const resume = (seconds: number) => {
    setResumeAt(null);
    if (seekRef.current) {
      seekRef.current(seconds);
      return;
    }
    pendingSeekRef.current = seconds;
    startRef.current?.();
  };

  const percent = Math.floor(progressPercent(state));
  const ready = canUnlock(state);
  const player = { title: text.videoLabel, onEvent, sampleRef, seekRef, onReady };

  return (
    <div className="flex flex-col gap-3 sm:gap-4">
      {lecture.youtubeId && lecture.poster ? (
        <YouTubeVideo
          videoId={lecture.youtubeId}
          poster={lecture.poster}
          text={text.video}
          startRef={startRef}
          {...player}
        />
      ) : lecture.videoUrl ? (
        <NativeVideo src={lecture.videoUrl} text={text.video} {...player} />
      ) : null}
      {resumeAt !== null && (playerReady || lecture.youtubeId) && (
        <ResumeOffer at={resumeAt} text={text.resume} onChoose={resume} />
      )}

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
        <span className="w-12 text-end text-sm font-medium tabular-nums" aria-hidden="true">
          {percent}%
        </span>
      </div>

      {state.unlocked ? (
        <UnlockedContent
          lecture={lecture}
          text={text}
          rating={{
            ...rating,
            signedOut: saved.known && !saved.signedIn,
            signedIn: saved.known && saved.signedIn,
            initialRating: saved.known ? saved.rating : 0,
          }}
          onSaved={setSummary}
        />
      ) : (
        <UnlockControl percent={percent} ready={ready} text={text} onUnlock={unlock} />
      )}
      {/* After the controls, so on a phone they are on the first screen (decision 0053). */}
      <div className="flex flex-wrap items-center justify-between gap-2 pe-16">
        <p className="text-sm text-slate-600">{summaryText(text.summaryTemplate, summary)}</p>
        {share}
      </div>
    </div>
  );
}
