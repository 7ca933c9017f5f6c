// @ts-check
import { parse } from "cookie";
import {
  FRAME_PATH,
  HEALTH_PATH,
  MEDIA_PATH,
  PAGES,
  STATIC_PATH,
  isPagePath,
} from "../src/lib/route-manifest.mjs";
import { LOCALE_COOKIE, URDU_PREFIX, localeOfPath, withoutLocale } from "../src/lib/locales.mjs";
import { LOCALE_HEADER, NAVIGATION_HEADER, PAGE_PATH_HEADER, PERSONAL_PATH } from "./contract.mjs";
import { PRIVATE_CACHING } from "./pages.mjs";
import { refusalFor, refuse } from "./request-checks.mjs";
import { STATIC_FILE_HEADERS, securityHeaders } from "./security-headers.mjs";

/**
 * @typedef {import("node:http").IncomingMessage} IncomingMessage
 * @typedef {import("node:http").ServerResponse} ServerResponse
 * @typedef {object} FrontOptions
 * @property {(req: IncomingMessage, res: ServerResponse) => Promise<void>} handle  Next.js
 * @property {(req: IncomingMessage, res: ServerResponse, path: string, search: URLSearchParams) => Promise<void>} servePage
 * @property {(req: IncomingMessage, res: ServerResponse) => Promise<boolean>} [staticFiles]
 * @property {() => import("./contract.mjs").ApplicationBridge | undefined} application  once booted
 * @property {boolean} [development]  `npm run dev`: the policy allows eval, no HSTS
 */

/** Folders of the build's and public/'s files: a missing one is 404, not a page. */
const FILES_ONLY = /^\/(?:_next\/static|slides|demo|icons)\//;
/** Never a file: /_next/image, and a folder under /media/ but for the share pictures and library
 * files, served from the database (decisions 0057, 0075). */
const NOT_A_FILE =
  /^\/(?:_next\/image(?:\/|$)|media\/(?!share\/[^/]+$|library\/[^/]+\/[^/]+$)(?:.*\/|$))/;
const URDU_ANY_CASE = new RegExp(`^${URDU_PREFIX}(?=/|$)`, "i");
// A proxy's id is kept so its logs and ours line up; anything odd is replaced (decision 0006).
const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** @param {unknown} incoming  a request's x-request-id */
export const requestIdFor = (incoming) =>
  typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();

/** The edge in front of Next.js (0009, 0017, 0018, 0057). @param {FrontOptions} options */
export function createFrontHandler({ handle, servePage, staticFiles, application, development }) {
  /** @param {IncomingMessage} req @param {ServerResponse} res */
  return async function front(req, res) {
    // One id for the request's log lines and its answer, also when it is served from the cache.
    const requestId = requestIdFor(req.headers["x-request-id"]);
    req.headers["x-request-id"] = requestId;
    res.setHeader("x-request-id", requestId);
    // Only the edge marks a navigation's render (contract.mjs).
    if (req.headers.rsc === "1") req.headers[NAVIGATION_HEADER] = "1";
    else delete req.headers[NAVIGATION_HEADER];
    const url = req.url ?? "/";
    const [path = "/", query = ""] = url.split(/\?(.*)/s);
    const app = application();
    const site = app?.siteUrl;
    res.setHeaders(securityHeaders(development === true, site, FRAME_PATH.test(path)));
    try {
      // Every signed-in page view asks for it: answered first, with no check it could fail.
      const personal = req.method === "GET" && path === PERSONAL_PATH && app?.personal;
      if (personal) return await sendPersonal(res, personal, query);
      const unprefixed = withoutLocale(path);
      const page = isPagePath(unprefixed);
      const workspace = PAGES.admin.path.test(unprefixed);
      const siteOrigin = site && new URL(site).origin;
      const refusal = refusalFor(req, { path, page, workspace, siteOrigin });
      if (refusal) return refuse(res, refusal);
      if (STATIC_PATH.test(path) || MEDIA_PATH.test(path)) {
        for (const [name, value] of STATIC_FILE_HEADERS) res.setHeader(name, value);
      }
      const read = req.method === "GET" || req.method === "HEAD";
      if (read && staticFiles && STATIC_PATH.test(path) && (await staticFiles(req, res))) return;
      // Without the build's folder (development) Next.js serves the files.
      if (NOT_A_FILE.test(path) || (staticFiles && FILES_ONLY.test(path))) {
        return refuse(res, { status: 404, body: "Not Found" });
      }
      // `/UR/latest` is `/ur/latest`: one address, one kept page (decision 0057).
      if (URDU_ANY_CASE.test(path) && !path.startsWith(URDU_PREFIX)) {
        const location = url.replace(URDU_ANY_CASE, URDU_PREFIX);
        return redirect(res, 308, location, "public, max-age=86400");
      }
      setLocaleHeaders(req, url);
      if (!page || HEALTH_PATH.test(path)) return await handle(req, res);
      const chosen = rememberedLocaleRedirect(req, path);
      if (chosen) return redirect(res, 307, chosen, PRIVATE_CACHING, "Cookie, Sec-Fetch-Site");
      await servePage(req, res, path, new URLSearchParams(query));
    } catch (error) {
      (app?.log ?? console.error)("error", "front.request_failed", { path, error });
      if (res.headersSent) return void res.destroy();
      res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
      res.end("We are having trouble. Please try again in a moment.");
    }
  };
}

/** The page's language from its URL alone, replacing what a client sent (decision 0040).
 * @param {IncomingMessage} req @param {string} url  the request's target ("/ur/latest?tag=Jobs") */
export function setLocaleHeaders(req, url) {
  req.headers[LOCALE_HEADER] = localeOfPath(url);
  req.headers[PAGE_PATH_HEADER] = withoutLocale(url);
}

/** `/ur` for a student who chose Urdu and typed the front door in, never kept (decision 0040).
 * @param {IncomingMessage} req @param {string} path */
export function rememberedLocaleRedirect(req, path) {
  if (path !== "/" || (req.method !== "GET" && req.method !== "HEAD")) return undefined;
  if (req.headers["sec-fetch-site"] !== "none") return undefined;
  return parse(req.headers.cookie ?? "")[LOCALE_COOKIE] === "ur" ? URDU_PREFIX : undefined;
}

/**
 * GET /api/me answered by the application's bridge, without Next.js (decision 0029).
 * @param {ServerResponse} res @param {import("./contract.mjs").PersonalAnswerer} personal
 * @param {string} query
 */
async function sendPersonal(res, personal, query) {
  const page = new URLSearchParams(query).get("page");
  // A kept answer comes at once, without a promise to wait on: most answers, under load.
  const given = personal(res.req.headers.cookie ?? "", page);
  const answer = given instanceof Promise ? await given : given;
  for (const [name, value] of answer.headers) res.appendHeader(name, value);
  res.writeHead(answer.status, { "content-length": Buffer.byteLength(answer.body) });
  res.end(answer.body);
}

/**
 * @param {ServerResponse} res @param {number} status @param {string} location
 * @param {string} caching @param {string} [vary]
 */
function redirect(res, status, location, caching, vary) {
  const headers = { location, "cache-control": caching, "content-length": "0" };
  res.writeHead(status, vary ? { ...headers, vary } : headers).end();
}
