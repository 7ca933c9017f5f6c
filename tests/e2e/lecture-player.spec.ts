import { expect, test } from "./support/test";
import { type Page } from "@playwright/test";
import { fakeYouTube, installFakeYouTube } from "./support/fake-youtube";
import { waitForHydration } from "./support/hydration";
import {
  followLectureLink,
  INDEX_NUMBERS,
  LECTURES,
  openYouTubeLecture,
  progress,
  unlockYouTubeLecture,
  watchYouTube,
} from "./support/lectures";

const lockedButton = (page: Page) =>
  page.getByRole("button", { name: "Watch 80% to Unlock Content" });
const sidebar = (page: Page) => page.getByRole("navigation", { name: "Lectures" });
const quiz = (page: Page) => page.getByRole("link", { name: /^Quick Quiz/ });
const notes = (page: Page) => page.getByRole("link", { name: /^Lecture Notes/ });

test.describe("YouTube lecture (fake IFrame API driven by the test's clock)", () => {
  let apiRequests: () => number;
  test.beforeEach(async ({ page }) => {
    apiRequests = await installFakeYouTube(page, 100);
  });

  test("selects the first lecture, unlocks at 80% and then shows quiz, notes and rating", async ({
    page,
  }) => {
    await openYouTubeLecture(page, INDEX_NUMBERS, "e2eStat1L01");
    await expect(sidebar(page).getByRole("link")).toHaveCount(6);
    const thumbnails = sidebar(page).locator("img");
    await expect(thumbnails.first()).toHaveAttribute(
      "src",
      "https://i.ytimg.com/vi/e2eStat1L01/mqdefault.jpg",
    );
    // WebP for the browsers that take it, from the same image service.
    await expect(sidebar(page).locator('source[type="image/webp"]').first()).toHaveAttribute(
      "srcset",
      "https://i.ytimg.com/vi_webp/e2eStat1L01/mqdefault.webp",
    );
    await expect(thumbnails.first()).toHaveAttribute("loading", "lazy");
    await expect(thumbnails.first()).toHaveAttribute("width", /\d+/);
    await expect(thumbnails.nth(4)).toHaveAttribute("src", "/demo/lecture-poster.webp");
    await expect(sidebar(page).getByRole("link", { name: /^Lecture 1/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(
      page.getByRole("heading", { name: "Lecture 1: What an Index Number Measures" }),
    ).toBeVisible();
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "0");
    await expect(lockedButton(page)).toBeDisabled();

    await watchYouTube(page, 79);
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "79");
    await expect(lockedButton(page)).toBeDisabled();
    await expect(quiz(page)).toHaveCount(0);

    await watchYouTube(page, 1);
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "80");
    const unlock = page.getByRole("button", { name: "Unlock Content" });
    await expect(unlock).toBeEnabled();
    await unlock.click();

    await expect(page.getByText("Content Unlocked!")).toBeVisible();
    await expect(quiz(page)).toHaveAttribute(
      "href",
      "https://example.com/e2e/quiz/12th-statistics-1-1",
    );
    await expect(quiz(page)).toHaveAttribute("target", "_blank");
    await expect(quiz(page)).toHaveAttribute("rel", /noopener/);
    await expect(notes(page)).toHaveAttribute(
      "href",
      "https://example.com/e2e/notes/12th-statistics-1-1",
    );
    await expect(page.getByText("Click to rate")).toBeVisible();
    await expect(page.getByRole("button", { name: "Rate 5 out of 5" })).toBeVisible();
    expect(apiRequests()).toBe(1);
  });

  test("time skipped by seeking does not count, so skipping ahead never unlocks", async ({
    page,
  }) => {
    await openYouTubeLecture(page, INDEX_NUMBERS, "e2eStat1L01");
    const player = fakeYouTube(page);
    await player.play();
    await page.clock.runFor(10_000);
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "10");

    // A jump the player does not report: the first tick after it sees 75 s pass in one second.
    await player.jumpTo(85);
    await page.clock.runFor(5_000);
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "14");

    // A reported seek to near the end, then the video plays its last 5 s to the end at 100 s.
    await player.seekTo(95);
    await page.clock.runFor(10_000);
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "19");
    await expect(lockedButton(page)).toBeDisabled();
  });

  test("pausing stops the count", async ({ page }) => {
    await openYouTubeLecture(page, INDEX_NUMBERS, "e2eStat1L01");
    await watchYouTube(page, 30);
    await page.clock.runFor(60_000);
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "30");
  });

  test("?lecture=N opens that lecture, links show only when present, another lecture resets", async ({
    page,
  }) => {
    await openYouTubeLecture(page, `${INDEX_NUMBERS}?lecture=2`, "e2eStat1L02");
    await expect(
      page.getByRole("heading", { name: "Lecture 2: Laspeyres Price Index" }),
    ).toBeVisible();
    await expect(sidebar(page).getByRole("link", { name: /^Lecture 2/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await unlockYouTubeLecture(page);
    await expect(quiz(page)).toBeVisible();
    await expect(notes(page)).toHaveCount(0);

    await followLectureLink(
      page,
      sidebar(page).getByRole("link", { name: /^Lecture 3/ }),
      "e2eStat1L03",
    );
    await expect(page).toHaveURL(`${INDEX_NUMBERS}?lecture=3`);
    await expect(
      page.getByRole("heading", { name: "Lecture 3: Paasche Price Index" }),
    ).toBeVisible();
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "0");
    await expect(lockedButton(page)).toBeDisabled();
    await expect(page.getByText("Content Unlocked!")).toHaveCount(0);
    await unlockYouTubeLecture(page);
    await expect(quiz(page)).toHaveCount(0);
    await expect(notes(page)).toBeVisible();

    await followLectureLink(
      page,
      sidebar(page).getByRole("link", { name: /^Lecture 4/ }),
      "e2eStat1L04",
    );
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "0");
    await unlockYouTubeLecture(page);
    await expect(quiz(page)).toHaveCount(0);
    await expect(notes(page)).toHaveCount(0);
    await expect(page.getByText("Click to rate")).toBeVisible();
    // The API script came once for all three lectures.
    expect(apiRequests()).toBe(1);

    // This browser remembers what it unlocked (issue 16), also after a reload.
    await page.clock.resume();
    await page.reload();
    await expect(
      page.getByRole("heading", { name: "Lecture 4: Students' Questions" }),
    ).toBeVisible();
    await expect(page.getByText("Content Unlocked!")).toBeVisible();
    await expect(progress(page)).toHaveAttribute("aria-valuenow", "80");
  });

  test("the API script is not loaded on the other lecture screens", async ({ page }) => {
    await page.goto(`${LECTURES}/12th`);
    await page.getByRole("link", { name: /^Statistics/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Chapters for Statistics (12th Grade)",
    );
    expect(apiRequests()).toBe(0);
  });
});

