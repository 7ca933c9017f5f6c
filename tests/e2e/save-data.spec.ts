import { expect, test } from "./support/test";
import type { Page } from "@playwright/test";
import { waitForHydration } from "./support/hydration";
import { INDEX_NUMBERS } from "./support/lectures";

const START = new Date("2026-11-22T09:00:00+05:00");
const carousel = (page: Page) => page.getByRole("region", { name: "Highlights" });
const slides = (page: Page) => carousel(page).locator('[aria-roledescription="slide"]');

/** The pictures of slides other than the first that the page asked for. */
function laterSlideRequests(page: Page): () => string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (/\/slides\/slide-[23]-/.test(request.url())) seen.push(request.url());
  });
  return () => seen;
}

test.describe("the browser sends Save-Data: on", () => {
  test.use({ extraHTTPHeaders: { "Save-Data": "on" } });

  test("the home banner is its first slide alone, still, and loads no other picture", async ({
    page,
  }) => {
    const later = laterSlideRequests(page);
    await page.clock.install({ time: START });
    await page.goto("/");
    await waitForHydration(page);
    await expect(slides(page)).toHaveCount(1);
    await expect(carousel(page).getByRole("group", { name: "Slide 1 of 1" })).toBeVisible();
    await expect(carousel(page).getByRole("button")).toHaveCount(0);
    await page.clock.runFor(20_000);
    await expect(slides(page).first()).toBeInViewport({ ratio: 0.5 });
    expect(later()).toEqual([]);
  });

  test("the player's stills are the smallest YouTube makes", async ({ page }) => {
    await page.goto(INDEX_NUMBERS);
    const sidebar = page.getByRole("navigation", { name: "Lectures" });
    await expect(sidebar.locator("img").first()).toHaveAttribute(
      "src",
      "https://i.ytimg.com/vi/e2eStat1L01/default.jpg",
    );
    await expect(sidebar.locator('source[type="image/webp"]').first()).toHaveAttribute(
      "srcset",
      "https://i.ytimg.com/vi_webp/e2eStat1L01/default.webp",
    );
    await expect(page.getByRole("region", { name: /^Video: / }).locator("img")).toHaveAttribute(
      "src",
      "https://i.ytimg.com/vi/e2eStat1L01/mqdefault.jpg",
    );
  });
});

test("the same pages without Save-Data keep every slide and the larger stills", async ({
  page,
  request,
}) => {
  // Asked for with Save-Data first, so the page kept for it must not be served here.
  await request.get("/", { headers: { "Save-Data": "on" } });
  await page.goto("/");
  await expect(slides(page)).toHaveCount(3);
  await page.goto(INDEX_NUMBERS);
  await expect(
    page.getByRole("navigation", { name: "Lectures" }).locator("img").first(),
  ).toHaveAttribute("src", "https://i.ytimg.com/vi/e2eStat1L01/mqdefault.jpg");
});

test("navigator.connection.saveData alone stops the banner from moving on", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "connection", { value: { saveData: true } });
  });
  await page.clock.install({ time: START });
  await page.goto("/");
  await waitForHydration(page);
  await expect(slides(page)).toHaveCount(3);
  await expect(carousel(page).getByRole("button", { name: "Play the slideshow" })).toBeVisible();
  await page.clock.runFor(20_000);
  await expect(carousel(page).getByRole("group", { name: "Slide 1 of 3" })).toBeVisible();
});
