import { preload } from "react-dom";
import { type CarouselSlide, slideSrcSet } from "@/content/home";

// The banner is 4:1 artwork shown `object-cover` in a box min(width / 2.2, 400 px) tall, so the
// drawn width is min(182vw, 1600px): phones get a picture wide enough for their crop.
const SIZES = "(min-width: 912px) 1600px, 182vw";

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
      {/* The slide's text is drawn on the left of the artwork: keep that part on narrow screens. */}
      <img
        src={slide.image}
        alt={alt}
        width={1600}
        height={400}
        loading={first ? "eager" : "lazy"}
        fetchPriority={first ? "high" : "low"}
        decoding={first ? undefined : "async"}
        className="h-full w-full object-cover object-left"
      />
    </picture>
  );
}
