import type { RefObject } from "react";
import type { WatchEvent } from "@/lib/watch-tracker";

/** Where the video is, its length, and the speed it plays at (1 = normal), all as it reports. */
export type PlaybackSample = { position: number; duration: number; rate: number };

/**
 * The watch events a player reports itself, without their time (the viewer adds it); ticks come
 * from the viewer's sampling.
 */
export type PlayerEvent = Omit<
  Extract<WatchEvent, { type: "play" | "pause" | "buffering" | "ended" }>,
  "at"
>;

/**
 * What every player (YouTube or the native video element) gives the watch tracker: its state
 * changes as events, and a way to read the current time, which the viewer samples every tick.
 */
export type TrackedVideoProps = {
  onEvent: (event: PlayerEvent) => void;
  sampleRef: RefObject<(() => PlaybackSample) | null>;
  /** Moves playback to a second and plays on (Resume, Start over); set while the player exists. */
  seekRef: RefObject<((seconds: number) => void) | null>;
  /** The player can seek from now on. */
  onReady: () => void;
  title: string;
};

/**
 * Spec section 9: the player is 390 pixels high and as wide as its column. A column too narrow
 * for a 16:9 picture that high (a phone's) gets a 16:9 box instead of black bands above and below
 * the picture, so the progress and the unlock stay on the first screen (decision 0053).
 */
export const PLAYER_BOX = "aspect-video max-h-[390px] w-full";
