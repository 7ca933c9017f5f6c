// @ts-check
import { remember } from "../src/lib/remember.mjs";

// The one contract between the edge and the application, imported by both (decisions 0011, 0059).

/** Largest body of a form or server action: Next.js's default (1 MB). */
export const ACTION_BODY_LIMIT = 1024 * 1024;
/** Largest picture or content file the editors' workspace takes (decision 0024). */
export const WORKSPACE_UPLOAD_LIMIT = 8 * 1024 * 1024;
/** Largest body of a workspace action (an upload and its form), with a session (decision 0057). */
export const WORKSPACE_ACTION_BODY_LIMIT = WORKSPACE_UPLOAD_LIMIT + 1024 * 1024;
/** The library's upload route: a document or a bulk ZIP of up to 50 MB, with a session (0091). */
export const LIBRARY_UPLOAD_PATH = "/admin/library/upload";
export const LIBRARY_UPLOAD_BODY_LIMIT = 51 * 1024 * 1024;

// Request headers only the edge sets, replacing a client's (decisions 0020, 0040, 0057).
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

/** Better Auth's cookie prefix; its two session cookies make a request signed in (0017). */
export const AUTH_COOKIE_PREFIX = "better-auth";
export const SESSION_COOKIE_NAMES = ["session_token", "session_data"].map(
  (name) => `${AUTH_COOKIE_PREFIX}.${name}`,
);

// The marks of the not-found and forbidden screens, answered 404 and 403 (decisions 0014, 0025).
export const NOT_FOUND_MARK = '<template data-not-found=""></template>';
export const NOT_FOUND_ATTRIBUTE = "data-not-found";
export const FORBIDDEN_MARK = '<template data-forbidden=""></template>';
export const FORBIDDEN_ATTRIBUTE = "data-forbidden";

/** The student's own parts of a page, answered by the edge outside Next's routing (0029). */
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
 * The hand-over at boot, process-wide since Next.js bundles this module more than once (0011).
 * @type {{ application?: ApplicationBridge, frontLayer?: boolean, booted: Promise<void>,
 *   markBooted: () => void, forget?: (path: string) => void, stop?: (reason: string) => void }}
 */
export const bridge = remember("front-bridge", () => {
  /** @type {() => void} */
  let markBooted = () => undefined;
  const booted = new Promise((resolve) => (markBooted = () => resolve(undefined)));
  return { booted, markBooted };
});

/** Drops this server's copies of the page at `path`, any query, after a write that changes it
 * (a rating; other servers show it within 30 s, decision 0009). @param {string} path */
export function forgetPages(path) {
  bridge.forget?.(path);
}

/** Called by the application once booted (migrated, demo content loaded). @param {ApplicationBridge} application */
export function publishApplication(application) {
  bridge.application = application;
  bridge.markBooted();
}
