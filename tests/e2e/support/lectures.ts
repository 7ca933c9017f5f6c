import { expect, type Locator, type Page } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import { fakeYouTube } from "./fake-youtube";
import { waitForHydration } from "./hydration";

export const LECTURES = "/coaching/lectures-quizzes";

/** The fixture chapters (tests/e2e/fixtures/lectures.json), with their URLs written out by hand. */
export const INDEX_NUMBERS = `${LECTURES}/12th/statistics/1/Index%20Numbers%20%E2%80%93%20Laspeyres%20%2F%20Paasche`;
export const DISPERSION = `${LECTURES}/12th/statistics/2/Measures%20of%20Dispersion`;
export const CORRELATION = `${LECTURES}/12th/statistics/4/Correlation`;
export const REGRESSION = `${LECTURES}/12th/statistics/5/Regression`;

/** The fake clock starts here; tests pause it once the page has loaded. */
export const CLOCK_START = new Date("2026-03-01T09:00:00+05:00").getTime();

/** Stops the page's time where it is; from here on only the test moves it. */
export async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

export function progress(page: Page) {
  return page.getByRole("progressbar", { name: "Watched" });
}

/** Watches `seconds` of the current YouTube lecture in fake time (the clock must be paused). */
export async function watchYouTube(page: Page, seconds: number) {
  await fakeYouTube(page).play();
  await page.clock.runFor(seconds * 1000);
  await fakeYouTube(page).pause();
}

/**
 * The server counts this browser's progress reports at the page's fake time (PROGRESS_TEST_CLOCK,
 * src/server/progress/clock.ts), so watching 80 fake seconds counts as 80 seconds there too.
 */
export async function countProgressAtFakeTime(page: Page) {
  await page.context().addCookies([{ name: "parhai-test-clock", value: "client", url: baseURL }]);
}

/**
 * The facade's play button (issue 17): nothing loads from YouTube before it is pressed. Named in
 * the page's language: English, or Urdu under /ur (issue 18).
 */
export function playButton(page: Page) {
  return page.getByRole("button", { name: /^(?:Play video|ویڈیو چلائیں): / });
}

/** Presses the facade's play button once the page has hydrated and waits for this video. */
export async function playVideo(page: Page, videoId: string) {
  await waitForHydration(page);
  await playButton(page).click();
  await fakeYouTube(page).expectVideo(videoId);
}

/**
 * Presses play once the page has hydrated, with time paused first: the player starts playing at
 * once, and only the test moves time on from there.
 */
async function pressPlay(page: Page, videoId: string) {
  await waitForHydration(page);
  await pauseClock(page);
  await playButton(page).click();
  await fakeYouTube(page).expectVideo(videoId);
}

/**
 * Opens a YouTube lecture with the clock installed and presses play; the test drives time. With
 * `play: false` it stops before pressing play, time paused, for a choice such as Resume.
 */
export async function openYouTubeLecture(
  page: Page,
  url: string,
  videoId: string,
  { play = true } = {},
) {
  await countProgressAtFakeTime(page);
  await page.clock.install({ time: CLOCK_START });
  await page.goto(url);
  if (play) {
    await pressPlay(page, videoId);
    return;
  }
  await waitForHydration(page);
  await pauseClock(page);
}

/** Reloads a YouTube lecture opened with openYouTubeLecture and presses play again. */
export async function reloadYouTubeLecture(page: Page, videoId: string) {
  await page.clock.resume();
  await page.reload();
  await pressPlay(page, videoId);
}

/**
 * Follows a link to another lecture of the player (time runs while it loads: React reveals the
 * new screen after a short timer), pauses time again and presses play.
 */
export async function followLectureLink(page: Page, link: Locator, videoId: string) {
  await page.clock.resume();
  await link.click();
  await expect(playButton(page)).toBeEnabled();
  await pauseClock(page);
  await playButton(page).click();
  await fakeYouTube(page).expectVideo(videoId);
}

/** Watches 80 of the fake video's 100 seconds and presses Unlock Content. */
export async function unlockYouTubeLecture(page: Page) {
  await watchYouTube(page, 80);
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "80");
  await page.getByRole("button", { name: "Unlock Content" }).click();
  await expect(page.getByText("Content Unlocked!")).toBeVisible();
}

/** The 12th commerce fixture chapters (tests/e2e/fixtures/progress.json). */
export const REMEMBERED = `${LECTURES}/12th/commerce/1/Remembered%20Progress`;
export const FORGED = `${LECTURES}/12th/commerce/2/Forged%20Reports`;
export const MY_LEARNING_CHAPTER = `${LECTURES}/12th/commerce/3/My%20Learning`;
export const LEAVING = `${LECTURES}/12th/commerce/6/Leaving%20and%20Speed`;

/**
 * Progress as the player would have reported it over `seconds` of watching, sent through the
 * page's context (its session) and counted at the times the reports name (the test clock).
 */
export async function reportWatched(
  page: Page,
  lectureId: number,
  seconds: number,
  { unlock = false, duration = 100 } = {},
) {
  await countProgressAtFakeTime(page);
  const sentAt = CLOCK_START;
  const post = async (data: Record<string, unknown>) => {
    const response = await page.request.post("/api/progress", {
      headers: { Origin: new URL(baseURL).origin },
      data: { lectureId, duration, ...data },
    });
    expect(response.status()).toBe(200);
  };
  await post({ event: "start", watched: 0, position: 0, sentAt });
  const event = unlock ? "unlock" : "pause";
  await post({ event, watched: seconds, position: seconds, sentAt: sentAt + seconds * 1000 });
}

/**
 * Reloads a page after progress reported through the API, and waits until the tab has read and
 * kept the account's copy with that lecture (decision 0064): a page opened next shows it, instead
 * of the copy kept before the report.
 */
export async function reloadReadingAccount(page: Page, lectureId: number) {
  await page.reload();
  await page.waitForFunction((id) => {
    const copy = JSON.parse(sessionStorage.getItem("parhai.personal.v1") ?? "null") as {
      lectures?: Record<string, unknown>;
    } | null;
    return copy?.lectures?.[id] !== undefined;
  }, lectureId);
}

/** The id of the lecture the player shows (the page names it for its personal parts). */
export async function shownLectureId(page: Page): Promise<number> {
  const id = await page.locator("article[data-lecture-id]").getAttribute("data-lecture-id");
  return Number(id);
}
