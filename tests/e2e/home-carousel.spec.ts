import { expect, test } from "./support/test";
import { type Locator, type Page } from "@playwright/test";

const START = new Date("2026-11-22T09:00:00+05:00");

const carousel = (page: Page) => page.getByRole("region", { name: "Highlights" });
// Only the shown slide is in the accessibility tree: the others are aria-hidden.
const shownSlide = (page: Page) => carousel(page).getByRole("group", { name: /^Slide \d of 3$/ });
const dot = (page: Page, n: number) =>
  carousel(page).getByRole("button", { name: new RegExp(`^Show slide ${n}:`) });

/** Opens the home page with time stopped, so only runFor() moves the carousel. */
async function openHome(page: Page) {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(START.getTime() + 1000);
  await page.goto("/");
  // The page asks for its scripts once its banner has come, in a task after the next frame
  // (decision 0112): the stopped clock moves a frame at a time until React has hydrated the
  // carousel and enabled its controls, at most one frame past it.
  const next = page.getByRole("button", { name: "Next slide" });
  await expect(async () => {
    await page.clock.runFor(20);
    await expect(next).toBeEnabled({ timeout: 250 });
  }).toPass();
}

async function expectSlide(page: Page, n: number) {
  await expect(shownSlide(page)).toHaveAccessibleName(`Slide ${n} of 3`);
  await expect(dot(page, n)).toHaveAttribute("aria-current", "true");
  await expect(carousel(page).locator("[aria-current]")).toHaveCount(1);
  // The slide has moved into view (its image is not clipped away by the banner).
  await expect(shownSlide(page).getByRole("img")).toBeInViewport({ ratio: 0.5 });
}

// A finger moving across the banner, as Chromium reports it on a phone.
async function swipe(target: Locator, deltaX: number) {
  const box = await target.boundingBox();
  if (!box) throw new Error("the carousel is not on screen");
  const y = box.y + box.height / 2;
  const start = [{ identifier: 1, clientX: box.x + box.width / 2, clientY: y }];
  const end = [{ identifier: 1, clientX: box.x + box.width / 2 + deltaX, clientY: y + 4 }];
  await target.dispatchEvent("touchstart", { touches: start, changedTouches: start });
  await target.dispatchEvent("touchmove", { touches: end, changedTouches: end });
  await target.dispatchEvent("touchend", { touches: [], changedTouches: end });
}

test("the first slide is the eager, high-priority image and the others load lazily", async ({
  page,
}) => {
  await openHome(page);
  const images = carousel(page).locator("img");
  await expect(images).toHaveCount(3);
  await expect(images.nth(0)).toHaveAttribute("loading", "eager");
  await expect(images.nth(0)).toHaveAttribute("fetchpriority", "high");
  await expect(images.nth(1)).toHaveAttribute("loading", "lazy");
  await expect(images.nth(2)).toHaveAttribute("loading", "lazy");
  // Each slide: the phone's crop and the whole artwork.
  await expect(carousel(page).locator("picture source[type='image/avif']")).toHaveCount(6);
  await expectSlide(page, 1);
  await expect(shownSlide(page).getByText("Free video lectures for classes 9 to 12")).toBeVisible();
  await expect(shownSlide(page).getByRole("img")).toHaveAccessibleName(/^A laptop plays a lesson/);
});

test("a phone downloads the part of the banner it shows, a wider screen the whole artwork", async ({
  page,
}) => {
  await openHome(page);
  const first = carousel(page).locator("img").first();
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
  const shown = await first.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
  const phone = (page.viewportSize()?.width ?? 0) < 640;
  expect(shown).toMatch(
    phone ? /^\/slides\/slide-1-phone\.avif$/ : /^\/slides\/slide-1-(640|1024|1600)\.avif$/,
  );
});

test("advances every 5 seconds and wraps from the last slide to the first", async ({ page }) => {
  await openHome(page);
  await expectSlide(page, 1);
  await page.clock.runFor(4900);
  await expectSlide(page, 1);
  await page.clock.runFor(100);
  await expectSlide(page, 2);
  await page.clock.runFor(5000);
  await expectSlide(page, 3);
  await page.clock.runFor(5000);
  await expectSlide(page, 1);
});

