/** The player's current time is sampled on this interval while it plays (spec section 9). */
export const WATCH_TICK_MS = 1000;

export const UNLOCK_THRESHOLD_PERCENT = 80;

// A tick that lands a little late still counts; a larger forward jump is a seek. Speeds above
// 1.5x therefore look like seeking and are not counted, which keeps "watched" honest.
const MAX_FORWARD_STEP_SECONDS = 1.5;

export type WatchState = {
  /** Seconds actually watched (earlier visits included); rewatching after a seek back counts again. */
  watchedSeconds: number;
  /** The part of watchedSeconds counted on this page view: what progress reports send. */
  sessionSeconds: number;
  /** Reference point for the next tick; null until the player has reported a position. */
  lastPosition: number | null;
  playing: boolean;
  /** Seconds; 0 while the player does not know it yet. */
  duration: number;
  unlocked: boolean;
};

export type WatchEvent =
  | { type: "play"; position: number }
  | { type: "pause"; position: number }
  | { type: "buffering"; position: number }
  | { type: "ended"; position: number }
  | { type: "tick"; position: number; duration: number }
  | { type: "unlock" }
  /** What earlier visits watched (the account, or this browser), loaded after the page. */
  | { type: "restore"; watchedSeconds: number; duration: number | null; unlocked: boolean }
  | { type: "reset" };

export function initialWatchState(): WatchState {
  return {
    watchedSeconds: 0,
    sessionSeconds: 0,
    lastPosition: null,
    playing: false,
    duration: 0,
    unlocked: false,
  };
}

// Players report NaN or negative times before metadata loads; such a value cannot be a reference.
function validPosition(position: number): number | null {
  return Number.isFinite(position) && position >= 0 ? position : null;
}

function knownDuration(reported: number, previous: number): number {
  return Number.isFinite(reported) && reported > 0 ? reported : previous;
}

function tick(state: WatchState, position: number, duration: number): WatchState {
  const next = { ...state, duration: knownDuration(duration, state.duration) };
  if (!state.playing) return next;

  const current = validPosition(position);
  const step = current !== null && state.lastPosition !== null ? current - state.lastPosition : 0;
  const watchedThisTick = step > 0 && step <= MAX_FORWARD_STEP_SECONDS ? 1 : 0;
  return {
    ...next,
    watchedSeconds: state.watchedSeconds + watchedThisTick,
    sessionSeconds: state.sessionSeconds + watchedThisTick,
    lastPosition: current,
  };
}

// Seconds watched before the page loaded come first; those counted since are added on top.
function restore(state: WatchState, saved: Extract<WatchEvent, { type: "restore" }>): WatchState {
  const savedSeconds = Number.isFinite(saved.watchedSeconds)
    ? Math.max(0, saved.watchedSeconds)
    : 0;
  return {
    ...state,
    watchedSeconds: savedSeconds + state.sessionSeconds,
    duration: state.duration > 0 ? state.duration : knownDuration(saved.duration ?? 0, 0),
    unlocked: state.unlocked || saved.unlocked,
  };
}

export function watchReducer(state: WatchState, event: WatchEvent): WatchState {
  switch (event.type) {
    case "play":
      return { ...state, playing: true, lastPosition: validPosition(event.position) };
    case "pause":
    case "buffering":
    case "ended":
      return { ...state, playing: false, lastPosition: validPosition(event.position) };
    case "tick":
      return tick(state, event.position, event.duration);
    case "unlock":
      return canUnlock(state) ? { ...state, unlocked: true } : state;
    case "restore":
      return restore(state, event);
    case "reset":
      return initialWatchState();
  }
}

export function progressPercent(state: WatchState): number {
  if (!(state.duration > 0)) return 0;
  return Math.min(100, (state.watchedSeconds * 100) / state.duration);
}

export function canUnlock(state: WatchState): boolean {
  return progressPercent(state) >= UNLOCK_THRESHOLD_PERCENT;
}
