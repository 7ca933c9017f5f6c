import { connection } from "next/server";
import { getDb } from "@/server/db/client";
import { serviceUnavailable } from "@/server/http/unavailable";
import { log } from "@/server/log";
import { readImage } from "@/server/workspace/images";

const FILE = /^([0-9a-f]{32})\.webp$/;

/**
 * Pictures uploaded in the workspace, from the database, so every server has them. The name is
 * the hash of the bytes, so a name never shows other content: browsers and proxies keep it a year.
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ file: string }> },
): Promise<Response> {
  await connection();
  const id = FILE.exec((await params).file)?.[1];
  if (!id) return new Response("Not found", { status: 404 });
  const etag = `"${id}"`;
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304 });
  let webp: Buffer | null;
  try {
    webp = await readImage(await getDb(), id);
  } catch (error) {
    log("error", "media.read_failed", { error });
    return serviceUnavailable();
  }
  if (!webp) return new Response("Not found", { status: 404 });
  return new Response(new Uint8Array(webp), {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(webp.length),
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: etag,
    },
  });
}
