import { expect, test } from "./support/test";
import { type Page } from "@playwright/test";
import { DESKTOP } from "./shell-support";

// The dropdowns are the wide-screen header; the mobile project checks them with touch emulation.
test.use({ viewport: DESKTOP });

test.beforeEach(async ({ page }) => {
  await page.goto("/about-us");
});

const mainMenu = (page: Page) => page.getByRole("navigation", { name: "Main menu" });

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

// Focus, not hover: touch screens have no hover, and CSS hover rules only apply where there is one.
test("before any JavaScript runs, menus open on focus", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: DESKTOP });
  const page = await context.newPage();
  await page.goto("/about-us");
  await mainMenu(page).getByRole("button", { name: "Study Abroad" }).focus();
  // The menu's own link: the About page's text names Scholarships too.
  const scholarships = mainMenu(page).getByRole("link", { name: "Scholarships" });
  await expect(scholarships).toBeVisible();
  await mainMenu(page).getByRole("button", { name: "Coaching" }).focus();
  await expect(scholarships).toBeHidden();
  const flyout = page.locator("#coaching-menu");
  await expect(flyout.getByText("Hover over categories for detailed options.")).toBeVisible();
  await flyout.getByRole("button", { name: "Notes" }).focus();
  await expect(flyout.getByText("Hover over categories for detailed options.")).toBeHidden();
  await expect(flyout.getByRole("link", { name: "O Level" })).toHaveAttribute(
    "href",
    "/coaching/notes/o-level",
  );
  await context.close();
});
