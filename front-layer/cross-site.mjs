// @ts-check

/**
 * Refusing requests that a foreign site made a student's browser send (decision 0017): the edge
 * asks it of every request, the workspace's actions again behind any other server.
 *
 * @typedef {object} RequestOrigin
 * @property {string} method
 * @property {string | null} origin  the Origin header; browsers send it on every POST
 * @property {string | null} fetchSite  Sec-Fetch-Site, when an older browser sent no Origin
 * @property {string | null} host  X-Forwarded-Host behind a proxy, else Host: where it was sent
 * @property {string | undefined} siteOrigin  the public origin (SITE_URL), once known
 */

/**
 * True when the request is not a read and came from another origin. A browser cannot forge
 * Origin, Host or Sec-Fetch-Site; a request with neither comes from a script or a server.
 * @param {RequestOrigin} request @returns {boolean}
 */
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
