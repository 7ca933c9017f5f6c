// @ts-check
import { readFile } from "node:fs/promises";
import path from "node:path";
import { preferredEncoding } from "./accept-encoding.mjs";
import { MANIFEST_FILE, hashOf } from "./precompress.mjs";

/**
 * Static files served by the front layer from the build's manifest (precompress.mjs, decision
 * 0018): the brotli or gzip copy made at build, from memory, with a strong ETag, 304 and the
 * caching of the file's kind. Only addresses the manifest lists are served, so a request can name
 * no other file; an address under /_next/static/ it does not list is a 404. Files that are not
 * compressible (pictures, video, woff2) go to Next.js as they are, which also answers their
 * Range requests.
 *
 * @typedef {import("node:http").IncomingMessage} IncomingMessage
 * @typedef {import("node:http").ServerResponse} ServerResponse
 * @typedef {import("./precompress.mjs").StaticEntry} StaticEntry
 * @typedef {import("./precompress.mjs").StaticManifest} StaticManifest
 * @typedef {(file: string) => Promise<Buffer>} Reader
 */

/** Hashed names: a new build is a new address, so a browser keeps a file for good. */
const HASHED_FILE_CACHING = "public, max-age=31536000, immutable";
/**
 * public/ keeps its names, so a month of freshness (and a year of serving the old copy while
 * revalidating) rather than `immutable`: a phone on a data bundle skips the request, and a
 * replaced picture still shows up.
 */
export const PUBLIC_FILE_CACHING = "public, max-age=2592000, stale-while-revalidate=31536000";
/**
 * The service worker's script is asked again at every check for an update: a kept copy would
 * only delay the next worker (decision 0032).
 */
const SERVICE_WORKER_CACHING = "no-cache";
// Far above what a build holds today (about 1 MB with its copies); beyond it, files are read per request.
const MEMORY_BYTES = 64 * 1024 * 1024;

/**
 * The static files of the build in `dir`; undefined when it has no manifest (development, or a
 * build made without `npm run build`), in which case Next.js serves every file itself.
 * @param {string} dir
 * @param {{ read?: Reader }} [options]  how files are read (tests watch it)
 */
export async function loadStaticFiles(dir, { read = (file) => readFile(file) } = {}) {
  /** @type {StaticManifest} */
  let manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, MANIFEST_FILE), "utf8"));
  } catch {
    return undefined;
  }
  const entries = new Map(Object.entries(manifest.files));
  /** @type {Map<string, Promise<Buffer | undefined>>} */
  const memory = new Map();
  let held = 0;
  /** Originals found to be the bytes the build compressed, or not. @type {Set<string>} */
  const verified = new Set();
  /** @type {Set<string>} */
  const changed = new Set();

  /** A file of the manifest, read once and kept while there is room. @param {string} file */
  function bytesOf(file) {
    const known = memory.get(file);
    if (known) return known;
    const loading = read(path.join(dir, file)).then(
      (bytes) => {
        if (held + bytes.length > MEMORY_BYTES) memory.delete(file);
        else held += bytes.length;
        return bytes;
      },
      () => {
        memory.delete(file);
        return undefined;
      },
    );
    memory.set(file, loading);
    return loading;
  }

  /** @param {string} address */
  function find(address) {
    try {
      return entries.get(decodeURIComponent(address));
    } catch {
      return undefined;
    }
  }

  /**
   * Answers a GET or HEAD for a static file: true when answered here, false when Next.js should.
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {string} address  the request's path, without its query
   * @returns {Promise<boolean>}
   */
  async function respond(req, res, address) {
    const entry = find(address);
    if (!entry) {
      if (!address.startsWith("/_next/static/")) return false;
      answerMissing(res);
      return true;
    }
    res.setHeader("cache-control", cachingOf(entry, address));
    if (!entry.type || !entry.hash || changed.has(entry.file)) return false;
    const original = await bytesOf(entry.file);
    // Changed since the build (or gone): its copies are out of date, so Next.js serves it.
    if (!original || (!verified.has(entry.file) && hashOf(original) !== entry.hash)) {
      changed.add(entry.file);
      return false;
    }
    verified.add(entry.file);
    /** @type {("br" | "gzip")[]} */
    const available = [];
    if (entry.br) available.push("br");
    if (entry.gzip) available.push("gzip");
    const encoding = preferredEncoding(req.headers["accept-encoding"], available);
    const copy = encoding && entry[encoding];
    const body = copy ? await bytesOf(copy.file) : original;
    if (!body) return false;
    const etag = `"${entry.hash}${encoding === "br" ? "-br" : encoding === "gzip" ? "-gz" : ""}"`;
    res.setHeader("etag", etag);
    if (available.length > 0) res.setHeader("vary", "Accept-Encoding");
    if (matches(req.headers["if-none-match"], etag)) {
      res.writeHead(304);
      res.end();
      return true;
    }
    res.setHeader("content-type", entry.type);
    res.setHeader("content-length", String(body.length));
    if (encoding) res.setHeader("content-encoding", encoding);
    res.writeHead(200);
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  }

  return {
    /** Whether the manifest lists this address (a static file, whoever serves it). */
    has: (/** @type {string} */ address) => find(address) !== undefined,
    respond,
  };
}

/** @typedef {NonNullable<Awaited<ReturnType<typeof loadStaticFiles>>>} StaticFiles */

/** @param {ServerResponse} res */
function answerMissing(res) {
  const body = "Not Found";
  res.removeHeader("cache-control");
  res.writeHead(404, {
    "content-type": "text/plain; charset=utf-8",
    "content-length": String(body.length),
    "cache-control": "no-store",
  });
  res.end(body);
}

/**
 * If-None-Match: a list of tags or "*", compared weakly (a W/ prefix does not matter).
 * @param {string | undefined} header
 * @param {string} etag
 */
function matches(header, etag) {
  if (!header) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}

/** @param {StaticEntry} entry @param {string} address */
function cachingOf(entry, address) {
  if (!entry.public) return HASHED_FILE_CACHING;
  return address === "/sw.js" ? SERVICE_WORKER_CACHING : PUBLIC_FILE_CACHING;
}
