import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  MAX_COUNTED_RATE,
  UNLOCK_THRESHOLD_PERCENT,
  WATCH_TICK_MS,
  canUnlock,
  initialWatchState,
  progressPercent,
  watchReducer,
  type WatchEvent,
  type WatchState,
} from "./watch-tracker";

function run(events: WatchEvent[], from: WatchState = initialWatchState()): WatchState {
  return events.reduce(watchReducer, from);
}

/** The page's clock: events in these tests happen at whole seconds of it. */
const second = (n: number) => 1_000_000 + n * 1000;

/**
 * One tick per second of the page's clock at `rate`, starting one second after `from` (the video
 * position, and the clock's second, of the reference point).
 */
function ticks(from: number, seconds: number, duration = 100, rate = 1): WatchEvent[] {
  return Array.from({ length: seconds }, (_, i) => ({
    type: "tick" as const,
    position: from + (i + 1) * rate,
    duration,
    rate,
    at: second(from / rate + i + 1),
  }));
}

const play = (position: number, at = second(position)): WatchEvent => ({
  type: "play",
  position,
  at,
});
const stop = (type: "pause" | "buffering" | "ended", position: number): WatchEvent => ({
  type,
  position,
  at: second(position),
});
const tickAt = (position: number, duration = 100, at = second(position)): WatchEvent => ({
  type: "tick",
  position,
  duration,
  rate: 1,
  at,
});

/** The same events, `seconds` later on the page's clock. */
const later =
  (seconds: number) =>
  (event: WatchEvent): WatchEvent =>
    "at" in event ? { ...event, at: event.at + seconds * 1000 } : event;

function watched(seconds: number, duration: number): WatchState {
  return run([play(0), ...ticks(0, seconds, duration)]);
}

describe("watch tracker constants", () => {
  it("ticks every second and unlocks at 80%", () => {
    expect(WATCH_TICK_MS).toBe(1000);
    expect(UNLOCK_THRESHOLD_PERCENT).toBe(80);
  });
});

