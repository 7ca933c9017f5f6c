// @ts-check

/**
 * The security headers, on every answer of the edge: pages, files, refusals and Next.js's own.
 * Why each value: decisions 0006, 0009 and 0017.
 */

/** The only other sites the portal uses: the YouTube player and its thumbnails. */
const YOUTUBE = "https://www.youtube.com";

// Powerful features the portal never uses are off. The player's (autoplay, fullscreen...) keep
// their default allowlist, 'self', from which the YouTube frame receives them through `allow`.
const DENIED = "camera display-capture geolocation magnetometer microphone midi payment usb";
export const PERMISSIONS_POLICY = DENIED.split(" ")
  .map((feature) => `${feature}=()`)
  .join(", ");

/**
 * Scripts only from this site and the YouTube player; an inline script runs only when its hash is
 * listed, which the edge adds to each page (inline-scripts.mjs). React's style attributes cannot be
 * hashed, hence style-src 'unsafe-inline'. In development React rebuilds server error stacks with
 * eval, which production never does. Frames: YouTube's player, and this site's own small pages for
 * browsers without JavaScript (FRAME_PATH, decision 0030), which alone may be framed, by this site.
 * @param {{ development: boolean, framedBySite?: boolean }} options
 */
export function buildContentSecurityPolicy({ development, framedBySite = false }) {
  return [
    "default-src 'self'",
    `script-src 'self'${development ? " 'unsafe-eval'" : ""} ${YOUTUBE} https://s.ytimg.com`,
    `frame-src 'self' ${YOUTUBE} https://www.youtube-nocookie.com`,
    "img-src 'self' data: https://i.ytimg.com",
    "style-src 'self' 'unsafe-inline'",
    ...["media-src", "font-src", "connect-src", "form-action", "base-uri"].map(
      (d) => `${d} 'self'`,
    ),
    "object-src 'none'",
    `frame-ancestors ${framedBySite ? "'self'" : "'none'"}`,
  ].join("; ");
}

/** @type {Map<string, Map<string, string>>} */
const made = new Map();

/**
 * The headers every answer carries, made once per kind of server. HSTS only where it is true, on a
 * production server behind an https public URL; subdomains too, so no café's network can send a
 * student to a plain-http lookalike under the site's name.
 * @param {boolean} development @param {string | undefined} siteUrl  SITE_URL, once booted
 * @param {boolean} [framedBySite]  one of the pages this site frames (FRAME_PATH)
 */
export function securityHeaders(development, siteUrl, framedBySite = false) {
  const https = !development && siteUrl?.startsWith("https://") === true;
  const kind = `${development} ${https} ${framedBySite}`;
  if (made.has(kind)) return /** @type {Map<string, string>} */ (made.get(kind));
  const headers = new Map([
    ["Content-Security-Policy", buildContentSecurityPolicy({ development, framedBySite })],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", PERMISSIONS_POLICY],
    // Old browsers that ignore CSP frame-ancestors still honour this.
    ["X-Frame-Options", framedBySite ? "SAMEORIGIN" : "DENY"],
    // No other site's window keeps a handle on ours; Google sign-in is a redirect, never a popup.
    ["Cross-Origin-Opener-Policy", "same-origin"],
  ]);
  if (https) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  made.set(kind, headers);
  return headers;
}

/** Static files (scripts, styles, fonts, pictures, videos) are for this site's pages only.
 * @type {[string, string][]} */
export const STATIC_FILE_HEADERS = [["Cross-Origin-Resource-Policy", "same-origin"]];
