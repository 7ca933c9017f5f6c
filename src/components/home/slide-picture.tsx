import { preload } from "react-dom";
import {
  type CarouselSlide,
  slidePhoneCrop,
  slidePhoneImagePath,
  slideSrcSet,
} from "@/content/home";

// Phones (under `sm`) draw the banner in a box 20rem tall: the artwork covers it and only its right
// part shows, so they get that part alone (slidePhoneCrop). From `sm` the box is
// min(width / 2.2, 400 px) tall and the whole 4:1 artwork is drawn up to 1600 px wide.
const PHONE = "(max-width: 639px)";
const WIDE = "(min-width: 640px)";
const WIDE_SIZES = "1600px";

type SlidePictureProps = { slide: CarouselSlide; alt: string; first: boolean };

/**
 * Pre-rendered AVIF and WebP files (scripts/render-slides.ts), so no image is optimised at run
 * time. The first slide is the page's largest paint: it loads at once and with high priority.
 */
export function SlidePicture({ slide, alt, first }: SlidePictureProps) {
  // Asked for from the <head>, before the stylesheet and scripts, rather than when the parser
  // reaches the carousel (browsers without AVIF skip these hints and use the WebP sources below).
  if (first) {
    preload(slidePhoneImagePath(slide.id, "avif"), {
      as: "image",
      type: "image/avif",
      media: PHONE,
      fetchPriority: "high",
    });
    preload(slide.image, {
      as: "image",
      type: "image/avif",
      media: WIDE,
      imageSrcSet: slideSrcSet(slide, "avif"),
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
      <source type="image/avif" srcSet={slideSrcSet(slide, "avif")} sizes={WIDE_SIZES} />
      <source type="image/webp" srcSet={slideSrcSet(slide, "webp")} sizes={WIDE_SIZES} />
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
