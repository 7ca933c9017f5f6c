"use client";

import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { useHydrated } from "@/components/layout/use-hydrated";
import { useOnline } from "@/components/offline/use-online";
import { Play } from "@/components/ui/icons";
import type { LectureThumbnail } from "./lecture-thumbnail";
import { PLAYER_BOX, type TrackedVideoProps } from "./tracked-video";
import { VideoNotice, type VideoNoticeText } from "./video-notice";
import { loadYouTubeApi, type YouTubePlayer } from "./youtube-api";

export type YouTubeVideoText = VideoNoticeText & {
  /** The play button's name, with the lecture's title in it. */
  play: string;
};

/**
 * A YouTube lecture behind a facade (issue 17): the still, the title and a play button, and
 * nothing from YouTube's hosts but the still until the student presses play. Then the IFrame
 * Player API loads, plays, and reports to the watch tracker.
 */
// The default export is what React.lazy loads (lecture-viewer.tsx).
export default function YouTubeVideo({
  videoId,
  poster,
  title,
  text,
  onEvent,
  sampleRef,
  seekRef,
  onReady,
  startRef,
}: TrackedVideoProps & {
  videoId: string;
  poster: LectureThumbnail;
  text: YouTubeVideoText;
  /** Set to what pressing play does, for a choice made outside the box (Resume, Start over). */
  startRef: RefObject<(() => void) | null>;
}) {
  const boxRef = useRef<HTMLDivElement>(null);
  const hostRef = useRef<HTMLDivElement>(null);
  const [started, setStarted] = useState(false);
  const [failed, setFailed] = useState(false);
  const hydrated = useHydrated();
  const online = useOnline();

  useEffect(() => {
    if (!started) return;
    let player: YouTubePlayer | undefined;
    let cancelled = false;
    // The player's code comes with YouTube's API, both fetched on the tap.
    Promise.all([import("./youtube-player"), loadYouTubeApi()]).then(
      ([{ mountYouTubePlayer }, YT]) => {
        const host = hostRef.current;
        if (cancelled || !host) return;
        const wiring = { videoId, onEvent, onReady, sampleRef, seekRef };
        player = mountYouTubePlayer(YT, host, wiring);
      },
      () => {
        if (cancelled) return;
        // The button comes back, so a later tap tries again (once the connection is back).
        setFailed(true);
        setStarted(false);
      },
    );
    return () => {
      cancelled = true;
      sampleRef.current = null;
      seekRef.current = null;
      player?.destroy();
    };
  }, [started, videoId, onEvent, sampleRef, seekRef, onReady]);

  const start = useCallback(() => {
    setFailed(false);
    setStarted(true);
    // The button goes away: focus stays in the video's box, where the player appears.
    boxRef.current?.focus();
  }, []);

  useEffect(() => {
    startRef.current = start;
    return () => {
      startRef.current = null;
    };
  }, [start, startRef]);

  return (
    <div
      ref={boxRef}
      role="region"
      aria-label={title}
      tabIndex={-1}
      className={`${PLAYER_BOX} @container relative overflow-hidden rounded-lg bg-slate-900 focus:outline-none`}
    >
      {/* The still shows in the server's HTML, under the player the API puts in the host. */}
      <picture>
        {poster.webp && <source srcSet={poster.webp} type="image/webp" />}
        <img
          src={poster.src}
          alt=""
          width={480}
          height={360}
          className="hide-broken absolute inset-0 size-full bg-slate-900 object-cover"
        />
      </picture>
      <div ref={hostRef} className="relative size-full" />
      {!started && online && (
        // Disabled until the page's script has arrived: before that a tap could do nothing.
        <button
          type="button"
          disabled={!hydrated}
          onClick={start}
          aria-label={text.play}
          className="group absolute inset-0 flex flex-col items-center justify-center gap-4 bg-slate-950/40 p-4 text-white focus-visible:outline-4 focus-visible:outline-offset-[-4px] focus-visible:outline-white disabled:cursor-progress"
        >
          <span className="bg-brand-700 group-hover:bg-brand-800 grid size-20 place-items-center rounded-full shadow-lg">
            <Play className="ms-1 size-10 fill-current" aria-hidden="true" />
          </span>
          {/* A phone's 16:9 box has room for the button alone; the title is just above it. */}
          <span className="line-clamp-2 max-w-prose text-center text-lg font-semibold text-shadow-md @max-md:hidden">
            {title}
          </span>
        </button>
      )}
      {(!online || failed) && <VideoNotice text={text} online={online} />}
    </div>
  );
}
