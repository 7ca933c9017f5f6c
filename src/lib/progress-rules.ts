import { MAX_COUNTED_RATE, UNLOCK_THRESHOLD_PERCENT } from "./watch-tracker";

/**
 * How the server turns a player's progress report into what it stores (decision 0030), the same
 * for a signed-in student's row and a signed-out visitor's signed token. The client's numbers are
 * claims: the server credits no more watched time than its own clock has seen pass since the
 * first report of the lecture, at the fastest counted speed (2x), plus a little slack for network
 * delays; keeps the first plausible duration (the content's, when known, wins) and unlocks only at
 * its own 80%, and, for a lecture whose length the content does not give, only once its clock has
 * seen a minute pass since the first report.
 */

/** Reports arrive with network jitter; this much more than the clock allows is still credited. */
export const CREDIT_SLACK_SECONDS = 3;
/** Played time may run ahead of the server's clock by the speed a student chose, up to this. */
export const MAX_CREDITED_RATE = MAX_COUNTED_RATE;
/**
 * A lecture whose length only the player claims unlocks no sooner than this after its first
 * report: a claimed length of 1 s must not unlock at once.
 */
export const UNVERIFIED_UNLOCK_SECONDS = 60;
/** A report may claim a duration in this range; anything else is not a lecture's length. */
export const MIN_DURATION_SECONDS = 1;
export const MAX_DURATION_SECONDS = 12 * 60 * 60;
/** Closer than this to either end (or a tenth of a short video), there is nothing to resume. */
const RESUME_MARGIN_SECONDS = 5;

export type ProgressEvent = "start" | "progress" | "pause" | "end" | "leave" | "unlock";

export type ProgressReport = {
  event: ProgressEvent;
  /** Seconds the player counted as watched since its previous report. */
  watchedDelta: number;
  /** Where playback is now, in seconds. */
  position: number;
  /** What the player says the lecture lasts; null when it does not know yet. */
  duration: number | null;
};

/** What is kept per (student, lecture). Times are milliseconds of the server's clock. */
export type StoredProgress = {
  watchedSeconds: number;
  lastPosition: number;
  durationSeconds: number | null;
  startedAt: number;
  updatedAt: number;
  unlockedAt: number | null;
};

function plausibleDuration(value: number | null): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  return value >= MIN_DURATION_SECONDS && value <= MAX_DURATION_SECONDS ? value : null;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** The duration that counts: the content's when known, else the one kept from the first report. */
export function effectiveDuration(
  stored: Pick<StoredProgress, "durationSeconds"> | null,
  contentDuration: number | null,
): number | null {
  return plausibleDuration(contentDuration) ?? stored?.durationSeconds ?? null;
}

export function reachesUnlock(watchedSeconds: number, duration: number | null): boolean {
  return duration !== null && watchedSeconds * 100 >= UNLOCK_THRESHOLD_PERCENT * duration;
}

/**
 * Whether an unlock at `now` may stand: 80% of the duration that counts, and, when that duration
 * is only a player's claim, at least UNVERIFIED_UNLOCK_SECONDS since the first report.
 */
function unlockHolds(
  progress: Pick<StoredProgress, "watchedSeconds" | "startedAt">,
  duration: number | null,
  contentDuration: number | null,
  now: number,
): boolean {
  if (!reachesUnlock(progress.watchedSeconds, duration)) return false;
  return (
    plausibleDuration(contentDuration) !== null ||
    now - progress.startedAt >= UNVERIFIED_UNLOCK_SECONDS * 1000
  );
}

