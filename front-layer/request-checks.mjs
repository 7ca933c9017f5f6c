// @ts-check
import { isForeignStateChange } from "./cross-site.mjs";

/**
 * What the front layer refuses before Next.js sees a request (issue 21): methods nobody serves,
 * addresses that are not correctly encoded and writes from other sites. Next.js 16 answers such
 * requests with a 500, or runs its action decoder on them; here they get a 4xx with the security
 * headers, whatever their path.
 *
 * @typedef {import("node:http").IncomingMessage} IncomingMessage
 * @typedef {{ status: number, type: string, body: string, headers?: Record<string, string> }} Refusal
 */

/** Pages, the API and files are read with GET and HEAD; forms, actions and the API write with POST. */
export const SERVED_METHODS = ["GET", "HEAD", "POST"];

/**
 * @param {IncomingMessage} req
 * @param {string | undefined} siteOrigin  SITE_URL's origin, once the application has booted
 * @returns {Refusal | undefined}
 */
export function refusalFor(req, siteOrigin) {
  const method = req.method ?? "GET";
  if (!SERVED_METHODS.includes(method)) {
    return {
      status: 405,
      type: "text/plain; charset=utf-8",
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
    siteOrigin,
  });
  if (foreign) {
    return {
      status: 403,
      type: "application/json",
      body: JSON.stringify({ error: "Cross-site request refused" }),
    };
  }
  // Next.js 16 answers a dynamic route whose path holds a malformed percent-encoding ("%ZZ",
  // "%E0%A4%A") with a 500 before any page code runs. Such an address can only be a broken link.
  if (!isWellEncoded((req.url ?? "/").split("?")[0] ?? "/")) {
    return {
      status: 400,
      type: "text/plain; charset=utf-8",
      body: "Bad Request: the address is not correctly encoded.",
    };
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
