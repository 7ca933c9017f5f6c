import { expect, stubYouTube, test } from "./support/test";
import type { Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { createStudentAccount, fillLoginForm, logIn, registerStudent } from "./support/auth";
import { fakeYouTube, installFakeYouTube } from "./support/fake-youtube";
import {
  REMEMBERED,
  openYouTubeLecture,
  progress,
  reloadYouTubeLecture,
  watchYouTube,
} from "./support/lectures";

/*
 * Issue 16: progress is remembered across reloads, sign-in and devices, and a lecture left
 * part-way offers to resume.
 */

const ratingAlert = (page: Page) =>
  page.getByRole("region", { name: "Rate this lecture" }).getByRole("alert");
const star = (page: Page, value: number) =>
  page.getByRole("button", { name: `Rate ${value} out of 5` });
const lectureLink = (page: Page, number: number) =>
  page.getByRole("navigation", { name: "Lectures" }).getByRole("link", {
    name: new RegExp(`^Lecture ${number} `),
  });

type Account = {
  lectures?: Record<string, { watchedSeconds: number }>;
  ratings?: Record<string, number>;
};

/** What the account holds of the lecture on screen, as GET /api/me tells the page. */
async function inAccount(page: Page): Promise<{ id: string | null; data: Account }> {
  const id = await page.locator("article[data-lecture-id]").getAttribute("data-lecture-id");
  const answer = await page.request.get("/api/me");
  return { id, data: (await answer.json()) as Account };
}

async function watchedInAccount(page: Page): Promise<number | undefined> {
  const { id, data } = await inAccount(page);
  return id ? data.lectures?.[id]?.watchedSeconds : undefined;
}

async function ratingInAccount(page: Page): Promise<number | undefined> {
  const { id, data } = await inAccount(page);
  return id ? data.ratings?.[id] : undefined;
}

/** What the server signed for this browser's one lecture (signed out): seconds and unlock. */
function signedLocally(page: Page): Promise<{ watched: number; unlocked: boolean } | null> {
  return page.evaluate(() => {
    const kept = JSON.parse(localStorage.getItem("parhai.progress.v1") ?? "{}") as Record<
      string,
      { token?: string }
    >;
    const token = Object.values(kept)[0]?.token;
    if (!token) return null;
    const payload = token.split(".")[0]!.replace(/-/g, "+").replace(/_/g, "/");
    const signed = JSON.parse(atob(payload)) as { w: number; k: number | null };
    return { watched: signed.w, unlocked: signed.k !== null };
  });
}

test.beforeEach(async ({ page }) => {
  await installFakeYouTube(page, 100);
});

test("signed out, an unlock survives a reload and a log-in from the rating prompt", async ({
  page,
  request,
}) => {
  const student = await createStudentAccount(request);
  const url = `${REMEMBERED}?lecture=1`;
  await openYouTubeLecture(page, url, "e2eComm1L01");
  await watchYouTube(page, 85);
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "85");
  await page.getByRole("button", { name: "Unlock Content" }).click();
  await expect(page.getByText("Content Unlocked!")).toBeVisible();
  // The server's signature of the 85 seconds and the unlock has reached this browser. A reload
  // while a report is on its way loses that report's answer, and with it what it signed (decision
  // 0030's known gap): this test is about what happens after, not that race.
  await expect.poll(() => signedLocally(page)).toEqual({ watched: 85, unlocked: true });

  await reloadYouTubeLecture(page, "e2eComm1L01");
  await expect(page.getByText("Content Unlocked!")).toBeVisible();
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "85");
  await expect(lectureLink(page, 1)).toContainText("Unlocked");
  await expect(lectureLink(page, 2)).toContainText("Not started");

  await star(page, 4).click();
  await expect(ratingAlert(page)).toContainText("Please log in to rate this lecture.");
  await page.clock.resume();
  await ratingAlert(page).getByRole("link", { name: "Log in to rate" }).click();
  await fillLoginForm(page, student);
  await page.getByRole("button", { name: "Log in", exact: true }).click();

  // Back on the lecture, signed in: the unlock came along, and the star tapped before logging in
  // is saved without another tap (decision 0029).
  await expect(page).toHaveURL(url);
  await expect(page.getByText("Content Unlocked!")).toBeVisible();
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "85");
  await expect(page.getByText("You rated: 4/5")).toBeVisible();
  await expect(page.getByText("Thank you! Your rating was saved.")).toBeVisible();
  await expect(star(page, 4)).toHaveAttribute("aria-pressed", "true");
  expect(await ratingInAccount(page)).toBe(4);
  // The account holds it now; this browser's own copy is gone.
  expect(await page.evaluate(() => localStorage.getItem("parhai.progress.v1"))).toBeNull();
  expect(await watchedInAccount(page)).toBe(85);
});

