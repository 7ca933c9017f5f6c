// @ts-check
import { normalisedParameters, pageRoute } from "../src/lib/route-manifest.mjs";
import { watchContentVersion } from "./content-version.mjs";
import {
  LOCALE_HEADER,
  NAVIGATION_HEADER,
  PAGE_PATH_HEADER,
  RENDER_ID_HEADER,
  SAVE_DATA_HEADER,
  SOCKET_ADDRESS_HEADER,
  closeRender,
  localeOfPath,
  openRender,
  savesData,
  withoutLocale,
} from "./contract.mjs";
import { headerValue } from "./render.mjs";
import { compressed, send } from "./respond.mjs";
import { mayCarrySession } from "./session-cookie.mjs";

/**
 * Pages and their navigation answers (decisions 0009, 0029, 0057). A shared page is rendered from
 * its key alone (its path and the parameters the route manifest lets it read, no cookie, no other
 * header), kept, and served to visitors and signed-in students alike, as a document or as the
 * answer to the app router's click (`RSC: 1`), with headers that let any shared cache keep it
 * too. Everything else is rendered for the one request and kept nowhere.
 *
 * @typedef {import("node:http").IncomingMessage} IncomingMessage
 * @typedef {import("node:http").ServerResponse} ServerResponse
 * @typedef {import("./render.mjs").Page} Page
 * @typedef {import("./render.mjs").Ask} Ask
 * @typedef {import("./respond.mjs").Compressed} Compressed
 * @typedef {import("./shared-cache.mjs").SharedCache} SharedCache
 * @typedef {import("./render-budget.mjs").RenderBudget} RenderBudget
 * @typedef {{ page: Compressed, caching: string, shareable: boolean }} Rendered
 */

/**
 * The request headers Next.js varies a page by (its `Vary`): a navigation answer is kept by their
 * values, and rendered from them. Next's `_rsc` parameter, a hash of them, is part of its key too.
 */
export const NAVIGATION_HEADERS = [
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-url",
];
const KEYED = new Set([...NAVIGATION_HEADERS, "accept-encoding"]);
/** A router state far larger than this site's pages make is rendered, never kept. */
const MAX_NAVIGATION_KEY = 8 * 1024;

/** Fresh at a shared cache for 10 s, then served while it asks again (README, Past one server). */
export const SHARED_CACHING = "public, max-age=0, s-maxage=10, stale-while-revalidate=60";
export const PRIVATE_CACHING = "private, no-store";
// Set by the edge for each answer.
const NOT_STORED = /^(?:cache-control|vary)$/;

/**
 * @typedef {object} PageServerOptions
 * @property {(ask: Ask) => Promise<Page>} render  Next.js, through its socket (render.mjs)
 * @property {(req: IncomingMessage, res: ServerResponse) => Promise<void>} handle  Next.js, as is
 * @property {SharedCache} cache
 * @property {RenderBudget} budget
 * @property {(req: IncomingMessage) => string} clientOf  whose budget a request spends
 * @property {() => string} host  the Host a shared page is rendered for
 * @property {() => Promise<unknown> | undefined} contentVersion  changes when content is imported
 * @property {() => number} readFailures  moves when a database read fails
 * @property {number} versionCheckMs
 */

