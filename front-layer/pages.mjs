// @ts-check
import { normalisedParameters, pageRoute } from "../src/lib/route-manifest.mjs";
import { localeOfPath, withoutLocale } from "../src/lib/locales.mjs";
import {
  LOCALE_HEADER,
  NAVIGATION_HEADER,
  PAGE_PATH_HEADER,
  SAVE_DATA_HEADER,
  SOCKET_ADDRESS_HEADER,
  savesData,
} from "./contract.mjs";
import { refuse } from "./request-checks.mjs";
import { createPolisher } from "./polish.mjs";
import { compressed, compressedFor, send } from "./respond.mjs";
import { mayCarrySession } from "./session-cookie.mjs";

/**
 * @typedef {import("node:http").IncomingMessage} IncomingMessage
 * @typedef {import("node:http").ServerResponse} ServerResponse
 * @typedef {import("./render.mjs").Page} Page
 * @typedef {import("./respond.mjs").Compressed} Compressed
 * @typedef {{ page: Compressed, caching: string, shareable: boolean }} Rendered
 *
 * @typedef {object} PageServerOptions
 * @property {(ask: import("./render.mjs").Ask) => Promise<Page>} render  Next.js, on its socket
 * @property {(req: IncomingMessage, res: ServerResponse) => Promise<void>} handle  Next.js, as is
 * @property {import("./shared-cache.mjs").SharedCache} cache
 * @property {import("./render-budget.mjs").RenderBudget} budget
 * @property {() => import("./contract.mjs").ApplicationBridge | undefined} application  once booted
 */

/** The user agent of the edge's own renders of shared pages (not any client's). */
export const RENDER_USER_AGENT = "Parhai-edge";

/** The request headers Next.js varies a navigation answer by; its `_rsc` hashes them. */
const NAVIGATION_HEADERS =
  "rsc next-router-state-tree next-router-prefetch next-router-segment-prefetch next-url".split(
    " ",
  );
const KEYED = new Set([...NAVIGATION_HEADERS, "accept-encoding"]);
/** A router state far larger than this site's pages make is rendered, never kept. */
const MAX_NAVIGATION_KEY = 8 * 1024;
/** Fresh at a shared cache for 10 s, then served while it asks again (README, Past one server). */
const SHARED_CACHING = "public, max-age=0, s-maxage=10, stale-while-revalidate=60";
export const PRIVATE_CACHING = "private, no-store";

/** Pages and their navigation answers: shared ones rendered from their key and kept, the rest
 * rendered for the one request (decisions 0009, 0029, 0057). @param {PageServerOptions} options */
