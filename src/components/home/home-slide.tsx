import { LocaleAnchor } from "@/components/ui/locale-anchor";
import type { Locale } from "@/lib/locale-path";
import type { CarouselSlide, SlideDirection } from "@/content/home";
import { SlidePicture } from "./slide-picture";

export type SlideTexts = {
  badge: string;
  headline: string;
  subline: string;
  alt: string;
  /** Names the list of links or steps for screen readers. */
  listLabel: string;
  /** One label per link or step, in the slide's order. */
  items: readonly string[];
};

// Literal class names per tone (Tailwind reads them from the source). On phones the words cover
// the whole slide, so the scrim does too; from `sm` the artwork shows clear at the line's end.
const TONES = {
  dark: {
    scrim:
      "bg-brand-900/75 sm:bg-transparent sm:bg-gradient-to-r sm:from-brand-900/90 sm:rtl:bg-gradient-to-l sm:via-brand-900/60 sm:to-transparent",
    badge: "bg-teal-300 text-brand-900",
    headline: "text-white",
    subline: "text-teal-50",
    pill: "border-teal-300 bg-white/10 text-white hover:bg-white/20",
    step: "text-white",
    number: "bg-teal-300 text-brand-900",
  },
  light: {
    scrim:
      "bg-white/80 sm:bg-transparent sm:bg-gradient-to-r sm:from-white/95 sm:rtl:bg-gradient-to-l sm:via-white/70 sm:to-transparent",
    badge: "bg-brand-800 text-white",
    headline: "text-brand-900",
    subline: "text-brand-800",
    pill: "border-brand-800 bg-white/70 text-brand-900 hover:bg-white",
    step: "text-brand-900",
    number: "bg-brand-800 text-white",
  },
} as const;

/**
 * One slide of the home banner: the artwork, and over it the slide's words as HTML (at least
 * 14 px on a phone, translatable), with its pills as real links (issue 22).
 */
export function HomeSlide({
  slide,
  texts,
  first,
  direction,
  locale,
}: {
  slide: CarouselSlide;
  texts: SlideTexts;
  first: boolean;
  direction: SlideDirection;
  locale: Locale;
}) {
  const tone = TONES[slide.tone];
  return (
    <div className="relative h-full w-full">
      <SlidePicture slide={slide} alt={texts.alt} first={first} direction={direction} />
      <div aria-hidden="true" className={`absolute inset-0 ${tone.scrim}`} />
      <div className="relative flex h-full max-w-3xl flex-col justify-center gap-2 px-5 py-4 sm:gap-3 sm:px-20 lg:px-24">
        <p>
          <span
            className={`inline-block rounded-full px-3 py-1 text-sm font-bold tracking-wide uppercase ${tone.badge}`}
          >
            {texts.badge}
          </span>
        </p>
        <p
          className={`text-xl leading-tight font-extrabold sm:text-3xl lg:text-5xl ${tone.headline}`}
        >
          {texts.headline}
        </p>
        <p className={`text-sm sm:text-base lg:text-lg ${tone.subline}`}>{texts.subline}</p>
        {slide.list.kind === "links" ? (
          <ul aria-label={texts.listLabel} className="mt-1 flex flex-wrap gap-2">
            {slide.list.items.map((item, i) => (
              <li key={item.key}>
                <LocaleAnchor
                  href={item.href}
                  locale={locale}
                  className={`inline-block rounded-full border-2 px-3 py-1 text-sm font-bold ${tone.pill}`}
                >
                  {texts.items[i]}
                </LocaleAnchor>
              </li>
            ))}
          </ul>
        ) : (
          <ol aria-label={texts.listLabel} className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
            {texts.items.map((label, i) => (
              <li key={label} className={`flex items-center gap-2 text-sm font-bold ${tone.step}`}>
                <span
                  aria-hidden="true"
                  className={`flex size-6 items-center justify-center rounded-full ${tone.number}`}
                >
                  {i + 1}
                </span>
                {label}
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
