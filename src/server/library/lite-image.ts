import sharp from "sharp";

/** The Save-Data page image's width: readable on a 360 px phone, about half the bytes. */
export const LITE_WIDTH = 480;

/**
 * A page's Save-Data image, made from its phone image (720 px) when first asked for: no column
 * and no second conversion for it; browsers and the edge keep it like the other page images, a
 * year under the document's version (decision 0097).
 */
export async function liteImage(phone: Buffer): Promise<Buffer> {
  return sharp(phone)
    .resize({ width: LITE_WIDTH, withoutEnlargement: true })
    .webp({ quality: 60 })
    .toBuffer();
}
