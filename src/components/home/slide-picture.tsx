import { preload } from "react-dom";
import {
  type CarouselSlide,
  type SlideDirection,
  slideImagePath,
  slidePhoneCrop,
  slidePhoneImagePath,
  slideSrcSet,
} from "@/content/home";

// Phones (under `sm`) draw the banner in a box 20rem tall: the artwork covers it and only its right
// part shows, so they get that part alone (slidePhoneCrop), in both languages: the words cover the
// whole slide there. From `sm` the box is min(width / 2.2, 400 px) tall and the whole 4:1 artwork
// is drawn up to 1600 px wide, with its drawing at the end of the words' line.
const PHONE = "(max-width: 639px)";
const WIDE = "(min-width: 640px)";
const WIDE_SIZES = "1600px";

type SlidePictureProps = {
  slide: CarouselSlide;
  alt: string;
  first: boolean;
  direction: SlideDirection;
};

/**
 * Pre-rendered AVIF and WebP files (scripts/render-slides.ts), so no image is optimised at run
 * time. The first slide is the page's largest paint: it loads at once and with high priority.
 */
export function SlidePicture({ slide, alt, first, direction }: SlidePictureProps) {
  const src = slideImagePath(slide.id, 1600, "webp", direction);
  // Asked for from the <head>, before the stylesheet and scripts, rather than when the parser
  // reaches the carousel (browsers without AVIF skip these hints and use the WebP sources below).
  if (first) {
    preload(slidePhoneImagePath(slide.id, "avif"), {
      as: "image",
      type: "image/avif",
      media: PHONE,
      fetchPriority: "high",
    });
    preload(slideImagePath(slide.id, 1600, "avif", direction), {
      as: "image",
      type: "image/avif",
      media: WIDE,
      imageSrcSet: slideSrcSet(slide, "avif", direction),
      imageSizes: WIDE_SIZES,
      fetchPriority: "high",
    });
  }
  return (
    <picture>
      {(["avif", "webp"] as const).map((format) => (
        <source
          key={format}
          media={PHONE}
          type={`image/${format}`}
          // One candidate, but described by its width: the HTML checker asks for `sizes` then.
          srcSet={`${slidePhoneImagePath(slide.id, format)} ${slidePhoneCrop.width}w`}
          sizes="100vw"
          width={slidePhoneCrop.width}
          height={slidePhoneCrop.height}
        />
      ))}
      <source type="image/avif" srcSet={slideSrcSet(slide, "avif", direction)} sizes={WIDE_SIZES} />
      <source type="image/webp" srcSet={slideSrcSet(slide, "webp", direction)} sizes={WIDE_SIZES} />
      {/* The artwork's drawing is on its right, the slide's words go over its left (HomeSlide);
          the Urdu rendering has it on the left. Phones show the drawing's part in both. */}
      <img
        src={src}
        alt={alt}
        width={1600}
        height={400}
        loading={first ? "eager" : "lazy"}
        fetchPriority={first ? "high" : "low"}
        decoding={first ? undefined : "async"}
        className="absolute inset-0 h-full w-full object-cover object-right sm:rtl:object-left"
      />
    </picture>
  );
}
