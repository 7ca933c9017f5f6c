// @ts-check
import { captureResponse } from "./capture.mjs";
import {
  FORBIDDEN_MARK,
  NOT_FOUND_MARK,
  RENDER_ID_HEADER,
  SAVE_DATA_HEADER,
  closeRender,
  openRender,
  rendersWhole,
  savesData,
} from "./contract.mjs";
import { watchContentVersion } from "./content-version.mjs";
import { createNonce, inlineScriptHashes, withScriptSources } from "./inline-scripts.mjs";
import { pageKey } from "./page-key.mjs";
import { NOT_STORED, cachedCopy, compressed, encode, headerValue, send } from "./respond.mjs";
import { mayCarrySession } from "./session-cookie.mjs";

/**
 * Pages: rendered by Next.js with a nonce whose scripts are then hashed into the CSP, and kept and
 * served again for 30 s (decision 0009), to visitors and signed-in students alike (decision 0029:
 * the student's own parts come from GET /api/me). A page is kept
 * under its key (page-key.mjs) and rendered from that key alone, without cookies; a render that
 * read a session anyway is never kept (issue 21).
 *
 * @typedef {import("node:http").IncomingMessage} IncomingMessage
 * @typedef {import("node:http").ServerResponse} ServerResponse
 * @typedef {import("./page-cache.mjs").PageCache} PageCache
 * @typedef {import("./capture.mjs").Captured} Captured
 * @typedef {import("./respond.mjs").Page} Page
 * @typedef {import("./respond.mjs").StorablePage} StorablePage
 * @typedef {ReturnType<typeof pageKey>} PageKey
 *
 * @typedef {object} PageServerOptions
 * @property {(req: IncomingMessage, res: ServerResponse) => Promise<void>} handle  Next.js
 * @property {PageCache} cache
 * @property {() => Promise<unknown> | undefined} contentVersion  changes when content is imported
 * @property {() => number} readFailures  moves when a database read fails
 * @property {number} versionCheckMs  how often to ask for the content version
 */

/**
 * @param {PageServerOptions} options
 * @returns {(req: IncomingMessage, res: ServerResponse, keyed?: PageKey) => Promise<void>}
 *   `keyed`: the request's pageKey, when the caller has read it already
 */
export function createPageServer({ handle, cache, contentVersion, readFailures, versionCheckMs }) {
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
    return result && withNotFoundStatus(withHashedScripts(result, nonce));
  }

  /**
   * The page to keep for everyone, compressed once; undefined for anything else (not a
   * 200 HTML page or XML document, or a response that sets a cookie).
   * @param {Page} page
   * @returns {Promise<StorablePage | undefined>}
   */
  async function storable(page) {
    const type = headerValue(page.headers, "content-type") ?? "";
    const setsCookie = headerValue(page.headers, "set-cookie") !== undefined;
    if (page.status !== 200 || !KEPT_TYPE.test(type) || setsCookie) return undefined;
    const [gzip, br] = await Promise.all([
      compressed(page.body, "gzip"),
      compressed(page.body, "br"),
    ]);
    return {
      status: page.status,
      headers: page.headers.filter(([name]) => !NOT_STORED.has(name)),
      body: page.body,
      gzip,
      br,
    };
  }

  /**
   * Renders the page for everyone who asks for it while it renders, and keeps it.
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {string} key  the address it is rendered from
   * @param {string} entry  where it is kept
   * @param {string} acceptEncoding
   */
  async function renderShared(req, res, key, entry, acceptEncoding) {
    const generation = watch.generation;
    const failures = readFailures();
    // An import during the render may have changed what it read, and a failed read left an
    // empty state that is only true during an outage: such a page is sent, not kept.
    const keep = () => generation === watch.generation && failures === readFailures();
    // Kept under its key, so rendered from the key alone: no other parameter, and no cookie a
    // session could hide in. Should the render find a session all the same, it says so.
    req.url = key;
    delete req.headers.cookie;
    delete req.headers.authorization;
    const renderId = openRender();
    req.headers[RENDER_ID_HEADER] = renderId;
    let readSession = false;
    const job = render(req, res)
      .finally(() => {
        readSession = closeRender(renderId);
      })
      .then(async (page) => {
        if (!page || !keep() || readSession) return { page, stored: undefined };
        const stored = await storable(page);
        // An import while it was being compressed: sent, not kept.
        return { page, stored: keep() ? stored : undefined };
      });
    const kept = job.then(
      ({ stored }) => stored,
      () => undefined, // the request that rendered reports the failure
    );
    rendering.set(entry, kept);
    try {
      const { page, stored } = await job;
      if (stored) cache.set(entry, stored);
      if (stored) send(req, res, cachedCopy(stored, acceptEncoding), "MISS");
      else if (page) send(req, res, await encode(page, acceptEncoding), "MISS");
    } finally {
      rendering.delete(entry);
    }
  }

  return async function servePage(req, res, keyed = pageKey(req.url ?? "/")) {
    const acceptEncoding = String(req.headers["accept-encoding"] ?? "");
    const url = req.url ?? "/";
    const { key, personal, readsSession } = keyed;
    // The Save-Data version of a page (fewer, smaller pictures) is kept apart (issue 17).
    const entry = savesData(req.headers[SAVE_DATA_HEADER]) ? `${key} ${SAVE_DATA_HEADER}` : key;
    // A page a script fetches may hold streamed parts that only a script reveals: never kept for
    // the browsers and crawlers that run none (src/components/ui/navigation-suspense.tsx).
    const forScript = !rendersWhole((name) => req.headers[name]);
    // Signed-in students get the shared page too (decision 0029): it is rendered without cookies,
    // so it holds nobody's parts. Only a page that reads the session renders for them.
    const sharedRead =
      (req.method === "GET" || req.method === "HEAD") &&
      url.startsWith("/") &&
      !personal &&
      !forScript &&
      !(readsSession && mayCarrySession(req.headers.cookie));
    if (sharedRead) {
      await watch.check();
      const hit = cache.get(entry);
      const inFlight = rendering.get(entry);
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
        await renderShared(req, res, key, entry, acceptEncoding);
        return;
      }
    }
    const page = await render(req, res);
    if (page) send(req, res, await encode(page, acceptEncoding), sharedRead ? "MISS" : "BYPASS");
  };
}

/**
 * What is kept: pages, and the XML documents anyone may fetch (the RSS feed, the sitemap: up to
 * 1 MB), so these too are compressed once rather than per request (issue 19, decision 0018).
 */
const KEPT_TYPE = /^(?:text\/html|application\/(?:[\w.-]+\+)?xml)\s*(?:;|$)/;

/**
 * A page that rendered its not-found screen (the mark of contract.mjs) answers 404, one that
 * rendered its forbidden screen 403.
 * @param {Page} page
 * @returns {Page}
 */
function withNotFoundStatus(page) {
  const type = headerValue(page.headers, "content-type") ?? "";
  if (page.status !== 200 || !type.startsWith("text/html")) return page;
  if (page.body.includes(NOT_FOUND_MARK)) return { ...page, status: 404 };
  return page.body.includes(FORBIDDEN_MARK) ? { ...page, status: 403 } : page;
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
