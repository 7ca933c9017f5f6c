// @ts-check
import { URDU_PREFIX } from "./locales.mjs";
import { LECTURES_ROOT } from "./lectures-root.mjs";

/**
 * The one list of the site's pages (decision 0059): the query parameters each reads and how each
 * may be kept. The edge (front-layer/, outside Next's bundle), the pages (through
 * `readSearchParams`), next.config.ts (the Urdu rewrites) and the service worker (its policy,
 * served from /sw-policy.js) all derive from it; nothing else lists pages.
 *
 * - `shared`: the same for everyone, rendered from its key without cookies and kept by the edge
 *   and any shared cache (nginx, a CDN), for visitors and signed-in students alike (decision 0029).
 * - `session`: shared for a request without a session; a request that may carry one gets its own
 *   render (the login and registration forms send a signed-in student on).
 * - `personal`: rendered for each request with its cookies, never kept anywhere.
 * `offline`: whether the service worker may keep the page for offline use.
 */

/** @typedef {(value: string) => string | undefined} Normaliser */

/**
 * Free text as the pages use it: control characters and runs of spaces made one space, trimmed,
 * cut to `max` characters. @param {number} max @returns {Normaliser}
 */
const text = (max) => (value) =>
  Array.from(value.replace(/[\s\p{Cc}]+/gu, " ").trim())
    .slice(0, max)
    .join("")
    .trim() || undefined;
/** @param {RegExp} pattern @returns {Normaliser} */
const matching = (pattern) => (value) => (pattern.test(value) ? value : undefined);
/** @type {Normaliser} the first value as it came: for personal pages, which are never kept */
const asSent = (value) => value;

/**
 * Every parameter a page reads, with what a value must look like to name anything. A value that
 * does not is dropped, so the page is the one without it (its canonical entry); a repeated
 * parameter counts with its first value only.
 */
export const PARAMETERS = {
  /** /latest's tag filter: a tag is at most 40 characters (the importer's rule). */
  tag: text(60),
  /** Paged lists' cursors (decision 0026): an id, or an update's "<microseconds>-<id>". */
  before: matching(/^(?:-?[0-9]{1,16}-)?[1-9][0-9]{0,9}$/),
  after: matching(/^(?:-?[0-9]{1,16}-)?[1-9][0-9]{0,9}$/),
  q: text(200),
  /** One list of search results (decision 0055): src/server/search/queries.ts's lists. */
  in: matching(/^(?:lectures|documents|updates|jobs)$/),
  lecture: matching(/^[1-9][0-9]{0,5}$/),
  /** Where the sign-in form sends the student next: a path of this site. */
  next: matching(/^\/(?![/\\])[^\p{Cc}]{0,2000}$/u),
  error: matching(/^google$/),
  /** The library's past-paper filters (decision 0077): the values src/server/library/catalogue.ts lists. */
  board: matching(/^(?:bise-[a-z-]{2,20}|fbise)$/),
  year: matching(/^(?:19|20)[0-9]{2}$/),
  group: matching(/^(?:science|arts)$/),
  part: matching(/^[12]$/),
  paper: matching(/^(?:objective|subjective)$/),
  exam: matching(/^(?:annual|supplementary)$/),
  /** What the login page says first: a password just changed (decision 0066). */
  done: matching(/^reset$/),
  // Read by personal pages only, which get every value as sent.
  ratings: asSent,
  forget: asSent,
  saved: asSent,
  deleted: asSent,
  class: asSent,
  subject: asSent,
  role: asSent,
  actor: asSent,
  kind: asSent,
  token: asSent,
  verified: asSent,
  // The library's bulk upload: its job and a notice (decision 0091).
  job: asSent,
  notice: asSent,
  // A library document's form sent back after a refusal: what was typed and why (decision 0109).
  title: asSent,
  chapter: asSent,
  problems: asSent,
};

/** @typedef {keyof typeof PARAMETERS} ParameterName */
/** @typedef {"shared" | "session" | "personal"} Keeping */
/**
 * @typedef {object} PageRoute
 * @property {RegExp} path  the path without its language prefix
 * @property {string} [href]  a page with one address: the address links and menus use
 * @property {readonly ParameterName[]} reads
 * @property {Partial<Record<ParameterName, Normaliser>>} [values]  where a value must look
 *   otherwise than PARAMETERS says
 * @property {Keeping} keeping
 * @property {boolean} offline
 */