/** The row (or token) after one report received at `now` (server clock, ms). */
export function applyReport(
  previous: StoredProgress | null,
  report: ProgressReport,
  now: number,
  contentDuration: number | null,
): StoredProgress {
  const startedAt = previous?.startedAt ?? now;
  const duration =
    effectiveDuration(previous, contentDuration) ?? plausibleDuration(report.duration);
  const watchedBefore = previous?.watchedSeconds ?? 0;
  // No more than the time the server has seen pass since the previous report (at 2x), and never
  // more in total than since the first (so the slack of many quick reports does not add up).
  const played = (since: number) => ((now - since) / 1000) * MAX_CREDITED_RATE;
  const sincePrevious = previous ? played(previous.updatedAt) + CREDIT_SLACK_SECONDS : 0;
  const sinceFirst = played(startedAt) + CREDIT_SLACK_SECONDS - watchedBefore;
  const budget = Math.max(0, previous ? Math.min(sincePrevious, sinceFirst) : sinceFirst);
  const claimed = Number.isFinite(report.watchedDelta) ? Math.max(0, report.watchedDelta) : 0;
  const ceiling = duration ?? MAX_DURATION_SECONDS;
  const watchedSeconds = Math.min(ceiling, watchedBefore + Math.min(claimed, budget));
  const lastPosition = Number.isFinite(report.position)
    ? clamp(report.position, 0, ceiling)
    : (previous?.lastPosition ?? 0);
  const unlocks =
    report.event === "unlock" &&
    unlockHolds({ watchedSeconds, startedAt }, duration, contentDuration, now);
  return {
    watchedSeconds,
    lastPosition,
    durationSeconds: duration,
    startedAt,
    updatedAt: Math.max(now, previous?.updatedAt ?? now),
    unlockedAt: previous?.unlockedAt ?? (unlocks ? now : null),
  };
}

/**
 * A signed-out visitor's progress (from a token the server signed) joined to the account's row
 * on sign-in. Both were counted by the server, but may cover the same minutes, so the larger
 * count is kept, never the sum; an unlock carries over only if the count still reaches 80%.
 */
export function mergeProgress(
  existing: StoredProgress | null,
  carried: StoredProgress,
  contentDuration: number | null,
): StoredProgress {
  const duration =
    effectiveDuration(existing, contentDuration) ?? plausibleDuration(carried.durationSeconds);
  const ceiling = duration ?? MAX_DURATION_SECONDS;
  const watchedSeconds = Math.min(
    ceiling,
    Math.max(existing?.watchedSeconds ?? 0, carried.watchedSeconds),
  );
  const latest = !existing || carried.updatedAt > existing.updatedAt ? carried : existing;
  const unlockTimes = [existing?.unlockedAt, carried.unlockedAt].filter(
    (time): time is number => typeof time === "number",
  );
  return {
    watchedSeconds,
    lastPosition: clamp(latest.lastPosition, 0, ceiling),
    durationSeconds: duration,
    startedAt: Math.min(existing?.startedAt ?? carried.startedAt, carried.startedAt),
    updatedAt: Math.max(existing?.updatedAt ?? carried.updatedAt, carried.updatedAt),
    unlockedAt:
      unlockTimes.length > 0 && reachesUnlock(watchedSeconds, duration)
        ? Math.min(...unlockTimes)
        : null,
  };
}

/** Watched share in whole percent, capped at 100; 0 while the duration is unknown. */
export function watchedPercent(watchedSeconds: number, duration: number | null): number {
  if (duration === null || !(duration > 0)) return 0;
  return Math.floor(Math.min(100, (watchedSeconds * 100) / duration));
}

/** Where "Resume" starts, in whole seconds; null near the start or at the end (start over). */
export function resumePosition(lastPosition: number, duration: number | null): number | null {
  const margin =
    duration === null ? RESUME_MARGIN_SECONDS : Math.min(RESUME_MARGIN_SECONDS, duration / 10);
  if (!Number.isFinite(lastPosition) || lastPosition < margin) return null;
  if (duration !== null && lastPosition >= duration - margin) return null;
  return Math.floor(lastPosition);
}

/** 754 -> "12:34", 3723 -> "1:02:03". */
export function formatPlaybackTime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${rest}` : `${minutes}:${rest}`;
}
