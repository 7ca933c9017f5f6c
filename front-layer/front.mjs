// @ts-check
import {
  FRAME_PATH,
  PERSONAL_PATH,
  RENDER_ID_HEADER,
  STATIC_PATH,
  isPagePath,
} from "./contract.mjs";
import { actionBodyKind, checkActionBody } from "./action-body.mjs";
import { rememberedLocaleRedirect, setLocaleHeaders } from "./locale.mjs";
import { memoized } from "./memo.mjs";
import { pageKey } from "./page-key.mjs";
import { createPageServer } from "./pages.mjs";
import { refusalFor } from "./request-checks.mjs";
import { requestIdFor } from "./request-id.mjs";
import {
  STATIC_FILE_HEADERS,
  securityHeaders,
  strictTransportSecurity,
} from "./security-headers.mjs";

/**
 * The layer in front of Next.js (decisions 0009, 0017 and 0018). Every request gets an id and
 * every response the security headers; requests no page serves (an unknown method, a cross-site
 * write, a malformed address or action body) are answered here with a 4xx; static files with
 * copies compressed at build come from static-files.mjs; pages go to the page server (pages.mjs),
 * which keeps anonymous pages for 30 s and hashes their scripts into the CSP; everything else
 * goes to Next.js as it is.
 *
 * @typedef {import("node:http").IncomingMessage} IncomingMessage
 * @typedef {import("node:http").ServerResponse} ServerResponse
 * @typedef {import("./page-cache.mjs").PageCache} PageCache
 * @typedef {import("./request-checks.mjs").Refusal} Refusal
 * @typedef {import("./static-files.mjs").StaticFiles} StaticFiles
 * @typedef {import("./contract.mjs").PersonalAnswerer} PersonalAnswerer
 *
 * @typedef {object} FrontOptions
 * @property {(req: IncomingMessage, res: ServerResponse) => Promise<void>} handle  Next.js
 * @property {PageCache} cache
 * @property {() => Promise<unknown> | undefined} contentVersion  changes when content is imported
 * @property {() => number} readFailures  moves when a database read fails
 * @property {(event: string, fields: Record<string, unknown>) => void} logError
 * @property {StaticFiles} [staticFiles]  the build's static files with their compressed copies
 * @property {() => string | undefined} [siteUrl]  SITE_URL, once the application has booted
 * @property {() => PersonalAnswerer | undefined} [personal]  the application's answer to
 *   GET /api/me, once it has booted
 * @property {boolean} [development]  `npm run dev`: the policy allows eval, no HSTS
 * @property {number} [versionCheckMs]  how often to ask for the content version
 */

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
  staticFiles,
  siteUrl = () => undefined,
  personal = () => undefined,
  development = false,
  versionCheckMs = 1000,
}) {
  const servePage = createPageServer({
    handle,
    cache,
    contentVersion,
    readFailures,
    versionCheckMs,
  });
  const everyResponse = securityHeaders({ development });
  const framedBySite = securityHeaders({ development, framedBySite: true });

  /**
   * @param {ServerResponse} res
   * @param {string} path
   * @param {boolean} isStatic
   * @param {string | undefined} site
   */
  function setSecurityHeaders(res, path, isStatic, site) {
    const headers = FRAME_PATH.test(path) ? framedBySite : everyResponse;
    for (const { key, value } of headers) res.setHeader(key, value);
    if (isStatic) {
      for (const { key, value } of STATIC_FILE_HEADERS) res.setHeader(key, value);
    }
    const hsts = strictTransportSecurity({ production: !development, siteUrl: site });
    if (hsts) res.setHeader("Strict-Transport-Security", hsts);
  }

  // SITE_URL's origin, parsed when SITE_URL is first seen rather than on every request.
  /** @type {{ site: string, origin: string } | undefined} */
  let parsedSite;
  /** @param {string | undefined} site */
  function originOf(site) {
    if (!site) return undefined;
    if (parsedSite?.site !== site) parsedSite = { site, origin: new URL(site).origin };
    return parsedSite.origin;
  }

  return async function front(req, res) {
    // One id for the request's log lines and its answer, also when it is served from the cache.
    const requestId = requestIdFor(req.headers["x-request-id"]);
    req.headers["x-request-id"] = requestId;
    res.setHeader("x-request-id", requestId);
    // Only the page server gives a render its id; one sent by a client means nothing.
    delete req.headers[RENDER_ID_HEADER];
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    const site = siteUrl();
    // Every signed-in page view asks for it, so it is answered first, with only the checks a GET
    // of this one well-formed path can fail (none of refusalFor's).
    const answerPersonal = req.method === "GET" && path === PERSONAL_PATH && personal();
    const isStatic = !answerPersonal && (STATIC_PATH.test(path) || staticFiles?.has(path) === true);
    setSecurityHeaders(res, path, isStatic, site);
    try {
      if (answerPersonal) return await sendPersonal(req, res, answerPersonal);
      const refusal = refusalFor(req, originOf(site));
      if (refusal) return refuse(res, refusal);
      const read = req.method === "GET" || req.method === "HEAD";
      if (read && staticFiles && (isStatic || path.startsWith("/_next/static/"))) {
        if (await staticFiles.respond(req, res, path)) return;
      }
      // Read once, only for what reaches Next.js or the page cache: the answers above need no key.
      const keyed = pageKey(req.url ?? "/");
      // From the page's key, so a kept page's links name only the parameters it reads.
      setLocaleHeaders(req, keyed.key);
      if (isStatic || !isPagePath(path)) return await handle(req, res);
      const chosen = rememberedLocaleRedirect(req, path);
      if (chosen) return redirectTo(res, chosen);
      let request = req;
      const actionBody = actionBodyKind(req);
      if (actionBody) {
        const checked = await checkActionBody(req, actionBody);
        if ("gone" in checked) return;
        if ("refusal" in checked) return refuse(res, checked.refusal);
        request = checked.request;
      }
      if (request.headers.rsc || request.headers["next-action"]) return await handle(request, res);
      await servePage(request, res, keyed);
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
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {PersonalAnswerer} personal
 */
async function sendPersonal(req, res, personal) {
  const query = (req.url ?? "").split("?")[1] ?? "";
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

/** A refused request's body up to this size is read before the answer (see `refuse`). */
const READ_BEFORE_REFUSING_BYTES = 64 * 1024;

/**
 * Sends the student to the language they chose; never kept, and only for the one who asked.
 * @param {ServerResponse} res
 * @param {string} location
 */
function redirectTo(res, location) {
  res.writeHead(307, {
    location,
    "cache-control": "private, no-store",
    vary: "Cookie, Sec-Fetch-Site",
    "content-length": "0",
  });
  res.end();
}

/**
 * Answers a request the front layer refuses; the security headers are already set. A small body
 * still on its way is read first, so a client still sending it (a browser's or fetch's multipart
 * form) gets the answer instead of a broken connection, and the connection stays open. The rest of
 * a larger or unsized body is not worth reading: the connection closes after the answer.
 * @param {ServerResponse} res
 * @param {Refusal} refusal
 */
function refuse(res, refusal) {
  const req = res.req;
  const declared = Number(req.headers["content-length"]);
  const small = Number.isSafeInteger(declared) && declared <= READ_BEFORE_REFUSING_BYTES;
  if (req.complete || !small) return answerRefusal(res, refusal);
  let answered = false;
  const answer = () => {
    if (answered) return;
    answered = true;
    answerRefusal(res, refusal);
  };
  req.once("end", answer).once("close", answer).once("error", answer);
  req.resume();
}

/** @param {ServerResponse} res @param {Refusal} refusal */
function answerRefusal(res, refusal) {
  const body = Buffer.from(refusal.body);
  res.writeHead(refusal.status, {
    ...refusal.headers,
    "content-type": refusal.type,
    "content-length": String(body.length),
    "cache-control": "no-store",
    ...(res.req.complete ? {} : { connection: "close" }),
  });
  res.end(res.req.method === "HEAD" ? undefined : body);
}
