"use client";

import { lazy, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { onReportOutcome } from "@/components/personal/report-outcomes";
import type { LectureLinks } from "@/lib/personal";
import type { ChapterRef } from "@/lib/lecture-urls";
import { resumePosition, watchedPercent } from "@/lib/progress-rules";
import { canUnlock, progressPercent } from "@/lib/watch-tracker";
import type { LectureRatingProps } from "./lecture-rating";
import type { LectureThumbnail } from "./lecture-thumbnail";
import { NativeVideo } from "./native-video";
import type { SummaryTemplate } from "./rating-summary";
import type { ResumeText } from "./resume-offer";
import type { UnlockStatus, UnlockText } from "./unlock-control";
import { useLazyModule } from "./use-lazy-module";
import { useLectureWatch } from "./use-lecture-watch";
import { useSavedProgress } from "./use-saved-progress";
import type { YouTubeVideoText } from "./youtube-video";

export type ViewerLecture = {
  id: number;
  lectureNo: number;
  lectureName: string;
  youtubeId: string | null;
  /** Already checked to be an http(s) URL or a path on this site. */
  videoUrl: string | null;
  /** The catalogue's length, when it has one: the server counts with it. */
  durationSeconds: number | null;
  /**
   * The still the video's box shows until play: YouTube's, sized on the server (Save-Data), or
   * the self-hosted lectures' own poster.
   */
  poster: LectureThumbnail;
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
  /** One sentence per possible summary, formatted on the server: see rating-summary.ts. */
  summaryTemplate: SummaryTemplate;
};

type RatingSetup = Omit<LectureRatingProps, "onSaved" | "signedOut" | "signedIn" | "initialRating">;

// Fetched when needed (use-lazy-module.ts): what shows after the unlock, with the ready Unlock
// button, once the student can unlock; the moving share, the locked control and the resume offer
// once anything moves or an earlier visit left some (watch-parts.ts).
const loadUnlocked = () => import("./unlocked-content");
const loadWatchParts = () => import("./watch-parts");

// A YouTube lecture's facade comes in a chunk of its own, so a self-hosted lecture's page does
// not carry it (decision 0100). No <Suspense> of its own: the server renders it in place (0014),
// and the page hydrates once it is here.
const YouTubeVideo = lazy(() => import("./youtube-video"));

const NO_LINKS: LectureLinks = { quickQuizUrl: null, lectureNotesUrl: null };

/**
 * The selected lecture: video, watch progress, the unlock control and, once the server counted
 * the unlock, the quiz and notes links it sent and the rating. The page keys it by lecture id,
 * so each lecture shows its own progress: what earlier visits left (restored once known) plus
 * what this view counts.
 */
export function LectureViewer({
  lecture,
  chapter,
  text,
  rating,
  initialSummary,
  share,
  noScript,
  atStart,
}: {
  lecture: ViewerLecture;
  chapter: ChapterRef;
  text: ViewerText;
  rating: RatingSetup;
  /** The ratings' summary sentence, formatted on the server. */
  initialSummary: string;
  /** The Share button, on the ratings' line below the controls. */
  share: ReactNode;
  /** What a browser without JavaScript shows last, rendered on the server. */
  noScript: ReactNode;
  /** The watched share and the locked control at 0 %, rendered on the server (watch-parts.ts). */
  atStart: { progress: ReactNode; locked: ReactNode };
}) {
  const place = { chapter, lectureNo: lecture.lectureNo, lectureName: lecture.lectureName };
  const watch = useLectureWatch(lecture.id, place, lecture.durationSeconds);
  const { state, stateRef, apply } = watch;
  const [summary, setSummary] = useState(initialSummary);
  const [resumeAt, setResumeAt] = useState<number | null>(null);
  const [playerReady, setPlayerReady] = useState(false);
  const [status, setStatus] = useState<UnlockStatus>({ kind: "idle" });
  const [answeredLinks, setAnsweredLinks] = useState<LectureLinks | null>(null);
  const saved = useSavedProgress(lecture.id);
  const seekRef = useRef<((seconds: number) => void) | null>(null);
  // The YouTube facade (decision 0032): a choice of where to start, made before the player
  // exists, starts it and is carried out once it is ready.
  const startRef = useRef<(() => void) | null>(null);
  const pendingSeekRef = useRef<number | null>(null);
  const restoredRef = useRef(false);

  const { onEvent: track } = watch;
  const onEvent: typeof track = useCallback(
    (event) => {
      if (event.type === "play") setResumeAt(null);
      track(event);
    },
    [track],
  );
  const onReady = useCallback(() => {
    setPlayerReady(true);
    const pending = pendingSeekRef.current;
    pendingSeekRef.current = null;
    if (pending !== null) seekRef.current?.(pending);
  }, []);

  // What the server said of this lecture's reports: an unlock counted (with its links), or not.
  useEffect(
    () =>
      onReportOutcome(lecture.id, (outcome) => {
        if (outcome.kind === "failed") {
          setStatus((now) => (now.kind === "asking" ? { kind: "failed" } : now));
          return;
        }
        const { answer, asked } = outcome;
        if (answer.unlocked) setAnsweredLinks(answer.links ?? NO_LINKS);
        else if (asked === "unlock") {
          const percent = watchedPercent(answer.watchedSeconds, answer.durationSeconds);
          setStatus({ kind: "refused", percent });
        }
      }),
    [lecture.id],
  );

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
  }, [saved, apply, stateRef]);

  const unlock = () => {
    if (watch.unlock()) setStatus({ kind: "asking" });
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
  const player = {
    title: text.videoLabel,
    onEvent,
    sampleRef: watch.sampleRef,
    seekRef,
    onReady,
  };
  const savedUnlock = saved.known && saved.progress?.unlocked ? saved.progress : null;
  const links = answeredLinks ?? (savedUnlock ? (savedUnlock.links ?? NO_LINKS) : null);
  // Fetched once the student can unlock, so it is usually here before the server's answer.
  const ready = canUnlock(state);

  const unlocked = useLazyModule(links !== null || ready, loadUnlocked);
  const offer = resumeAt !== null && (playerReady || lecture.youtubeId);
  const parts = useLazyModule(percent > 0 || state.playing || Boolean(offer), loadWatchParts);

  return (
    <div className="flex flex-col gap-3 sm:gap-4">
      {lecture.youtubeId ? (
        <YouTubeVideo
          videoId={lecture.youtubeId}
          poster={lecture.poster}
          text={text.video}
          startRef={startRef}
          {...player}
        />
      ) : lecture.videoUrl ? (
        <NativeVideo
          src={lecture.videoUrl}
          poster={lecture.poster.src}
          text={text.video}
          {...player}
        />
      ) : null}
      {offer && parts && <parts.ResumeOffer at={resumeAt} text={text.resume} onChoose={resume} />}

      {/* Render functions (no hooks), not components: they return the same elements as the
          server's at 0 %, so React keeps those nodes and the bar a screen reader holds moves. */}
      {parts ? parts.watchProgressBar({ percent, label: text.progressLabel }) : atStart.progress}

      {links && unlocked ? (
        <unlocked.UnlockedContent
          links={links}
          text={text}
          rating={{
            ...rating,
            signedOut: saved.known && !saved.signedIn,
            signedIn: saved.known && saved.signedIn,
            initialRating: saved.known ? saved.rating : 0,
          }}
          onSaved={setSummary}
        />
      ) : ready && unlocked ? (
        <unlocked.UnlockButton status={status} text={text} onUnlock={unlock} />
      ) : parts ? (
        parts.lockedControl({ percent, text })
      ) : (
        atStart.locked
      )}
      {/* After the controls, so on a phone they are on the first screen (decision 0053). */}
      <div className="flex flex-wrap items-center justify-between gap-2 pe-16">
        <p className="text-sm text-slate-600">{summary}</p>
        {share}
      </div>
      {noScript}
    </div>
  );
}
