import { expect, test } from "./support/test";
import { type Page } from "@playwright/test";
import { installFakeYouTube } from "./support/fake-youtube";
import {
  INDEX_NUMBERS,
  openYouTubeLecture,
  progress,
  unlockYouTubeLecture,
  watchYouTube,
} from "./support/lectures";

/* Issue 22: the lecture player as a student sees it on a 360 px phone. */
test.use({ viewport: { width: 360, height: 740 } });

/**
 * Scrolls the page from top to bottom and lists, at each position, the player's controls that
 * the floating chat button covers (the progress bar, its percentage, every button and link).
 */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // The floating chat link, not the player's own WhatsApp share link.
    const chat = document.querySelector<HTMLElement>('a[href^="https://wa.me/"]:not(article a)');
    if (!chat) return ["no chat button"];
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        'article [role="progressbar"], article [role="progressbar"] + span, article button, article a',
      ),
    ];
    const covered = new Set<string>();
    const step = window.innerHeight / 4;
    for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
      // Layout follows the scroll at once (the page's clock is the test's, so no frame waits).
      window.scrollTo(0, y);
      const bubble = chat.getBoundingClientRect();
      for (const control of controls) {
        const box = control.getBoundingClientRect();
        const overlaps =
          box.width > 0 &&
          box.left < bubble.right &&
          bubble.left < box.right &&
          box.top < bubble.bottom &&
          bubble.top < box.bottom;
        if (overlaps) covered.add(control.getAttribute("aria-label") ?? control.textContent ?? "?");
      }
    }
    return [...covered];
  });
}

test("the chat button never covers the progress, its percentage or a button", async ({ page }) => {
  await installFakeYouTube(page, 100);
  await openYouTubeLecture(page, INDEX_NUMBERS, "e2eStat1L01");
  expect(await coveredControls(page)).toEqual([]);
  await unlockYouTubeLecture(page);
  await expect(page.getByRole("button", { name: "Rate 5 out of 5" })).toBeVisible();
  expect(await coveredControls(page)).toEqual([]);
});

test("the locked control says it is locked and how much is still to watch", async ({ page }) => {
  await installFakeYouTube(page, 100);
  await openYouTubeLecture(page, INDEX_NUMBERS, "e2eStat1L01");
  const locked = page.getByRole("button", { name: "Watch 80% to Unlock Content" });
  await expect(locked).toBeDisabled();
  await expect(locked).toHaveAccessibleDescription(
    "Locked: watch 80% more of this lecture to unlock its quiz and notes.",
  );
  await expect(locked.locator("svg")).toHaveCount(1);
  await watchYouTube(page, 30);
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "30");
  await expect(page.getByText("Locked: watch 50% more of this lecture")).toBeVisible();
});

test.describe("the home banner without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("its words are HTML of at least 14 px, and its class pills are links", async ({ page }) => {
    await page.goto("/");
    const slide = page.getByRole("group", { name: "Slide 1 of 3" });
    for (const text of [
      "Free for every student",
      "Free video lectures for classes 9 to 12",
      "Maths, Physics, Chemistry, Biology and more, chapter by chapter.",
    ]) {
      const words = slide.getByText(text, { exact: true });
      await expect(words).toBeVisible();
      const size = await words.evaluate((element) =>
        parseFloat(getComputedStyle(element).fontSize),
      );
      expect(size, text).toBeGreaterThanOrEqual(14);
    }
    const pills = slide.getByRole("list", { name: "Lectures by class" }).getByRole("link");
    await expect(pills).toHaveText(["9th Class", "10th Class", "1st Year", "2nd Year"]);
    for (const pill of await pills.all()) {
      await expect(pill).toBeInViewport();
      const size = await pill.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
      expect(size).toBeGreaterThanOrEqual(14);
    }
    await pills.nth(2).click();
    await expect(page).toHaveURL(/\/coaching\/lectures-quizzes\/11th$/);
  });
});
