import { request } from "node:http";
import { createBrotliDecompress } from "node:zlib";

/** The bytes a first visit transfers, as the server sends them with brotli and with gzip. */
export type Transfer = { requests: number; brBytes: number; gzipBytes: number };

/** The body as sent (not decoded) for one Accept-Encoding, with its Content-Encoding. */
export function sentBody(
  url: string,
  acceptEncoding: string,
): Promise<{ body: Buffer; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ body: Buffer.concat(chunks), encoding: response.headers["content-encoding"] }),
      );
    });
    req.on("error", reject).end();
  });
}

/** The body's size as sent (not decoded), for one Accept-Encoding. */
export async function sentBytes(url: string, acceptEncoding: string): Promise<number> {
  return (await sentBody(url, acceptEncoding)).body.length;
}

/**
 * What a browser can read of a brotli body once its first `bytes` have come: the document's
 * beginning, decoded from that much of the stream.
 */
export async function decodedFrom(body: Buffer, bytes: number): Promise<string> {
  const stream = createBrotliDecompress();
  const decoded: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => decoded.push(chunk));
  stream.write(body.subarray(0, bytes));
  await new Promise<void>((resolve) => stream.flush(() => resolve()));
  stream.destroy();
  return Buffer.concat(decoded).toString("utf8");
}

/**
 * Asks the server again for every file a first visit fetched (the page, scripts, styles, fonts,
 * pictures) once accepting brotli and gzip, as browsers do, and once gzip only.
 */
export async function measureTransfer(origin: string, paths: readonly string[]): Promise<Transfer> {
  const transfer: Transfer = { requests: paths.length, brBytes: 0, gzipBytes: 0 };
  for (const path of paths) {
    transfer.brBytes += await sentBytes(origin + path, "gzip, deflate, br");
    transfer.gzipBytes += await sentBytes(origin + path, "gzip");
  }
  return transfer;
}
