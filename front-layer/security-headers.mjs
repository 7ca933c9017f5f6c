// @ts-check

/**
 * The security headers. The front layer puts them on every response, static files, refusals and
 * Next.js's answers alike, so they are written once. Why each value: decisions 0006, 0009 and 0017.
 *
 * @typedef {{ key: string, value: string }} Header
 * @typedef {{ development: boolean, framedBySite?: boolean }} CspOptions
 */

/** The only third-party origins the portal talks to: the YouTube player and its thumbnails. */
export const YOUTUBE_SCRIPT_ORIGINS = ["https://www.youtube.com", "https://s.ytimg.com"];
export const YOUTUBE_FRAME_ORIGINS = [
  "https://www.youtube.com",
  "https://www.youtube-nocookie.com",
];
export const YOUTUBE_IMAGE_ORIGINS = ["https://i.ytimg.com"];

// Powerful features the portal never uses are off. The player's features (autoplay, fullscreen,
// encrypted-media, picture-in-picture...) keep their default allowlist, 'self', from which the
// YouTube frame receives them through its `allow` attribute; listing them here would add a
// kilobyte to every response on a student's metered connection and change nothing.
const DENIED_FEATURES = [
  "camera",
  "display-capture",
  "geolocation",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "usb",
];

export const PERMISSIONS_POLICY = DENIED_FEATURES.map((f) => `${f}=()`).join(", ");

/**
 * The policy every response carries. Scripts come only from this site and the YouTube player; no
 * inline script runs unless its hash is listed, which the front layer adds to each page for the
 * scripts Next.js wrote (inline-scripts.mjs, decision 0009). React's style attributes cannot be
 * hashed, hence style-src 'unsafe-inline'. Frames: YouTube's player, and this site's own small
 * pages for browsers without JavaScript (FRAME_PATH in contract.mjs, decision 0030), which alone
 * may be framed, by this site only (`framedBySite`).
 * @param {CspOptions} options
 * @returns {string}
 */
export function buildContentSecurityPolicy({ development, framedBySite = false }) {
  // In development React rebuilds server error stacks with eval, which production never does.
  // Inline scripts are hashed by the front layer in development too, so what production would
  // block is blocked while developing.
  const devScripts = development ? " 'unsafe-eval'" : "";
  return [
    "default-src 'self'",
    `script-src 'self'${devScripts} ${YOUTUBE_SCRIPT_ORIGINS.join(" ")}`,
    `frame-src 'self' ${YOUTUBE_FRAME_ORIGINS.join(" ")}`,
    `img-src 'self' data: ${YOUTUBE_IMAGE_ORIGINS.join(" ")}`,
    "media-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    `frame-ancestors ${framedBySite ? "'self'" : "'none'"}`,
  ].join("; ");
}

/**
 * Headers that do not depend on the request: on every response, static files included.
 * @param {CspOptions} options
 * @returns {Header[]}
 */
export function securityHeaders(options) {
  return [
    { key: "Content-Security-Policy", value: buildContentSecurityPolicy(options) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: PERMISSIONS_POLICY },
    // Old browsers that ignore CSP frame-ancestors still honour this.
    { key: "X-Frame-Options", value: options.framedBySite ? "SAMEORIGIN" : "DENY" },
    // No other site's window keeps a handle on ours. Google sign-in is a full-page redirect (a
    // form post, then Google's page, then our callback), never a popup, so nothing needs
    // same-origin-allow-popups; links that open another site already use noopener.
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ];
}

/** Static files (scripts, styles, fonts, pictures, videos) are for this site's pages only. */
export const STATIC_FILE_HEADERS = [{ key: "Cross-Origin-Resource-Policy", value: "same-origin" }];

/**
 * HSTS only where it is true: a production server behind an https public URL. Subdomains too, so
 * a student on a café's network cannot be sent to a plain-http lookalike under the site's name.
 * @param {{ production: boolean, siteUrl: string | undefined }} site
 * @returns {string | undefined}
 */
export function strictTransportSecurity({ production, siteUrl }) {
  return production && siteUrl?.startsWith("https://")
    ? "max-age=31536000; includeSubDomains"
    : undefined;
}
