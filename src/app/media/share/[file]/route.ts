import { connection } from "next/server";
import { getDb } from "@/server/db/client";
import { getUpdate } from "@/server/feed/queries";
import { serviceUnavailable } from "@/server/http/unavailable";
import { log } from "@/server/log";
import { shareImageFor, shareImageKey } from "@/server/seo/share-images";

const FILE = /^update-([1-9][0-9]{0,9})-([0-9a-f]{20})\.jpg$/;

/**
 * An update's share picture (decision 0054), made from its own picture on the first request and
 * kept in the database. The name carries the key of the picture it was made from: a current name
 * never changes content (kept a year), an older one (the update's picture changed since it was
 * shared) gets today's picture, kept briefly.
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ file: string }> },
): Promise<Response> {
  await connection();
  const match = FILE.exec((await params).file);
  const id = Number(match?.[1]);
  if (!match || !Number.isSafeInteger(id)) return notFound();
  let jpeg: Buffer | null = null;
  let current = false;
  try {
    const update = await getUpdate(id);
    if (update === undefined) return serviceUnavailable();
    if (update === null) return notFound();
    current = shareImageKey(update.thumbnail) === match[2];
    jpeg = await shareImageFor(await getDb(), update.thumbnail);
  } catch (error) {
    log("error", "share_image.failed", { error });
    return serviceUnavailable();
  }
  if (jpeg === null) return notFound();
  return new Response(new Uint8Array(jpeg), {
    headers: {
      "Content-Type": "image/jpeg",
      "Content-Length": String(jpeg.length),
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "public, max-age=300",
    },
  });
}

function notFound(): Response {
  return new Response("Not found", { status: 404 });
}
