// @ts-check
import Negotiator from "negotiator";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { headerValue } from "./render.mjs";

/**
 * Sending a page: compressed as the browser accepts (negotiator reads Accept-Encoding), with its
 * length, caching and cache state. A kept page is compressed once; one rendered for one request
 * off the event loop, in libuv's threads.
 *
 * @typedef {import("node:http").IncomingMessage} IncomingMessage
 * @typedef {import("node:http").ServerResponse} ServerResponse
 * @typedef {import("./render.mjs").Page} Page
 * @typedef {Page & { gzip?: Buffer, br?: Buffer }} Compressed
 */

const COMPRESS_FROM_BYTES = 1024;
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|(?:[\w.-]+\+)?xml))/;
/** Brotli at quality 5: close to 11's size for HTML at a small part of its time. */
const brotli = promisify(brotliCompress);
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const gzipAsync = promisify(gzip);

/** The page with its gzip and brotli copies, when worth making. @param {Page} page
 * @returns {Promise<Compressed>} */
export async function compressed(page) {
  const type = headerValue(page.headers, "content-type") ?? "";
  if (page.body.length < COMPRESS_FROM_BYTES || !COMPRESSIBLE.test(type)) return page;
  const [gz, br] = await Promise.all([gzipAsync(page.body), brotli(page.body, BROTLI)]);
  return { ...page, gzip: gz, br };
}

/** @param {IncomingMessage} req @returns {"br" | "gzip" | undefined} */
export function acceptedEncoding(req) {
  // Of equal weights, brotli first: smaller than gzip for the same text.
  const preferred = ["br", "gzip", "identity"];
  const best = new Negotiator(req).encoding(preferred, { preferred });
  return best === "br" || best === "gzip" ? best : undefined;
}

/**
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {Compressed} page
 * @param {{ state: "HIT" | "STALE" | "MISS" | "BYPASS", caching: string }} how
 */
export function send(req, res, page, { state, caching }) {
  const encoding = acceptedEncoding(req);
  const body = (encoding && page[encoding]) || page.body;
  /** @type {Map<string, string[]>} */
  const headers = new Map();
  for (const [name, value] of page.headers)
    headers.set(name, [...(headers.get(name) ?? []), value]);
  for (const [name, values] of headers)
    res.setHeader(name, values.length > 1 ? values : (values[0] ?? ""));
  if (page.gzip) {
    const vary = String(res.getHeader("vary") ?? "");
    res.setHeader("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  }
  if (body !== page.body) res.setHeader("content-encoding", String(encoding));
  res.setHeader("content-length", String(body.length));
  res.setHeader("cache-control", caching);
  res.setHeader("x-page-cache", state);
  res.writeHead(page.status);
  res.end(req.method === "HEAD" ? undefined : body);
}
