// @ts-check

/**
 * The interface languages. English stays at today's URLs; Urdu is the same path under `/ur`
 * (next.config.ts rewrites it to the same route, from the route manifest). The URL is the only
 * thing that picks the language, so a kept page is right for everyone who asks for its URL
 * (decision 0040). Plain JavaScript: the edge, the service worker's policy and client code use it.
 */
export const LOCALES = /** @type {const} */ (["en", "ur"]);
/** @typedef {(typeof LOCALES)[number]} Locale */
export const DEFAULT_LOCALE = "en";
export const URDU_PREFIX = "/ur";

/** The cookie the language switch writes (the student's choice); only `/` typed in follows it. */
export const LOCALE_COOKIE = "parhai-locale";

/** The language of a path: Urdu for "/ur" and "/ur/...", English for every other. @param {string} path
 * @returns {Locale} */
export function localeOfPath(path) {
  return path === URDU_PREFIX ||
    path.startsWith(`${URDU_PREFIX}/`) ||
    path.startsWith(`${URDU_PREFIX}?`)
    ? "ur"
    : DEFAULT_LOCALE;
}

/** The same address without its language prefix ("/ur/latest?x" -> "/latest?x", "/ur" -> "/").
 * @param {string} url */
export function withoutLocale(url) {
  if (localeOfPath(url) === DEFAULT_LOCALE) return url;
  const rest = url.slice(URDU_PREFIX.length);
  return rest.startsWith("/") ? rest : `/${rest}`;
}