/** @param {PageServerOptions} options */
export function createPageServer(options) {
  const { render, handle, cache, budget, clientOf, readFailures } = options;
  /** @type {Map<string, Promise<Rendered | undefined>>} */
  const rendering = new Map();
  const watch = watchContentVersion(options.contentVersion, options.versionCheckMs, () =>
    cache.clear(),
  );

  /** @param {IncomingMessage} req @param {ServerResponse} res */
  function spend(req, res) {
    const wait = budget.take(clientOf(req));
    if (wait > 0) tooMany(res, wait);
    return wait === 0;
  }

  /**
   * One request's own render: a personal page, a form's post, a session page for a student.
   * @param {IncomingMessage} req @param {ServerResponse} res @param {boolean} navigation
   */
  async function servePersonal(req, res, navigation) {
    const read = req.method === "GET" || req.method === "HEAD";
    if (read && !spend(req, res)) return;
    if (navigation) return handle(req, res);
    const cancel = new AbortController();
    res.once("close", () => cancel.abort());
    const page = await render({
      method: req.method ?? "GET",
      path: req.url ?? "/",
      headers: req.headers,
      document: true,
      body: read ? undefined : req,
      signal: cancel.signal,
    });
    send(req, res, page, { state: "BYPASS", caching: PRIVATE_CACHING });
  }

  /**
   * Renders a shared page from its key and keeps it when it may be kept.
   * @param {string} entry @param {Ask} ask @param {string} vary  what else it varies by
   * @returns {Promise<Rendered>}
   */
  async function renderShared(entry, ask, vary) {
    const generation = watch.generation;
    const failures = readFailures();
    const id = openRender();
    let readSession = false;
    /** @type {Page} */
    let page;
    try {
      page = await render({ ...ask, headers: { ...ask.headers, [RENDER_ID_HEADER]: id } });
    } finally {
      readSession = closeRender(id);
    }
    const stored = storable(page, vary);
    const result = await compressed(stored ?? page);
    // An import during the render, a failed read (an outage's empty state) or a session read:
    // sent, never kept.
    const keep =
      stored !== undefined &&
      generation === watch.generation &&
      failures === readFailures() &&
      !readSession;
    if (keep) cache.set(entry, result);
    return { page: result, caching: keep ? SHARED_CACHING : PRIVATE_CACHING, shareable: !!stored };
  }

  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {string} path  as requested, with its language prefix
   * @param {URLSearchParams} search
   */
  return async function servePage(req, res, path, search) {
    const unprefixed = withoutLocale(path);
    const route = pageRoute(unprefixed);
    const navigation = req.headers.rsc === "1";
    const read = req.method === "GET" || req.method === "HEAD";
    const session = route.keeping === "session" && mayCarrySession(req.headers.cookie);
    if (!read || route.keeping === "personal" || session) {
      return servePersonal(req, res, navigation);
    }
    const query = new URLSearchParams(
      normalisedParameters(route, (name) => search.get(name) ?? undefined),
    ).toString();
    const key = query ? `${path}?${query}` : path;
    const saveData = savesData(req.headers[SAVE_DATA_HEADER]);
    /** @type {import("node:http").OutgoingHttpHeaders} */
    const headers = {
      host: options.host(),
      "x-request-id": req.headers["x-request-id"],
      [SOCKET_ADDRESS_HEADER]: req.headers[SOCKET_ADDRESS_HEADER],
      [LOCALE_HEADER]: localeOfPath(path),
      [PAGE_PATH_HEADER]: withoutLocale(key),
      ...(saveData ? { [SAVE_DATA_HEADER]: "on" } : {}),
    };
    let renderPath = key;
    let variant = saveData ? "save-data" : "";
    if (navigation) {
      headers[NAVIGATION_HEADER] = "1";
      const rsc = search.get("_rsc");
      if (rsc !== null) renderPath += `${query ? "&" : "?"}_rsc=${encodeURIComponent(rsc)}`;
      for (const name of NAVIGATION_HEADERS) {
        const value = req.headers[name];
        if (typeof value === "string") headers[name] = value;
      }
      variant += JSON.stringify([rsc, NAVIGATION_HEADERS.map((name) => headers[name] ?? null)]);
      if (variant.length > MAX_NAVIGATION_KEY) return servePersonal(req, res, navigation);
    }
    const entry = variant ? `${key}#${variant}` : key;
    // The home page opened from outside any page may follow a remembered language (locale.mjs):
    // that answer is the visitor's own.
    const typedHome = path === "/" && req.headers["sec-fetch-site"] === "none";
    const vary = `Save-Data${route.keeping === "session" ? ", Cookie" : ""}${path === "/" ? ", Sec-Fetch-Site" : ""}`;
    /** @param {Compressed} page @param {"HIT" | "STALE" | "MISS"} state @param {string} caching */
    const answer = (page, state, caching) =>
      send(req, res, page, { state, caching: typedHome ? PRIVATE_CACHING : caching });

    await watch.check();
    const hit = cache.get(entry);
    if (hit?.fresh) return answer(hit.page, "HIT", SHARED_CACHING);
    const inFlight = rendering.get(entry);
    if (hit && inFlight) return answer(hit.page, "STALE", SHARED_CACHING);
    const shared = await inFlight;
    if (shared?.shareable) return answer(shared.page, "HIT", shared.caching);
    const wait = budget.take(clientOf(req));
    if (wait > 0) return hit ? answer(hit.page, "STALE", SHARED_CACHING) : tooMany(res, wait);
    const ask = { method: "GET", path: renderPath, headers, document: !navigation };
    const job = renderShared(entry, ask, vary);
    rendering.set(
      entry,
      job.catch(() => undefined),
    );
    try {
      const rendered = await job;
      answer(rendered.page, "MISS", rendered.caching);
    } finally {
      rendering.delete(entry);
    }
  };
}

/**
 * The page as it may be kept for everyone: 200 or 404, no cookie set, and varying by nothing the
 * edge does not key it by (a new Next.js that varies by more is sent, never kept). Its Vary names
 * what a shared cache must key it by.
 * @param {Page} page @param {string} vary
 * @returns {Page | undefined}
 */
function storable(page, vary) {
  const nextVary = (headerValue(page.headers, "vary") ?? "").split(",").map((v) => v.trim());
  const known = nextVary.every((name) => !name || KEYED.has(name.toLowerCase()));
  const setsCookie = headerValue(page.headers, "set-cookie") !== undefined;
  if ((page.status !== 200 && page.status !== 404) || setsCookie || !known) return undefined;
  const names = nextVary.filter((name) => name && name.toLowerCase() !== "accept-encoding");
  /** @type {[string, string][]} */
  const headers = page.headers.filter(([name]) => !NOT_STORED.test(name));
  headers.push(["vary", [...names, vary].join(", ")]);
  return { status: page.status, headers, body: page.body };
}

/** Over the client's render budget, with nothing kept to give. @param {ServerResponse} res
 * @param {number} seconds */
function tooMany(res, seconds) {
  const body = "Too many pages asked for at once: please wait a moment and try again.";
  res.writeHead(429, {
    "retry-after": String(seconds),
    "content-type": "text/plain; charset=utf-8",
    "content-length": String(Buffer.byteLength(body)),
    "cache-control": PRIVATE_CACHING,
  });
  res.end(res.req.method === "HEAD" ? undefined : body);
}