export function createPageServer({ render, handle, cache, budget, application }) {
  /** @type {Map<string, Promise<Rendered | undefined>>} */
  const rendering = new Map();
  const readFailures = () => application()?.readFailures() ?? 0;
  const polisher = createPolisher(cache);

  /** One of the client's renders (decisions 0020, 0057): 0, or the seconds until it has one.
   * @param {IncomingMessage} req */
  function spend(req) {
    const app = application();
    if (!app?.renderLimit) return 0;
    const client = app.clientAddress(req.headers) ?? req.headers[SOCKET_ADDRESS_HEADER];
    return budget.take(String(client));
  }

  /**
   * One request's own render: a personal page, a session page for a student, a form's post with
   * or without script (a server action's answer is read whole too, compressed in one piece).
   * @param {IncomingMessage} req @param {ServerResponse} res
   */
  async function servePersonal(req, res) {
    const read = req.method === "GET" || req.method === "HEAD";
    const wait = read ? spend(req) : 0;
    if (wait > 0) return tooMany(res, wait);
    if (req.headers.rsc === "1") return handle(req, res);
    const cancel = new AbortController();
    res.once("close", () => cancel.abort());
    const page = await render({
      method: req.method ?? "GET",
      path: req.url ?? "/",
      headers: req.headers,
      body: read ? undefined : req,
      document: true,
      signal: cancel.signal,
    });
    send(res, await compressedFor(req, page), "BYPASS", PRIVATE_CACHING);
  }

  /** Renders a shared page, kept unless content moved or a read failed meanwhile (decision 0057).
   * @param {string} entry @param {import("./render.mjs").Ask} ask @param {string} vary
   * @returns {Promise<Rendered>} */
  async function renderShared(entry, ask, vary) {
    const [generation, failures] = [cache.generation, readFailures()];
    const page = await render(ask);
    const stored = storable(page, vary);
    const result = await compressed(stored ?? page);
    const keep = stored && generation === cache.generation && failures === readFailures();
    if (keep) cache.set(entry, result);
    return { page: result, caching: keep ? SHARED_CACHING : PRIVATE_CACHING, shareable: !!stored };
  }

  /**
   * @param {IncomingMessage} req @param {ServerResponse} res
   * @param {string} path  as requested, with its language prefix @param {URLSearchParams} search
   */
  return async function servePage(req, res, path, search) {
    const route = pageRoute(withoutLocale(path));
    const read = req.method === "GET" || req.method === "HEAD";
    const session = route.keeping === "session" && mayCarrySession(req.headers.cookie);
    if (!read || route.keeping === "personal" || session) return servePersonal(req, res);
    const query = new URLSearchParams(
      normalisedParameters(route, (name) => search.get(name) ?? undefined),
    ).toString();
    const key = query ? `${path}?${query}` : path;
    const saveData = savesData(req.headers[SAVE_DATA_HEADER]);
    /** @type {import("node:http").OutgoingHttpHeaders} */
    const headers = {
      host: new URL(application()?.siteUrl ?? "http://localhost").host,
      // Head tags stay in <head> only for a request that names a user agent (decision 0014).
      "user-agent": RENDER_USER_AGENT,
      "x-request-id": req.headers["x-request-id"],
      [SOCKET_ADDRESS_HEADER]: req.headers[SOCKET_ADDRESS_HEADER],
      [LOCALE_HEADER]: localeOfPath(path),
      [PAGE_PATH_HEADER]: withoutLocale(key),
      [SAVE_DATA_HEADER]: saveData ? "on" : undefined,
    };
    let [renderPath, variant] = [key, saveData ? "save-data" : ""];
    const navigation = req.headers.rsc === "1";
    if (navigation) {
      const rsc = search.get("_rsc");
      if (rsc !== null) renderPath += `${query ? "&" : "?"}_rsc=${encodeURIComponent(rsc)}`;
      for (const name of NAVIGATION_HEADERS) headers[name] = req.headers[name];
      headers[NAVIGATION_HEADER] = "1";
      variant += JSON.stringify([rsc, NAVIGATION_HEADERS.map((name) => headers[name] ?? null)]);
      if (variant.length > MAX_NAVIGATION_KEY) return servePersonal(req, res);
    }
    const entry = variant ? `${key}#${variant}` : key;
    // The home page typed in may follow a remembered language (front.mjs): the visitor's own.
    const typedHome = path === "/" && req.headers["sec-fetch-site"] === "none";
    const vary = `Save-Data${route.keeping === "session" ? ", Cookie" : ""}${path === "/" ? ", Sec-Fetch-Site" : ""}`;
    /** @param {Compressed} page @param {"HIT" | "STALE" | "MISS"} state @param {string} caching */
    const answer = (page, state, caching) =>
      send(res, page, state, typedHome ? PRIVATE_CACHING : caching);

    await cache.check();
    const hit = cache.get(entry);
    if (hit?.fresh) polisher.polish(entry, hit.page);
    if (hit?.fresh) return answer(hit.page, "HIT", SHARED_CACHING);
    const inFlight = rendering.get(entry);
    if (hit && inFlight) return answer(hit.page, "STALE", SHARED_CACHING);
    const shared = await inFlight;
    if (shared?.shareable) return answer(shared.page, "HIT", shared.caching);
    const wait = spend(req);
    if (wait > 0) return hit ? answer(hit.page, "STALE", SHARED_CACHING) : tooMany(res, wait);
    const ask = { method: "GET", path: renderPath, headers, document: !navigation };
    const job = renderShared(entry, ask, vary);
    const settled = job.catch(() => undefined);
    rendering.set(entry, settled);
    void settled.finally(() => rendering.delete(entry));
    // Past its freshness, the kept page is answered at once and renders behind (decision 0060).
    if (hit) return answer(hit.page, "STALE", SHARED_CACHING);
    const rendered = await job;
    answer(rendered.page, "MISS", rendered.caching);
  };
}

/** The page as it may be kept for everyone (decision 0057): 200 or 404, no cookie set, varying by
 * nothing the edge does not key it by. @param {Page} page @param {string} vary
 * @returns {Page | undefined} */
function storable({ status, headers, body }, vary) {
  const nextVary = String(headers.vary ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase());
  const known = nextVary.every((name) => !name || KEYED.has(name));
  if ((status !== 200 && status !== 404) || headers["set-cookie"] || !known) return undefined;
  const names = nextVary.filter((name) => name && name !== "accept-encoding");
  /** @type {import("./render.mjs").Headers} */
  const kept = { ...headers, vary: [...names, vary].join(", ") };
  delete kept["cache-control"];
  return { status, headers: kept, body };
}

const TOO_MANY = "Too many pages asked for at once: please wait a moment and try again.";
/** Over the client's render budget, with nothing kept to give.
 * @param {ServerResponse} res @param {number} seconds */
const tooMany = (res, seconds) =>
  refuse(res, { status: 429, body: TOO_MANY, headers: { "retry-after": String(seconds) } });
