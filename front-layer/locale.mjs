// @ts-check
import { parse } from "cookie";
import {
  LOCALE_COOKIE,
  LOCALE_HEADER,
  PAGE_PATH_HEADER,
  localeOfPath,
  withoutLocale,
} from "./contract.mjs";

/**
 * The page's language, told to the application from the URL alone (decision 0040): the headers a
 * client sent under these names are replaced, so a page can only be in its URL's language.
 * @param {import("node:http").IncomingMessage} req
 * @param {string} url  the request's target ("/ur/latest?tag=Jobs")
 */
export function setLocaleHeaders(req, url) {
  req.headers[LOCALE_HEADER] = localeOfPath(url);
  req.headers[PAGE_PATH_HEADER] = withoutLocale(url);
}

/**
 * Where a student who chose Urdu goes when they open the site's front door themselves (typed
 * address, bookmark, home-screen icon: `Sec-Fetch-Site: none`): `/ur`. Links, from this site or
 * another, are never redirected, so every URL always shows the same language to everyone
 * (decision 0040); that answer is the visitor's own, never kept (pages.mjs).
 * @param {import("node:http").IncomingMessage} req
 * @param {string} path
 * @returns {string | undefined}
 */
export function rememberedLocaleRedirect(req, path) {
  if (path !== "/" || (req.method !== "GET" && req.method !== "HEAD")) return undefined;
  if (req.headers["sec-fetch-site"] !== "none") return undefined;
  return chosenLocale(req.headers.cookie) === "ur" ? "/ur" : undefined;
}

/** The language the switch remembered in its cookie, if any. @param {string | undefined} header */
export function chosenLocale(header) {
  const value = parse(header ?? "")[LOCALE_COOKIE];
  return value === "ur" || value === "en" ? value : undefined;
}
