/* Parhai's service worker (issue 17; why hand-written and how: docs/decisions/0032-offline.md).
 *
 * - Pages: from the network while online; the pages every visitor shares (the front layer says so
 *   with x-page-cache, decision 0009) are kept, and shown again when the network fails.
 * - A page never opened, offline: the offline page, listing the pages kept.
 * - Library documents saved with "Save for offline" (the page and its images, one cache each,
 *   named SAVED_PREFIX + the page's address, written by the page itself): read from here when the
 *   network fails, listed on the offline page, removed from there or from the page (decision 0097).
 * - Static files (the build's hashed scripts and styles, the font, icons, pictures): kept on first
 *   use and served from here, since their names change whenever their content does.
 * - Never: anything but GET, other sites, /api, the pages the route manifest marks not `offline`
 *   (sign-in pages, /admin, /student-portal...), a page rendered for one request only
 *   (x-page-cache BYPASS), errors. A signed-in student gets the
 *   shared page too (decision 0029); their own parts come from /api/me, never kept.
 */

// Change with any change to this file's caching: the new worker then drops the old caches.
const VERSION = "1";
const STATIC_CACHE = `parhai-static-${VERSION}`;
const PAGES_CACHE = `parhai-pages-${VERSION}`;
/** The offline page and the files it needs, made again by each worker installed (each build). */
const OFFLINE_CACHE = `parhai-offline-${VERSION}`;
/** Each saved document's cache: this prefix and its page's address (save-offline.tsx). */
const SAVED_PREFIX = "parhai-saved-1:";
const MAX_PAGES = 60;
const MAX_STATIC_FILES = 200;

// What may be kept comes from the route manifest (src/lib/route-manifest.mjs, decision 0059).
importScripts("/sw-policy.js");
const STATIC_PATH = new RegExp(self.OFFLINE_POLICY.files);
const NEVER_KEPT = self.OFFLINE_POLICY.neverKept.map((source) => new RegExp(source));
/** The same pages in Urdu are under this prefix (decision 0040). */
const URDU = new RegExp(`^${self.OFFLINE_POLICY.urdu}(?=/|$)`);
/** One offline page per language. */
const OFFLINE_URLS = ["/offline", `${self.OFFLINE_POLICY.urdu}/offline`];
/** What the front layer answers for a page rendered for everyone, without cookies. */
const SHARED_RENDER = new Set(["HIT", "STALE", "MISS"]);
/** Where the offline page lists the kept pages; what is inside is its text for "none yet". */
const LIST_MARK = /(<div data-offline-list=""[^>]*>)[\s\S]*?<\/div>/;
/** Where it lists the saved documents; the template is one entry's Remove form. */
const SAVED_MARK = /(<div data-offline-saved=""[^>]*>)[\s\S]*?<\/div>/;
const REMOVE_FORM = /<template data-offline-remove="">([\s\S]*?)<\/template>/;
/** What a picture never fetched shows offline: nothing, in place of a broken image. */
const NO_PICTURE = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';

// The page registers this worker under its build's id (/sw.js?build=…), so every deploy installs
// a new one, which fetches the new offline page and takes over at once. Pages always come from
// the network while online, so no page ever mixes an old document with new scripts.
self.addEventListener("install", (event) => {
  event.waitUntil(Promise.all(OFFLINE_URLS.map(keepOfflinePage)).then(() => self.skipWaiting()));
});

async function keepOfflinePage(path) {
  const response = await fetch(anonymous(path));
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  const html = await response.clone().text();
  // Its styles and font, so it looks like the site with nothing else kept. A stylesheet is named
  // twice (its preload and its link, decision 0108): addAll refuses a request named twice.
  const files = new Set(
    [...html.matchAll(/href="(\/_next\/static\/[^"]+\.(?:css|woff2))"/g)].map((m) => m[1]),
  );
  const cache = await caches.open(OFFLINE_CACHE);
  await cache.put(path, response);
  await cache.addAll([...files]);
}

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => ![STATIC_CACHE, PAGES_CACHE, OFFLINE_CACHE].includes(name))
            .filter((name) => !name.startsWith(SAVED_PREFIX))
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const offlinePath = OFFLINE_URLS.includes(url.pathname);
  if (offlinePath && request.method === "POST") return event.respondWith(removeSaved(request, url));
  if (request.method !== "GET") return;
  if (offlinePath && request.mode === "navigate") event.respondWith(offlinePage(url));
  else if (request.mode === "navigate") event.respondWith(page(event, url));
  else if (STATIC_PATH.test(url.pathname)) event.respondWith(staticFile(event));
});

// The first page a visitor opens loads before this worker runs: it tells us what it loaded.
self.addEventListener("message", (event) => {
  const data = event.data;
  if (!data || data.type !== "loaded" || typeof data.page !== "string") return;
  const files = Array.isArray(data.files) ? data.files : [];
  event.waitUntil(
    Promise.all([
      keepFirstPage(data.page),
      ...files.filter((file) => typeof file === "string").map(keepStaticFile),
    ]),
  );
});

/** A request made without cookies, so the answer is what any visitor would get. */
function anonymous(path) {
  return new Request(path, { credentials: "omit", cache: "no-store" });
}

async function page(event, url) {
  try {
    const response = await fetch(event.request);
    if (mayKeep(url, response)) event.waitUntil(keepPage(url, response.clone()));
    return response;
  } catch {
    const kept = await caches.open(PAGES_CACHE).then((cache) => cache.match(url.href));
    return kept ?? (await savedPage(url)) ?? offlinePage(url);
  }
}

