// @ts-check
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { captureResponse } from "./capture.mjs";
import { SESSION_COOKIE_NAMES, isPagePath } from "./contract.mjs";
import { createNonce, inlineScriptHashes, withScriptSources } from "./inline-scripts.mjs";
import { requestIdFor } from "./request-id.mjs";

/**
 * The layer in front of Next.js (decision 0009). Pages rendered for visitors who are not signed in
 * are kept in memory and served again for 30 s, so a crowd of students costs one render per page
 * instead of one each; an import empties the cache within a second. Every HTML response gets a CSP
 * that lists the hashes of the scripts Next.js wrote, so cached pages need no nonce.
 *
 * @typedef {import("node:http").IncomingMessage} IncomingMessage
 * @typedef {import("node:http").ServerResponse} ServerResponse
 * @typedef {import("./page-cache.mjs").PageCache} PageCache
 * @typedef {import("./page-cache.mjs").CachedPage} CachedPage
 * @typedef {import("./capture.mjs").Captured} Captured
 * @typedef {{ status: number, headers: [string, string][], body: Buffer }} Page
 * @typedef {Omit<CachedPage, "storedAt">} StorablePage
 *
 * @typedef {object} FrontOptions
 * @property {(req: IncomingMessage, res: ServerResponse) => Promise<void>} handle  Next.js
 * @property {PageCache} cache
 * @property {() => Promise<unknown> | undefined} contentVersion  changes when content is imported
 * @property {() => number} readFailures  moves when a database read fails
 * @property {(event: string, fields: Record<string, unknown>) => void} logError
 * @property {number} [versionCheckMs]  how often to ask for the content version
 */

const SESSION_COOKIE = new RegExp(
  `(?:^|;\\s*)(?:__Secure-)?(?:${SESSION_COOKIE_NAMES.map(escapeRegExp).join("|")})=`,
);
const VERSION_WAIT_MS = 250;
const COMPRESS_FROM_BYTES = 1024;
// Text, JSON, JavaScript and XML, including XML dialects such as application/rss+xml.
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|(?:[\w.-]+\+)?xml))/;
// Computed per response, or specific to the request that rendered the page.
const NOT_STORED = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "x-request-id",
]);

/**
 * @param {FrontOptions} options
 * @returns {(req: IncomingMessage, res: ServerResponse) => Promise<void>}
 */
export function createFrontHandler({
  handle,
  cache,
  contentVersion,
  readFailures,
  logError,
  versionCheckMs = 1000,
}) {
  /** @type {Map<string, Promise<StorablePage | undefined>>} */
  const rendering = new Map();
  const watch = watchContentVersion(contentVersion, versionCheckMs, () => cache.clear());

  /**
   * Lets Next.js render the page and reads the whole result; null when the client went away.
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @returns {Promise<Page | null>}
   */
  async function render(req, res) {
    const nonce = createNonce();
    // Next.js puts the nonce it finds in the request's policy on every script it writes.
    req.headers["content-security-policy"] = `script-src 'nonce-${nonce}'`;
    // The page is compressed here, after its scripts are hashed.
    delete req.headers["accept-encoding"];
    const captured = captureResponse(res);
    // Not awaited first: Next.js may wait for the response's "finish" event, which comes only once
    // the page has really been sent, after the capture.
    const handled = handle(req, res);
    /** @type {Captured | null} */
    let result;
    try {
      result = await Promise.race([captured, handled.then(() => captured)]);
    } catch (error) {
      res.end(); // releases the capture, so the caller can still answer
      await captured;
      throw error;
    }
    return result && withHashedScripts(result, nonce);
  }

  /**
   * The page to keep for anonymous visitors, compressed once; undefined for anything else (not a
   * 200 HTML page, or a response that sets a cookie).
   * @param {Page} page
   * @returns {StorablePage | undefined}
   */
  function storable(page) {
    const type = headerValue(page.headers, "content-type") ?? "";
    const setsCookie = headerValue(page.headers, "set-cookie") !== undefined;
    if (page.status !== 200 || !type.startsWith("text/html") || setsCookie) return undefined;
    return {
      status: page.status,
      headers: page.headers.filter(([name]) => !NOT_STORED.has(name)),
      body: page.body,
      gzip: gzipSync(page.body),
      br: brotliCompressSync(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    };
  }

  /**
   * Renders the page for everyone who asks for it while it renders, and keeps it.
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {string} key
   * @param {string} acceptEncoding
   */
  async function renderShared(req, res, key, acceptEncoding) {
    const generation = watch.generation;
    const failures = readFailures();
    // An import during the render may have changed what it read, and a failed read left an
    // empty state that is only true during an outage: such a page is sent, not kept.
    const keep = () => generation === watch.generation && failures === readFailures();
    const job = render(req, res).then((page) => ({
      page,
      stored: page && keep() ? storable(page) : undefined,
    }));
    const kept = job.then(
      ({ stored }) => stored,
      () => undefined, // the request that rendered reports the failure
    );
    rendering.set(key, kept);
    try {
      const { page, stored } = await job;
      if (stored) cache.set(key, stored);
      if (stored) send(req, res, cachedCopy(stored, acceptEncoding), "MISS");
      else if (page) send(req, res, encode(page, acceptEncoding), "MISS");
    } finally {
      rendering.delete(key);
    }
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   */
  async function servePage(req, res) {
    const acceptEncoding = String(req.headers["accept-encoding"] ?? "");
    const key = req.url ?? "/";
    const anonymousRead =
      (req.method === "GET" || req.method === "HEAD") &&
      !SESSION_COOKIE.test(req.headers.cookie ?? "");
    if (anonymousRead) {
      await watch.check();
      const hit = cache.get(key);
      const inFlight = rendering.get(key);
      if (hit && (hit.fresh || inFlight)) {
        send(req, res, cachedCopy(hit.page, acceptEncoding), hit.fresh ? "HIT" : "STALE");
        return;
      }
      const shared = await inFlight;
      if (shared) {
        send(req, res, cachedCopy(shared, acceptEncoding), "HIT");
        return;
      }
      if (req.method === "GET") {
        await renderShared(req, res, key, acceptEncoding);
        return;
      }
    }
    const page = await render(req, res);
    if (page) send(req, res, encode(page, acceptEncoding), anonymousRead ? "MISS" : "BYPASS");
  }

  return async function front(req, res) {
    // One id for the request's log lines and its answer, also when it is served from the cache.
    const requestId = requestIdFor(req.headers["x-request-id"]);
    req.headers["x-request-id"] = requestId;
    res.setHeader("x-request-id", requestId);
    try {
      const path = (req.url ?? "/").split("?")[0] ?? "/";
      if (!isPagePath(path) || req.headers.rsc || req.headers["next-action"]) {
        await handle(req, res);
        return;
      }
      await servePage(req, res);
    } catch (error) {
      logError("front.request_failed", { path: (req.url ?? "").split("?")[0], error });
      if (!res.headersSent) {
        res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
        res.end("We are having trouble. Please try again in a moment.");
      } else res.destroy();
    }
  };
}

/**
 * The captured response with the hashes of its framework scripts added to its CSP.
 * @param {Captured} captured
 * @param {string} nonce
 * @returns {Page}
 */
function withHashedScripts({ status, headers, body }, nonce) {
  /** @type {[string, string][]} */
  const pairs = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) pairs.push([name, String(one)]);
  }
  const type = headerValue(pairs, "content-type") ?? "";
  const policy = headerValue(pairs, "content-security-policy");
  if (!type.startsWith("text/html") || policy === undefined)
    return { status, headers: pairs, body };
  const hashes = inlineScriptHashes(body.toString("utf8"), nonce);
  const hashed = withScriptSources(policy, hashes);
  return {
    status,
    headers: pairs.map(([name, value]) => [
      name,
      name === "content-security-policy" ? hashed : value,
    ]),
    body,
  };
}

