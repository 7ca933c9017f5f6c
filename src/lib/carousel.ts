/** Auto-advance and slide timings (spec section 9). */
export const CAROUSEL_INTERVAL_MS = 5000;
export const CAROUSEL_TRANSITION_MS = 500;

export type SwipeDirection = "next" | "prev";

// An empty or malformed slide count leaves only index 0 as a safe answer; callers render nothing.
function slideCount(count: number): number {
  return Number.isInteger(count) && count > 0 ? count : 0;
}

/** Clamps a requested slide into range; a non-finite index gives 0. */
export function goTo(index: number, count: number): number {
  const slides = slideCount(count);
  if (slides === 0 || !Number.isFinite(index)) return 0;
  return Math.min(slides - 1, Math.max(0, Math.trunc(index)));
}

export function nextIndex(index: number, count: number): number {
  const slides = slideCount(count);
  return slides === 0 ? 0 : (goTo(index, slides) + 1) % slides;
}

export function prevIndex(index: number, count: number): number {
  const slides = slideCount(count);
  return slides === 0 ? 0 : (goTo(index, slides) - 1 + slides) % slides;
}

/** A finger moving left shows the next slide, as on phone photo galleries. */
export function swipeDirection(
  startX: number,
  endX: number,
  threshold = 40,
): SwipeDirection | null {
  const distance = endX - startX;
  if (!Number.isFinite(distance) || Math.abs(distance) < threshold) return null;
  return distance < 0 ? "next" : "prev";
}