test.describe("self-hosted lecture in the native video player", () => {
  // The chapter's other lectures are on YouTube: their thumbnails must not leave the machine.
  test.beforeEach(async ({ page }) => {
    await installFakeYouTube(page);
  });

  const video = (page: Page) => page.locator("video");
  const play = (page: Page) =>
    video(page).evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      await element.play();
    });

  test("the 12 s clip unlocks after 80% of real playing time", async ({ page }) => {
    const videoRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "media") videoRequests.push(request.url());
    });
    await page.goto(`${INDEX_NUMBERS}?lecture=5`);
    await expect(video(page)).toHaveAttribute("controls", "");
    // Not a byte of the video before the student plays it (issue 17).
    await expect(video(page)).toHaveAttribute("preload", "none");
    await waitForHydration(page);
    expect(videoRequests).toEqual([]);
    await expect(lockedButton(page)).toBeDisabled();
    // A tick that a busy machine delays counts the time that passed, not a seek (decision 0030).
    await play(page);
    await expect(page.getByRole("button", { name: "Unlock Content" })).toBeEnabled({
      timeout: 20_000,
    });
    expect(Number(await progress(page).getAttribute("aria-valuenow"))).toBeGreaterThanOrEqual(80);
    await page.getByRole("button", { name: "Unlock Content" }).click();
    await expect(quiz(page)).toHaveAttribute(
      "href",
      "https://example.com/e2e/quiz/12th-statistics-1-5",
    );
    await expect(notes(page)).toBeVisible();
  });

  test("seeking to the end of the clip does not unlock", async ({ page }) => {
    await page.goto(`${INDEX_NUMBERS}?lecture=6`);
    await play(page);
    await expect(progress(page)).not.toHaveAttribute("aria-valuenow", "0");
    await video(page).evaluate((element: HTMLVideoElement) => {
      element.currentTime = 11;
    });
    await expect
      .poll(() => video(page).evaluate((element: HTMLVideoElement) => element.ended))
      .toBe(true);
    expect(Number(await progress(page).getAttribute("aria-valuenow"))).toBeLessThan(50);
    await expect(lockedButton(page)).toBeDisabled();
  });
});
