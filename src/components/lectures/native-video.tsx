"use client";

import { useEffect, useRef, useState, type SyntheticEvent } from "react";
import { useOnline } from "@/components/offline/use-online";
import { PLAYER_BOX, type TrackedVideoProps } from "./tracked-video";
import { VideoNotice, type VideoNoticeText } from "./video-notice";

/** A self-hosted lecture file in the browser's own player, reporting like the YouTube one. */
export function NativeVideo({
  src,
  poster,
  title,
  text,
  onEvent,
  sampleRef,
  seekRef,
  onReady,
}: TrackedVideoProps & { src: string; poster: string; text: VideoNoticeText }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const online = useOnline();

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
  const retry = () => {
    setFailed(false);
    const video = videoRef.current;
    video?.load();
    video?.play().catch(() => undefined);
  };

  return (
    <div className={`${PLAYER_BOX} relative`}>
      <video
        ref={videoRef}
        src={src}
        title={title}
        poster={poster}
        controls
        preload="none"
        playsInline
        className="size-full rounded-lg bg-slate-900"
        onPlaying={(event) => {
          setFailed(false);
          onEvent({ type: "play", position: at(event) });
        }}
        onPause={(event) => onEvent({ type: "pause", position: at(event) })}
        onWaiting={(event) => onEvent({ type: "buffering", position: at(event) })}
        onEnded={(event) => onEvent({ type: "ended", position: at(event) })}
        // A seek while playing moves the reference point, so the skipped part never counts.
        onSeeked={(event) => {
          if (!event.currentTarget.paused) onEvent({ type: "play", position: at(event) });
        }}
        // The file did not come (offline, or the server did not answer). A failed element
        // ignores its own play button from then on: the notice's button loads it again.
        onError={() => setFailed(true)}
      />
      {(!online || failed) && (
        <VideoNotice text={text} online={online} onRetry={failed ? retry : undefined} />
      )}
    </div>
  );
}
