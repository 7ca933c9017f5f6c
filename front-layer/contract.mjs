// @ts-check
import { remember } from "../src/lib/remember.mjs";

/**
 * The one contract between the edge (this folder, plain Node.js outside Next's bundle) and the
 * application (src/, bundled by Next.js): headers, cookie names and the hand-over at boot, written
 * once. The pages are the route manifest's (src/lib/route-manifest.mjs).
 */

/** Largest body of a form or server action: Next.js's default (1 MB). */
export const ACTION_BODY_LIMIT = 1024 * 1024;
/** Largest picture or content file the editors' workspace takes (decision 0024). */
export const WORKSPACE_UPLOAD_LIMIT = 8 * 1024 * 1024;
/** Largest body of a workspace action (an upload and its form): Next.js is given it; the edge lets
 * it through only to the workspace, with a session (request-checks.mjs). */
export const WORKSPACE_ACTION_BODY_LIMIT = WORKSPACE_UPLOAD_LIMIT + 1024 * 1024;
/** The library's upload (a document or a bulk ZIP of up to 50 MB, decision 0091): a route handler
 * of its own, the one path the edge lets through with this much, with a session. */
export const LIBRARY_UPLOAD_PATH = "/admin/library/upload";
export const LIBRARY_UPLOAD_BODY_LIMIT = 51 * 1024 * 1024;

/**
 * Request headers only the edge sets (it replaces a client's): the page's language and its path
 * without the prefix ("/latest?tag=Jobs" for "/ur/latest?tag=Jobs"), which src/i18n/request.ts and
 * the layout read with `headers()`, next-intl's way for an app without a `[locale]` segment
 * (decision 0040); the socket's address, from which the application reads the client's (decision
 * 0020); and the mark of a navigation answer's render (`RSC: 1`, which Next.js hides from the
 * page), which shows placeholders while parts stream in where a document is whole (decision 0014).
 */
export const LOCALE_HEADER = "x-parhai-locale";
export const PAGE_PATH_HEADER = "x-parhai-page";
export const SOCKET_ADDRESS_HEADER = "x-parhai-socket-address";
export const NAVIGATION_HEADER = "x-parhai-navigation";

/** Whether a render is a document (NavigationSuspense). @param {(name: string) => unknown} header */
export const rendersWhole = (header) => header(NAVIGATION_HEADER) !== "1";

/** `Save-Data: on`: fewer, smaller pictures, so the edge keeps that version of a page apart. */
export const SAVE_DATA_HEADER = "save-data";
/** @param {unknown} value  a Save-Data header's value */
export const savesData = (value) =>
  typeof value === "string" && value.trim().toLowerCase() === "on";

/** Better Auth names its cookies `<prefix>.<name>` (`__Secure-<prefix>.<name>` over https); these
 * two, the session token and its cached copy, make a request a signed-in one. */
export const AUTH_COOKIE_PREFIX = "better-auth";
export const SESSION_COOKIE_NAMES = ["session_token", "session_data"].map(
  (name) => `${AUTH_COOKIE_PREFIX}.${name}`,
);

/**
 * Next.js answers a `notFound()` thrown in a dynamic page with an empty document only JavaScript
 * fills in. So a page that finds nothing renders its not-found screen with this mark (React writes
 * the attribute so), and the edge answers 404 (render.mjs); a workspace page the account's role
 * may not open, its forbidden screen with the other, answered 403.
 */
export const NOT_FOUND_MARK = '<template data-not-found=""></template>';
export const NOT_FOUND_ATTRIBUTE = "data-not-found";
export const FORBIDDEN_MARK = '<template data-forbidden=""></template>';
export const FORBIDDEN_ATTRIBUTE = "data-forbidden";

/**
 * The student's own parts of a page (decision 0029): GET /api/me?page=<path and query>, answered
 * by the edge with the application's `personal`, outside Next's routing, which costs more than it.
 */
export const PERSONAL_PATH = "/api/me";

/**
 * @typedef {{ status: number, headers: [string, string][], body: string }} PersonalAnswer
 * @typedef {(cookie: string, page: string | null) => PersonalAnswer | Promise<PersonalAnswer>}
 *   PersonalAnswerer  at once when kept in memory, else when read
 *
 * What the application hands the edge once it has booted.
 * @typedef {object} ApplicationBridge
 * @property {() => Promise<unknown>} contentVersion  moves when published content changes
 * @property {() => number} readFailures  moves when a database read fails
 * @property {(level: "info" | "warn" | "error", event: string, fields: Record<string, unknown>) => void} log
 * @property {string} siteUrl  the public origin (SITE_URL)
 * @property {PersonalAnswerer} [personal]
 * @property {(headers: import("node:http").IncomingHttpHeaders) => string | null} clientAddress
 *   who a request comes from (decision 0020): whose render budget it spends
 * @property {boolean} renderLimit  whether each client's renders are limited (RENDER_RATE_LIMIT)
 * @property {() => Promise<void>} close  closes the database, at shutdown
 */

/**
 * The hand-over, process-wide (Next.js bundles this module more than once): the application
 * publishes itself once booted; the edge sets `frontLayer` before Next.js prepares (the
 * application refuses to run without it), `forget` (forgetPages) and `stop`, the graceful shutdown
 * for a server that can no longer serve (it exits 1; decision 0060).
 * @type {{ application?: ApplicationBridge, frontLayer?: boolean, booted: Promise<void>,
 *   markBooted: () => void, forget?: (path: string) => void, stop?: (reason: string) => void }}
 */
export const bridge = remember("front-bridge", () => {
  /** @type {() => void} */
  let markBooted = () => undefined;
  const booted = new Promise((resolve) => (markBooted = () => resolve(undefined)));
  return { booted, markBooted };
});

/**
 * After a write that changes a shared page (a rating changes the player's average), this server
 * drops its kept copies of the page at `path`, any query; other servers show it within 30 s.
 * @param {string} path
 */
export function forgetPages(path) {
  bridge.forget?.(path);
}

/** Called by the application once booted (migrated, demo content loaded). @param {ApplicationBridge} application */
export function publishApplication(application) {
  bridge.application = application;
  bridge.markBooted();
}
