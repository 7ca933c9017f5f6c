"use client";

import { Children, type ReactNode, type TouchEvent, useEffect, useRef, useState } from "react";
import {
  CAROUSEL_INTERVAL_MS,
  CAROUSEL_TRANSITION_MS,
  goTo,
  nextIndex,
  prevIndex,
  swipeDirection,
} from "@/lib/carousel";
import { CarouselArrows, CarouselDots, type CarouselControlTexts } from "./carousel-controls";
import { useHydrated } from "@/components/layout/use-hydrated";
import { usePrefersReducedMotion } from "./use-reduced-motion";
import { useSaveData } from "./use-save-data";

export type CarouselProps = {
  label: string;
  /** "Slide 1 of 3", one per slide. */
  slideLabels: readonly string[];
  /** Accessible names of the dots, one per slide. */
  dotLabels: readonly string[];
  texts: CarouselControlTexts;
  /** The page's direction: in Urdu the slides run right to left, and so do swipes. */
  direction: "ltr" | "rtl";
  /** One picture per slide, rendered on the server. */
  children: ReactNode;
};

/**
 * The home banner: the server renders every slide, this leaf only moves between them (and shows
 * all but the first once the page's scripts are there).
 * Auto-advance pauses while the pointer is over it or focus is inside, and is off when the
 * reader prefers reduced motion or saves data until they press Play.
 */
export function Carousel(props: CarouselProps) {
  const { label, slideLabels, dotLabels, texts, direction, children } = props;
  const slides = Children.toArray(children);
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // null until the reader presses Pause or Play; then their choice wins over the system setting.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  // To save data the server sends the first slide only; should it not know, nothing moves.
  const saveData = useSaveData();
  const hydrated = useHydrated();
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  const playing = (playChoice ?? !(reducedMotion || saveData)) && count > 1;
  const rotating = playing && !hovered && !focused;

  // Keyed on the index, so any move (arrow, dot, swipe) gives the new slide a full 5 s.
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setIndex((i) => nextIndex(i, count)), CAROUSEL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [index, rotating, count]);

  function onTouchStart(event: TouchEvent) {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  }

  function onTouchEnd(event: TouchEvent) {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    // A mostly vertical movement is the page scrolling, not a swipe.
    if (Math.abs(touch.clientY - start.y) > Math.abs(touch.clientX - start.x)) return;
    const swipe = swipeDirection(start.x, touch.clientX, direction);
    if (swipe === "next") setIndex((i) => nextIndex(i, count));
    if (swipe === "prev") setIndex((i) => prevIndex(i, count));
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative mx-auto w-full max-w-7xl sm:px-4 sm:pt-4"
      onPointerEnter={(event) => setHovered(event.pointerType === "mouse")}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      {/* The height is fixed by CSS alone, so nothing shifts: 20rem on phones (room for the
          slide's words), from `sm` min(width / 2.2, 400 px). */}
      <div className="bg-brand-900 relative h-80 w-full overflow-hidden sm:aspect-[11/5] sm:h-auto sm:max-h-[400px] sm:rounded-2xl">
        <div
          aria-live={rotating ? "off" : "polite"}
          className="flex h-full touch-pan-y transition-transform ease-out motion-reduce:transition-none"
          style={{
            // In a right-to-left row the next slide lies to the left.
            transform: `translateX(${direction === "rtl" ? "" : "-"}${index * 100}%)`,
            transitionDuration: `${CAROUSEL_TRANSITION_MS}ms`,
          }}
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
        >
          {/* Only the first slide is in the HTML: nothing shows the others before the scripts
              have come (the arrows and dots wait for them), so their markup waits too, and the
              page's first flight is 0.2 KB lighter (decision 0110). */}
          {(hydrated ? slides : slides.slice(0, 1)).map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabels[i]}
              aria-hidden={i !== index}
              // A slide out of view keeps its links out of reach of Tab as well.
              inert={i !== index}
              className="h-full w-full shrink-0"
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {/* Outside the clipped banner: on phones they sit in the strip below it, clear of the words.
          A single slide (to save data) has nowhere to go. */}
      {count > 1 && (
        <CarouselArrows
          texts={texts}
          disabled={!hydrated}
          onPrevious={() => setIndex((i) => prevIndex(i, count))}
          onNext={() => setIndex((i) => nextIndex(i, count))}
        />
      )}
      {count > 1 && (
        <CarouselDots
          index={index}
          dotLabels={dotLabels}
          texts={texts}
          playing={playing}
          disabled={!hydrated}
          onSelect={(i) => setIndex(goTo(i, count))}
          onTogglePlay={() => setPlayChoice(!playing)}
        />
      )}
    </section>
  );
}
