import sharp from "sharp";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/test";
import { baseURL } from "../../playwright.config";
import { INDEX_NUMBERS } from "./support/lectures";

/* Shared links show a picture on WhatsApp and Facebook: a 1200 x 630 JPEG of this site (0054). */

/** The og:image of a page, as a messaging app's fetcher reads it (the head of the HTML). */
async function shareImageOf(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  expect(image, path).toBeDefined();
  return image!.replaceAll("&amp;", "&");
}

async function expectSharePicture(request: APIRequestContext, url: string) {
  expect(url.startsWith(`${baseURL}/`), url).toBe(true);
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()["content-type"], url).toMatch(/^image\/(?:jpeg|png)$/);
  const meta = await sharp(await response.body()).metadata();
  expect([meta.format, meta.width, meta.height], url).toEqual([
    response.headers()["content-type"] === "image/png" ? "png" : "jpeg",
    1200,
    630,
  ]);
}

test(
  "every update's page names its own share picture, a 1200 x 630 JPEG on this site",
  { tag: "@http" },
  async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const updatePaths = [...sitemap.matchAll(/<loc>[^<]*?(\/latest\/\d+-[^<]*)<\/loc>/g)].map(
      (match) => match[1]!,
    );
    expect(updatePaths.length).toBeGreaterThan(10);
    const pictures = new Set<string>();
    for (const path of updatePaths) {
      const image = await shareImageOf(request, path);
      // Every demo update has its own picture on this site, so none falls back to the site's card.
      expect(image, path).toMatch(/\/media\/share\/update-\d+-[0-9a-f]{20}\.jpg$/);
      pictures.add(image);
    }
    for (const image of pictures) await expectSharePicture(request, image);
  },
);

test(
  "lectures and chapter lists share their subject's picture; other pages the site's",
  { tag: "@http" },
  async ({ request }) => {
    for (const path of [
      INDEX_NUMBERS,
      `/ur${INDEX_NUMBERS}?lecture=5`,
      "/coaching/lectures-quizzes/12th/statistics",
    ]) {
      const image = await shareImageOf(request, path);
      expect(image, path).toBe(`${baseURL}/slides/share-statistics.jpg`);
      await expectSharePicture(request, image);
    }
    for (const path of ["/", "/latest", "/ur/coaching/lectures-quizzes/9th"]) {
      await expectSharePicture(request, await shareImageOf(request, path));
    }
  },
);
