// @ts-check
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { preferredEncoding } from "./accept-encoding.mjs";

/**
 * Sending a page the front layer holds: compressed as the browser accepts, with its length,
 * Vary, request id and cache state.
 *
 * @typedef {import("node:http").IncomingMessage} IncomingMessage
 * @typedef {import("node:http").ServerResponse} ServerResponse
 * @typedef {{ status: number, headers: [string, string][], body: Buffer }} Page
 * @typedef {Omit<import("./page-cache.mjs").CachedPage, "storedAt">} StorablePage
 * @typedef {Page & { encoding: "br" | "gzip" | undefined }} Encoded
 */

const COMPRESS_FROM_BYTES = 1024;
// Text, JSON, JavaScript and XML, including XML dialects such as application/rss+xml.
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|(?:[\w.-]+\+)?xml))/;
// Computed per response, or specific to the request that rendered the page.
export const NOT_STORED = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "x-request-id",
]);

/** Brotli at quality 5: close to 11's size for HTML at a small part of its time. */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A rendered page compressed off the event loop (libuv's threads), so the requests served meanwhile
 * do not wait for it: 3 to 10 ms for a large page.
 * @param {Buffer} body @param {"br" | "gzip"} encoding @returns {Promise<Buffer>}
 */
export function compressed(body, encoding) {
  return encoding === "br" ? brotliAsync(body, BROTLI_OPTIONS) : gzipAsync(body);
}

/**
 * @param {[string, string][]} headers
 * @param {string} name  lower case
 */
export function headerValue(headers, name) {
  return headers.find(([key]) => key === name)?.[1];
}

/** A response rendered for one request, compressed for it when worth it.
 * @param {Page} page @param {string} acceptEncoding @returns {Promise<Encoded>} */
export async function encode(page, acceptEncoding) {
  const encoding = preferredEncoding(acceptEncoding);
  const type = headerValue(page.headers, "content-type") ?? "";
  if (!encoding || page.body.length < COMPRESS_FROM_BYTES || !COMPRESSIBLE.test(type)) {
    return { ...page, encoding: undefined };
  }
  return { ...page, body: await compressed(page.body, encoding), encoding };
}

/** @param {StorablePage} page @param {string} acceptEncoding
 * @returns {Encoded} */
export function cachedCopy(page, acceptEncoding) {
  const encoding = preferredEncoding(acceptEncoding);
  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.body;
  return { status: page.status, headers: page.headers, body, encoding };
}

/**
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {Encoded} page
 * @param {"HIT" | "STALE" | "MISS" | "BYPASS"} state
 */
export function send(req, res, page, state) {
  /** @type {Record<string, string | string[]>} */
  const headers = {};
  for (const [name, value] of page.headers) {
    if (NOT_STORED.has(name)) continue;
    const previous = headers[name];
    headers[name] = previous === undefined ? value : [previous, value].flat();
  }
  headers["x-request-id"] = String(req.headers["x-request-id"]);
  const vary = headers.vary ? String(headers.vary) : "";
  if (!/\baccept-encoding\b/i.test(vary)) {
    headers.vary = vary ? `${vary}, Accept-Encoding` : "Accept-Encoding";
  }
  if (page.encoding) headers["content-encoding"] = page.encoding;
  headers["content-length"] = String(page.body.length);
  headers["x-page-cache"] = state;
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  // Set one by one (not through writeHead), so the request log can read them back.
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.writeHead(page.status);
  res.end(req.method === "HEAD" ? undefined : page.body);
}
