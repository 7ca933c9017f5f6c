import type { RefObject } from "react";
import type { PlaybackSample, PlayerEvent } from "./tracked-video";
import type { YouTubeNamespace, YouTubePlayer } from "./youtube-api";

// Spec section 9: no autoplay on arrival, minimal branding, no related videos; inline on phones.
// The player is only made once the student pressed play, so it starts with that one tap.
const PLAYER_VARS = { autoplay: 1, modestbranding: 1, rel: 0, playsinline: 1 };

type Wiring = {
  videoId: string;
  onEvent: (event: PlayerEvent) => void;
  onReady: () => void;
  sampleRef: RefObject<(() => PlaybackSample) | null>;
  seekRef: RefObject<((seconds: number) => void) | null>;
};

/**
 * Puts YouTube's player in `host` and wires it to the watch tracker. Loaded with the IFrame API
 * when the student presses play, not with the page (the JavaScript budget, issue 17).
 */
export function mountYouTubePlayer(
  YT: YouTubeNamespace,
  host: HTMLElement,
  { videoId, onEvent, onReady, sampleRef, seekRef }: Wiring,
): YouTubePlayer {
  // The API replaces this element with its iframe, so React must not own it.
  const target = document.createElement("div");
  host.replaceChildren(target);
  const player = new YT.Player(target, {
    // The video's box has the size (PLAYER_BOX); the player fills it.
    height: "100%",
    width: "100%",
    videoId,
    playerVars: PLAYER_VARS,
    events: {
      // The API takes seeks only once the player is ready.
      onReady: () => {
        seekRef.current = (seconds) => {
          player.seekTo(seconds, true);
          player.playVideo();
        };
        onReady();
      },
      onStateChange: ({ data }) => {
        const position = player.getCurrentTime();
        if (data === YT.PlayerState.PLAYING) onEvent({ type: "play", position });
        else if (data === YT.PlayerState.PAUSED) onEvent({ type: "pause", position });
        else if (data === YT.PlayerState.BUFFERING) onEvent({ type: "buffering", position });
        else if (data === YT.PlayerState.ENDED) onEvent({ type: "ended", position });
      },
    },
  });
  sampleRef.current = () => ({
    position: player.getCurrentTime(),
    duration: player.getDuration(),
    rate: player.getPlaybackRate(),
  });
  return player;
}
