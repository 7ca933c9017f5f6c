// @ts-check

/** The only other sites the portal uses: the YouTube player and its thumbnails. */
const YOUTUBE = "https://www.youtube.com";

// Features the portal never uses are off; the player's keep their default (decision 0006).
const DENIED = "camera display-capture geolocation magnetometer microphone midi payment usb";
export const PERMISSIONS_POLICY = DENIED.split(" ")
  .map((feature) => `${feature}=()`)
  .join(", ");

/** The site's policy (decisions 0006, 0009; eval in development, 0011; the frame pages, 0030).
 * @param {{ development: boolean, framedBySite?: boolean }} options */
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

/** The headers every answer carries, made once per kind of server; HSTS as decision 0017 says.
 * @param {boolean} development @param {string | undefined} siteUrl  SITE_URL, once booted
 * @param {boolean} [framedBySite]  one of the pages this site frames (FRAME_PATH) */
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
