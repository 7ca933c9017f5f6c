import { preload } from "react-dom";
import { type CarouselSlide, slideSrcSet } from "@/content/home";

// The banner is 4:1 artwork shown `object-cover` in a box 20rem tall on phones (1280 px drawn)
// and min(width / 2.2, 400 px) from `sm` (up to 1600 px drawn).
const SIZES = "(min-width: 640px) 1600px, 1280px";

type SlidePictureProps = { slide: CarouselSlide; alt: string; first: boolean };

/**
 * Pre-rendered AVIF and WebP files (scripts/render-slides.ts), so no image is optimised at run
 * time. The first slide is the page's largest paint: it loads at once and with high priority.
 */
export function SlidePicture({ slide, alt, first }: SlidePictureProps) {
  // Asked for from the <head>, before the stylesheet and scripts, rather than when the parser
  // reaches the carousel (browsers without AVIF skip this hint and use the WebP source below).
  if (first) {
    preload(slide.image, {
      as: "image",
      type: "image/avif",
      imageSrcSet: slideSrcSet(slide, "avif"),
      imageSizes: SIZES,
      fetchPriority: "high",
    });
  }
  return (
    <picture>
      <source type="image/avif" srcSet={slideSrcSet(slide, "avif")} sizes={SIZES} />
      <source type="image/webp" srcSet={slideSrcSet(slide, "webp")} sizes={SIZES} />
      {/* The artwork's drawing is on its right; the slide's words go over its left (HomeSlide).
          In Urdu the words start on the right, so the artwork is mirrored (it holds no text). */}
      <img
        src={slide.image}
        alt={alt}
        width={1600}
        height={400}
        loading={first ? "eager" : "lazy"}
        fetchPriority={first ? "high" : "low"}
        decoding={first ? undefined : "async"}
        className="absolute inset-0 h-full w-full object-cover object-right rtl:-scale-x-100"
      />
    </picture>
  );
}
