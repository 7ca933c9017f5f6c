import { expect, test } from "./support/test";
import { fillLoginForm, registerStudent } from "./support/auth";

// Plain forms (decision 0067): they work without JavaScript.
test.use({ javaScriptEnabled: false });

test("without JavaScript a student renames the account, is held to the current password, and deletes the account", async ({
  page,
}) => {
  const student = await registerStudent(page, { next: "/student-portal" });
  const main = page.getByRole("main");
  const settings = main.getByRole("region", { name: "Account settings" });

  await settings.getByLabel("Full name").fill("Renamed Student");
  await settings.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Your name is saved.");
  await page.goto("/student-portal");
  await expect(main).toContainText("Signed in as Renamed Student.");

  await settings.getByLabel("Current password").fill("not my password");
  await settings.getByLabel("New password").fill("a fresh passphrase");
  await settings.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("main").getByLabel("Current password")).toHaveAccessibleDescription(
    "This password is not correct.",
  );

  await settings.getByText("Delete my account", { exact: true }).click();
  await settings.getByLabel("Type your email address to confirm").fill("someone@example.com");
  await settings.getByLabel("Your password").fill(student.password);
  await settings.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(
    page.getByRole("main").getByLabel("Type your email address to confirm"),
  ).toHaveAccessibleDescription("Type the email address of this account exactly.");
  await page.getByRole("main").getByText("Delete my account", { exact: true }).click();
  await page.getByRole("main").getByLabel("Type your email address to confirm").fill(student.email);
  await page.getByRole("main").getByLabel("Your password").fill(student.password);
  await page.getByRole("button", { name: "Delete my account for good" }).click();
  await expect(page).toHaveURL("/");

  await page.goto("/login");
  await fillLoginForm(page, student);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(
    "The email or password is not correct.",
  );
});
