/** Refusing state-changing requests that a foreign site made a student's browser send. */

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export type RequestOrigin = {
  method: string;
  /** The Origin header, if any. Browsers send it on every POST, PUT, PATCH and DELETE. */
  origin: string | null;
  /** Sec-Fetch-Site, the fallback when an older browser sent no Origin. */
  fetchSite: string | null;
  /** X-Forwarded-Host when behind a proxy, else Host: where the browser sent the request. */
  host: string | null;
  /** The configured public origin (SITE_URL). */
  siteOrigin: string;
};

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * True when the request changes state and came from another origin. A browser cannot forge
 * Origin, Host or Sec-Fetch-Site, so these are enough against cross-site request forgery. Requests
 * that carry neither header come from scripts and servers, not from a student's browser.
 */
export function isForeignStateChange(request: RequestOrigin): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
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
