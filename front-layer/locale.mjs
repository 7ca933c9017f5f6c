// @ts-check
import { parse } from "cookie";
import { LOCALE_COOKIE, localeOfPath, withoutLocale } from "../src/lib/locales.mjs";
import { LOCALE_HEADER, PAGE_PATH_HEADER } from "./contract.mjs";

/**
 * The page's language comes from its URL alone (decision 0040): the edge replaces what a client
 * sent under these names. @param {import("node:http").IncomingMessage} req
 * @param {string} url  the request's target ("/ur/latest?tag=Jobs")
 */
export function setLocaleHeaders(req, url) {
  req.headers[LOCALE_HEADER] = localeOfPath(url);
  req.headers[PAGE_PATH_HEADER] = withoutLocale(url);
}

/**
 * `/ur` for a student who chose Urdu and opens the front door themselves (typed address, bookmark,
 * home-screen icon: `Sec-Fetch-Site: none`). Links are never redirected, so a URL shows the same
 * language to everyone; this answer is the visitor's own, never kept (pages.mjs).
 * @param {import("node:http").IncomingMessage} req @param {string} path
 */
export function rememberedLocaleRedirect(req, path) {
  if (path !== "/" || (req.method !== "GET" && req.method !== "HEAD")) return undefined;
  if (req.headers["sec-fetch-site"] !== "none") return undefined;
  return parse(req.headers.cookie ?? "")[LOCALE_COOKIE] === "ur" ? "/ur" : undefined;
}
