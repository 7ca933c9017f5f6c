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
  /^\/(?:_next\/static\/|_next\/image|favicon\.ico|slides\/|demo\/|media\/|icons\/|sw\.js$)/;

/** Largest body of a server action on a public page: Next.js's default (1 MB). */
export const ACTION_BODY_LIMIT = 1024 * 1024;

/** Largest picture or content file the editors' workspace takes (decision 0024). */
export const WORKSPACE_UPLOAD_LIMIT = 8 * 1024 * 1024;

/**
 * Largest body of a workspace action: an upload, its form's other fields and the multipart
 * framing. next.config.ts gives it to Next.js (serverActions.bodySizeLimit), which applies it to
 * every action; the front layer reads no more than ACTION_BODY_LIMIT outside /admin.
 */
export const WORKSPACE_ACTION_BODY_LIMIT = WORKSPACE_UPLOAD_LIMIT + 1024 * 1024;

/** How many bytes of an action's body the front layer reads for this path. @param {string} path */
export function actionBodyLimit(path) {
  return /^\/admin(?:\/|$)/.test(path) ? WORKSPACE_ACTION_BODY_LIMIT : ACTION_BODY_LIMIT;
}

/**
 * This site's own small private pages that a shared page frames for browsers without JavaScript
 * (the account in the header, a lecture's unlocked links; decision 0030): the only answers
 * another page may frame, and only a page of this site.
 */
export const FRAME_PATH = /^\/api\/me\/frame\//;

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
import { withoutLocale } from "./locales.mjs";

/** The cursors of paged lists: the page after a row (older) and before it (newer); decision 0026. */
export const PAGE_CURSOR = { older: "before", newer: "after" };

/**
 * The pages and the query parameters each one reads, first match first. A page that is kept for
 * anonymous visitors is stored under its path plus these parameters only, and rendered from
 * exactly them, so `?utm_source=…`, `?fbclid=…` or junk is answered from the same entry (issue 21).
 * A page not listed reads none. Add a parameter here when a page starts reading one (a list's
 * cursor, say), or its value is dropped before the page sees it.
 *
 * Every other page is shared: rendered without cookies and served from the one kept copy to
 * visitors and signed-in students alike, whose own parts come from GET /api/me (decision 0029).
 * `session`: the page reads the session (the login and registration forms send a signed-in
 * student on), so a request that may carry one gets its own render. `personal`: never kept,
 * rendered for each request with its cookies (signed-in areas).
 * @type {{ path: RegExp, reads: string[], session?: true, personal?: true }[]}
 */
export const PAGE_ROUTES = [
  { path: /^\/latest$/, reads: ["tag", PAGE_CURSOR.older, PAGE_CURSOR.newer] },
  { path: /^\/latest\/(?:jobs|featured|coaching)$/, reads: [PAGE_CURSOR.older, PAGE_CURSOR.newer] },
  { path: /^\/latest\/feed\.xml$/, reads: ["tag"] },
  // `in`: one list of results (lectures, updates or jobs), paged by its cursors; decision 0055.
  { path: /^\/search$/, reads: ["q", "in", PAGE_CURSOR.older, PAGE_CURSOR.newer] },
  { path: /^\/(?:login|register)$/, reads: ["next", "error"], session: true },
  { path: /^\/coaching\/lectures-quizzes\/[^/]+\/[^/]+\/[^/]+\/[^/]+$/, reads: ["lecture"] },
  { path: /^\/(?:admin|student-portal)(?:\/|$)/, reads: [], personal: true },
];

/** The entry of PAGE_ROUTES for a page's path: what it reads, and whether it may be kept.
 * @param {string} path */
export function pageRoute(path) {
  const unprefixed = withoutLocale(path);
  return PAGE_ROUTES.find((route) => route.path.test(unprefixed)) ?? { path: /^/, reads: [] };
}

/**
 * The service worker fetches the first page a visitor opened (which loaded before it ran) to keep
 * it for offline use, and says so with this header: a fetch from a script otherwise gets the page
 * with parts streamed behind placeholders that only a script reveals (decision 0014), which must
 * not be kept (public/sw.js, decision 0032).
 */
export const WHOLE_PAGE_HEADER = "x-parhai-whole-page";

/**
 * Whether a page is rendered whole, every part in place: for a document, also one a service
 * worker fetches for the browser (Chromium sends it as `Sec-Fetch-Dest: empty` with
 * `Sec-Fetch-Mode: navigate`), and for the worker's offline copy; not for the app's router, which
 * shows placeholders while the parts stream in.
 * @param {(name: string) => unknown} header  a request header's value
 */
export function rendersWhole(header) {
  return (
    header("sec-fetch-dest") !== "empty" ||
    header("sec-fetch-mode") === "navigate" ||
    header(WHOLE_PAGE_HEADER) === "1"
  );
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
 * The same for `forbidden()`: a workspace page the account's role may not open renders its 403
 * screen in place, whole, with this element in it, and the front layer answers 403.
 */
export const FORBIDDEN_MARK = '<template data-forbidden=""></template>';

export const FORBIDDEN_ATTRIBUTE = "data-forbidden";

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
 * @property {(level: "error", event: string, fields: Record<string, unknown>) => void} log
 * @property {string} siteUrl  the public origin (SITE_URL): the origin writes may come from
 * @property {PersonalAnswerer} [personal]  the answer to GET PERSONAL_PATH
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