test("the arrows move one slide and wrap both ways", async ({ page }) => {
  await openHome(page);
  const previous = page.getByRole("button", { name: "Previous slide" });
  const next = page.getByRole("button", { name: "Next slide" });
  await previous.click();
  await expectSlide(page, 3);
  await next.click();
  await expectSlide(page, 1);
  await next.click();
  await expectSlide(page, 2);
  await previous.click();
  await expectSlide(page, 1);
});

test("a dot shows its slide", async ({ page }) => {
  await openHome(page);
  await dot(page, 3).click();
  await expectSlide(page, 3);
  await dot(page, 2).click();
  await expectSlide(page, 2);
  await expect(dot(page, 1)).not.toHaveAttribute("aria-current", "true");
});

test("a swipe shows the next or previous slide", async ({ page }) => {
  await openHome(page);
  const banner = carousel(page).locator("[aria-live]");
  await swipe(banner, -150);
  await expectSlide(page, 2);
  await swipe(banner, 150);
  await expectSlide(page, 1);
  await swipe(banner, 150);
  await expectSlide(page, 3);
  // A short movement is a tap, not a swipe.
  await swipe(banner, -10);
  await expectSlide(page, 3);
});

test("auto-advance waits while the pointer is over the banner or focus is inside it", async ({
  page,
}) => {
  await openHome(page);
  await carousel(page).hover();
  await page.clock.runFor(12_000);
  await expectSlide(page, 1);
  await page.mouse.move(1, 700);
  await page.clock.runFor(5000);
  await expectSlide(page, 2);

  await dot(page, 2).focus();
  await page.clock.runFor(12_000);
  await expectSlide(page, 2);
  await dot(page, 2).blur();
  await page.clock.runFor(5000);
  await expectSlide(page, 3);
});

test("Pause stops the slideshow until Play is pressed", async ({ page }) => {
  await openHome(page);
  await page.getByRole("button", { name: "Pause the slideshow" }).click();
  const play = page.getByRole("button", { name: "Play the slideshow" });
  await play.blur();
  await page.mouse.move(1, 700);
  await page.clock.runFor(15_000);
  await expectSlide(page, 1);
  await play.click();
  await page.getByRole("button", { name: "Pause the slideshow" }).blur();
  await page.mouse.move(1, 700);
  await page.clock.runFor(5000);
  await expectSlide(page, 2);
});

test("no auto-advance for readers who prefer reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openHome(page);
  await expect(page.getByRole("button", { name: "Play the slideshow" })).toBeVisible();
  await page.clock.runFor(15_000);
  await expectSlide(page, 1);
  // The arrows still work.
  await page.getByRole("button", { name: "Next slide" }).click();
  await expectSlide(page, 2);
});

test.describe("before any JavaScript runs", () => {
  test.use({ javaScriptEnabled: false });

  test("the banner shows the first slide at its final height", async ({ page }) => {
    await page.goto("/");
    const banner = carousel(page).locator("[aria-live]");
    await expect(banner.getByRole("img").first()).toBeInViewport({ ratio: 0.5 });
    const box = await banner.boundingBox();
    // From `sm` (640 px) min(width / 2.2, 400 px); phones get 20rem, room for the slide's words.
    const viewport = page.viewportSize()!.width;
    expect(box!.height).toBeCloseTo(viewport < 640 ? 320 : Math.min(box!.width / 2.2, 400), 0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the arrows, Pause and the dots, which could do nothing, are not shown", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(shownSlide(page)).toHaveAccessibleName("Slide 1 of 3");
    for (const name of [
      /^Previous slide$/,
      /^Next slide$/,
      /^Pause the slideshow$/,
      /^Show slide/,
    ]) {
      const controls = carousel(page).getByRole("button", { name, includeHidden: true });
      await expect(controls.first()).toBeAttached();
      for (const control of await controls.all()) await expect(control).toBeHidden();
    }
  });
});
