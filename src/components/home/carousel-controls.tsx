import { ChevronLeft, ChevronRight, Pause, Play } from "@/components/ui/icons";

export type CarouselControlTexts = {
  previous: string;
  next: string;
  pause: string;
  play: string;
  dots: string;
};

// Until the scripts have run (and without them) the controls could do nothing: they are not
// shown rather than shown as if they worked; their place is kept, so nothing moves when they come.
const buttonBase =
  "inline-flex items-center justify-center rounded-full text-white transition-colors disabled:invisible";

type ArrowsProps = {
  texts: CarouselControlTexts;
  /** True until React has hydrated: a control that cannot act yet says so. */
  disabled: boolean;
  onPrevious: () => void;
  onNext: () => void;
};

export function CarouselArrows({ texts, disabled, onPrevious, onNext }: ArrowsProps) {
  const arrows = [
    { label: texts.previous, onClick: onPrevious, Icon: ChevronLeft, side: "start-1 sm:start-7" },
    { label: texts.next, onClick: onNext, Icon: ChevronRight, side: "end-1 sm:end-7" },
  ];
  return arrows.map(({ label, onClick, Icon, side }) => (
    <button
      key={side}
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      // Phones: in the strip under the 20rem banner. From `sm`: halfway down the banner, which
      // starts below the section's 1rem top padding.
      className={`${buttonBase} absolute top-80 z-10 size-10 bg-black/45 hover:bg-black/70 sm:top-[calc(50%+0.5rem)] sm:-translate-y-1/2 ${side}`}
    >
      {/* Previous points to the reading start: the right in Urdu. */}
      <Icon aria-hidden className="size-6 rtl:-scale-x-100" />
    </button>
  ));
}

type DotsProps = {
  index: number;
  dotLabels: readonly string[];
  texts: CarouselControlTexts;
  playing: boolean;
  disabled: boolean;
  onSelect: (index: number) => void;
  onTogglePlay: () => void;
};

/**
 * Pause/Play and one dot per slide. On phones they sit in a strip under the banner, so they never
 * cover the slide's text; on wider screens they float over the artwork at the bottom right.
 */
export function CarouselDots(props: DotsProps) {
  const { index, dotLabels, texts, playing, disabled, onSelect, onTogglePlay } = props;
  const PlayIcon = playing ? Pause : Play;
  return (
    // Its pill over the artwork goes with the buttons until the scripts run.
    <div className="bg-brand-900 sm:unscripted:invisible flex h-10 items-center justify-center gap-1 sm:absolute sm:end-8 sm:bottom-3 sm:h-auto sm:rounded-full sm:bg-black/45 sm:px-2 sm:py-1">
      <button
        type="button"
        aria-label={playing ? texts.pause : texts.play}
        disabled={disabled}
        onClick={onTogglePlay}
        className={`${buttonBase} size-8 hover:bg-white/20`}
      >
        <PlayIcon aria-hidden className="size-4" />
      </button>
      <div role="group" aria-label={texts.dots} className="flex items-center">
        {dotLabels.map((dotLabel, i) => (
          <button
            key={dotLabel}
            type="button"
            aria-label={dotLabel}
            aria-current={i === index ? "true" : undefined}
            disabled={disabled}
            onClick={() => onSelect(i)}
            className={`${buttonBase} h-8 min-w-8 px-1`}
          >
            <span
              aria-hidden
              className={`block h-2.5 rounded-full transition-all ${
                i === index ? "w-6 bg-white" : "w-2.5 bg-white/60 hover:bg-white/90"
              }`}
            />
          </button>
        ))}
      </div>
    </div>
  );
}
