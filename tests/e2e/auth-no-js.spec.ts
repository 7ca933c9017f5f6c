import { expect, test } from "./support/test";
import type { Page } from "@playwright/test";
import {
  accountFrame,
  fillLoginForm,
  fillRegisterForm,
  hasSessionCookie,
  newStudent,
  userMenu,
  type Student,
} from "./support/auth";

// Slow phones and data savers: the forms are plain posts to server actions and work without JS.
test.use({ javaScriptEnabled: false });

/**
 * Shared pages are the same for everyone (decision 0029): their account corner fills in with
 * JavaScript. My learning is the student's own page, rendered for them, with its own Log out.
 */
async function expectSignedIn(page: Page, student: Student) {
  await page.goto("/student-portal");
  await expect(page.getByRole("main")).toContainText(`Signed in as ${student.name}.`);
}

async function logOutFromMyLearning(page: Page) {
  await page.goto("/student-portal");
  await page.getByRole("main").getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL("/");
}

test("without JavaScript a student registers, logs out, fails and then succeeds to log in", async ({
  page,
}) => {
  const student = newStudent();
  await page.goto("/register?next=%2Fcoaching%2Flectures-quizzes%2F10th");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("main").getByLabel("Full name")).toHaveAccessibleDescription(
    "Enter your name.",
  );

  await fillRegisterForm(page, student);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL("/coaching/lectures-quizzes/10th");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Online Lectures and Quizzes 10th Class (10th Grade)",
  );
  await expectSignedIn(page, student);

  await logOutFromMyLearning(page);
  await expect(accountFrame(page).getByRole("link", { name: "Login" })).toBeVisible();
  await expect(userMenu(page).getByRole("link", { name: "Login" })).toBeHidden();
  expect(await hasSessionCookie(page)).toBe(false);
  await page.goto("/student-portal");
  await expect(page.getByRole("main")).toContainText("Keep your learning with a free account");

  await page.goto("/login");
  await fillLoginForm(page, { email: student.email, password: "wrong-password" });
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "The email or password is not correct.",
  );
  await expect(page.getByRole("main").getByLabel("Email")).toHaveValue(student.email);
  await expect(page.getByRole("main").getByLabel("Password")).toHaveValue("");

  await fillLoginForm(page, student);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL("/");
  await expectSignedIn(page, student);
});

test("without JavaScript an address already registered is reported at the email field", async ({
  page,
}) => {
  const student = newStudent();
  await page.goto("/register");
  await fillRegisterForm(page, student);
  await page.getByRole("button", { name: "Create account" }).click();
  await expectSignedIn(page, student);
  await logOutFromMyLearning(page);

  await page.goto("/register");
  await fillRegisterForm(page, newStudent({ email: student.email }));
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("main").getByLabel("Email")).toHaveAccessibleDescription(
    "An account with this email already exists. Log in instead, or use another email.",
  );
  await expect(page.getByRole("main").getByLabel("Password")).toHaveValue("");
  await page.getByRole("main").getByRole("link", { name: "Log in instead" }).click();
  await expect(page).toHaveURL(/\/login$/);
});
