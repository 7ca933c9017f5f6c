/**
 * A star tapped while signed out, kept in this tab (sessionStorage) through the log-in or
 * register page and back, then saved once the student is signed in (decision 0030). One at a
 * time: a later tap replaces it.
 */
const KEY = "parhai.pending-rating.v1";
// Older than this, the student has moved on: it is dropped, not saved.
const KEEP_MS = 60 * 60 * 1000;

type Pending = { lectureId: number; rating: number; at: number };

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function keepPendingRating(lectureId: number, rating: number, now = Date.now()): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ lectureId, rating, at: now } satisfies Pending));
  } catch {
    // Full or blocked storage: the tap is only not remembered.
  }
}

/** The rating kept for this lecture (1 to 5), removed as it is taken; null when there is none. */
export function takePendingRating(lectureId: number, now = Date.now()): number | null {
  const store = storage();
  let pending: Partial<Pending> | null = null;
  try {
    pending = JSON.parse(store?.getItem(KEY) ?? "null") as Partial<Pending> | null;
  } catch {
    pending = null;
  }
  if (pending?.lectureId !== lectureId) return null;
  store?.removeItem(KEY);
  const { rating, at } = pending;
  const fresh = typeof at === "number" && now - at >= 0 && now - at < KEEP_MS;
  const valid =
    typeof rating === "number" && Number.isInteger(rating) && rating >= 1 && rating <= 5;
  return fresh && valid ? rating : null;
}
