import { XMLParser, XMLValidator } from "fast-xml-parser";
import { expect, test } from "./support/test";
import { baseURL } from "../../playwright.config";
import { SCREENS } from "../support/screens";
import { jsonLdBlocks, structuredDataErrors } from "../support/structured-data";
import { allUpdates, updatesPage } from "./support/content";

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ["item", "url", "category"].includes(name),
});
const playerPath = SCREENS.find((screen) => screen.name === "lecture player")!.path;

type Rss = {
  rss: {
    "@_version": string;
    channel: {
      title: string;
      link: string;
      item: { title: string; link: string; guid: { "#text": string }; category?: string[] }[];
    };
  };
};

test("the RSS feed is valid RSS 2.0 with the newest updates, also per tag, and the feed links it", async ({
  request,
  page,
}) => {
  for (const [path, tag] of [
    ["/latest/feed.xml", null],
    ["/latest/feed.xml?tag=Archive", "Archive"],
  ] as const) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const { rss } = parser.parse(xml) as Rss;
    expect(rss["@_version"]).toBe("2.0");
    expect(rss.channel.item.map((item) => item.title)).toEqual(
      updatesPage(0, tag).map((update) => update.title),
    );
    for (const item of rss.channel.item) {
      expect(item.link).toMatch(new RegExp(`^${baseURL}/latest/\\d+(-[a-z0-9-]+)?$`));
      expect(item.guid["#text"]).toBe(item.link);
      if (tag) expect(item.category).toContain(tag);
    }
  }
  // A tag of control characters alone reads as no tag, as /latest reads it (decision 0059).
  const blank = await request.get("/latest/feed.xml?tag=%00");
  expect(blank.status()).toBe(200);
  const { rss } = parser.parse(await blank.text()) as Rss;
  expect(rss.channel.item.map((item) => item.title)).toEqual(
    updatesPage(0, null).map((update) => update.title),
  );

  await page.goto("/latest?tag=Archive");
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    `${baseURL}/latest/feed.xml?tag=Archive`,
  );
});

test(
  "the sitemap lists home, the feed, the lecture screens and every update, and robots.txt names it",
  { tag: "@http" },
  async ({ request }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const response = await request.get("/sitemap.xml");
    expect(response.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const { urlset } = parser.parse(xml) as { urlset: { url: { loc: string; lastmod: string }[] } };
    const locs = urlset.url.map((url) => url.loc);
    for (const path of [
      "/",
      "/latest",
      "/coaching/lectures-quizzes/9th",
      "/coaching/lectures-quizzes/9th/physics",
      playerPath,
    ]) {
      expect(locs, path).toContain(`${baseURL}${path}`);
    }
    expect(locs.filter((loc) => loc.startsWith(`${baseURL}/latest/`))).toHaveLength(
      allUpdates.length,
    );
    // Coming Soon pages are not listed: a class without lectures is not, and the library's kind
    // and class screens are listed only where they have documents (decision 0090).
    expect(locs.some((loc) => loc.includes("o-level"))).toBe(false);
    const library = locs.filter((loc) =>
      /\/coaching\/(books|notes|paper-scheme|past-papers)\//.test(loc),
    );
    expect(library.length).toBeGreaterThan(0);
    for (const loc of library.slice(0, 4)) {
      const page = await request.get(loc.replace(baseURL, ""));
      expect(page.status(), loc).toBe(200);
      expect(await page.text(), loc).not.toContain(">Coming Soon</h1>");
    }
    expect(urlset.url.every((url) => !Number.isNaN(Date.parse(url.lastmod)))).toBe(true);
    // Every listed page answers 200 (a sample: the lecture screens and the first update).
    for (const loc of locs.slice(0, 8)) {
      expect((await request.get(loc.replace(baseURL, ""))).status(), loc).toBe(200);
    }
  },
);

test("Coming Soon pages are noindex; content pages are not", async ({ page }) => {
  for (const path of ["/coaching/books/9th", "/coaching/lectures-quizzes/o-level"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Coming Soon" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  }
  await page.goto("/latest");
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

const cardPages = [
  "/",
  "/latest",
  "/coaching/lectures-quizzes/9th",
  "/coaching/lectures-quizzes/9th/physics",
  playerPath,
];

for (const path of cardPages) {
  test(`${path} has Open Graph and Twitter card tags with absolute URLs`, async ({ page }) => {
    await page.goto(path);
    const content = (name: string) =>
      page.locator(`meta[property="${name}"], meta[name="${name}"]`).getAttribute("content");
    expect(await content("og:title")).toBeTruthy();
    expect(await content("og:description")).toBeTruthy();
    expect(await content("og:url")).toBe(`${baseURL}${path}`);
    expect(await content("og:image")).toMatch(/^https?:\/\/[^/]+\/.+/);
    expect(await content("twitter:card")).toBe("summary_large_image");
    expect(await content("twitter:image")).toBe(await content("og:image"));
  });
}

test("the player has a share button and a valid VideoObject; lecture screens have breadcrumbs", async ({
  page,
}) => {
  await page.goto(`${playerPath}?lecture=2`);
  const share = page.getByRole("link", { name: "Share on WhatsApp" });
  const text = new URL((await share.getAttribute("href"))!).searchParams.get("text")!;
  expect(text.split("\n")[1]).toBe(`${baseURL}${playerPath}?lecture=2`);
  expect(text.split("\n")[0]).toMatch(/^Lecture 2: /);
  const blocks = jsonLdBlocks(await page.content());
  // Search engines read the blocks in any order: the trail and the video, nothing else.
  const types = blocks.map((block) => JSON.stringify((block as { "@type": unknown })["@type"]));
  expect(types.toSorted()).toEqual(['"BreadcrumbList"', '["VideoObject","LearningResource"]']);
  expect(await structuredDataErrors(blocks)).toEqual([]);
  const video = blocks[types.indexOf('["VideoObject","LearningResource"]')];
  expect(video).toMatchObject({ url: `${baseURL}${playerPath}?lecture=2` });

  for (const path of ["/coaching/lectures-quizzes/9th", "/coaching/lectures-quizzes/9th/physics"]) {
    await page.goto(path);
    const trail = jsonLdBlocks(await page.content());
    expect(trail.map((block) => (block as { "@type": unknown })["@type"])).toEqual([
      "BreadcrumbList",
    ]);
    expect(await structuredDataErrors(trail)).toEqual([]);
  }
});
