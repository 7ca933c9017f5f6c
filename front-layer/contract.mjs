// @ts-check
import { remember } from "./remember.mjs";

/**
 * The one contract between the edge (this folder, plain Node.js outside Next's bundle) and the
 * application (src/, bundled by Next.js). Both sides import this file, so the headers, the session
 * cookie's name and the hand-over at boot are written once; the pages are the route manifest's
 * (src/lib/route-manifest.mjs).
 */

/** Largest body of a form or server action: Next.js's default (1 MB). */
export const ACTION_BODY_LIMIT = 1024 * 1024;

/** Largest picture or content file the editors' workspace takes (decision 0024). */
export const WORKSPACE_UPLOAD_LIMIT = 8 * 1024 * 1024;

/**
 * Largest body of a workspace action: an upload, its form's other fields and the multipart
 * framing. next.config.ts gives it to Next.js (serverActions.bodySizeLimit); the edge lets a body
 * this large through only to the workspace, with a session (request-checks.mjs).
 */
export const WORKSPACE_ACTION_BODY_LIMIT = WORKSPACE_UPLOAD_LIMIT + 1024 * 1024;

// The languages and how a URL names one: in their own small module, which client code imports
// too (this contract holds server-only state); re-exported here as part of the contract.
export {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_COOKIE,
  LOCALE_HEADER,
  PAGE_PATH_HEADER,
  URDU_PREFIX,
  localeOfPath,
  withoutLocale,
} from "./locales.mjs";

/**
 * Set by the edge (and only by it) on the render of an app router's navigation answer (`RSC: 1`,
 * which Next.js hides from the page): it shows placeholders while parts stream in. A document,
 * whoever fetches it, is rendered whole (decision 0014); NavigationSuspense reads rendersWhole.
 */
export const NAVIGATION_HEADER = "x-parhai-navigation";

/** @param {(name: string) => unknown} header  a request header's value */
export function rendersWhole(header) {
  return header(NAVIGATION_HEADER) !== "1";
}

/**
 * A browser asked to save data (`Save-Data: on`, issue 17): pages then carry fewer and smaller
 * pictures, so the front layer keeps that version of a page apart from the other.
 */
export const SAVE_DATA_HEADER = "save-data";

/** Whether a Save-Data header's value asks to save data. @param {unknown} value */
export function savesData(value) {
  return typeof value === "string" && value.trim().toLowerCase() === "on";
}
/** Better Auth names its cookies `<prefix>.<name>` (and `__Secure-<prefix>.<name>` over https). */
export const AUTH_COOKIE_PREFIX = "better-auth";

/** The cookies that make a request a signed-in one: the session token and its cached copy. */
export const SESSION_COOKIE_NAMES = [
  `${AUTH_COOKIE_PREFIX}.session_token`,
  `${AUTH_COOKIE_PREFIX}.session_data`,
];

/**
 * The address of the socket a request came in on. The front layer, the only part that sees the
 * socket, sets it on every request (replacing any value a client sent); the application reads
 * the client's address from it and, behind a trusted proxy, from X-Forwarded-For
 * (src/server/http/client-address.ts).
 */
export const SOCKET_ADDRESS_HEADER = "x-parhai-socket-address";

/**
 * Next.js answers a `notFound()` thrown while a dynamic page renders with an empty document that
 * only JavaScript fills in (no header, no `lang`). So a page that finds nothing renders its
 * not-found screen in place, with this empty element in it, and the front layer answers 404.
 */
export const NOT_FOUND_MARK = '<template data-not-found=""></template>';

/** The attribute the application writes on that element (React spells it out as the mark above). */
export const NOT_FOUND_ATTRIBUTE = "data-not-found";

/**
 * Renders that read a session. The front layer gives each render of a page it may keep an id in
 * this request header; the application reports every render that found a signed-in student
 * (src/server/auth/session.ts), and the front layer keeps no page whose render did. Only ids the
 * front layer opened are recorded, so a client sending the header itself records nothing.
 */
export const RENDER_ID_HEADER = "x-parhai-render";

/** @type {Map<string, boolean>} render id -> whether it read a session */
const renders = remember("session-reads", () => new Map());

/** Called by the front layer before a render; returns the id to send in RENDER_ID_HEADER. */
export function openRender() {
  const id = crypto.randomUUID();
  renders.set(id, false);
  return id;
}

/** Called by the application when the render with this id found a signed-in student.
 * @param {string | null | undefined} id */
export function noteSessionRead(id) {
  if (id && renders.has(id)) renders.set(id, true);
}

/** Called by the front layer once the render ended: whether it read a session. @param {string} id */
export function closeRender(id) {
  const read = renders.get(id) === true;
  renders.delete(id);
  return read;
}

/**
 * The student's own parts of a page (decision 0029): GET /api/me?page=<path and query>. The front
 * layer answers it with the application's `personal` (below), outside Next.js: it is the one
 * signed-in request of every page view, and Next's routing costs more than the answer itself.
 */
export const PERSONAL_PATH = "/api/me";

/**
 * An answer the application wrote whole: its status, headers (Set-Cookie may repeat) and body.
 * @typedef {{ status: number, headers: [string, string][], body: string }} PersonalAnswer
 */

/**
 * The answer to GET PERSONAL_PATH for a request's Cookie header and its `page` parameter: at once
 * when it was kept in memory, else when read.
 * @typedef {(cookie: string, page: string | null) => PersonalAnswer | Promise<PersonalAnswer>}
 *   PersonalAnswerer
 */

/**
 * What the application hands the front layer once it has booted.
 * @typedef {object} ApplicationBridge
 * @property {() => Promise<number>} contentVersion  moves when published content changes
 * @property {() => number} readFailures  moves when a database read fails
 * @property {(level: "info" | "warn" | "error", event: string, fields: Record<string, unknown>) => void} log
 * @property {string} siteUrl  the public origin (SITE_URL): the origin writes may come from
 * @property {PersonalAnswerer} [personal]  the answer to GET PERSONAL_PATH
 * @property {(headers: import("node:http").IncomingHttpHeaders) => string | null} clientAddress
 *   who a request comes from (decision 0020): whose render budget it spends
 * @property {boolean} renderLimit  whether each client's renders are limited (RENDER_RATE_LIMIT)
 * @property {() => Promise<void>} close  closes what requests used (the database), at shutdown
 */

/**
 * @type {{ application?: ApplicationBridge, frontLayer?: boolean, booted: Promise<void>,
 *   markBooted: () => void, forget?: (path: string) => void }}
 */
const bridge = remember("front-bridge", () => {
  /** @type {() => void} */
  let markBooted = () => undefined;
  const booted = new Promise((resolve) => {
    markBooted = () => resolve(undefined);
  });
  return { booted, markBooted };
});

/**
 * Called by the application after a write that changes a shared page (a rating changes the
 * player's average): this server drops its kept copies of the page at `path` (any query), so the
 * student who wrote sees the change on reload. Other servers show it within their 30 s.
 * @param {string} path  as the page's links write it
 */
export function forgetPages(path) {
  bridge.forget?.(path);
}

/** Called by the front layer: what forgetPages does. @param {(path: string) => void} forget */
export function onForgetPages(forget) {
  bridge.forget = forget;
}

/**
 * Called by the application once it has booted: after the migrations and the demo content.
 * @param {ApplicationBridge} application
 */
export function publishApplication(application) {
  bridge.application = application;
  bridge.markBooted();
}

/** Settles once the application has booted (it exits instead when it cannot). */
export function applicationBooted() {
  return bridge.booted;
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
