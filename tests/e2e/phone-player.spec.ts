import { expect, test } from "./support/test";
import type { Page } from "@playwright/test";
import ur from "../../messages/ur.json" with { type: "json" };
import { installFakeYouTube } from "./support/fake-youtube";
import { INDEX_NUMBERS } from "./support/lectures";

/* The player's first screen on a 360 x 740 phone (decision 0053). */
test.use({ viewport: { width: 360, height: 740 } });

const languages = [
  { prefix: "", progress: "Watched", unlock: "Watch 80% to Unlock Content" },
  { prefix: "/ur", progress: ur.Lectures.progressLabel, unlock: ur.Lectures.watchToUnlock },
];
const lectures = [
  { kind: "YouTube", query: "", box: 'article [role="region"]' },
  { kind: "self-hosted", query: "?lecture=5", box: "article video" },
];

/**
 * Scrolls the page from top to bottom and returns the scroll positions at which the floating chat
 * button lies over the video's box.
 */
function chatOverVideo(page: Page, boxSelector: string): Promise<number[]> {
  return page.evaluate((selector) => {
    // The floating chat link, not the player's own WhatsApp share link.
    const chat = document.querySelector<HTMLElement>('a[href^="https://wa.me/"]:not(article a)');
    const video = document.querySelector<HTMLElement>(selector);
    if (!chat || !video) return [-1];
    const covered: number[] = [];
    const step = window.innerHeight / 8;
    for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      const bubble = chat.getBoundingClientRect();
      const box = video.getBoundingClientRect();
      const overlaps =
        box.left < bubble.right &&
        bubble.left < box.right &&
        box.top < bubble.bottom &&
        bubble.top < box.bottom;
      if (overlaps) covered.push(window.scrollY);
    }
    return covered;
  }, boxSelector);
}

for (const language of languages) {
  for (const lecture of lectures) {
    test(`a ${lecture.kind} lecture's progress and unlock are on the first screen${language.prefix ? " in Urdu" : ""}`, async ({
      page,
    }) => {
      await installFakeYouTube(page, 100);
      await page.goto(`${language.prefix}${INDEX_NUMBERS}${lecture.query}`);
      const box = page.locator(lecture.box);
      await expect(box).toBeVisible();
      await expect(page.getByRole("progressbar", { name: language.progress })).toBeInViewport({
        ratio: 1,
      });
      await expect(page.getByRole("button", { name: language.unlock })).toBeInViewport({
        ratio: 1,
      });
      expect(await chatOverVideo(page, lecture.box)).toEqual([]);
      // A 16:9 box as wide as the column: no black bands above and below the picture.
      const size = await box.boundingBox();
      expect(size!.height).toBeCloseTo((size!.width * 9) / 16, 0);
    });
  }
}

test("a wide column keeps the spec's 390 px player", async ({ page }) => {
  await installFakeYouTube(page, 100);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(INDEX_NUMBERS);
  expect((await page.locator('article [role="region"]').boundingBox())?.height).toBe(390);
});
