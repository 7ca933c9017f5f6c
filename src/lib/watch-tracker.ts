/** The player's current time is sampled on this interval while it plays (spec section 9). */
export const WATCH_TICK_MS = 1000;

export const UNLOCK_THRESHOLD_PERCENT = 80;

/**
 * Watching faster counts the video time played, up to this speed (YouTube's and the browsers' own
 * menus stop at 2x); faster still counts as 2x. The server credits no more either (decision 0030).
 */
export const MAX_COUNTED_RATE = 2;

// A sample lands a little late or early (a busy phone reads a stale position, then a fresh one);
// a forward jump larger than the time that passed plus this much, at the chosen speed, is a seek
// and counts nothing. The slack is the page's time, so at 2x it is twice the video's.
const STEP_SLACK_SECONDS = 0.5;
const SLOWEST_RATE = 0.0625;
const FASTEST_RATE = 16;

export type WatchState = {
  /** Seconds actually watched (earlier visits included); rewatching after a seek back counts again. */
  watchedSeconds: number;
  /** The part of watchedSeconds counted on this page view: what progress reports send. */
  sessionSeconds: number;
  /** Reference point for the next sample; null until the player has reported a position. */
  lastPosition: number | null;
  /** When (ms of the page's clock) the reference point was taken. */
  lastSampleAt: number | null;
  /** The speed the video played at when the reference point was taken. */
  lastRate: number;
  playing: boolean;
  /** Seconds; 0 while the player does not know it yet. */
  duration: number;
  unlocked: boolean;
};

/** A player's position, at `at` ms of the page's clock. */
type Sample = { position: number; at: number };

export type WatchEvent =
  | ({ type: "play" } & Sample)
  | ({ type: "pause" } & Sample)
  | ({ type: "buffering" } & Sample)
  | ({ type: "ended" } & Sample)
  | ({ type: "tick"; duration: number; rate: number } & Sample)
  | { type: "unlock" }
  /** What earlier visits watched (the account, or this browser), loaded after the page. */
  | { type: "restore"; watchedSeconds: number; duration: number | null; unlocked: boolean }
  | { type: "reset" };

export function initialWatchState(): WatchState {
  return {
    watchedSeconds: 0,
    sessionSeconds: 0,
    lastPosition: null,
    lastSampleAt: null,
    lastRate: 1,
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

function playbackRate(rate: number): number {
  return Number.isFinite(rate) && rate > 0
    ? Math.min(FASTEST_RATE, Math.max(SLOWEST_RATE, rate))
    : 1;
}

/**
 * The video time played since the reference point: the step forward, if the time that passed at
 * the chosen speed explains it (else it was a seek), and never more than MAX_COUNTED_RATE allows.
 */
function playedSince(state: WatchState, current: number | null, at: number, rate: number): number {
  if (!state.playing || current === null || state.lastPosition === null) return 0;
  if (state.lastSampleAt === null || !Number.isFinite(at)) return 0;
  const elapsed = Math.max(0, (at - state.lastSampleAt) / 1000);
  const step = current - state.lastPosition;
  const fastest = Math.max(state.lastRate, rate);
  if (!(step > 0) || step > (elapsed + STEP_SLACK_SECONDS) * fastest) return 0;
  return Math.min(step, elapsed * MAX_COUNTED_RATE);
}

/** A sample while playing (a tick) or the last one before it stops (pause, buffering, end). */
function sample(
  state: WatchState,
  { position, at }: Sample,
  rate: number,
  playing: boolean,
): WatchState {
  const current = validPosition(position);
  const played = playedSince(state, current, at, rate);
  return {
    ...state,
    watchedSeconds: state.watchedSeconds + played,
    sessionSeconds: state.sessionSeconds + played,
    lastPosition: current,
    lastSampleAt: at,
    lastRate: rate,
    playing,
  };
}

function tick(state: WatchState, event: Extract<WatchEvent, { type: "tick" }>): WatchState {
  const next = { ...state, duration: knownDuration(event.duration, state.duration) };
  return state.playing ? sample(next, event, playbackRate(event.rate), true) : next;
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
      return {
        ...state,
        playing: true,
        lastPosition: validPosition(event.position),
        lastSampleAt: event.at,
      };
    case "pause":
    case "buffering":
    case "ended":
      return sample(state, event, state.lastRate, false);
    case "tick":
      return tick(state, event);
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