/** A saved document's page (kept with its images until removed), or undefined. */
async function savedPage(url) {
  const name = SAVED_PREFIX + url.pathname;
  if (!(await caches.has(name))) return undefined;
  const cache = await caches.open(name);
  // Saved with or without Save-Data: either copy is the page.
  return cache.match(url.pathname, { ignoreVary: true, ignoreSearch: true });
}

/**
 * The offline page's Remove button: drops a saved document, then shows the list again. Only a
 * form of this site's pages removes anything (another site's form only gets the redirect).
 */
async function removeSaved(request, url) {
  const fromHere = request.referrer.startsWith(`${self.location.origin}/`);
  const form = fromHere ? await request.formData().catch(() => null) : null;
  const path = form?.get("remove");
  if (typeof path === "string" && path.startsWith("/")) await caches.delete(SAVED_PREFIX + path);
  return Response.redirect(new URL(url.pathname, self.location.origin).href, 303);
}

function mayKeep(url, response) {
  return (
    response.status === 200 &&
    !NEVER_KEPT.some((path) => path.test(url.pathname.replace(URDU, "") || "/")) &&
    (response.headers.get("content-type") ?? "").startsWith("text/html") &&
    SHARED_RENDER.has(response.headers.get("x-page-cache") ?? "")
  );
}

async function keepPage(url, response) {
  const cache = await caches.open(PAGES_CACHE);
  // Delete first, so the page moves to the end: the list stays in the order of last visit.
  await cache.delete(url.href);
  await cache.put(url.href, response);
  await trim(cache, MAX_PAGES);
}

async function keepFirstPage(path) {
  const url = new URL(path, self.location.origin);
  if (url.origin !== self.location.origin) return;
  const response = await fetch(anonymous(url.href));
  if (mayKeep(url, response)) await keepPage(url, response);
}

async function staticFile(event) {
  const kept = await caches.match(event.request, { ignoreVary: true });
  if (kept) return kept;
  try {
    const response = await fetch(event.request);
    if (response.ok) event.waitUntil(putStatic(event.request.url, response.clone()));
    return response;
  } catch (error) {
    if (event.request.destination !== "image") throw error;
    return new Response(NO_PICTURE, { headers: { "content-type": "image/svg+xml" } });
  }
}

async function keepStaticFile(href) {
  const url = new URL(href, self.location.origin);
  if (url.origin !== self.location.origin || !STATIC_PATH.test(url.pathname)) return;
  if (await caches.match(url.href)) return;
  const response = await fetch(url.href);
  if (response.ok) await putStatic(url.href, response);
}

async function putStatic(href, response) {
  const cache = await caches.open(STATIC_CACHE);
  await cache.put(href, response);
  await trim(cache, MAX_STATIC_FILES);
}

/** Drops the oldest entries past `max` (a cache lists its entries in the order they were put). */
async function trim(cache, max) {
  const requests = await cache.keys();
  await Promise.all(requests.slice(0, -max).map((request) => cache.delete(request)));
}

/**
 * The offline page (also opened directly, online) with the lists of kept pages and saved
 * documents written in, and without its scripts: it is a document to read, nothing on it needs
 * them, and they could not load anyway.
 */
async function offlinePage(url) {
  const path = OFFLINE_URLS[URDU.test(url.pathname) ? 1 : 0];
  const kept = await caches.open(OFFLINE_CACHE).then((cache) => cache.match(path));
  if (!kept) return Response.error();
  const html = await kept.text();
  const [links, saved] = await Promise.all([keptPageLinks(), savedDocumentEntries(html)]);
  const body = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*rel="(?:preload|modulepreload)"[^>]*\bas="script"[^>]*>/g, "")
    .replace(LIST_MARK, (empty, opening) =>
      links.length > 0 ? `${opening}<ul>${links.join("")}</ul></div>` : empty,
    )
    .replace(SAVED_MARK, (empty, opening) =>
      saved.length > 0 ? `${opening}<ul>${saved.join("")}</ul></div>` : empty,
    );
  const headers = new Headers(kept.headers);
  headers.delete("content-length");
  headers.delete("content-encoding");
  return new Response(body, { status: 200, headers });
}

/** Each saved document: a link to it (its title) and the page's Remove form, filled in. */
async function savedDocumentEntries(offlineHtml) {
  const form = REMOVE_FORM.exec(offlineHtml)?.[1] ?? "";
  const names = (await caches.keys()).filter((name) => name.startsWith(SAVED_PREFIX));
  return Promise.all(
    names.map(async (name) => {
      const path = name.slice(SAVED_PREFIX.length);
      const response = await caches
        .open(name)
        .then((cache) => cache.match(path, { ignoreVary: true, ignoreSearch: true }));
      const html = response ? await response.text() : "";
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? escapeHtml(path);
      const remove = form.replace('value=""', `value="${escapeHtml(path)}"`);
      return `<li><a href="${escapeHtml(path)}">${title}</a>${remove}</li>`;
    }),
  );
}

async function keptPageLinks() {
  const cache = await caches.open(PAGES_CACHE);
  const requests = (await cache.keys()).reverse();
  return Promise.all(
    requests.map(async (request) => {
      const response = await cache.match(request);
      const html = response ? await response.text() : "";
      const url = new URL(request.url);
      const path = url.pathname + url.search;
      // React escaped the title; the pattern takes no markup with it.
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? escapeHtml(path);
      return `<li><a href="${escapeHtml(path)}">${title}</a></li>`;
    }),
  );
}

function escapeHtml(text) {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c],
  );
}
