/**
 * The security headers of every response. Pure, so next.config.ts (every response) and src/proxy.ts
 * (the answers it makes itself) share one definition. Why each value: decisions 0006 and 0009.
 */

export type Header = { key: string; value: string };

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

export type CspOptions = { development: boolean };

/**
 * The policy every response carries. Scripts come only from this site and the YouTube player; no
 * inline script runs unless its hash is listed, which the production server adds to each page for
 * the scripts Next.js wrote (front-layer/inline-scripts.mjs, decision 0009). React's style attributes
 * cannot be hashed, hence style-src 'unsafe-inline'.
 */
export function buildContentSecurityPolicy({ development }: CspOptions): string {
  // In development React rebuilds server error stacks with eval, which production never does.
  // Inline scripts are hashed by the front layer in development too, so what production would
  // block is blocked while developing.
  const devScripts = development ? " 'unsafe-eval'" : "";
  return [
    "default-src 'self'",
    `script-src 'self'${devScripts} ${YOUTUBE_SCRIPT_ORIGINS.join(" ")}`,
    `frame-src ${YOUTUBE_FRAME_ORIGINS.join(" ")}`,
    `img-src 'self' data: ${YOUTUBE_IMAGE_ORIGINS.join(" ")}`,
    "media-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Headers that do not depend on the request: on every response, static files included. */
export function securityHeaders(options: CspOptions): Header[] {
  return [
    { key: "Content-Security-Policy", value: buildContentSecurityPolicy(options) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: PERMISSIONS_POLICY },
    // Old browsers that ignore CSP frame-ancestors still honour this.
    { key: "X-Frame-Options", value: "DENY" },
  ];
}

/** HSTS only where it is true: a production server behind an https public URL. */
export function strictTransportSecurity(nodeEnv: string, siteUrl: string): string | undefined {
  return nodeEnv === "production" && siteUrl.startsWith("https://")
    ? "max-age=31536000"
    : undefined;
}
