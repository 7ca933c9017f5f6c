/**
 * Draws the installed app's icons (public/icons/) from the site's icon, src/app/icon.svg:
 * 192 and 512 pixels as they are, and a maskable 512 whose letter sits inside the central 80%
 * that every launcher's mask keeps. Run again after changing the icon: npx tsx scripts/make-icons.ts
 */
import { readFile } from "node:fs/promises";
import sharp from "sharp";

const BRAND = "#065f46";
const source = await readFile("src/app/icon.svg");

for (const size of [192, 512]) {
  await sharp(source, { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`public/icons/icon-${size}.png`);
}

// The maskable icon: a full square of the brand colour, the letter scaled to 60% in the middle.
const letter = source
  .toString("utf8")
  .replace(/<rect[^>]*\/>/, "")
  .replace('viewBox="0 0 32 32"', 'viewBox="-10.67 -10.67 53.33 53.33"');
await sharp({ create: { width: 512, height: 512, channels: 4, background: BRAND } })
  .composite([
    { input: await sharp(Buffer.from(letter), { density: 720 }).resize(512, 512).png().toBuffer() },
  ])
  .png({ compressionLevel: 9 })
  .toFile("public/icons/maskable-512.png");
