/**
 * The security headers of every response. Pure, so next.config.ts (static assets, build time) and
 * src/proxy.ts (pages and API, per request) share one definition. Why each value: decision 0006.
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

/** Headers that do not depend on the request: on every response, static files included. */
export const STATIC_SECURITY_HEADERS: Header[] = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: PERMISSIONS_POLICY },
  // Old browsers that ignore CSP frame-ancestors still honour this.
  { key: "X-Frame-Options", value: "DENY" },
];

export type CspOptions = { nonce: string; development: boolean };

/**
 * A nonce-based policy: Next.js reads the nonce from the request's CSP header and puts it on its
 * own scripts; 'strict-dynamic' lets those load their chunks and the YouTube iframe API. React's
 * style attributes cannot carry a nonce, hence style-src 'unsafe-inline'.
 */
export function buildContentSecurityPolicy({ nonce, development }: CspOptions): string {
  // React rebuilds server error stacks with eval in development only.
  const devEval = development ? " 'unsafe-eval'" : "";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${devEval} ${YOUTUBE_SCRIPT_ORIGINS.join(" ")}`,
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

/** HSTS only where it is true: a production server behind an https public URL. */
export function strictTransportSecurity(nodeEnv: string, siteUrl: string): string | undefined {
  return nodeEnv === "production" && siteUrl.startsWith("https://")
    ? "max-age=31536000"
    : undefined;
}

/** 128 random bits, base64: unguessable per response, as CSP nonces must be. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
