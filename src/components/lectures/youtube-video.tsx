"use client";

import { useEffect, useRef, useState } from "react";
import { youTubePoster } from "./lecture-thumbnail";
import { PLAYER_HEIGHT, type TrackedVideoProps } from "./tracked-video";
import { loadYouTubeApi, type YouTubePlayer } from "./youtube-api";

// Spec section 9: no autoplay, minimal branding, no related videos; inline on phones.
const PLAYER_VARS = { autoplay: 0, modestbranding: 1, rel: 0, playsinline: 1 };

/** A YouTube lecture through the IFrame Player API, reporting to the watch tracker. */
export function YouTubeVideo({
  videoId,
  title,
  loadFailedText,
  onEvent,
  sampleRef,
}: TrackedVideoProps & { videoId: string; loadFailedText: string }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const poster = youTubePoster(videoId);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let player: YouTubePlayer | undefined;
    let cancelled = false;
    loadYouTubeApi().then(
      (YT) => {
        const host = hostRef.current;
        if (cancelled || !host) return;
        // The API replaces this element with its iframe, so React must not own it.
        const target = document.createElement("div");
        host.replaceChildren(target);
        const created = new YT.Player(target, {
          height: String(PLAYER_HEIGHT),
          width: "100%",
          videoId,
          playerVars: PLAYER_VARS,
          events: {
            onStateChange: ({ data }) => {
              const position = created.getCurrentTime();
              if (data === YT.PlayerState.PLAYING) onEvent({ type: "play", position });
              else if (data === YT.PlayerState.PAUSED) onEvent({ type: "pause", position });
              else if (data === YT.PlayerState.BUFFERING) onEvent({ type: "buffering", position });
              else if (data === YT.PlayerState.ENDED) onEvent({ type: "ended", position });
            },
          },
        });
        player = created;
        sampleRef.current = () => ({
          position: created.getCurrentTime(),
          duration: created.getDuration(),
        });
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      sampleRef.current = null;
      player?.destroy();
    };
  }, [videoId, onEvent, sampleRef]);

  return (
    <div
      role="region"
      aria-label={title}
      className="relative w-full overflow-hidden rounded-lg bg-slate-900"
      style={{ height: PLAYER_HEIGHT }}
    >
      {/* The still shows in the server's HTML, under the player the API puts in the host. */}
      <picture>
        {poster.webp && <source srcSet={poster.webp} type="image/webp" />}
        <img
          src={poster.src}
          alt=""
          width={480}
          height={360}
          className="absolute inset-0 size-full object-cover"
        />
      </picture>
      <div ref={hostRef} className="relative size-full" />
      {failed && (
        <p role="alert" className="absolute inset-0 grid place-items-center p-4 text-white">
          {loadFailedText}
        </p>
      )}
    </div>
  );
}
