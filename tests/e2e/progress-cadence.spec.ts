import { expect, test } from "./support/test";
import type { Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { registerStudent } from "./support/auth";
import { waitForHydration } from "./support/hydration";
import { FORGED, LEAVING, progress, shownLectureId } from "./support/lectures";

/*
 * Decision 0062: a signed-in student's progress reports are taken at the player's own cadence.
 * A sender faster than any player is refused (429, Retry-After) and nothing it sent is stored; a
 * real player, at 2x with seeks, a pause, a leave and a reload, is never refused.
 */

const origin = new URL(baseURL).origin;

/** What the account holds for a lecture of a chapter, as the page's personal parts ask for it. */
async function stored(page: Page, chapter: string, lectureId: number) {
  const response = await page.request.get(`/api/me?${new URLSearchParams({ page: chapter })}`);
  const data = (await response.json()) as {
    lectures?: Record<string, { watchedSeconds: number; lastPosition: number }>;
  };
  return data.lectures?.[lectureId];
}

test("a sender faster than any player is refused with Retry-After, and nothing it sent is stored", async ({
  page,
}) => {
  await registerStudent(page);
  await page.goto(`${FORGED}?lecture=1`);
  const lectureId = await shownLectureId(page);
  const sent: { position: number; status: number; retryAfter?: string }[] = [];
  // Each report names where playback is: the stored place tells which report was counted last.
  // At least 40, and on until the last one sent was refused.
  for (let position = 1; position <= 40 || sent.at(-1)?.status === 200; position += 1) {
    if (position > 100) break;
    const response = await page.request.post("/api/progress", {
      headers: { Origin: origin },
      data: { lectureId, event: "progress", watched: 0, position, duration: 600 },
    });
    sent.push({
      position,
      status: response.status(),
      retryAfter: response.headers()["retry-after"],
    });
  }
  const refused = sent.filter((one) => one.status === 429);
  expect(refused.length).toBeGreaterThan(0);
  expect(sent.every((one) => one.status === 200 || one.status === 429)).toBe(true);
  for (const one of refused) expect(Number(one.retryAfter)).toBeGreaterThanOrEqual(1);
  const lastTaken = sent.findLast((one) => one.status === 200);
  expect(lastTaken).toBeDefined();
  expect(sent.at(-1)?.status).toBe(429);
  expect((await stored(page, `${FORGED}?lecture=1`, lectureId))?.lastPosition).toBe(
    lastTaken?.position,
  );
});

test("a real player at twice the speed, with seeks, a pause, a leave and a reload, is never refused", async ({
  page,
}) => {
  const answers: number[] = [];
  page.on("response", (response) => {
    const request = response.request();
    if (request.method() === "POST" && response.url().endsWith("/api/progress")) {
      answers.push(response.status());
    }
  });
  await registerStudent(page);
  const lecture = `${LEAVING}?lecture=3`;
  await page.goto(lecture);
  await waitForHydration(page);
  const lectureId = await shownLectureId(page);
  const video = page.locator("video");
  const play = () =>
    video.evaluate(async (element: HTMLVideoElement) => {
      element.muted = true;
      element.playbackRate = 2;
      await element.play();
    });
  const at = () => video.evaluate((element: HTMLVideoElement) => element.currentTime);
  const seek = (seconds: number) =>
    video.evaluate((element: HTMLVideoElement, to) => {
      element.currentTime = to;
    }, seconds);

  await play();
  await expect.poll(at).toBeGreaterThan(3);
  // Back and forth while playing, as a student looking for a place does.
  await seek(1);
  await seek(6);
  await seek(2);
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  await play();
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.ended)).toBe(true);
  await expect(progress(page)).not.toHaveAttribute("aria-valuenow", "0");

  // Leaving for another lecture, coming back, a reload, and playing again.
  await page.goto(`${LEAVING}?lecture=2`);
  await page.goto(lecture);
  await page.reload();
  await waitForHydration(page);
  await play();
  await expect.poll(at).toBeGreaterThan(2);
  await video.evaluate((element: HTMLVideoElement) => element.pause());
  await expect
    .poll(async () => (await stored(page, lecture, lectureId))?.lastPosition)
    .toBeGreaterThan(1);

  expect(answers.length).toBeGreaterThanOrEqual(5);
  expect(answers.filter((status) => status !== 200)).toEqual([]);
});
