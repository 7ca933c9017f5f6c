// @ts-check
import { remember } from "./remember.mjs";

/**
 * The one contract between the front layer (this folder, plain Node.js outside Next's bundle) and
 * the application (src/, bundled by Next.js). Both sides import this file, so the paths that are
 * not pages, the session cookie's name and the hand-over at boot are written once.
 */

/**
 * Static files: served as they are, never a page, and not worth a log line when they succeed.
 * /media/ holds the workspace's uploaded pictures, read from the database, named by their hash.
 */
export const STATIC_PATH =
  /^\/(?:_next\/static\/|_next\/image|favicon\.ico|slides\/|demo\/|media\/)/;

/** Health checks: asked every few seconds by load balancers, never cached, never logged when fine. */
export const HEALTH_PATH = /^\/(?:healthz|readyz)$/;

/** Not pages: static files, Next.js's own client requests, the API, the icon and health checks. */
export function isPagePath(/** @type {string} */ path) {
  return !(
    STATIC_PATH.test(path) ||
    HEALTH_PATH.test(path) ||
    /^\/(?:_next\/|api\/|icon)/.test(path)
  );
}

/** Better Auth names its cookies `<prefix>.<name>` (and `__Secure-<prefix>.<name>` over https). */
export const AUTH_COOKIE_PREFIX = "better-auth";

/** The cookies that make a request a signed-in one: the session token and its cached copy. */
export const SESSION_COOKIE_NAMES = [
  `${AUTH_COOKIE_PREFIX}.session_token`,
  `${AUTH_COOKIE_PREFIX}.session_data`,
];

/**
 * What the application hands the front layer once it has booted.
 * @typedef {object} ApplicationBridge
 * @property {() => Promise<number>} contentVersion  moves when published content changes
 * @property {() => number} readFailures  moves when a database read fails
 * @property {(level: "error", event: string, fields: Record<string, unknown>) => void} log
 */

/** @type {{ application?: ApplicationBridge, frontLayer?: boolean }} */
const bridge = remember("front-bridge", () => ({}));

/** Called by the application at boot. @param {ApplicationBridge} application */
export function publishApplication(application) {
  bridge.application = application;
}

/** The application's side of the bridge; undefined until it has booted. */
export function application() {
  return bridge.application;
}

/** Called by the front layer before Next.js prepares, so the application can tell it is behind one. */
export function markFrontLayer() {
  bridge.frontLayer = true;
}

/** Whether this process serves through the front layer (false under a bare `next start`). */
export function behindFrontLayer() {
  return bridge.frontLayer === true;
}
