import { request } from "node:http";

/** The bytes a first visit transfers, as the server sends them with brotli and with gzip. */
export type Transfer = { requests: number; brBytes: number; gzipBytes: number };

/** The body's size as sent (not decoded), for one Accept-Encoding. */
export function sentBytes(url: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => (bytes += chunk.length));
      response.on("end", () => resolve(bytes));
    });
    req.on("error", reject).end();
  });
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