describe("watchReducer", () => {
  it("starts with nothing watched, paused and locked", () => {
    const state = initialWatchState();
    expect(state).toEqual({
      watchedSeconds: 0,
      sessionSeconds: 0,
      lastPosition: null,
      lastSampleAt: null,
      lastRate: 1,
      playing: false,
      duration: 0,
      unlocked: false,
    });
    expect(progressPercent(state)).toBe(0);
    expect(canUnlock(state)).toBe(false);
  });

  it("counts one second per tick during steady play", () => {
    const state = watched(10, 100);
    expect(state.watchedSeconds).toBe(10);
    expect(state.lastPosition).toBe(10);
    expect(state.playing).toBe(true);
    expect(progressPercent(state)).toBe(10);
  });

  it("counts the video time of a late tick, which the time that passed explains", () => {
    const late = run([play(0), tickAt(1.4, 100, second(1.4))]);
    expect(late.watchedSeconds).toBeCloseTo(1.4, 9);
    // A background tab's timer fires once a minute: the minute played still counts.
    const throttled = run([play(0), tickAt(60, 100, second(60))]);
    expect(throttled.watchedSeconds).toBe(60);
  });

  it("does not count ticks before the player reports a position", () => {
    const state = run([play(Number.NaN, second(0)), tickAt(1), tickAt(2)]);
    expect(state.watchedSeconds).toBe(1);
  });

  it("does not count a tick whose position did not move", () => {
    const state = run([play(5), tickAt(5, 100, second(6))]);
    expect(state.watchedSeconds).toBe(0);
  });

  it("stops counting on pause and resumes on play", () => {
    const paused = watchReducer(watched(5, 100), stop("pause", 5));
    expect(paused.playing).toBe(false);
    const afterIdleTicks = run(ticks(5, 3), paused);
    expect(afterIdleTicks.watchedSeconds).toBe(5);
    const resumed = run([play(5, second(9)), ...ticks(5, 2).map(later(4))], afterIdleTicks);
    expect(resumed.watchedSeconds).toBe(7);
  });

  it("counts the part played between the last tick and a pause or the end", () => {
    const paused = run([stop("pause", 5.6)], watched(5, 100));
    expect(paused.watchedSeconds).toBeCloseTo(5.6, 9);
    const ended = run([stop("ended", 10)], watched(9, 10));
    expect(ended.watchedSeconds).toBe(10);
  });

  it("stops counting while buffering", () => {
    const state = run([stop("buffering", 5), ...ticks(5, 3)], watched(5, 100));
    expect(state.playing).toBe(false);
    expect(state.watchedSeconds).toBe(5);
  });

  it("stops counting when the video ends", () => {
    const state = run([stop("ended", 10), ...ticks(10, 2, 10)], watched(10, 10));
    expect(state.playing).toBe(false);
    expect(state.watchedSeconds).toBe(10);
  });

  it("does not count time skipped by a forward seek", () => {
    const state = run([tickAt(60, 100, second(6))], watched(5, 100));
    expect(state.watchedSeconds).toBe(5);
    expect(state.lastPosition).toBe(60);
    expect(run(ticks(60, 3).map(later(-54)), state).watchedSeconds).toBe(8);
  });

  it("does not count a seek back, but counts watching again after it", () => {
    const seekedBack = run([tickAt(2, 100, second(11))], watched(10, 100));
    expect(seekedBack.watchedSeconds).toBe(10);
    expect(run(ticks(2, 4).map(later(9)), seekedBack).watchedSeconds).toBe(14);
  });

  it("resets the reference point when play is reported after a seek", () => {
    const state = run([play(50, second(3)), ...ticks(50, 2).map(later(-47))], watched(3, 100));
    expect(state.watchedSeconds).toBe(5);
  });

  it("counts the video time played at 1.25x to 2x, and faster only as 2x", () => {
    for (const rate of [1.25, 1.5, 1.75, 2]) {
      const fast = run([play(0), ...ticks(0, 40, 100, rate)]);
      expect(fast.watchedSeconds).toBeCloseTo(40 * rate, 6);
      expect(fast.lastPosition).toBeCloseTo(40 * rate, 6);
    }
    expect(MAX_COUNTED_RATE).toBe(2);
    const faster = run([play(0), ...ticks(0, 10, 100, 3)]);
    expect(faster.watchedSeconds).toBe(20);
    // A 2x tick over a 1x reference point (the speed changed just now) still counts.
    const changed = run([play(0), ...ticks(0, 5), ...ticks(5, 2, 100, 2).map(later(2.5))]);
    expect(changed.watchedSeconds).toBe(9);
  });

  it("counts on at 2x after a stale sample, a quarter second late, then a fresh one", () => {
    const at2x = (position: number, at: number): WatchEvent => ({
      type: "tick",
      position,
      duration: 100,
      rate: 2,
      at: second(at),
    });
    const state = run([play(0), at2x(2, 1), at2x(3.5, 2), at2x(6.5, 3), at2x(8, 4)]);
    // The fresh sample counts 2x the second that passed; before, it counted as a seek (5 s).
    expect(state.watchedSeconds).toBeCloseTo(7, 9);
  });

  it("takes a jump larger than the speed explains for a seek, at any speed", () => {
    const state = run([tickAt(30, 100, second(6))], run([play(0), ...ticks(0, 5, 100, 2)]));
    expect(state.watchedSeconds).toBe(10);
    expect(state.lastPosition).toBe(30);
  });

  it("caps progress at 100% while the watched time keeps growing", () => {
    const state = run(
      [tickAt(2, 10, second(11)), ...ticks(2, 8, 10).map(later(9))],
      watched(10, 10),
    );
    expect(state.watchedSeconds).toBe(18);
    expect(progressPercent(state)).toBe(100);
  });

  it("unlocks at exactly 80%", () => {
    const state = watched(28, 35);
    expect(canUnlock(state)).toBe(true);
    expect(watchReducer(state, { type: "unlock" }).unlocked).toBe(true);
  });

  it("refuses to unlock just below 80%", () => {
    const state = watched(79, 99.5);
    expect(progressPercent(state)).toBeCloseTo(79.4, 1);
    expect(canUnlock(state)).toBe(false);
    expect(watchReducer(state, { type: "unlock" })).toBe(state);
  });

  it("reports 0% and stays locked while the duration is unknown", () => {
    const state = watched(30, 0);
    expect(state.watchedSeconds).toBe(30);
    expect(state.duration).toBe(0);
    expect(progressPercent(state)).toBe(0);
    expect(canUnlock(state)).toBe(false);
    expect(watchReducer(state, { type: "unlock" }).unlocked).toBe(false);
  });

  it("takes the duration from ticks and keeps the last known one when a tick lacks it", () => {
    const known = run([tickAt(9, 40)], watched(8, 0));
    expect(known.duration).toBe(40);
    expect(progressPercent(known)).toBe(22.5);
    const changed = run([tickAt(10, 20)], known);
    expect(changed.duration).toBe(20);
    expect(progressPercent(changed)).toBe(50);
    const missing = run([tickAt(11, Number.NaN)], changed);
    expect(missing.duration).toBe(20);
  });

  it("returns to the initial state on reset, even after unlocking", () => {
    const unlocked = watchReducer(watched(9, 10), { type: "unlock" });
    expect(unlocked.unlocked).toBe(true);
    expect(watchReducer(unlocked, { type: "reset" })).toEqual(initialWatchState());
  });

  it("adds what earlier visits watched to what this view counted, and keeps their unlock", () => {
    const playedFirst = watched(5, 100);
    const restored = watchReducer(playedFirst, {
      type: "restore",
      watchedSeconds: 50,
      duration: 120,
      unlocked: false,
    });
    expect(restored).toMatchObject({ watchedSeconds: 55, sessionSeconds: 5, duration: 100 });
    const later = run(ticks(5, 3), restored);
    expect(later).toMatchObject({ watchedSeconds: 58, sessionSeconds: 8 });

    const fresh = watchReducer(initialWatchState(), {
      type: "restore",
      watchedSeconds: 85,
      duration: 100,
      unlocked: true,
    });
    expect(fresh).toMatchObject({ watchedSeconds: 85, sessionSeconds: 0, duration: 100 });
    expect(fresh.unlocked).toBe(true);
    expect(progressPercent(fresh)).toBe(85);
    const broken = watchReducer(initialWatchState(), {
      type: "restore",
      watchedSeconds: Number.NaN,
      duration: null,
      unlocked: false,
    });
    expect(broken).toEqual(initialWatchState());
  });

  it("never changes the state it is given", () => {
    const before = watched(3, 100);
    const copy = { ...before };
    watchReducer(before, tickAt(4));
    watchReducer(before, stop("pause", 3));
    expect(before).toEqual(copy);
  });

  it("counts again after buffering ends and playing resumes", () => {
    const state = run([stop("buffering", 5), play(5), ...ticks(5, 3)], watched(5, 100));
    expect(state.watchedSeconds).toBe(8);
  });

  it("never counts more than 2x the time that passed while playing, keeps progress in 0..100, unlocks only from 80%", () => {
    const position = fc.double({ min: -10, max: 1000, noNaN: false });
    const step = fc.double({ min: 0, max: 5000, noNaN: true });
    const rate = fc.double({ min: -1, max: 20, noNaN: false });
    const event = fc.oneof(
      fc.record({
        type: fc.constantFrom(
          "play" as const,
          "pause" as const,
          "buffering" as const,
          "ended" as const,
        ),
        position,
        step,
      }),
      fc.record({
        type: fc.constant("tick" as const),
        position,
        duration: fc.double({ min: -1, max: 500 }),
        rate,
        step,
      }),
      fc.constant({ type: "unlock" as const, step: 0 }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 60 }), (steps) => {
        let state = initialWatchState();
        let now = second(0);
        let playingMs = 0;
        for (const { step: ms, ...next } of steps) {
          if (state.playing) playingMs += ms;
          now += ms;
          const before = state;
          state = watchReducer(state, "position" in next ? { ...next, at: now } : next);
          const percent = progressPercent(state);
          expect(percent).toBeGreaterThanOrEqual(0);
          expect(percent).toBeLessThanOrEqual(100);
          // Unlocking happens only on request, and only from 80% or more.
          if (state.unlocked && !before.unlocked) {
            expect(next.type).toBe("unlock");
            expect(canUnlock(before)).toBe(true);
          }
        }
        expect(state.watchedSeconds).toBeLessThanOrEqual(
          (playingMs / 1000) * MAX_COUNTED_RATE + 1e-9,
        );
      }),
    );
  });
});
