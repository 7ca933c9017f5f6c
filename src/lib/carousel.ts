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

/**
 * A finger moving towards the reading start shows the next slide, as on phone photo galleries:
 * to the left in English, to the right in Urdu (the slides run right to left there).
 */
export function swipeDirection(
  startX: number,
  endX: number,
  direction: "ltr" | "rtl" = "ltr",
  threshold = 40,
): SwipeDirection | null {
  const distance = endX - startX;
  if (!Number.isFinite(distance) || Math.abs(distance) < threshold) return null;
  const towardsStart = direction === "rtl" ? distance > 0 : distance < 0;
  return towardsStart ? "next" : "prev";
}
