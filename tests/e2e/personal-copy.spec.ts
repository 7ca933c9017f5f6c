import { expect, test } from "./support/test";
import type { Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { CHECK_EVERY_MS, PERSONAL_TTL_MS } from "../../src/components/personal/personal-policy";
import { logOut, registerStudent, userMenu } from "./support/auth";
import { waitForHydration } from "./support/hydration";
import { LEAVING, LECTURES } from "./support/lectures";

/*
 * Decision 0064: a signed-in tab reads GET /api/me once and keeps the account; the marks,
 * Continue watching and the unlock follow the answers of its own writes, and a sign-out (here or
 * with this session anywhere else) takes the personal parts away.
 */

/** Every GET /api/me this page makes from now on. */
function countPersonalReads(page: Page): () => number {
  let reads = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/me") reads += 1;
  });
  return () => reads;
}

const lectureLink = (page: Page, number: number) =>
  page.getByRole("navigation", { name: "Lectures" }).getByRole("link", {
    name: new RegExp(`^Lecture ${number} `),
  });

const video = (page: Page) => page.locator("video");

/**
 * Plays the self-hosted 12 s clip at twice the speed until `until` seconds (or its end): at most
 * 6 s, and a decoder starved on a busy machine holds the clock while it catches up.
 */
async function playTo(page: Page, until: number) {
  await waitForHydration(page);
  await video(page).evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    element.playbackRate = 2;
    await element.play();
  });
  await expect
    .poll(() => video(page).evaluate((element: HTMLVideoElement) => element.currentTime), {
      timeout: 15_000,
    })
    .toBeGreaterThanOrEqual(Math.min(until, 11.5));
  await video(page).evaluate((element: HTMLVideoElement) => element.pause());
}

test("a visit reads the account once; its own reports move the marks, Continue watching and the chapter", async ({
  page,
}) => {
  const reads = countPersonalReads(page);
  const student = await registerStudent(page, { next: `${LEAVING}?lecture=3` });
  await expect(userMenu(page)).toContainText(student.name);
  await expect(lectureLink(page, 3)).toContainText("Not started");

  // Stopped part-way: the report's answer marks the lecture, and home lists it to continue.
  const paused = page.waitForResponse((r) => r.url().endsWith("/api/progress") && r.ok());
  await playTo(page, 4);
  await paused;
  await expect(lectureLink(page, 3)).toContainText(/\d+% watched/);
  await page.getByRole("banner").getByRole("link", { name: "Parhai home" }).click();
  const strip = page.getByRole("region", { name: "Continue watching" });
  await expect(strip.getByRole("link")).toContainText("Lecture 3: Watched at Twice the Speed");

  // Back to it, to its end and the unlock: the answer carries the unlock and its links.
  await strip.getByRole("link").click();
  await expect(page).toHaveURL(`${LEAVING}?lecture=3`);
  await playTo(page, 12);
  await page.getByRole("button", { name: "Unlock Content" }).click();
  await expect(page.getByText("Content Unlocked!")).toBeVisible();
  await expect(lectureLink(page, 3)).toContainText("Unlocked");

  // A new document of the same visit: the chapter card counts it from the tab's copy.
  await page.goto(`${LECTURES}/12th/commerce`);
  await expect(page.getByRole("link", { name: /Leaving and Speed/ })).toContainText(
    "1 of 6 unlocked",
  );
  await expect(userMenu(page)).toContainText(student.name);
  expect(reads()).toBe(1);
});

test("a sign-out with this session elsewhere ends the personal parts here within the TTL", async ({
  page,
  browser,
}) => {
  await page.clock.install();
  const student = await registerStudent(page);
  await expect(userMenu(page)).toContainText(student.name);
  const reads = countPersonalReads(page);

  // Another browser holding this session (a copied cookie, decision 0021) signs out with it.
  const other = await browser.newContext({ baseURL });
  try {
    await other.addCookies(await page.context().cookies());
    const out = await other.request.post("/api/auth/sign-out", {
      headers: { Origin: new URL(baseURL).origin },
      data: {},
    });
    expect(out.status()).toBe(200);
  } finally {
    await other.close();
  }

  // This tab asks nothing until its copy is a TTL old, then learns of it and drops the copy.
  await page.clock.fastForward(PERSONAL_TTL_MS - 10_000);
  expect(reads()).toBe(0);
  await page.clock.fastForward(10_000);
  await expect(userMenu(page).getByRole("link", { name: "Login" })).toBeVisible();
  await expect(page.getByText(student.name)).toHaveCount(0);
  expect(reads()).toBe(1);
  expect(await page.evaluate(() => sessionStorage.getItem("parhai.personal.v1"))).toBeNull();
});

test("a Log out in another tab of this browser ends the personal parts here at once", async ({
  page,
}) => {
  await page.clock.install();
  const student = await registerStudent(page);
  await expect(userMenu(page)).toContainText(student.name);
  const reads = countPersonalReads(page);

  const second = await page.context().newPage();
  await second.goto("/latest");
  await expect(userMenu(second)).toContainText(student.name);
  await logOut(second);

  // The hint cookie went with the session: the first tab drops its copy without asking.
  await page.clock.fastForward(CHECK_EVERY_MS);
  await expect(userMenu(page).getByRole("link", { name: "Login" })).toBeVisible();
  expect(reads()).toBe(0);
});