test("signed in, a second device shows the first one's 50% and resumes at its second", async ({
  page,
  browser,
}, testInfo) => {
  const lecture =
    testInfo.project.name === "mobile"
      ? { no: 3, video: "e2eComm1L03" }
      : { no: 2, video: "e2eComm1L02" };
  const url = `${REMEMBERED}?lecture=${lecture.no}`;
  const student = await registerStudent(page);
  await openYouTubeLecture(page, url, lecture.video);
  await watchYouTube(page, 50);
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "50");
  // A report a busy server did not take goes again after a wait (waiting-reports.ts): the page's
  // time passes while the test waits for the account.
  await expect
    .poll(async () => {
      await page.clock.runFor(1_000);
      return watchedInAccount(page);
    })
    .toBe(50);

  const other = await browser.newContext({ baseURL });
  try {
    const second = await other.newPage();
    await stubYouTube(second);
    await installFakeYouTube(second, 100);
    await logIn(second, student);
    // Offered before play: choosing starts the player there, with that one tap.
    await openYouTubeLecture(second, url, lecture.video, { play: false });
    await expect(progress(second)).toHaveAttribute("aria-valuenow", "50");
    const resume = second.getByRole("button", { name: "Resume from 0:50" });
    await resume.click();
    await fakeYouTube(second).expectVideo(lecture.video);
    await expect(resume).toHaveCount(0);
    expect(await fakeYouTube(second).currentTime()).toBe(50);
    // Playing on from there counts on top of what the first device watched.
    await second.clock.runFor(10_000);
    await expect(progress(second)).toHaveAttribute("aria-valuenow", "60");
    expect(await fakeYouTube(second).currentTime()).toBe(60);
  } finally {
    await other.close();
  }
});

test("a lecture watched to its end starts from the beginning", async ({ page }) => {
  await registerStudent(page);
  await openYouTubeLecture(page, `${REMEMBERED}?lecture=4`, "e2eComm1L04");
  await watchYouTube(page, 100);
  await reloadYouTubeLecture(page, "e2eComm1L04");
  await expect(page.getByRole("button", { name: "Unlock Content" })).toBeEnabled();
  await expect(page.getByRole("button", { name: /^Resume from/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Start over" })).toHaveCount(0);
});

test("the self-hosted player resumes too", async ({ page }) => {
  const video = page.locator("video");
  const currentTime = () => video.evaluate((element: HTMLVideoElement) => element.currentTime);
  await page.goto(`${REMEMBERED}?lecture=5`);
  // Real time: the 12 s clip is stopped part-way, after 4 s of it.
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect.poll(currentTime).toBeGreaterThan(4);
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  const stoppedAt = Math.floor(await currentTime());

  await page.reload();
  const resume = page.getByRole("button", { name: `Resume from 0:0${stoppedAt}` });
  await resume.click();
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused))
    .toBe(true);
  expect(await currentTime()).toBeGreaterThanOrEqual(stoppedAt);
  expect(await currentTime()).toBeLessThan(stoppedAt + 3);
});