/**
 * @param {[string, string][]} headers
 * @param {string} name  lower case
 */
function headerValue(headers, name) {
  return headers.find(([key]) => key === name)?.[1];
}

/** @param {string} acceptEncoding @returns {"br" | "gzip" | undefined} */
function preferredEncoding(acceptEncoding) {
  if (/\bbr\b/.test(acceptEncoding)) return "br";
  if (/\bgzip\b/.test(acceptEncoding)) return "gzip";
  return undefined;
}

/**
 * @typedef {Page & { encoding: "br" | "gzip" | undefined }} Encoded
 */

/** A response rendered for one request, compressed for it when worth it.
 * @param {Page} page @param {string} acceptEncoding @returns {Encoded} */
function encode(page, acceptEncoding) {
  const encoding = preferredEncoding(acceptEncoding);
  const type = headerValue(page.headers, "content-type") ?? "";
  if (!encoding || page.body.length < COMPRESS_FROM_BYTES || !COMPRESSIBLE.test(type)) {
    return { ...page, encoding: undefined };
  }
  const body =
    encoding === "br"
      ? brotliCompressSync(page.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(page.body);
  return { ...page, body, encoding };
}

/** @param {StorablePage} page @param {string} acceptEncoding
 * @returns {Encoded} */
function cachedCopy(page, acceptEncoding) {
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
function send(req, res, page, state) {
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

/**
 * Asks for the content version at most once per `everyMs`, waiting at most VERSION_WAIT_MS for the
 * answer (a database that does not answer must not hold pages back), and calls `onChange` when
 * it moved. `generation` counts the changes.
 * @param {() => Promise<unknown> | undefined} read
 * @param {number} everyMs
 * @param {() => void} onChange
 */
function watchContentVersion(read, everyMs, onChange) {
  /** @type {unknown} */
  let known;
  let checkedAt = -Infinity;
  /** @type {Promise<void> | undefined} */
  let pending;
  const state = {
    generation: 0,
    /** @returns {Promise<void> | undefined} */
    check() {
      if (pending || Date.now() - checkedAt < everyMs) return pending;
      const answer = read();
      if (!answer) return undefined;
      checkedAt = Date.now();
      const settled = answer.then(
        (version) => {
          if (known !== undefined && version !== known) {
            state.generation += 1;
            onChange();
          }
          known = version;
        },
        () => undefined,
      );
      pending = Promise.race([settled, delay(VERSION_WAIT_MS)]).finally(() => {
        pending = undefined;
      });
      return pending;
    },
  };
  return state;
}

/** @param {number} ms */
function delay(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}

/** @param {string} text */
function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
