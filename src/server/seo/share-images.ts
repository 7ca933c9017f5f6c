import "server-only";
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { SubjectSlug } from "@/content/classes";
import type { Database } from "@/server/db/client";
import { shareImages } from "@/server/db/schema";
import { mediaIdFromPath, readImage } from "@/server/workspace/images";
import { DEFAULT_SHARE_IMAGE } from "./share-metadata";

const SIZE = { width: 1200, height: 630 };

// Part of every key: a change to how pictures are made gives them new keys, so new URLs.
const RENDERING = "1200x630-v1";
// The pictures an update may show from this site's own files (the demo's are SVG).
const SITE_FILE = /^\/demo\/[a-z0-9][a-z0-9/_-]*\.(?:svg|png|jpe?g|webp)$/;

/** Where an update's picture comes from, when it is on this site; null for another host. */
function localSource(thumbnail: string): { media: string } | { file: string } | null {
  const media = mediaIdFromPath(thumbnail);
  if (media !== null) return { media };
  if (SITE_FILE.test(thumbnail) && !thumbnail.includes("..")) return { file: thumbnail };
  return null;
}

/** The key of the share picture made from a thumbnail: its name in URLs and in the database. */
export function shareImageKey(thumbnail: string): string {
  return createHash("sha256").update(`${RENDERING}\n${thumbnail}`).digest("hex").slice(0, 20);
}

/**
 * An update's share picture: made from its own picture when that is on this site (a messaging
 * app's fetcher may not reach other hosts, and we fetch nothing from them), else the site's card.
 */
export function updateShareImage(update: { id: number; thumbnail: string }): string {
  if (localSource(update.thumbnail) === null) return DEFAULT_SHARE_IMAGE;
  return `/media/share/update-${update.id}-${shareImageKey(update.thumbnail)}.jpg`;
}

/** A lecture's share picture: its subject's card (scripts/render-share-cards.ts). */
export function lectureShareImage(subject: SubjectSlug): string {
  return `/slides/share-${subject}.jpg`;
}

/**
 * The picture on a 1200 x 630 card: whole, over a blurred copy of itself that fills the rest
 * (an upload may be a tall phone photo), as JPEG.
 */
export async function renderShareImage(source: Buffer): Promise<Buffer> {
  const { width, height } = SIZE;
  const meta = await sharp(source).metadata();
  // A drawing is rasterised at the card's size, not scaled up from its own small one.
  const density = meta.format === "svg" && meta.width ? (72 * width) / meta.width : undefined;
  const input = () => sharp(source, { density, limitInputPixels: 50_000_000 });
  const [background, picture] = await Promise.all([
    input().resize(width, height, { fit: "cover" }).blur(24).toBuffer(),
    input().resize(width, height, { fit: "inside" }).toBuffer(),
  ]);
  return sharp(background)
    .composite([{ input: picture, gravity: "centre" }])
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

async function readSource(db: Database, thumbnail: string): Promise<Buffer | null> {
  const source = localSource(thumbnail);
  if (source === null) return null;
  if ("media" in source) return readImage(db, source.media);
  try {
    return await readFile(path.join(process.cwd(), "public", source.file));
  } catch {
    return null;
  }
}

/**
 * The share picture of a thumbnail: the kept one, or made now and kept (the first request for
 * it; two servers making it at once store the same bytes once). null when the picture is not on
 * this site or cannot be read.
 */
export async function shareImageFor(db: Database, thumbnail: string): Promise<Buffer | null> {
  const key = shareImageKey(thumbnail);
  const [kept] = await db
    .select({ jpeg: shareImages.jpeg })
    .from(shareImages)
    .where(eq(shareImages.key, key));
  if (kept) return kept.jpeg;
  const source = await readSource(db, thumbnail);
  if (source === null) return null;
  let jpeg: Buffer;
  try {
    jpeg = await renderShareImage(source);
  } catch {
    return null;
  }
  await db.insert(shareImages).values({ key, jpeg }).onConflictDoNothing();
  return jpeg;
}
