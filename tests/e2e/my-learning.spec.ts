import { expect, test } from "./support/test";
import type { Page } from "@playwright/test";
import { createStudentAccount } from "./support/auth";
import { installFakeYouTube } from "./support/fake-youtube";
import { LECTURES, MY_LEARNING_CHAPTER, reportWatched, shownLectureId } from "./support/lectures";

/* Issue 16: My learning at /student-portal, the marks on the lecture pages, and forgetting. */

const main = (page: Page) => page.getByRole("main");
const section = (page: Page, name: string) => main(page).getByRole("region", { name });

test("signed out, My learning says what it offers and leads to log in or register", async ({
  page,
}) => {
  await page.goto("/student-portal");
  await expect(main(page).getByRole("heading", { level: 1 })).toHaveText("My learning");
  await expect(main(page)).toContainText("Keep your learning with a free account");
  await expect(main(page).getByRole("link", { name: "Log in" })).toHaveAttribute(
    "href",
    "/login?next=%2Fstudent-portal",
  );
  await expect(main(page).getByRole("link", { name: "Create an account" })).toHaveAttribute(
    "href",
    "/register?next=%2Fstudent-portal",
  );
});

/**
 * A new student's progress as the player reports it (its own specs drive the player): lecture 1
 * left at 42%, lecture 2 unlocked and played to its end (nothing left to continue there), rated 4.
 */
async function studentWithProgress(page: Page) {
  await installFakeYouTube(page, 100);
  await createStudentAccount(page.request);
  await page.goto(`${MY_LEARNING_CHAPTER}?lecture=1`);
  await reportWatched(page, await shownLectureId(page), 42);
  await page.goto(`${MY_LEARNING_CHAPTER}?lecture=2`);
  await reportWatched(page, await shownLectureId(page), 100, { unlock: true });
  await page.reload();
  await page.getByRole("button", { name: "Rate 4 out of 5" }).click();
  await expect(page.getByText("Thank you! Your rating was saved.")).toBeVisible();
}

const lectureList = (page: Page) => page.getByRole("navigation", { name: "Lectures" });

test("a student's progress shows on the lectures, the chapters, the class and home", async ({
  page,
}) => {
  await studentWithProgress(page);
  const lectures = lectureList(page);
  await page.goto(`${MY_LEARNING_CHAPTER}?lecture=3`);
  await expect(lectures.getByRole("link", { name: /^Lecture 1 / })).toContainText("42% watched");
  await expect(lectures.getByRole("link", { name: /^Lecture 2 / })).toContainText("Unlocked");
  await expect(lectures.getByRole("link", { name: /^Lecture 3 / })).toContainText("Not started");

  await page.goto(`${LECTURES}/12th/commerce`);
  await expect(page.getByRole("link", { name: /My Learning/ })).toContainText("1 of 3 unlocked");
  await page.goto(`${LECTURES}/12th`);
  await expect(page.getByRole("link", { name: /^Commerce/ })).toContainText(
    /\d+ of \d+ lectures unlocked/,
  );

  await page.goto("/");
  const strip = page.getByRole("region", { name: "Continue watching" });
  await expect(strip.getByRole("link")).toHaveCount(1);
  await expect(strip.getByRole("link")).toContainText("Lecture 1: Left Part-way");
  await expect(strip.getByRole("link")).toContainText("Commerce · 2nd Year");
  await expect(strip.getByRole("link")).toContainText("42% watched");
  await expect(strip.getByRole("link")).toContainText("Resume from 0:42");
});

test("My learning lists a student's progress and ratings; forgetting removes the progress", async ({
  page,
}) => {
  await studentWithProgress(page);
  await page.goto("/student-portal");
  const continuing = section(page, "Continue watching");
  await expect(continuing.getByRole("link")).toHaveCount(1);
  await expect(continuing.getByRole("link")).toHaveAttribute(
    "href",
    `${MY_LEARNING_CHAPTER}?lecture=1`,
  );
  // The class by its one name (decision 0041), not its slug.
  await expect(continuing.getByRole("link")).toContainText("Commerce · 2nd Year");
  await expect(section(page, "Progress by subject")).toContainText(
    /Commerce · 2nd Year\s*\d+ of \d+ lectures unlocked, 2 started/,
  );
  await expect(section(page, "Your ratings")).toContainText(
    /Lecture 2: Unlocked and Rated\s*You rated: 4\/5/,
  );

  const forget = section(page, "Forget my learning history");
  await forget.getByRole("link", { name: "Forget my learning history" }).click();
  await expect(forget.getByRole("alertdialog")).toContainText("Delete your learning history");
  await forget.getByRole("link", { name: "Cancel" }).click();
  await expect(section(page, "Continue watching").getByRole("link")).toHaveCount(1);
  await forget.getByRole("link", { name: "Forget my learning history" }).click();
  await forget.getByRole("button", { name: "Yes, forget my history" }).click();
  await expect(main(page).getByRole("status")).toHaveText(
    "Your learning history has been deleted.",
  );
  await expect(section(page, "Continue watching")).toContainText("Nothing left part-way");
  await expect(section(page, "Progress by subject")).toContainText(
    "You have not watched any lecture yet.",
  );
  // Ratings are not watching history: they stay.
  await expect(section(page, "Your ratings")).toContainText("You rated: 4/5");

  await page.goto(`${MY_LEARNING_CHAPTER}?lecture=3`);
  await expect(lectureList(page).getByRole("link", { name: /^Lecture 2 / })).toContainText(
    "Not started",
  );
});
