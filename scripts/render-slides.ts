/**
 * Renders the carousel banners from assets/slides/slide-{id}.svg into the responsive WebP and AVIF
 * files the home carousel serves. Run after editing an SVG: `npx tsx scripts/render-slides.ts`.
 */
import { mkdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import {
  carouselSlides,
  slideImageFormats,
  slideImagePath,
  slideImageWidths,
  slidePhoneCrop,
  slidePhoneImagePath,
  type SlideImageFormat,
} from "../src/content/home";

const root = path.resolve(import.meta.dirname, "..");
// Flat artwork compresses well; these settings keep the 1600 px files far below the 60 KB budget.
const budgetBytes = 60 * 1024;
const encoders: Record<SlideImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 60, effort: 6 }),
  webp: (image) => image.webp({ quality: 82, effort: 6 }),
};

// Every artwork's background is its first full-size rectangle and its drawing lies right of x 840.
const BACKGROUND = '<rect width="1600" height="400" fill="url(#bg)"/>';
const DRAWING_LEFT = 840;

/**
 * The artwork for Urdu pages, whose words start on the right: the background mirrored and the
 * drawing moved to the left as it is, never mirrored (it shows a formula and a play button;
 * decision 0042).
 */
function rightToLeft(svg: string): string {
  if (!svg.includes(BACKGROUND)) throw new Error("The artwork's background rectangle has moved");
  return svg
    .replace(
      BACKGROUND,
      `<rect width="1600" height="400" fill="url(#bg)" transform="matrix(-1 0 0 1 1600 0)"/>` +
        `<g transform="translate(-${DRAWING_LEFT} 0)">`,
    )
    .replace("</svg>", "</g></svg>");
}

async function renderSlide(id: number): Promise<void> {
  const svg = await readFile(path.join(root, "assets", "slides", `slide-${id}.svg`), "utf8");
  const artworks = { ltr: svg, rtl: rightToLeft(svg) } as const;
  for (const direction of ["ltr", "rtl"] as const) {
    const artwork = Buffer.from(artworks[direction]);
    for (const width of slideImageWidths) {
      for (const format of slideImageFormats) {
        const output = path.join(root, "public", slideImagePath(id, width, format, direction));
        // Rasterise at the target width instead of scaling a bitmap, so text stays crisp.
        const density = (72 * width) / 1600;
        await encoders[format](sharp(artwork, { density }).resize({ width })).toFile(output);
        await report(output);
      }
    }
  }
  for (const format of slideImageFormats) {
    const output = path.join(root, "public", slidePhoneImagePath(id, format));
    const { left, width, height } = slidePhoneCrop;
    await encoders[format](sharp(Buffer.from(svg)).extract({ left, top: 0, width, height })).toFile(
      output,
    );
    await report(output);
  }
}

async function report(output: string): Promise<void> {
  const { size } = await stat(output);
  const note = size > budgetBytes ? "  over the 60 KB budget" : "";
  console.log(`${path.relative(root, output)}  ${(size / 1024).toFixed(1)} KB${note}`);
}

await mkdir(path.join(root, "public", "slides"), { recursive: true });
for (const slide of carouselSlides) await renderSlide(slide.id);

// The picture a shared link shows when its page has none of its own (1200 x 630, JPEG: every
// messaging app reads it).
const shareCard = path.join(root, "public", "slides", "share-card.jpg");
await sharp(await readFile(path.join(root, "assets", "share-card.svg")))
  .jpeg({ quality: 82, mozjpeg: true })
  .toFile(shareCard);
console.log(
  `${path.relative(root, shareCard)}  ${((await stat(shareCard)).size / 1024).toFixed(1)} KB`,
);
