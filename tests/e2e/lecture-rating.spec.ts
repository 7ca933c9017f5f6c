import { expect, test } from "./support/test";
import { type Page } from "@playwright/test";
import { installFakeYouTube } from "./support/fake-youtube";
import { registerStudent } from "./support/auth";
import {
  CORRELATION,
  DISPERSION,
  REGRESSION,
  openYouTubeLecture,
  reloadYouTubeLecture,
  unlockYouTubeLecture,
  countProgressAtFakeTime,
} from "./support/lectures";

// Desktop and mobile share one server and database, so each project rates its own lecture.
function lectureFor(projectName: string) {
  return projectName === "mobile"
    ? { no: 2, videoId: { correlation: "e2eStat4L02", regression: "e2eStat5L02" } }
    : { no: 1, videoId: { correlation: "e2eStat4L01", regression: "e2eStat5L01" } };
}

// Next.js keeps its own empty role=alert (the route announcer) on every page.
const ratingAlert = (page: Page) =>
  page.getByRole("region", { name: "Rate this lecture" }).getByRole("alert");

const star = (page: Page, value: number) =>
  page.getByRole("button", { name: `Rate ${value} out of 5` });

test.beforeEach(async ({ page }) => {
  await installFakeYouTube(page, 100);
});

test("signed out, rating shows the log-in alert with a way back to this lecture", async ({
  page,
}) => {
  await openYouTubeLecture(page, `${DISPERSION}?lecture=1`, "e2eStat2L01");
  await unlockYouTubeLecture(page);
  await expect(page.getByText("Click to rate")).toBeVisible();
  await star(page, 4).click();
  const alert = ratingAlert(page);
  await expect(alert).toContainText("Please log in to rate this lecture.");
  await expect(alert).toContainText("Your stars are kept and saved once you log in.");
  await expect(alert.getByRole("link", { name: "Log in to rate" })).toHaveAttribute(
    "href",
    `/login?next=${encodeURIComponent(`${DISPERSION}?lecture=1`)}`,
  );
  await expect(page.getByText("Click to rate")).toBeVisible();
  await expect(page.getByText("No ratings yet")).toBeVisible();
});

test("a student rates, reloads and sees the rating; another student does not", async ({
  page,
}, testInfo) => {
  const { no, videoId } = lectureFor(testInfo.project.name);
  const url = `${CORRELATION}?lecture=${no}`;
  await registerStudent(page, { name: "First Student" });
  await openYouTubeLecture(page, url, videoId.correlation);
  await expect(page.getByText("No ratings yet")).toBeVisible();
  await unlockYouTubeLecture(page);
  await star(page, 4).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("You rated: 4/5")).toBeVisible();
  await expect(page.getByText("Thank you! Your rating was saved.")).toBeVisible();
  await expect(page.getByText("Rated 4.0/5 by 1 student")).toBeVisible();

  await reloadYouTubeLecture(page, videoId.correlation);
  await expect(page.getByText("Rated 4.0/5 by 1 student")).toBeVisible();
  // The account remembers the unlock (issue 16): no watching again, and the rating is theirs.
  await expect(page.getByText("Content Unlocked!")).toBeVisible();
  await expect(page.getByText("You rated: 4/5")).toBeVisible();
  await expect(star(page, 4)).toHaveAttribute("aria-pressed", "true");

  // Changing the rating replaces it: still one rating of this lecture.
  await star(page, 2).click();
  await expect(page.getByText("Rated 2.0/5 by 1 student")).toBeVisible();

  await page.context().clearCookies();
  await page.clock.resume();
  await registerStudent(page, { name: "Second Student", next: url });
  await countProgressAtFakeTime(page);
  await reloadYouTubeLecture(page, videoId.correlation);
  await expect(page.getByText("Rated 2.0/5 by 1 student")).toBeVisible();
  await unlockYouTubeLecture(page);
  await expect(page.getByText("Click to rate")).toBeVisible();
  await expect(page.getByText(/You rated/)).toHaveCount(0);
  await star(page, 5).click();
  await expect(page.getByText("Rated 3.5/5 by 2 students")).toBeVisible();
});

/** Rewrites the arguments of the next rating save on its way to the server. */
async function forgeNextSave(page: Page, forge: (args: unknown[]) => unknown[]) {
  await page.route(
    (url) => url.pathname.startsWith("/coaching/"),
    async (route) => {
      const request = route.request();
      if (request.method() !== "POST" || !(await request.headerValue("next-action"))) {
        return route.fallback();
      }
      const args = JSON.parse(request.postData() ?? "[]") as unknown[];
      await route.continue({ postData: JSON.stringify(forge(args)) });
    },
    { times: 1 },
  );
}

test("forged saves are refused, keep the choice on screen and store nothing", async ({
  page,
}, testInfo) => {
  const { no, videoId } = lectureFor(testInfo.project.name);
  const url = `${REGRESSION}?lecture=${no}`;
  await registerStudent(page);
  await openYouTubeLecture(page, url, videoId.regression);
  await unlockYouTubeLecture(page);

  const cases: { forge: (args: unknown[]) => unknown[]; message: string }[] = [
    { forge: ([id]) => [id, 0], message: "a rating is a whole number of stars from 1 to 5" },
    { forge: ([id]) => [id, 6], message: "a rating is a whole number of stars from 1 to 5" },
    { forge: ([id]) => [id, 2.5], message: "a rating is a whole number of stars from 1 to 5" },
    { forge: ([id]) => [id, "3"], message: "a rating is a whole number of stars from 1 to 5" },
    { forge: ([, rating]) => [99_999_999, rating], message: "this lecture no longer exists" },
  ];
  for (const { forge, message } of cases) {
    await forgeNextSave(page, forge);
    await star(page, 3).click();
    await expect(ratingAlert(page)).toContainText(`Your rating was not saved: ${message}`);
    await expect(page.getByText("You rated: 3/5")).toBeVisible();
  }

  // Without a session the save is refused too, and the student is asked to log in.
  await page.context().clearCookies();
  await star(page, 5).click();
  await expect(ratingAlert(page)).toContainText("Please log in to rate this lecture.");

  await page.clock.resume();
  await page.reload();
  await expect(page.getByText("No ratings yet")).toBeVisible();
});
