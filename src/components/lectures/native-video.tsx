"use client";

import { useEffect, useRef, type SyntheticEvent } from "react";
import { lectureThumbnail } from "./lecture-thumbnail";
import { PLAYER_HEIGHT, type TrackedVideoProps } from "./tracked-video";

/** A self-hosted lecture file in the browser's own player, reporting like the YouTube one. */
export function NativeVideo({
  src,
  title,
  onEvent,
  sampleRef,
  seekRef,
  onReady,
}: TrackedVideoProps & { src: string }) {
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    sampleRef.current = () => {
      const video = videoRef.current;
      return video
        ? { position: video.currentTime, duration: video.duration, rate: video.playbackRate }
        : { position: Number.NaN, duration: Number.NaN, rate: 1 };
    };
    seekRef.current = (seconds) => {
      const video = videoRef.current;
      if (!video) return;
      video.currentTime = seconds;
      // A browser may refuse to play (no sound allowed yet): the student then presses play.
      video.play().catch(() => undefined);
    };
    // A video element takes a position before its data has loaded and starts there.
    onReady();
    return () => {
      sampleRef.current = null;
      seekRef.current = null;
    };
  }, [sampleRef, seekRef, onReady]);

  const at = (event: SyntheticEvent<HTMLVideoElement>) => event.currentTarget.currentTime;

  return (
    <video
      ref={videoRef}
      src={src}
      title={title}
      poster={lectureThumbnail({ youtubeId: null }).src}
      controls
      preload="none"
      playsInline
      className="w-full rounded-lg bg-slate-900"
      style={{ height: PLAYER_HEIGHT }}
      onPlaying={(event) => onEvent({ type: "play", position: at(event) })}
      onPause={(event) => onEvent({ type: "pause", position: at(event) })}
      onWaiting={(event) => onEvent({ type: "buffering", position: at(event) })}
      onEnded={(event) => onEvent({ type: "ended", position: at(event) })}
      // A seek while playing moves the reference point, so the skipped part never counts.
      onSeeked={(event) => {
        if (!event.currentTarget.paused) onEvent({ type: "play", position: at(event) });
      }}
    />
  );
}
