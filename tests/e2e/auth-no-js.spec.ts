import { expect, test } from "./support/test";
import {
  fillLoginForm,
  fillRegisterForm,
  hasSessionCookie,
  logOut,
  newStudent,
  userMenu,
} from "./support/auth";

// Slow phones and data savers: the forms are plain posts to server actions and work without JS.
test.use({ javaScriptEnabled: false });

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
  await expect(userMenu(page)).toContainText(student.name);

  await logOut(page);
  await expect(page).toHaveURL("/");
  expect(await hasSessionCookie(page)).toBe(false);

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
  await expect(userMenu(page)).toContainText(student.name);
});

test("without JavaScript an address already registered is reported at the email field", async ({
  page,
}) => {
  const student = newStudent();
  await page.goto("/register");
  await fillRegisterForm(page, student);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(userMenu(page)).toContainText(student.name);
  await logOut(page);

  await page.goto("/register");
  await fillRegisterForm(page, newStudent({ email: student.email }));
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("main").getByLabel("Email")).toHaveAccessibleDescription(
    "An account with this email already exists. Log in instead, or use another email.",
  );
  await expect(page.getByRole("main").getByLabel("Password")).toHaveValue("");
});
