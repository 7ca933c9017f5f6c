// @ts-check
import Negotiator from "negotiator";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/** @typedef {import("./render.mjs").Page & { gzip?: Buffer, br?: Buffer }} Compressed */

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|(?:[\w.-]+\+)?xml))/;
export const brotli = promisify(brotliCompress);
/** Brotli at quality 5: close to 11's size for HTML at a small part of its time. */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const gzipAsync = promisify(gzip);

/** @param {import("./render.mjs").Page} page */
const worthCompressing = (page) =>
  page.body.length >= 1024 && COMPRESSIBLE.test(String(page.headers["content-type"] ?? ""));

/** A kept page with its gzip and brotli copies, when worth making.
 * @param {import("./render.mjs").Page} page @returns {Promise<Compressed>} */
export async function compressed(page) {
  if (!worthCompressing(page)) return page;
  const [gz, br] = await Promise.all([gzipAsync(page.body), brotli(page.body, BROTLI)]);
  return { ...page, gzip: gz, br };
}

/**
 * A page rendered for one request (a signed-in page, a form's or a script's post) in the one
 * encoding its client accepts: made whole in the thread pool, not streamed through zlib on the
 * thread that serves pages.
 * @param {import("node:http").IncomingMessage} req @param {import("./render.mjs").Page} page
 * @returns {Promise<Compressed>}
 */
export async function compressedFor(req, page) {
  const encoding = acceptedEncoding(req);
  if (!encoding || !worthCompressing(page)) return page;
  if (encoding === "gzip") return { ...page, gzip: await gzipAsync(page.body) };
  return { ...page, br: await brotli(page.body, BROTLI) };
}

/** @param {import("node:http").IncomingMessage} req @returns {"br" | "gzip" | undefined} */
export function acceptedEncoding(req) {
  // Of equal weights, brotli first: smaller than gzip for the same text.
  const preferred = ["br", "gzip", "identity"];
  const best = new Negotiator(req).encoding(preferred, { preferred });
  return best === "br" || best === "gzip" ? best : undefined;
}

/**
 * Sends a page compressed as the browser accepts, with its caching and cache state.
 * @param {import("node:http").ServerResponse} res @param {Compressed} page
 * @param {"HIT" | "STALE" | "MISS" | "BYPASS"} state @param {string} caching
 */
export function send(res, page, state, caching) {
  const encoding = acceptedEncoding(res.req);
  const body = (encoding && page[encoding]) || page.body;
  for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
  // One Vary line, which every shared cache reads whole.
  if (page.gzip || page.br)
    res.setHeader("vary", [page.headers.vary, "Accept-Encoding"].filter(Boolean).join(", "));
  if (body !== page.body) res.setHeader("content-encoding", String(encoding));
  res.setHeader("content-length", body.length);
  res.setHeader("cache-control", caching);
  res.setHeader("x-page-cache", state);
  res.writeHead(page.status);
  res.end(res.req.method === "HEAD" ? undefined : body);
}
