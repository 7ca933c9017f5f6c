// @ts-check
import {
  HEALTH_PATH,
  MEDIA_PATH,
  PAGES,
  STATIC_PATH,
  isPagePath,
} from "../src/lib/route-manifest.mjs";
import { NAVIGATION_HEADER, PERSONAL_PATH, RENDER_ID_HEADER, withoutLocale } from "./contract.mjs";
import { rememberedLocaleRedirect, setLocaleHeaders } from "./locale.mjs";
import { memoized } from "./memo.mjs";
import { PRIVATE_CACHING } from "./pages.mjs";
import { refusalFor } from "./request-checks.mjs";
import { requestIdFor } from "./request-id.mjs";
import {
  STATIC_FILE_HEADERS,
  securityHeaders,
  strictTransportSecurity,
} from "./security-headers.mjs";

/**
 * The edge in front of Next.js (decisions 0009, 0017, 0018, 0057). Every request gets an id and
 * every response the security headers; what no page serves (an unknown method, a cross-site write,
 * a malformed address, a body too large) is refused here with a 4xx; files come from the build's
 * folder (static-files.mjs); pages from the page server (pages.mjs); the rest goes to Next.js.
 *
 * @typedef {import("node:http").IncomingMessage} IncomingMessage
 * @typedef {import("node:http").ServerResponse} ServerResponse
 * @typedef {import("./request-checks.mjs").Refusal} Refusal
 * @typedef {import("./contract.mjs").PersonalAnswerer} PersonalAnswerer
 *
 * @typedef {object} FrontOptions
 * @property {(req: IncomingMessage, res: ServerResponse) => Promise<void>} handle  Next.js
 * @property {(req: IncomingMessage, res: ServerResponse, path: string, search: URLSearchParams) => Promise<void>} servePage
 * @property {(event: string, fields: Record<string, unknown>) => void} logError
 * @property {(req: IncomingMessage, res: ServerResponse) => Promise<boolean>} [staticFiles]  the
 *   build's files
 * @property {() => string | undefined} [siteUrl]  SITE_URL, once the application has booted
 * @property {() => PersonalAnswerer | undefined} [personal]  GET /api/me's answer, once booted
 * @property {boolean} [development]  `npm run dev`: the policy allows eval, no HSTS
 */

/** Paths under these answer 404 when no file matches (a missing slide is not a page). */
const FILES_ONLY = /^\/(?:_next\/static|_next\/image|slides|demo|icons)\/|^\/_next\/image$/;
const URDU_IN_OTHER_CASE = /^\/ur(?=\/|$)/i;

