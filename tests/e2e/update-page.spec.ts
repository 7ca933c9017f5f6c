import { expect, test } from "./support/test";
import { baseURL } from "../../playwright.config";
import { jsonLdBlocks, newsArticleProblems } from "../support/structured-data";
import { allUpdates } from "./support/content";
import { waitForHydration } from "./support/hydration";

const newest = allUpdates[0]!;
const slug = "demo-ssc-supplementary-results-announced";

test("a card's title opens the update's own page with all of it", async ({ page }) => {
  await page.goto("/latest");
  await page
    .getByRole("region", { name: "Latest Updates" })
    .getByRole("link", { name: newest.title, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/latest/\\d+-${slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest.title);
  const article = page.getByRole("article");
  await expect(article).toContainText(newest.content);
  await expect(article).toContainText("Posted on 22 Nov 2026");
  await expect(article.getByRole("link", { name: /^Read More/ })).toHaveAttribute(
    "href",
    newest.link,
  );
  const tags = article.getByRole("list", { name: "Tags" }).getByRole("link");
  await expect(tags).toHaveText(newest.tags);
  await expect(tags.first()).toHaveAttribute(
    "href",
    `/latest?tag=${encodeURIComponent(newest.tags[0]!)}`,
  );

  const related = page.getByRole("region", { name: "Related updates" }).getByRole("link");
  const expected = allUpdates
    .filter((u) => u !== newest && u.tags.some((tag) => newest.tags.includes(tag)))
    .slice(0, 5);
  await expect(related).toHaveCount(expected.length);
  for (const [index, update] of expected.entries()) {
    await expect(related.nth(index)).toContainText(update.title);
  }
});

test(
  "the id decides: an old or missing slug redirects to the page's one URL; an unknown id is 404",
  { tag: "@http" },
  async ({ request }) => {
    const html = await (await request.get("/latest")).text();
    const href = new RegExp(`href="(/latest/(\\d+)-${slug})"`).exec(html);
    expect(href).not.toBeNull();
    const [, canonical, id] = href!;
    for (const path of [`/latest/${id}`, `/latest/${id}-an-old-title`]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(308);
      expect(response.headers().location).toBe(canonical);
    }
    for (const path of [
      "/latest/2000000000-x",
      "/latest/0-x",
      "/latest/x-1",
      "/latest/99999999999",
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  },
);

test("share links, Open Graph tags and structured data carry the page's absolute URL", async ({
  page,
}) => {
  await page.goto("/latest");
  const href = await page
    .getByRole("link", { name: newest.title, exact: true })
    .getAttribute("href");
  const url = `${baseURL}${href}`;
  await page.goto(href!);
  const share = page.getByRole("link", { name: "Share on WhatsApp" });
  await expect(share).toHaveText("Share");
  const wa = new URL((await share.getAttribute("href"))!);
  expect(wa.origin + wa.pathname).toBe("https://wa.me/");
  expect(wa.searchParams.get("text")).toBe(`${newest.title}\n${url}`);

  const meta = (property: string) =>
    page.locator(`meta[property="${property}"], meta[name="${property}"]`).getAttribute("content");
  expect(await meta("og:url")).toBe(url);
  expect(await meta("og:title")).toBe(newest.title);
  expect(await meta("og:type")).toBe("article");
  // Its picture as a 1200 x 630 JPEG of this site (decision 0054; share-images.spec.ts).
  expect(await meta("og:image")).toMatch(
    new RegExp(`^${baseURL}/media/share/update-\\d+-[0-9a-f]{20}\\.jpg$`),
  );
  expect(await meta("twitter:card")).toBe("summary_large_image");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url);

  const [article] = jsonLdBlocks(await page.content());
  expect(newsArticleProblems(article!)).toEqual([]);
  expect(article).toMatchObject({
    headline: newest.title,
    url,
    datePublished: "2026-11-22T00:00:00.000Z",
  });
});

test("with the Web Share API, Share opens the phone's share sheet with the title and URL", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const calls: ShareData[] = [];
    Object.assign(window, { shareCalls: calls });
    Object.defineProperty(navigator, "share", {
      value: (data: ShareData) => {
        calls.push(data);
        return Promise.resolve();
      },
    });
  });
  await page.goto("/latest");
  const href = await page
    .getByRole("link", { name: newest.title, exact: true })
    .getAttribute("href");
  await page.goto(href!);
  await waitForHydration(page);
  const popups: string[] = [];
  page.on("popup", (popup) => popups.push(popup.url()));
  await page.getByRole("link", { name: "Share on WhatsApp" }).click();
  const calls = await page.evaluate(
    () => (window as unknown as { shareCalls: ShareData[] }).shareCalls,
  );
  expect(calls).toEqual([{ title: newest.title, url: `${baseURL}${href}` }]);
  expect(popups).toEqual([]);
});
