// @ts-check

/**
 * Refusing requests that a foreign site made a student's browser send. The front layer asks this
 * of every request that is not a GET or HEAD, whatever its path (decision 0017).
 *
 * @typedef {object} RequestOrigin
 * @property {string} method
 * @property {string | null} origin  the Origin header, if any; browsers send it on every POST
 * @property {string | null} fetchSite  Sec-Fetch-Site, the fallback when an older browser sent no Origin
 * @property {string | null} host  X-Forwarded-Host when behind a proxy, else Host: where the browser sent it
 * @property {string | undefined} siteOrigin  the configured public origin (SITE_URL), once known
 */

const READS = new Set(["GET", "HEAD"]);

/** @param {string} origin */
function hostOf(origin) {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * True when the request is not a read and came from another origin. A browser cannot forge
 * Origin, Host or Sec-Fetch-Site, so these are enough against cross-site request forgery. Requests
 * that carry neither header come from scripts and servers, not from a student's browser.
 * @param {RequestOrigin} request
 * @returns {boolean}
 */
export function isForeignStateChange(request) {
  if (READS.has(request.method.toUpperCase())) return false;
  const { origin, fetchSite } = request;
  if (origin !== null) {
    if (origin === request.siteOrigin) return false;
    const originHost = hostOf(origin);
    // "null" (sandboxed frames, cross-origin redirects) has no host and is foreign.
    return originHost === null || request.host === null || originHost !== request.host;
  }
  if (fetchSite !== null) return fetchSite !== "same-origin" && fetchSite !== "none";
  return false;
}
