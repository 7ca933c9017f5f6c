// @ts-check
import { existsSync } from "node:fs";
import path from "node:path";
import sirv from "sirv";
import { acceptedEncoding } from "./respond.mjs";

/**
 * The build's files and public/'s, served by sirv from the folder `npm run build` fills
 * (precompress.mjs, decision 0018): the brotli or gzip copy made at build, ETag, 304 and Range.
 * sirv lists the folder once at start, so no request can name a file outside it.
 *
 * @typedef {import("node:http").IncomingMessage} IncomingMessage
 * @typedef {import("node:http").ServerResponse} ServerResponse
 */

/** Where `npm run build` puts the files with their copies (scripts/precompress.mjs). */
export const STATIC_OUTPUT = path.join(".next", "edge-static");

/** Hashed names: a new build is a new address, so a browser keeps a file for good. */
const HASHED_FILE_CACHING = "public, max-age=31536000, immutable";
/**
 * public/ keeps its names: a month of freshness (and a year of serving the old copy while
 * revalidating), so a phone on a data bundle skips the request and a replaced picture still shows.
 */
export const PUBLIC_FILE_CACHING = "public, max-age=2592000, stale-while-revalidate=31536000";
/** The service worker's script is asked again at every update check (decision 0032). */
const SERVICE_WORKER_CACHING = "no-cache";

/**
 * Answers a GET or HEAD for a file of the build in `dir`: true when answered, false when there is
 * no such file. Undefined without a build's folder (development: Next.js serves every file).
 * @param {string} dir
 * @returns {((req: IncomingMessage, res: ServerResponse) => boolean) | undefined}
 */
export function loadStaticFiles(dir) {
  const folder = path.join(dir, STATIC_OUTPUT);
  if (!existsSync(folder)) return undefined;
  const serve = sirv(folder, {
    brotli: true,
    gzip: true,
    etag: true,
    extensions: [],
    setHeaders: (res, address) => res.setHeader("cache-control", cachingOf(address)),
  });
  return (req, res) => {
    // sirv looks for "br" and "gzip" in the header; negotiator weighs it (q=0 refuses one).
    req.headers["accept-encoding"] = acceptedEncoding(req) ?? "identity";
    let found = true;
    serve(req, res, () => {
      found = false;
    });
    return found;
  };
}

/** @param {string} address */
function cachingOf(address) {
  if (address.startsWith("/_next/static/")) return HASHED_FILE_CACHING;
  return address === "/sw.js" ? SERVICE_WORKER_CACHING : PUBLIC_FILE_CACHING;
}
