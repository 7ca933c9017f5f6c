import "server-only";
import { WORKSPACE_UPLOAD_LIMIT } from "@front/contract.mjs";
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import type { Database } from "@/server/db/client";
import { mediaImages, questions, sitePageVersions, updates } from "@/server/db/schema";

/** Largest upload taken (a phone photo is 2 to 5 MB); the front layer's limit follows it. */
export const MAX_UPLOAD_BYTES = WORKSPACE_UPLOAD_LIMIT;
/** Widest picture kept: a card shows it at most 320 px wide, twice that on sharp screens. */
const MAX_WIDTH = 800;
// A decompression bomb (a small file of a huge picture) is refused before it is decoded.
const MAX_INPUT_PIXELS = 50_000_000;

export type EncodedImage = { id: string; webp: Buffer; width: number; height: number };

/** Why an uploaded picture was refused: keys of the "Workspace" messages. */
export type PictureProblem = "imageTooLarge" | "notAnImage";

/** A form's uploaded picture (its `image` field) re-encoded, the reason it was refused, or null
 * when no file was sent. */
export async function readUploadedPicture(
  form: FormData,
): Promise<{ image: EncodedImage } | { problem: PictureProblem } | null> {
  const file = form.get("image");
  if (!(file instanceof File) || file.size === 0) return null;
  if (file.size > MAX_UPLOAD_BYTES) return { problem: "imageTooLarge" };
  const image = await encodeUpload(new Uint8Array(await file.arrayBuffer()));
  return image ? { image } : { problem: "notAnImage" };
}

/** Where every server serves a stored picture (front-layer/contract.mjs: not a page). */
export function mediaPath(id: string): string {
  return `/media/${id}.webp`;
}

const MEDIA_PATH = /^\/media\/([0-9a-f]{32})\.webp$/;

/** The id of a stored picture from its path, or null for any other thumbnail. */
export function mediaIdFromPath(path: string): string | null {
  return MEDIA_PATH.exec(path)?.[1] ?? null;
}

/**
 * Re-encodes an uploaded picture to WebP at most 800 px wide, turned upright, without its
 * metadata (camera, place). Only this copy is kept: the upload itself is never stored or served.
 * null when the bytes are not a picture sharp can read.
 */
export async function encodeUpload(bytes: Uint8Array): Promise<EncodedImage | null> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer({ resolveWithObject: true });
    const id = createHash("sha256").update(data).digest("hex").slice(0, 32);
    return { id, webp: data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}

/** Stores a picture once (the same bytes have the same id); call it in the change's transaction. */
export async function storeImage(tx: Database, image: EncodedImage): Promise<string> {
  await tx.insert(mediaImages).values(image).onConflictDoNothing({ target: mediaImages.id });
  return mediaPath(image.id);
}

/**
 * Drops a stored picture no update shows any more (after an update's thumbnail changed or it
 * went) and no version of a page names, so restoring a page brings its pictures back too.
 */
export async function dropUnusedImage(tx: Database, thumbnail: string): Promise<void> {
  const id = mediaIdFromPath(thumbnail);
  if (id === null) return;
  await tx.delete(mediaImages).where(
    sql`${mediaImages.id} = ${id} AND NOT EXISTS (SELECT 1 FROM ${updates} WHERE ${updates.thumbnail} = ${thumbnail})
        AND NOT EXISTS (SELECT 1 FROM ${sitePageVersions} WHERE strpos(${sitePageVersions.body}, ${thumbnail}) > 0)
        AND NOT EXISTS (SELECT 1 FROM ${questions} WHERE ${questions.imageId} = ${id})`,
  );
}

/** The WebP bytes of a stored picture, or null. */
export async function readImage(db: Database, id: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ webp: mediaImages.webp })
    .from(mediaImages)
    .where(eq(mediaImages.id, id));
  return row?.webp ?? null;
}
