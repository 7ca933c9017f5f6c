import { connection } from "next/server";
import { serviceUnavailable } from "@/server/http/unavailable";
import { byteRange } from "@/server/library/byte-range";
import { liteImage } from "@/server/library/lite-image";
import { readOriginal, readPageImage, type ImageSize } from "@/server/library/queries";
import { log } from "@/server/log";

const DOC = /^([1-9][0-9]{0,8})-([0-9a-f]{16})$/;
const IMAGE = /^([1-9][0-9]{0,3})-(phone|zoom|thumb|lite)\.webp$/;
const PDF = /^[a-z0-9-]{1,80}\.pdf$/;
// The version (the PDF's hash) is in the address: a replaced document has new addresses.
const KEPT = "public, max-age=31536000, immutable";

function notFound() {
  return new Response("Not found", { status: 404 });
}

/** The original, whole or one byte range, so a broken download can go on where it stopped. */
function pdfResponse(request: Request, pdf: Buffer, etag: string): Response {
  const headers = {
    "Content-Type": "application/pdf",
    "Cache-Control": KEPT,
    "Accept-Ranges": "bytes",
    ETag: etag,
  };
  const range = byteRange(request.headers.get("range"), pdf.length);
  if (range === "unsatisfiable")
    return new Response(null, {
      status: 416,
      headers: { ...headers, "Content-Range": `bytes */${pdf.length}` },
    });
  if (range === "all")
    return new Response(new Uint8Array(pdf), {
      headers: { ...headers, "Content-Length": String(pdf.length) },
    });
  const part = pdf.subarray(range.start, range.end + 1);
  return new Response(new Uint8Array(part), {
    status: 206,
    headers: {
      ...headers,
      "Content-Length": String(part.length),
      "Content-Range": `bytes ${range.start}-${range.end}/${pdf.length}`,
    },
  });
}

/**
 * A library document's page images and original PDF, from the database so every server has
 * them (decision 0075), kept a year by browsers and proxies.
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ doc: string; file: string }> },
): Promise<Response> {
  await connection();
  const { doc, file } = await params;
  const document = DOC.exec(doc);
  const image = IMAGE.exec(file);
  if (!document || (!image && !PDF.test(file))) return notFound();
  const [id, version] = [Number(document[1]), document[2] ?? ""];
  const etag = `"${version}-${file}"`;
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304 });
  try {
    if (image) {
      const size = image[2] === "lite" ? "phone" : (image[2] as ImageSize);
      const stored = await readPageImage(id, version, Number(image[1]), size);
      const bytes = stored && image[2] === "lite" ? await liteImage(stored) : stored;
      if (!bytes) return notFound();
      return new Response(new Uint8Array(bytes), {
        headers: {
          "Content-Type": "image/webp",
          "Content-Length": String(bytes.length),
          "Cache-Control": KEPT,
          ETag: etag,
        },
      });
    }
    const original = await readOriginal(id, version);
    if (!original || file !== `${original.slug}.pdf`) return notFound();
    return pdfResponse(request, original.pdf, etag);
  } catch (error) {
    log("error", "library.read_failed", { error });
    return serviceUnavailable();
  }
}
