import { expect, test } from "./support/test";
import {
  fillLoginForm,
  fillRegisterForm,
  hasSessionCookie,
  logIn,
  logOut,
  newStudent,
  registerStudent,
  userMenu,
} from "./support/auth";

test("a student registers, sees their name in the header, logs out and logs in again", async ({
  page,
}) => {
  const student = await registerStudent(page);
  await expect(page).toHaveURL("/");
  await expect(userMenu(page)).toContainText(student.name);
  await expect(userMenu(page).getByRole("link", { name: "Login" })).toHaveCount(0);

  await logOut(page);
  await expect(page).toHaveURL("/");
  await expect(userMenu(page)).not.toContainText(student.name);
  await expect(userMenu(page).getByRole("link", { name: "Register" })).toBeVisible();
  expect(await hasSessionCookie(page)).toBe(false);

  await logIn(page, student);
  await expect(page).toHaveURL("/");
  await expect(userMenu(page)).toContainText(student.name);

  // Signed in, the sign-in pages have nothing to offer and send the student on.
  await page.goto("/login");
  await expect(page).toHaveURL("/");
});

test("a wrong password or an unknown email gets one message that does not say which was wrong", async ({
  page,
}) => {
  const student = await registerStudent(page);
  await logOut(page);
  const message = "The email or password is not correct.";

  await page.goto("/login");
  await fillLoginForm(page, { email: student.email, password: "not-my-password" });
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(message);
  await expect(page.getByRole("main").getByLabel("Email")).toHaveValue(student.email);
  await expect(page.getByRole("main").getByLabel("Password")).toHaveValue("");

  await fillLoginForm(page, { email: newStudent().email, password: student.password });
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(message);
  await expect(page).toHaveURL("/login");
  expect(await hasSessionCookie(page)).toBe(false);
});

test("registering an address that already has an account says so at the email field", async ({
  page,
}) => {
  const existing = await registerStudent(page);
  await logOut(page);
  await page.goto("/register");
  await fillRegisterForm(page, newStudent({ email: existing.email }));
  await page.getByRole("button", { name: "Create account" }).click();
  const email = page.getByRole("main").getByLabel("Email");
  await expect(email).toHaveAccessibleDescription(
    "An account with this email already exists. Log in instead, or use another email.",
  );
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveValue(existing.email);
  // "Log in instead" is a way there, not only words.
  const logInInstead = page.getByRole("main").getByRole("link", { name: "Log in instead" });
  await expect(logInInstead).toHaveAttribute("href", "/login");
  await expect(page.getByRole("main").getByLabel("Password")).toHaveValue("");
  expect(await hasSessionCookie(page)).toBe(false);
});

test("the register form names every field to fix and never sends the password back", async ({
  page,
}) => {
  await page.goto("/register");
  await page.getByRole("main").getByLabel("Email").fill("not-an-email");
  await page.getByRole("main").getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page.getByRole("main").getByLabel("Full name")).toHaveAccessibleDescription(
    "Enter your name.",
  );
  await expect(page.getByRole("main").getByLabel("Email")).toHaveAccessibleDescription(
    "Enter a valid email address, like name@example.com.",
  );
  await expect(page.getByRole("main").getByLabel("Password")).toHaveAccessibleDescription(
    "Your password needs at least 8 characters. At least 8 characters.",
  );
  await expect(page.getByRole("main").getByLabel("Full name")).toBeFocused();
  await expect(page.getByRole("main").getByLabel("Email")).toHaveValue("not-an-email");
  await expect(page.getByRole("main").getByLabel("Password")).toHaveValue("");
});
