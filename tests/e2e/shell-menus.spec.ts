import { expect, test } from "./support/test";
import { type APIResponse, type Page, type Route } from "@playwright/test";
import { DESKTOP } from "./shell-support";

// The dropdowns are the wide-screen header; the mobile project checks them with touch emulation.
test.use({ viewport: DESKTOP });

test.beforeEach(async ({ page }) => {
  await page.goto("/about-us");
});

const mainMenu = (page: Page) => page.getByRole("navigation", { name: "Main menu" });

/** Hands the menus' chunk (the one with their links) to `answer`; every other script passes. */
async function routeMenusChunk(
  page: Page,
  answer: (route: Route, response: APIResponse) => Promise<void>,
) {
  await page.route("**/_next/static/chunks/**", async (route) => {
    try {
      const response = await route.fetch();
      if ((await response.text()).includes("Army & Police")) await answer(route, response);
      else await route.fulfill({ response });
    } catch {
      // The request belonged to the page the test reloaded: it was cancelled, nothing to answer.
    }
  });
}

test("a dropdown opens on hover and closes when the mouse leaves", async ({ page }) => {
  const button = mainMenu(page).getByRole("button", { name: "Admission" });
  const link = page.getByRole("link", { name: "Army & Police" });
  await expect(link).toBeHidden();
  await button.hover();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(link).toBeVisible();
  await page.getByRole("heading", { level: 1 }).hover();
  await expect(link).toBeHidden();
  await expect(button).toHaveAttribute("aria-expanded", "false");
});

test("a dropdown works by keyboard; Escape closes it and returns focus", async ({ page }) => {
  const button = mainMenu(page).getByRole("button", { name: "Career" });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  // The menus' links come in their own chunk, fetched as focus reached the row (decision 0107).
  await expect(page.getByRole("link", { name: "Career Counseling" })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Career Counseling" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("link", { name: "Career Counseling" })).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("link", { name: "Career Counseling" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  await expect(button).toHaveAttribute("aria-expanded", "false");
});

test("a dropdown opens and closes by click or tap, and links lead on", async ({ page }) => {
  const button = mainMenu(page).getByRole("button", { name: "Tutors" });
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await page.getByRole("link", { name: "Find a Tutor" }).click();
  await expect(page).toHaveURL(/\/tutors\/find$/);
  await expect(button).toHaveAttribute("aria-expanded", "false");
});

test("the coaching flyout shows the hint, then the hovered category's classes", async ({
  page,
}) => {
  const flyout = page.locator("#coaching-menu");
  await mainMenu(page).getByRole("button", { name: "Coaching" }).hover();
  await expect(flyout.getByText("Hover over categories for detailed options.")).toBeVisible();
  await expect(flyout.getByRole("link", { name: "Primary" })).toBeHidden();

  await flyout.getByRole("button", { name: "Books" }).hover();
  await expect(flyout.getByText("Hover over categories for detailed options.")).toBeHidden();
  await expect(flyout.getByRole("link", { name: "Primary" })).toHaveAttribute(
    "href",
    "/coaching/books/primary",
  );
  await expect(flyout.getByRole("link", { name: "Primary" })).toBeVisible();

  await flyout.getByRole("button", { name: "Entry Test" }).hover();
  await expect(flyout.getByRole("link", { name: "GAT (COMSATS-NTS)" })).toBeVisible();
  await expect(flyout.getByRole("link", { name: "Primary" })).toBeHidden();
});

test("the coaching flyout follows keyboard focus", async ({ page }) => {
  const button = mainMenu(page).getByRole("button", { name: "Coaching" });
  await button.focus();
  await page.keyboard.press("ArrowDown");
  const flyout = page.locator("#coaching-menu");
  const first = flyout.getByRole("button", { name: "Lectures & Quizzes" });
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Tab");
  await expect(flyout.getByRole("link", { name: "9th Grade" })).toBeFocused();
  await expect(flyout.getByRole("link", { name: "9th Grade" })).toHaveAttribute(
    "href",
    "/coaching/lectures-quizzes/9th",
  );
  await page.keyboard.press("Escape");
  await expect(button).toBeFocused();
  await expect(flyout).toBeHidden();
});

test("the desktop search box sends its words to /search", async ({ page }) => {
  const box = page.getByRole("banner").getByPlaceholder("Search courses, tutors, papers...");
  await box.fill("kinematics");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=kinematics$/);
  await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
});

test("ArrowDown on a menu whose links are still coming focuses the first once they come", async ({
  page,
}) => {
  // A slow connection: the menus' chunk arrives a while after the menu opened.
  await routeMenusChunk(page, async (route, response) => {
    await page.waitForTimeout(800);
    await route.fulfill({ response });
  });
  await page.reload();
  const button = mainMenu(page).getByRole("button", { name: "Admission" });
  await button.focus();
  await page.keyboard.press("ArrowDown");
  await expect(mainMenu(page).getByRole("status")).toHaveText("Loading the menu…");
  await expect(page.getByRole("link", { name: "Matric / Inter" })).toBeFocused();
});

test.describe("a menu whose links could not come", () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] });

  test("leads to the /menu page", async ({ page }) => {
    await routeMenusChunk(page, (route) => route.abort());
    await page.reload();
    await mainMenu(page).getByRole("button", { name: "Career" }).click();
    await mainMenu(page)
      .getByRole("link", { name: "The menu did not load. Open the full menu" })
      .click();
    await expect(page).toHaveURL(/\/menu$/);
    await expect(page.getByRole("heading", { level: 2, name: "Career" })).toBeVisible();
  });
});

test("before any JavaScript runs, each menu leads to its part of the /menu page", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto("/about-us");
  // The menus' links are not in the page (decision 0107).
  await expect(page.getByRole("banner").getByRole("link", { name: "Scholarships" })).toHaveCount(0);
  await mainMenu(page).getByRole("link", { name: "Study Abroad" }).click();
  await expect(page).toHaveURL(/\/menu#study-abroad$/);
  const section = page.getByRole("region", { name: "Study Abroad" });
  await expect(section.getByRole("link", { name: "Scholarships" })).toHaveAttribute(
    "href",
    "/study-abroad/scholarships",
  );
  await expect(section.getByRole("link", { name: "Scholarships" })).toBeInViewport();
  const notes = page.getByRole("region", { name: "Notes" });
  await expect(notes.getByRole("link", { name: "O Level" })).toHaveAttribute(
    "href",
    "/coaching/notes/o-level",
  );
  await context.close();
});
