import { expect, test } from "./support/test";
import type { APIResponse, Route } from "@playwright/test";
import { fakeYouTube, installFakeYouTube } from "./support/fake-youtube";
import {
  INDEX_NUMBERS,
  openYouTubeLecture,
  playButton,
  progress,
  watchYouTube,
} from "./support/lectures";

/*
 * Decision 0030: the code that sends progress reports comes after the first play (decision 0100).
 * On a slow connection the student watches before it arrives; what was watched meanwhile is
 * reported, once it is here, at the times it happened, so the server credits all of it.
 */

test("seconds watched before the reports' code arrived are credited when it does", async ({
  page,
}) => {
  await installFakeYouTube(page, 100);
  await openYouTubeLecture(page, INDEX_NUMBERS, "e2eStat1L01", { play: false });
  // The script that posts reports waits until the test lets it through; the others come.
  const held: { route: Route; response: APIResponse }[] = [];
  await page.route("**/_next/static/chunks/**", async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes('"/api/progress"')) held.push({ route, response });
    else await route.fulfill({ response });
  });
  await playButton(page).click();
  await fakeYouTube(page).expectVideo("e2eStat1L01");
  await watchYouTube(page, 80);
  await expect(progress(page)).toHaveAttribute("aria-valuenow", "80");
  await expect.poll(() => held.length).toBeGreaterThan(0);
  const sent = page.waitForRequest(
    (request) => request.url().endsWith("/api/progress") && request.method() === "POST",
  );
  for (const { route, response } of held) await route.fulfill({ response });
  expect((await sent).postDataJSON()).toMatchObject({ event: "start" });
  await page.getByRole("button", { name: "Unlock Content" }).click();
  await expect(page.getByText("Content Unlocked!")).toBeVisible();
});
