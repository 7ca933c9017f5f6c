// @ts-check
import { ACTION_BODY_LIMIT, WORKSPACE_ACTION_BODY_LIMIT } from "./contract.mjs";
import { isForeignStateChange } from "./cross-site.mjs";
import { mayCarrySession } from "./session-cookie.mjs";

/**
 * What the edge refuses before Next.js sees a request (decision 0017): methods nobody serves,
 * addresses that are not correctly encoded, writes from other sites, and bodies larger than the
 * path takes. Next.js answers some of these with a 500; here they get a 4xx with the security
 * headers, whatever their path.
 *
 * @typedef {import("node:http").IncomingMessage} IncomingMessage
 * @typedef {{ status: number, body: string, type?: string, headers?: Record<string, string> }} Refusal
 */

/** Pages, the API and files are read with GET and HEAD; forms, actions and the API write with POST. */
export const SERVED_METHODS = ["GET", "HEAD", "POST"];

/**
 * @param {IncomingMessage} req
 * @param {{ path: string, page: boolean, workspace: boolean, siteOrigin: string | undefined }} at
 *   the path without its language prefix, whether it is a page and the editors' workspace
 * @returns {Refusal | undefined}
 */
export function refusalFor(req, { path, page, workspace, siteOrigin }) {
  const method = req.method ?? "GET";
  if (!SERVED_METHODS.includes(method)) {
    return {
      status: 405,
      body: "Method Not Allowed",
      headers: { allow: SERVED_METHODS.join(", ") },
    };
  }
  const forwardedHost = header(req, "x-forwarded-host")?.split(",")[0]?.trim();
  const foreign = isForeignStateChange({
    method,
    origin: header(req, "origin") ?? null,
    fetchSite: header(req, "sec-fetch-site") ?? null,
    host: forwardedHost || (header(req, "host") ?? null),
    // A page's form or action must come from the host it was sent to, as Next.js checks (it
    // answers a mismatch with a 500); SITE_URL's origin counts for the API behind a proxy.
    siteOrigin: page ? undefined : siteOrigin,
  });
  if (foreign) {
    const body = JSON.stringify({ error: "Cross-site request refused" });
    return { status: 403, body, type: "application/json" };
  }
  // Next.js 16 answers a dynamic route whose path holds a malformed percent-encoding ("%ZZ")
  // with a 500 before any page code runs. Such an address can only be a broken link.
  if (!isWellEncoded(path)) {
    return { status: 400, body: "Bad Request: the address is not correctly encoded." };
  }
  if (method !== "POST") return undefined;
  const length = header(req, "content-length");
  if (length === undefined && header(req, "transfer-encoding") !== undefined) {
    return { status: 411, body: "Length Required: send the body's length." };
  }
  // The workspace's uploads take more, for an editor's session only (decision 0024).
  const large = workspace && mayCarrySession(req.headers.cookie);
  const limit = large ? WORKSPACE_ACTION_BODY_LIMIT : ACTION_BODY_LIMIT;
  if (Number(length) > limit) {
    const megabytes = Math.round(limit / 1024 / 1024);
    return { status: 413, body: `Payload Too Large: a form sends at most ${megabytes} MB.` };
  }
  return undefined;
}

/** @param {IncomingMessage} req @param {string} name */
function header(req, name) {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** @param {string} path */
function isWellEncoded(path) {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
