import { expect, test } from "./support/test";
import type { Page } from "@playwright/test";
import { registerStudent } from "./support/auth";
import { fakeYouTube, installFakeYouTube } from "./support/fake-youtube";
import { waitForHydration } from "./support/hydration";
import { LEAVING, openYouTubeLecture, playButton, progress } from "./support/lectures";

/*
 * Decision 0030: leaving a lecture by a link keeps where it was left, and watching faster than
 * normal speed counts the video time played.
 */

const lectureLink = (page: Page, number: number) =>
  page.getByRole("navigation", { name: "Lectures" }).getByRole("link", {
    name: new RegExp(`^Lecture ${number} `),
  });

test.beforeEach(async ({ page }) => {
  await installFakeYouTube(page, 100);
});

test("leaving by a sidebar link keeps the resume and Continue watching", async ({ page }) => {
  await registerStudent(page);
  await page.goto(`${LEAVING}?lecture=3`);
  await waitForHydration(page);
  const video = page.locator("video");
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
    .toBeGreaterThan(2);
  // Still playing, from 0:07.5, at the slowest speed, so it is still 0:07 when the link is
  // tapped: the only report naming the position is the one sent on leaving.
  await video.evaluate((element: HTMLVideoElement) => {
    element.playbackRate = 0.0625;
    element.currentTime = 7.5;
  });
  const left = page.waitForResponse(
    (response) =>
      response.url().endsWith("/api/progress") && response.request().method() === "POST",
  );
  await lectureLink(page, 2).click();
  await expect(page).toHaveURL(`${LEAVING}?lecture=2`);
  await expect(playButton(page)).toBeEnabled();
  // The student comes back later: by then the report sent on leaving has been counted.
  await left;

  await lectureLink(page, 3).click();
  await expect(page).toHaveURL(`${LEAVING}?lecture=3`);
  await expect(page.getByRole("button", { name: "Resume from 0:07" })).toBeVisible();

  await page.getByRole("banner").getByRole("link", { name: "Parhai home" }).click();
  await expect(page).toHaveURL("/");
  const strip = page.getByRole("region", { name: "Continue watching" });
  await expect(strip.getByRole("link")).toContainText("Lecture 3: Watched at Twice the Speed");
  await expect(strip.getByRole("link")).toContainText("Resume from 0:07");
});

test("a self-hosted lecture watched at twice the speed counts and unlocks", async ({ page }) => {
  const video = page.locator("video");
  const currentTime = () => video.evaluate((element: HTMLVideoElement) => element.currentTime);
  await page.goto(`${LEAVING}?lecture=3`);
  await waitForHydration(page);
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    element.playbackRate = 2;
    await element.play();
  });
  // The 12 s clip plays in about 6 s of real time; the server's own clock counts it.
  await expect.poll(currentTime).toBeGreaterThan(6);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.ended)).toBe(true);
  await expect(progress(page)).not.toHaveAttribute("aria-valuenow", /^[0-7]?\d$/);
  await page.getByRole("button", { name: "Unlock Content" }).click();
  await expect(page.getByText("Content Unlocked!")).toBeVisible();
  await expect(page.getByRole("link", { name: /Quick Quiz/ })).toHaveAttribute(
    "href",
    "https://example.com/e2e/quiz/12th-commerce-6-3",
  );
});

test("a YouTube lecture watched at twice the speed unlocks after 40 s", async ({ page }) => {
  await openYouTubeLecture(page, `${LEAVING}?lecture=4`, "e2eComm6L04");
  await fakeYouTube(page).setPlaybackRate(2);
  await page.clock.runFor(40_000);
  await fakeYouTube(page).pause();
  expect(await fakeYouTube(page).currentTime()).toBe(80);
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "80");
  await page.getByRole("button", { name: "Unlock Content" }).click();
  await expect(page.getByText("Content Unlocked!")).toBeVisible();
  await expect(page.getByRole("link", { name: /Lecture Notes/ })).toHaveAttribute(
    "href",
    "https://example.com/e2e/notes/12th-commerce-6-4",
  );
});
