"use client";

import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from "react";
import {
  WATCH_TICK_MS,
  initialWatchState,
  watchReducer,
  type WatchEvent,
} from "@/lib/watch-tracker";
import { lazyReporter } from "./lazy-reporter";
import type { LecturePlace, WatchMoment } from "./progress-reporter";
import type { PlaybackSample, PlayerEvent } from "./tracked-video";

const validPosition = (position: number | undefined): position is number =>
  position !== undefined && Number.isFinite(position) && position >= 0;

/**
 * The watch tracker of one lecture on this view: the player's events and a sample every second
 * go through the tracker (src/lib/watch-tracker.ts) and out as progress reports. `duration` is
 * the content's length when the catalogue has it: the one the server counts with, so the
 * percentage shown is the server's.
 */
export function useLectureWatch(lectureId: number, place: LecturePlace, duration: number | null) {
  const initial = () => ({ ...initialWatchState(), duration: duration ?? 0 });
  const [state, dispatch] = useReducer(watchReducer, undefined, initial);
  // The same reducer run beside React's, so reports read the state right after each event.
  const stateRef = useRef(initial());
  const sampleRef = useRef<(() => PlaybackSample) | null>(null);
  const timerRef = useRef<ReturnType<typeof setInterval> | null>(null);
  // The last position a player really reported: a player being taken down reports 0 or nothing.
  const lastPositionRef = useRef(0);
  const [reporter] = useState(() => lazyReporter(lectureId, place));

  const apply = useCallback((event: WatchEvent) => {
    stateRef.current = watchReducer(stateRef.current, event);
    dispatch(event);
    return stateRef.current;
  }, []);
  const position = useCallback(() => {
    const sampled = sampleRef.current?.().position;
    if (validPosition(sampled)) lastPositionRef.current = sampled;
    return lastPositionRef.current;
  }, []);
  // What the tracker has counted now, where the player is.
  const now = useCallback(
    (): WatchMoment => ({ state: stateRef.current, position: position(), at: Date.now() }),
    [position],
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
      if (validPosition(event.position)) lastPositionRef.current = event.position;
      const at = Date.now();
      const moment = { state: apply({ ...event, at }), position: event.position, at };
      stopTicks();
      if (event.type === "pause") reporter.ifStarted((r) => r.send("pause", moment));
      if (event.type === "ended") reporter.ifStarted((r) => r.send("end", moment));
      if (event.type !== "play") return;
      reporter.run((r) => r.play(moment));
      timerRef.current = setInterval(() => {
        const sample = sampleRef.current?.();
        if (!sample) return;
        if (validPosition(sample.position)) lastPositionRef.current = sample.position;
        const tick = { type: "tick" as const, ...sample, duration: duration ?? sample.duration };
        const at = Date.now();
        const moment = { state: apply({ ...tick, at }), position: sample.position, at };
        reporter.ifStarted((r) => r.tick(moment));
      }, WATCH_TICK_MS);
    },
    [apply, stopTicks, reporter, duration],
  );

  // Leaving the page (closing the tab, another app): the last seconds go out at once.
  useEffect(() => {
    const leave = () => {
      const moment = now();
      reporter.ifStarted((r) => r.send("leave", moment, true));
    };
    const onHidden = () => {
      if (document.visibilityState === "hidden") leave();
    };
    window.addEventListener("pagehide", leave);
    document.addEventListener("visibilitychange", onHidden);
    return () => {
      window.removeEventListener("pagehide", leave);
      document.removeEventListener("visibilitychange", onHidden);
    };
  }, [reporter, now]);

  // Leaving this lecture by a link (the sidebar, a breadcrumb, the logo): a layout effect's
  // cleanup runs while the player is still in the page, so its position is still true; a
  // passive effect's would run after React took it out, and read 0 (decision 0030).
  useLayoutEffect(
    () => () => {
      stopTicks();
      const moment = now();
      reporter.ifStarted((r) => r.send("leave", moment, true));
    },
    [reporter, now, stopTicks],
  );

  const unlock = useCallback(() => {
    const { unlocked } = apply({ type: "unlock" });
    const moment = now();
    if (unlocked) reporter.run((r) => r.send("unlock", moment));
    return unlocked;
  }, [apply, reporter, now]);

  return { state, stateRef, apply, onEvent, sampleRef, unlock };
}
