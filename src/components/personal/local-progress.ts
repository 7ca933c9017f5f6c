import type { ChapterRef } from "@/lib/lecture-urls";
import { MAX_WAITING_REPORTS } from "@/lib/progress-claim";
import type { LectureLinks } from "@/lib/personal";
import type { ProgressEvent } from "@/lib/progress-rules";

/** A progress report the server has not answered yet: sent again until it is (decision 0030). */
export type WaitingReport = {
  event: ProgressEvent;
  /** Seconds counted since the report before it. */
  watched: number;
  position: number;
  duration: number | null;
  /** When it was made (this page's clock): the test clock counts it then. */
  sentAt: number;
};

/** Several waiting reports as one: their seconds added up, the latest place, an unlock kept. */
export function mergeReports(reports: readonly WaitingReport[]): WaitingReport | undefined {
  const [first, ...rest] = reports;
  if (!first) return undefined;
  return rest.reduce(
    (merged, next) => ({
      event: merged.event === "unlock" ? "unlock" : next.event,
      watched: merged.watched + next.watched,
      position: next.position,
      duration: next.duration ?? merged.duration,
      sentAt: next.sentAt,
    }),
    first,
  );
}

/**
 * A signed-out visitor's progress, kept in this browser (localStorage) so a reload or a visit
 * tomorrow keeps it. `token` is the server's signed count, carried into the account on sign-in;
 * `waiting` the reports made since that token whose answers have not arrived; `unlocked` and
 * `links` what the token's answer said; the rest is what this browser shows.
 */
export type LocalEntry = {
  watchedSeconds: number;
  lastPosition: number;
  durationSeconds: number | null;
  unlocked: boolean;
  links?: LectureLinks;
  token?: string;
  waiting?: WaitingReport[];
  chapter: ChapterRef;
};

export type LocalProgress = Record<string, LocalEntry>;

const KEY = "parhai.progress.v1";
const EMPTY: LocalProgress = {};
const listeners = new Set<() => void>();
let cached: { raw: string | null; value: LocalProgress } | undefined;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Blocked storage (privacy settings) behaves like an empty one.
    return null;
  }
}

/** Whether a report of this browser still waits for its answer (decision 0030). */
export function hasWaitingReports(): boolean {
  return Object.values(readLocalProgress()).some(
    (entry) => Array.isArray(entry.waiting) && entry.waiting.length > 0,
  );
}

/** Every entry, parsed once per change; an empty object when there is none or it is unreadable. */
export function readLocalProgress(): LocalProgress {
  const raw = storage()?.getItem(KEY) ?? null;
  if (cached?.raw === raw) return cached.value;
  let value = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
      value = parsed as LocalProgress;
    }
  } catch {
    value = EMPTY;
  }
  cached = { raw, value };
  return value;
}

function write(next: LocalProgress) {
  try {
    const store = storage();
    if (Object.keys(next).length === 0) store?.removeItem(KEY);
    else store?.setItem(KEY, JSON.stringify(next));
  } catch {
    // Full or blocked storage: the progress of this visit still shows, it is just not kept.
  }
  for (const listener of listeners) listener();
}

function waitingCount(entry: LocalEntry): number {
  return Array.isArray(entry.waiting) ? entry.waiting.length : 0;
}

function lastWaiting(entry: LocalEntry): number {
  return entry.waiting?.at(-1)?.sentAt ?? 0;
}

/**
 * Drops the waiting reports of the lectures waited on longest, down to MAX_WAITING_REPORTS (what
 * a claim takes at once).
 */
function capWaiting(progress: LocalProgress): LocalProgress {
  let total = Object.values(progress).reduce((sum, entry) => sum + waitingCount(entry), 0);
  if (total <= MAX_WAITING_REPORTS) return progress;
  const next = { ...progress };
  const oldestFirst = Object.entries(next)
    .filter(([, entry]) => waitingCount(entry) > 0)
    .sort(([, a], [, b]) => lastWaiting(a) - lastWaiting(b));
  for (const [id, entry] of oldestFirst) {
    if (total <= MAX_WAITING_REPORTS) break;
    total -= waitingCount(entry);
    next[id] = { ...entry, waiting: [] };
  }
  return next;
}

/** Replaces one lecture's entry (its token and waiting reports together, in one write). */
export function saveLocalEntry(lectureId: number, entry: LocalEntry): void {
  write(capWaiting({ ...readLocalProgress(), [lectureId]: entry }));
}

/** Drops the entries of these lectures (carried into the account). */
export function removeLocalEntries(lectureIds: readonly string[]): void {
  const next = { ...readLocalProgress() };
  for (const id of lectureIds) delete next[id];
  write(next);
}

export function subscribeLocalProgress(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the same site changed it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}
