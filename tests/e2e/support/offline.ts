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

/** Opens a page and waits until the service worker keeps it. */
export async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect.poll(() => keptPages(page)).toContain(decodeURI(path));
}
