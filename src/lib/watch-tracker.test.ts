import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
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

/** One tick per second of normal playback, starting one second after `from`. */
function ticks(from: number, seconds: number, duration = 100): WatchEvent[] {
  return Array.from({ length: seconds }, (_, i) => ({
    type: "tick" as const,
    position: from + i + 1,
    duration,
  }));
}

function watched(seconds: number, duration: number): WatchState {
  return run([{ type: "play", position: 0 }, ...ticks(0, seconds, duration)]);
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

  it("counts a slightly late tick as one second", () => {
    const state = run([
      { type: "play", position: 0 },
      { type: "tick", position: 1.4, duration: 100 },
    ]);
    expect(state.watchedSeconds).toBe(1);
  });

  it("does not count ticks before the player reports a position", () => {
    const state = run([
      { type: "play", position: Number.NaN },
      { type: "tick", position: 1, duration: 100 },
      { type: "tick", position: 2, duration: 100 },
    ]);
    expect(state.watchedSeconds).toBe(1);
  });

  it("does not count a tick whose position did not move", () => {
    const state = run([
      { type: "play", position: 5 },
      { type: "tick", position: 5, duration: 100 },
    ]);
    expect(state.watchedSeconds).toBe(0);
  });

  it("stops counting on pause and resumes on play", () => {
    const paused = watchReducer(watched(5, 100), { type: "pause", position: 5 });
    expect(paused.playing).toBe(false);
    const afterIdleTicks = run(ticks(5, 3), paused);
    expect(afterIdleTicks.watchedSeconds).toBe(5);
    const resumed = run([{ type: "play", position: 5 }, ...ticks(5, 2)], afterIdleTicks);
    expect(resumed.watchedSeconds).toBe(7);
  });

  it("stops counting while buffering", () => {
    const state = run([{ type: "buffering", position: 5 }, ...ticks(5, 3)], watched(5, 100));
    expect(state.playing).toBe(false);
    expect(state.watchedSeconds).toBe(5);
  });

  it("stops counting when the video ends", () => {
    const state = run([{ type: "ended", position: 10 }, ...ticks(10, 2, 10)], watched(10, 10));
    expect(state.playing).toBe(false);
    expect(state.watchedSeconds).toBe(10);
  });

  it("does not count time skipped by a forward seek", () => {
    const state = run([{ type: "tick", position: 60, duration: 100 }], watched(5, 100));
    expect(state.watchedSeconds).toBe(5);
    expect(state.lastPosition).toBe(60);
    expect(run(ticks(60, 3), state).watchedSeconds).toBe(8);
  });

  it("does not count a seek back, but counts watching again after it", () => {
    const seekedBack = run([{ type: "tick", position: 2, duration: 100 }], watched(10, 100));
    expect(seekedBack.watchedSeconds).toBe(10);
    expect(run(ticks(2, 4), seekedBack).watchedSeconds).toBe(14);
  });

  it("resets the reference point when play is reported after a seek", () => {
    const state = run([{ type: "play", position: 50 }, ...ticks(50, 2)], watched(3, 100));
    expect(state.watchedSeconds).toBe(5);
  });

  it("caps progress at 100% while the watched time keeps growing", () => {
    const state = run(
      [{ type: "tick", position: 2, duration: 10 }, ...ticks(2, 8, 10)],
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
    const known = run([{ type: "tick", position: 9, duration: 40 }], watched(8, 0));
    expect(known.duration).toBe(40);
    expect(progressPercent(known)).toBe(22.5);
    const changed = run([{ type: "tick", position: 10, duration: 20 }], known);
    expect(changed.duration).toBe(20);
    expect(progressPercent(changed)).toBe(50);
    const missing = run([{ type: "tick", position: 11, duration: Number.NaN }], changed);
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
    watchReducer(before, { type: "tick", position: 4, duration: 100 });
    watchReducer(before, { type: "pause", position: 3 });
    expect(before).toEqual(copy);
  });

  it("counts again after buffering ends and playing resumes", () => {
    const state = run(
      [{ type: "buffering", position: 5 }, { type: "play", position: 5 }, ...ticks(5, 3)],
      watched(5, 100),
    );
    expect(state.watchedSeconds).toBe(8);
  });

  it("never counts more than a second per tick while playing, keeps progress in 0..100, unlocks only from 80%", () => {
    const position = fc.double({ min: -10, max: 1000, noNaN: false });
    const event: fc.Arbitrary<WatchEvent> = fc.oneof(
      fc.record({ type: fc.constantFrom("play", "pause", "buffering", "ended"), position }),
      fc.record({
        type: fc.constant("tick"),
        position,
        duration: fc.double({ min: -1, max: 500 }),
      }),
      fc.constant({ type: "unlock" }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 60 }), (events) => {
        let state = initialWatchState();
        let ticksWhilePlaying = 0;
        for (const next of events) {
          if (next.type === "tick" && state.playing) ticksWhilePlaying += 1;
          const before = state;
          state = watchReducer(state, next);
          const percent = progressPercent(state);
          expect(percent).toBeGreaterThanOrEqual(0);
          expect(percent).toBeLessThanOrEqual(100);
          // Unlocking happens only on request, and only from 80% or more.
          if (state.unlocked && !before.unlocked) {
            expect(next.type).toBe("unlock");
            expect(canUnlock(before)).toBe(true);
          }
        }
        expect(state.watchedSeconds).toBeLessThanOrEqual(ticksWhilePlaying);
      }),
    );
  });
});
