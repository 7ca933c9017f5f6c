import sharp from "sharp";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { waitForHydration } from "./support/hydration";
import { INDEX_NUMBERS } from "./support/lectures";

/* Videos that cannot play say why; pictures that do not load leave no broken icon (0032). */

const OFFLINE = "Videos need a connection. Connect to the internet to play this lecture.";
const FAILED = "The video could not be loaded. Please check your connection and press play again.";
// Lecture 5 of the fixture chapter is a self-hosted file (/demo/lecture-clip.webm).
const SELF_HOSTED = `${INDEX_NUMBERS}?lecture=5`;

// The self-hosted video and the box around it, where its notice shows.
const videoBox = (page: Page) => page.locator("article video").locator("..");

/** Whether a part of the screen is one flat colour (a broken-picture icon is not). */
async function isFlat(target: Locator, clip: { x: number; y: number; size: number }) {
  const box = await target.boundingBox();
  if (!box) throw new Error("not on screen");
  const shot = await target.page().screenshot({
    clip: { x: box.x + clip.x, y: box.y + clip.y, width: clip.size, height: clip.size },
  });
  const { channels } = await sharp(shot).stats();
  return channels.every((channel) => channel.max - channel.min <= 2);
}

test("offline, a self-hosted video says it needs a connection", async ({ page }) => {
  await page.goto(SELF_HOSTED);
  await waitForHydration(page);
  await page.context().setOffline(true);
  await expect(videoBox(page).getByRole("alert")).toHaveText(OFFLINE);
  await expect(page.getByRole("button", { name: "Watch 80% to Unlock Content" })).toBeVisible();
  await page.context().setOffline(false);
  await expect(videoBox(page).getByRole("alert")).toHaveCount(0);
});

test.describe("a self-hosted file that does not load", () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource/] });

  test("says so, and Play again loads it once it can", async ({ page }) => {
    await page.goto(SELF_HOSTED);
    await waitForHydration(page);
    await page.route("**/demo/lecture-clip.webm", (route) => route.abort());
    await page.locator("article video").evaluate((video: HTMLVideoElement) => {
      video.play().catch(() => undefined);
    });
    const notice = videoBox(page).getByRole("alert");
    await expect(notice).toContainText(FAILED);
    await page.unrouteAll();
    await notice.getByRole("button", { name: "Play again" }).click();
    await expect(notice).toHaveCount(0);
    await expect
      .poll(() => page.locator("article video").evaluate((video: HTMLVideoElement) => video.error))
      .toBeNull();
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled, expectedConsoleErrors: [/Failed to load resource/] });

    test("a YouTube still that does not load leaves no broken-picture icon", async ({ page }) => {
      // Registered after the fixture's stub, so it answers first: YouTube's stills fail.
      await page.route("https://i.ytimg.com/**", (route) => route.abort());
      await page.goto(INDEX_NUMBERS);
      const still = page.locator('article [role="region"] img');
      await expect
        .poll(() => still.evaluate((image: HTMLImageElement) => image.complete))
        .toBe(true);
      expect(await still.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(0);
      // Where a browser draws the icon: near the picture's top left corner (clear of its rounding).
      expect(await isFlat(still, { x: 8, y: 8, size: 16 })).toBe(true);
      const thumbnail = page.getByRole("navigation", { name: "Lectures" }).locator("img").first();
      await thumbnail.scrollIntoViewIfNeeded();
      await expect
        .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete))
        .toBe(true);
      expect(await isFlat(thumbnail, { x: 4, y: 4, size: 16 })).toBe(true);
    });
  });
}
