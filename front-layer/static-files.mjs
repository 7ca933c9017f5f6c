// @ts-check
import { existsSync } from "node:fs";
import path from "node:path";
import { LRUCache } from "lru-cache";
import sirv from "sirv";
import { serveOnSocket, socketFetcher } from "./render.mjs";
import { acceptedEncoding } from "./respond.mjs";

/** Where `npm run build` puts the files with their copies (scripts/precompress.mjs). */
export const STATIC_OUTPUT = path.join(".next", "edge-static");
// Far above what a build holds (about 1 MB with its copies); past it, the least asked are read again.
const MEMORY_BYTES = 64 * 1024 * 1024;

/**
 * Answers a GET or HEAD for a file of the build in `dir`, or public/'s, served by sirv on a socket
 * and kept in memory (decisions 0018, 0057): true when answered, false when there is no such file.
 * Undefined without the build's folder (development: Next.js serves every file).
 * @param {string} dir @param {string} socketPath  where sirv listens for the edge
 * @returns {Promise<((req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => Promise<boolean>) | undefined>}
 */
export async function loadStaticFiles(dir, socketPath) {
  const folder = path.join(dir, STATIC_OUTPUT);
  if (!existsSync(folder)) return undefined;
  /** @param {import("node:http").ServerResponse} res @param {string} address */
  const setHeaders = (res, address) => res.setHeader("cache-control", cachingOf(address));
  const serve = sirv(folder, { brotli: true, gzip: true, etag: true, extensions: [], setHeaders });
  const files = await serveOnSocket(socketPath, (req, res) =>
    serve(req, res, () => void res.writeHead(404).end()),
  );
  files.unref();
  const fetchFile = socketFetcher(socketPath, 16);
  /** @type {LRUCache<string, import("./render.mjs").Page>} */
  const kept = new LRUCache({ maxSize: MEMORY_BYTES, sizeCalculation: (f) => f.body.length + 512 });
  return async (req, res) => {
    // negotiator weighs Accept-Encoding (q=0 refuses one); sirv is told the one choice.
    const encoding = acceptedEncoding(req) ?? "identity";
    const address = (req.url ?? "/").split("?")[0] ?? "/";
    const range = req.headers.range;
    const key = `${encoding} ${address}`;
    let file = range ? undefined : kept.get(key);
    if (!file) {
      const headers = { "accept-encoding": encoding, range };
      file = await fetchFile({ method: "GET", path: address, headers });
      if (file.status === 200 && !range) kept.set(key, file);
    }
    if (file.status === 404) return false;
    const unchanged =
      file.headers.etag !== undefined && req.headers["if-none-match"] === file.headers.etag;
    for (const [name, value] of Object.entries(file.headers)) res.setHeader(name, value);
    if (!unchanged) res.setHeader("content-length", file.body.length);
    res.writeHead(unchanged ? 304 : file.status);
    res.end(unchanged || req.method === "HEAD" ? undefined : file.body);
    return true;
  };
}

/** Each file's caching (decisions 0018, 0032). @param {string} address */
function cachingOf(address) {
  if (address.startsWith("/_next/static/")) return "public, max-age=31536000, immutable";
  if (address === "/sw.js") return "no-cache";
  return "public, max-age=2592000, stale-while-revalidate=31536000";
}
