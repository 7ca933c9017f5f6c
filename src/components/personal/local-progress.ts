import type { ChapterRef } from "@/lib/lecture-urls";

/**
 * A signed-out visitor's progress, kept in this browser (localStorage) so a reload or a visit
 * tomorrow keeps it. `token` is the server's signed count, carried into the account on sign-in;
 * the rest is what this browser shows.
 */
export type LocalEntry = {
  watchedSeconds: number;
  lastPosition: number;
  durationSeconds: number | null;
  unlocked: boolean;
  token?: string;
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

export function saveLocalEntry(lectureId: number, entry: LocalEntry): void {
  write({ ...readLocalProgress(), [lectureId]: entry });
}

export function clearLocalProgress(): void {
  write(EMPTY);
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
