import { expect, type Page } from "@playwright/test";

/** The paths (with their query) of the pages the service worker keeps. */
export function keptPages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const cache = await caches.open("parhai-pages-1");
    return (await cache.keys()).map((request) => {
      const url = new URL(request.url);
      return decodeURI(url.pathname) + url.search;
    });
  });
}

/** Every body the service worker keeps, in all its caches. */
export function everythingKept(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const bodies: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        if (response) bodies.push(await response.text());
      }
    }
    return bodies.join("\n");
  });
}

/** The build's files (scripts, styles) the page loaded that the service worker does not keep yet. */
function filesNotKept(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const loaded = performance.getEntriesByType("resource").map((entry) => entry.name);
    const own = loaded.filter((name) => name.startsWith(`${location.origin}/_next/static/`));
    const kept = await Promise.all(own.map((name) => caches.match(name)));
    return own.filter((_, i) => !kept[i]);
  });
}

/**
 * Opens a page and waits until the service worker keeps it and every file of the build it loaded,
 * those its parts fetch once it runs (the player's facade) too: offline, it asks for them again.
 */
export async function visit(page: Page, path: string) {
  await page.goto(path, { waitUntil: "networkidle" });
  await expect.poll(() => keptPages(page)).toContain(decodeURI(path));
  await expect.poll(() => filesNotKept(page)).toEqual([]);
}