/** The cursors of paged lists: the page after a row (older) and before it (newer); decision 0026. */
export const PAGE_CURSOR = /** @type {const} */ ({ older: "before", newer: "after" });
const CURSORS = /** @type {const} */ ([PAGE_CURSOR.older, PAGE_CURSOR.newer]);
const SEARCH_CURSOR = matching(/^[A-Za-z0-9_-]{1,1024}$/);
const LECTURES = `${LECTURES_ROOT.replaceAll("/", "\\/")}\\/[^/]+`;
const LIBRARY = "\\/coaching\\/(?:books|notes|paper-scheme|past-papers)\\/[^/]+";
const ADMIN_READS = /** @type {const} */ (["q", ...CURSORS, "saved", "deleted", "tag", "class"]);
/**
 * A library document's form fields, in order (src/server/library/fields.ts checks them): the
 * workspace's page reads them back, with their problems, after a refused send (decision 0109).
 */
export const DOCUMENT_FIELDS = /** @type {const} */ ([
  "kind",
  "class",
  "subject",
  "title",
  "chapter",
  "board",
  "year",
  "group",
  "part",
  "paper",
  "exam",
]);

/** The pages, first match first. */
export const PAGES = /** @type {const} @satisfies {Record<string, PageRoute>} */ ({
  home: { href: "/", path: /^\/$/, reads: [], keeping: "shared", offline: true },
  latest: {
    href: "/latest",
    path: /^\/latest$/,
    reads: ["tag", ...CURSORS],
    keeping: "shared",
    offline: true,
  },
  latestList: {
    path: /^\/latest\/(?:jobs|featured|coaching)$/,
    reads: CURSORS,
    keeping: "shared",
    offline: true,
  },
  feed: { path: /^\/latest\/feed\.xml$/, reads: ["tag"], keeping: "shared", offline: false },
  update: { path: /^\/latest\/[^/]+$/, reads: [], keeping: "shared", offline: true },
  search: {
    href: "/search",
    path: /^\/search$/,
    reads: ["q", "in", ...CURSORS],
    // A list's cursor there is its last row's values, base64url JSON (src/lib/cursor.ts).
    values: { before: SEARCH_CURSOR, after: SEARCH_CURSOR },
    keeping: "shared",
    offline: true,
  },
  login: {
    href: "/login",
    path: /^\/login$/,
    reads: ["next", "error", "done"],
    keeping: "session",
    offline: false,
  },
  register: {
    href: "/register",
    path: /^\/register$/,
    reads: ["next", "error"],
    keeping: "session",
    offline: false,
  },
  forgotPassword: {
    href: "/forgot-password",
    path: /^\/forgot-password$/,
    reads: [],
    keeping: "shared",
    offline: false,
  },
  // A reset link's token is a key: the page is never kept (decision 0066).
  resetPassword: {
    href: "/reset-password",
    path: /^\/reset-password$/,
    reads: ["token"],
    keeping: "personal",
    offline: false,
  },
  /** A newsletter mail's confirmation and unsubscribe links (decision 0068): the token is a key. */
  newsletterLink: {
    path: /^\/newsletter\/(?:confirm|unsubscribe)$/,
    reads: ["token", "done"],
    keeping: "personal",
    offline: false,
  },
  lecturesClass: { path: new RegExp(`^${LECTURES}$`), reads: [], keeping: "shared", offline: true },
  subject: { path: new RegExp(`^${LECTURES}/[^/]+$`), reads: [], keeping: "shared", offline: true },
  player: {
    path: new RegExp(`^${LECTURES}/[^/]+/[^/]+/[^/]+$`),
    reads: ["lecture"],
    keeping: "shared",
    offline: true,
  },
  libraryClass: { path: new RegExp(`^${LIBRARY}$`), reads: [], keeping: "shared", offline: true },
  librarySubject: {
    path: new RegExp(`^${LIBRARY}/[^/]+$`),
    reads: ["board", "year", "group", "part", "paper", "exam", PAGE_CURSOR.older],
    keeping: "shared",
    offline: true,
  },
  libraryDocument: {
    path: new RegExp(`^${LIBRARY}/[^/]+/[1-9][0-9]{0,9}-[^/]*$`),
    reads: [],
    keeping: "shared",
    offline: true,
  },
  /** A lecture's quick quiz and a chapter's test (decision 0080): the form is the same for
   * everyone and never holds an answer; the result is the answer to its post, never kept. */
  quiz: {
    path: new RegExp(`^${LECTURES}/[^/]+/[^/]+/[^/]+/(?:test|quiz/[^/]+)$`),
    reads: [],
    keeping: "shared",
    offline: false,
  },
  /** An entry test's timed mock test (decision 0085) and its untimed practice set (0101): the
   * same for everyone; the sitting and the result are answers to posts, never kept. */
  entryTest: {
    path: /^\/coaching\/entry-test\/[^/]+(?:\/practice)?$/,
    reads: [],
    keeping: "shared",
    offline: false,
  },
  myLearning: {
    href: "/student-portal",
    path: /^\/student-portal$/,
    reads: ["ratings", "forget", "verified", "error"],
    keeping: "personal",
    offline: false,
  },
  admin: {
    path: /^\/admin(?:\/|$)/,
    reads: [...ADMIN_READS, "role", "actor", "job", "notice", ...DOCUMENT_FIELDS, "problems"],
    keeping: "personal",
    offline: false,
  },
  /** Every menu's links on one page: where the menu buttons lead without scripts (decision 0107). */
  menu: { href: "/menu", path: /^\/menu$/, reads: [], keeping: "shared", offline: true },
  offline: { path: /^\/offline$/, reads: [], keeping: "shared", offline: false },
  sitemap: { path: /^\/sitemap(?:\.xml|s\/[^/]+)$/, reads: [], keeping: "shared", offline: false },
  /** Coming Soon for a menu's destination not built yet, the not-found screen for the rest. */
  other: { path: /^\//, reads: [], keeping: "shared", offline: true },
});

/** @typedef {keyof typeof PAGES} PageName */

/**
 * What the service worker may keep for offline use (public/sw.js reads it from /sw-policy.js,
 * decision 0032): the build's files and pictures, and the pages marked `offline`.
 */
export const OFFLINE_FILES =
  /^\/(?:_next\/static\/|icons\/|slides\/|demo\/|media\/|favicon\.ico$|icon\.svg$)/;

/**
 * What is not a page: the build's and public/'s files (served by the edge, compressed at build,
 * decision 0018), the workspace's pictures, the API, health checks, the icon and Next's own paths.
 * None has an Urdu copy.
 */
export const STATIC_PATH = /^\/(?:_next\/static\/|favicon\.ico$|slides\/|demo\/|icons\/|sw\.js$)/;
export const MEDIA_PATH = /^\/media\//;
export const HEALTH_PATH = /^\/(?:healthz|readyz)$/;
/** This site's small private pages a shared page frames for browsers without JavaScript (the
 * account in the header, a lecture's unlocked links; decision 0030): the only ones this site may
 * frame, and only it. */
export const FRAME_PATH = /^\/api\/me\/frame\//;
// The library's upload is a route handler, not a page (decision 0091).
export const NOT_LOCALISED = [
  "api/",
  "_next/",
  "healthz$",
  "readyz$",
  "sw-policy\\.js$",
  "admin/library/upload$",
];
const NOT_A_PAGE = new RegExp(
  `^\\/(?:${NOT_LOCALISED.join("|")}|icon|favicon\\.ico$|media\\/|slides\\/|demo\\/|icons\\/|sw\\.js$)`,
);

/** Whether a path (without its language prefix) is a page. @param {string} path */
export function isPagePath(path) {
  return !NOT_A_PAGE.test(path);
}

/** The route of a page's path, without its language prefix. @param {string} path
 * @returns {PageRoute} */
export function pageRoute(path) {
  for (const route of Object.values(PAGES)) if (route.path.test(path)) return route;
  return PAGES.other;
}

/**
 * The parameters a route reads, normalised (first value, dropped when it names nothing; a
 * personal page's as sent), sorted by name: what the edge keys a kept page by and what the page
 * is given.
 * @param {PageRoute} route
 * @param {(name: string) => string | undefined} first  a parameter's first value
 * @returns {[ParameterName, string][]}
 */
export function normalisedParameters(route, first) {
  /** @type {[ParameterName, string][]} */
  const kept = [];
  for (const name of [...route.reads].sort()) {
    const raw = first(name);
    const normalise =
      route.keeping === "personal" ? asSent : (route.values?.[name] ?? PARAMETERS[name]);
    const value = raw === undefined ? undefined : normalise(raw);
    if (value !== undefined) kept.push([name, value]);
  }
  return kept;
}

/**
 * The page's search parameters as the manifest lets it read them: the only way a page reads its
 * query (eslint.config.mjs forbids any other), so a parameter missing from PAGES fails to type-check.
 * @template {PageName} N
 * @param {N} name
 * @param {Record<string, string | string[] | undefined> | URLSearchParams} searchParams
 * @returns {{ [K in (typeof PAGES)[N]["reads"][number]]?: string }}
 */
export function readSearchParams(name, searchParams) {
  const first = (/** @type {string} */ key) => {
    if (searchParams instanceof URLSearchParams) return searchParams.get(key) ?? undefined;
    const value = searchParams[key];
    return Array.isArray(value) ? value[0] : value;
  };
  const read = Object.fromEntries(normalisedParameters(PAGES[name], first));
  return /** @type {{ [K in (typeof PAGES)[N]["reads"][number]]?: string }} */ (read);
}

/** The Urdu copy of every page is the same route under this prefix (decision 0040). */
export { URDU_PREFIX };
