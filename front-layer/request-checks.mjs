// @ts-check
import {
  ACTION_BODY_LIMIT,
  LIBRARY_UPLOAD_BODY_LIMIT,
  LIBRARY_UPLOAD_PATH,
  WORKSPACE_ACTION_BODY_LIMIT,
} from "./contract.mjs";
import { mayCarrySession } from "./session-cookie.mjs";

/**
 * @typedef {{ status: number, body: string, headers?: Record<string, string> }} Refusal
 *
 * @typedef {object} RequestOrigin
 * @property {string} method
 * @property {string | null} origin  the Origin header; browsers send it on every POST
 * @property {string | null} fetchSite  Sec-Fetch-Site, when an older browser sent no Origin
 * @property {string | null} host  X-Forwarded-Host behind a proxy, else Host: where it was sent
 * @property {string | undefined} siteOrigin  the public origin (SITE_URL), once known
 */

/** Pages, the API and files are read with GET and HEAD; forms, actions and the API write with POST. */
const SERVED_METHODS = ["GET", "HEAD", "POST"];

/**
 * What the edge refuses before Next.js, which would answer it with a 500 or let it through
 * (decisions 0017, 0057). @param {import("node:http").IncomingMessage} req
 * @param {{ path: string, page: boolean, workspace: boolean, siteOrigin: string | undefined }} at
 *   whether the path is a page and the editors' workspace; SITE_URL's origin
 * @returns {Refusal | undefined}
 */
export function refusalFor(req, { path, page, workspace, siteOrigin }) {
  const method = req.method ?? "GET";
  const header = (/** @type {string} */ name) => [req.headers[name]].flat()[0];
  if (!SERVED_METHODS.includes(method)) {
    return {
      status: 405,
      body: "Method Not Allowed",
      headers: { allow: SERVED_METHODS.join(", ") },
    };
  }
  const foreign = isForeignStateChange({
    method,
    origin: header("origin") ?? null,
    fetchSite: header("sec-fetch-site") ?? null,
    host: header("x-forwarded-host")?.split(",")[0]?.trim() || (header("host") ?? null),
    // A page's form or action must come from the host it was sent to (decision 0057).
    siteOrigin: page ? undefined : siteOrigin,
  });
  if (foreign) {
    const json = { "content-type": "application/json" };
    return { status: 403, body: '{"error":"Cross-site request refused"}', headers: json };
  }
  try {
    decodeURIComponent(path);
  } catch {
    // Next.js answers a dynamic route with "%ZZ" in its path with a 500: only a broken link.
    return { status: 400, body: "Bad Request: the address is not correctly encoded." };
  }
  if (method !== "POST") return undefined;
  const length = header("content-length");
  if (length === undefined && header("transfer-encoding") !== undefined) {
    return { status: 411, body: "Length Required: send the body's length." };
  }
  // The workspace's uploads take more, with a session only (decisions 0024, 0091).
  let limit = ACTION_BODY_LIMIT;
  if (workspace && mayCarrySession(req.headers.cookie)) {
    limit = path === LIBRARY_UPLOAD_PATH ? LIBRARY_UPLOAD_BODY_LIMIT : WORKSPACE_ACTION_BODY_LIMIT;
  }
  if (Number(length) > limit) {
    const megabytes = Math.round(limit / 1024 / 1024);
    return { status: 413, body: `Payload Too Large: a form sends at most ${megabytes} MB.` };
  }
  return undefined;
}

/** Answers a refused request, after reading and dropping a body up to 16 MB (decision 0057).
 * @param {import("node:http").ServerResponse} res @param {Refusal} refusal */
export function refuse(res, { status, body, headers }) {
  const req = res.req;
  const declared = Number(req.headers["content-length"]);
  const small = Number.isSafeInteger(declared) && declared <= 16 * 1024 * 1024;
  const answer = () => {
    if (res.headersSent) return;
    res.writeHead(status, {
      "content-type": "text/plain; charset=utf-8",
      ...headers,
      "content-length": Buffer.byteLength(body),
      "cache-control": "no-store",
      ...(req.complete ? {} : { connection: "close" }),
    });
    res.end(req.method === "HEAD" ? undefined : body);
  };
  if (req.complete || !small) return answer();
  req.once("end", answer).once("close", answer).once("error", answer);
  req.resume();
}

/** True when a write came from another origin (decision 0006).
 * @param {RequestOrigin} request @returns {boolean} */
export function isForeignStateChange({ method, origin, fetchSite, host, siteOrigin }) {
  if (["GET", "HEAD"].includes(method.toUpperCase())) return false;
  if (origin !== null) {
    if (origin === siteOrigin) return false;
    // "null" (sandboxed frames, cross-origin redirects) has no host and is foreign.
    const originHost = URL.canParse(origin) ? new URL(origin).host : null;
    return originHost === null || host === null || originHost !== host;
  }
  return fetchSite !== null && fetchSite !== "same-origin" && fetchSite !== "none";
}