/** @param {FrontOptions} options */
export function createFrontHandler(options) {
  const { handle, servePage, logError, staticFiles, development = false } = options;
  const everyResponse = securityHeaders({ development });
  const siteOrigin = memoized(4, (site) => new URL(site).origin);

  /** @param {IncomingMessage} req @param {ServerResponse} res */
  return async function front(req, res) {
    // One id for the request's log lines and its answer, also when it is served from the cache.
    const requestId = requestIdFor(req.headers["x-request-id"]);
    req.headers["x-request-id"] = requestId;
    res.setHeader("x-request-id", requestId);
    // Only the edge gives a render its id and marks a navigation's: a client's mean nothing.
    delete req.headers[RENDER_ID_HEADER];
    if (req.headers.rsc === "1") req.headers[NAVIGATION_HEADER] = "1";
    else delete req.headers[NAVIGATION_HEADER];
    const url = req.url ?? "/";
    const mark = url.indexOf("?");
    const path = mark === -1 ? url : url.slice(0, mark);
    const site = options.siteUrl?.();
    for (const { key, value } of everyResponse) res.setHeader(key, value);
    const hsts = strictTransportSecurity({ production: !development, siteUrl: site });
    if (hsts) res.setHeader("strict-transport-security", hsts);
    try {
      // Every signed-in page view asks for it: answered first, with only the checks a GET of this
      // one well-formed path can fail (none of refusalFor's).
      const personal = req.method === "GET" && path === PERSONAL_PATH && options.personal?.();
      if (personal) return await sendPersonal(req, res, personal, url.slice(mark + 1));
      const unprefixed = withoutLocale(path);
      const page = isPagePath(unprefixed);
      const workspace = PAGES.admin.path.test(unprefixed);
      const refusal = refusalFor(req, {
        path,
        page,
        workspace,
        siteOrigin: site && siteOrigin(site),
      });
      if (refusal) return refuse(res, refusal);
      const read = req.method === "GET" || req.method === "HEAD";
      if (STATIC_PATH.test(path) || MEDIA_PATH.test(path)) {
        for (const { key, value } of STATIC_FILE_HEADERS) res.setHeader(key, value);
      }
      if (read && staticFiles && STATIC_PATH.test(path) && (await staticFiles(req, res))) return;
      // No file, a picture path with more in it, or Next's image optimiser (the site has no
      // next/image: every picture is a plain <img>): nothing to answer but 404.
      const notFile = (staticFiles && FILES_ONLY.test(path)) || /^\/media\/(?:.*\/|$)/.test(path);
      if (notFile || /^\/_next\/image(?:\/|$)/.test(path)) {
        return refuse(res, { status: 404, body: "Not Found" });
      }
      // `/UR/latest` is `/ur/latest`: one address, one kept page (decision 0057).
      if (URDU_IN_OTHER_CASE.test(path) && !path.startsWith("/ur")) {
        const location = `${path.replace(URDU_IN_OTHER_CASE, "/ur")}${mark === -1 ? "" : url.slice(mark)}`;
        return redirect(res, 308, location, "public, max-age=86400");
      }
      setLocaleHeaders(req, url);
      if (!page || HEALTH_PATH.test(path)) return await handle(req, res);
      const chosen = rememberedLocaleRedirect(req, path);
      if (chosen) return redirect(res, 307, chosen, PRIVATE_CACHING, "Cookie, Sec-Fetch-Site");
      // A server action called by a page's script answers in React's own stream: Next.js as is.
      if (req.method === "POST" && req.headers["next-action"]) return await handle(req, res);
      await servePage(req, res, path, new URLSearchParams(mark === -1 ? "" : url.slice(mark + 1)));
    } catch (error) {
      logError("front.request_failed", { path, error });
      if (!res.headersSent) {
        res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
        res.end("We are having trouble. Please try again in a moment.");
      } else res.destroy();
    }
  };
}

/**
 * GET /api/me answered by the application's bridge function, without Next.js (decision 0029).
 * @param {IncomingMessage} req @param {ServerResponse} res
 * @param {PersonalAnswerer} personal @param {string} query
 */
async function sendPersonal(req, res, personal, query) {
  const given = personal(req.headers.cookie ?? "", pageParameterOf(query));
  // A kept answer comes at once, without a promise to wait on: most answers, under load.
  const answer = given instanceof Promise ? await given : given;
  const body = Buffer.from(answer.body);
  /** @type {Record<string, string | string[]>} */
  const headers = { "content-length": String(body.length) };
  for (const [name, value] of answer.headers) {
    const before = headers[name];
    headers[name] = before === undefined ? value : [before, value].flat();
  }
  res.writeHead(answer.status, headers);
  res.end(body);
}

// The same few pages are named again and again: their parameter is read once per address.
const pageParameterOf = memoized(2000, (query) => new URLSearchParams(query).get("page"));

/**
 * @param {ServerResponse} res @param {number} status @param {string} location
 * @param {string} caching @param {string} [vary]
 */
function redirect(res, status, location, caching, vary) {
  res.writeHead(status, {
    location,
    "cache-control": caching,
    ...(vary ? { vary } : {}),
    "content-length": "0",
  });
  res.end();
}

/** A refused body up to this size is read first, so a client still sending it gets the answer. */
const READ_BEFORE_REFUSING_BYTES = 64 * 1024;

/**
 * Answers a request the edge refuses; the security headers are already set. The rest of a larger
 * or unsized body is not worth reading: the connection closes after the answer.
 * @param {ServerResponse} res @param {Refusal} refusal
 */
function refuse(res, refusal) {
  const req = res.req;
  const declared = Number(req.headers["content-length"]);
  const small = Number.isSafeInteger(declared) && declared <= READ_BEFORE_REFUSING_BYTES;
  const answer = () => {
    if (res.headersSent) return;
    const body = Buffer.from(refusal.body);
    res.writeHead(refusal.status, {
      ...refusal.headers,
      "content-type": refusal.type ?? "text/plain; charset=utf-8",
      "content-length": String(body.length),
      "cache-control": "no-store",
      ...(req.complete ? {} : { connection: "close" }),
    });
    res.end(req.method === "HEAD" ? undefined : body);
  };
  if (req.complete || !small) return answer();
  req.once("end", answer).once("close", answer).once("error", answer);
  req.resume();
}
