import { expect, test } from "./support/test";
import { baseURL } from "../../playwright.config";
import { signUpForCookie } from "../support/server-action";
import { fillLoginForm, newStudent, registerStudent } from "./support/auth";
import { linkIn, mailTo } from "./support/mail";

/*
 * Mail that really goes out (decisions 0065, 0066): the e2e servers send through a real SMTP
 * server (tests/support/mail-sink-server.ts) and these read what it received.
 */

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a student who forgot the password sets a new one from the mailed link, once, and every other session ends", async ({
    page,
    browser,
  }) => {
    const student = await registerStudent(page);
    const other = await browser.newContext({ javaScriptEnabled: false });
    const reset = await other.newPage();
    await reset.goto("/login");
    await reset.getByRole("link", { name: "Forgot password?" }).click();
    await expect(reset.getByRole("heading", { level: 1 })).toHaveText("Forgot your password?");
    await reset.getByRole("main").getByLabel("Email").fill(student.email);
    await reset.getByRole("button", { name: "Send the link" }).click();
    await expect(reset.getByRole("main").getByRole("status")).toContainText(
      "If an account uses this email address, a link to choose a new password is on its way.",
    );

    const mail = await mailTo(student.email, /new password/);
    expect(mail.html).not.toMatch(/<img|url\(/i);
    const link = linkIn(mail, "/reset-password");
    expect(link.origin).toBe(baseURL);
    await reset.goto(link.toString());
    const password = reset.getByRole("main").getByLabel("New password");
    await password.fill("short");
    await reset.getByRole("button", { name: "Save the new password" }).click();
    await expect(reset.getByRole("main").getByLabel("New password")).toHaveAccessibleDescription(
      /Your password needs at least 8 characters\./,
    );
    await reset.getByRole("main").getByLabel("New password").fill("a fresh passphrase");
    await reset.getByRole("button", { name: "Save the new password" }).click();
    await expect(reset).toHaveURL("/login?done=reset");
    await expect(reset.getByRole("main").getByRole("status")).toHaveText(
      "Your password has been changed. Log in with your new password.",
    );
    await fillLoginForm(reset, { email: student.email, password: "a fresh passphrase" });
    await reset.getByRole("button", { name: "Log in", exact: true }).click();
    await expect(reset).not.toHaveURL(/\/login/);

    // The registering browser's session ended with the reset.
    await page.goto("/student-portal");
    await expect(page.getByRole("main")).toContainText("Keep your learning with a free account");

    // The link works once.
    await reset.goto(link.toString());
    await expect(reset.getByRole("main").getByRole("alert")).toContainText(
      "This link does not work any more",
    );
    await expect(reset.getByRole("main").getByLabel("New password")).toHaveCount(0);
    await reset.getByRole("link", { name: "Ask for a new link" }).click();
    await expect(reset).toHaveURL("/forgot-password");
    await other.close();
  });
});

test("in Urdu the answer is the same for any address, and the mail and its link are Urdu", async ({
  page,
}) => {
  const known = newStudent();
  await signUpForCookie(baseURL, known.email, known.name);
  const answers: string[] = [];
  for (const email of [newStudent().email, known.email]) {
    await page.goto("/ur/forgot-password");
    await page.getByRole("main").getByLabel("ای میل").fill(email);
    await page.getByRole("button", { name: "لنک بھیجیں" }).click();
    const status = page.getByRole("main").getByRole("status");
    await expect(status).toBeVisible();
    answers.push(await status.innerText());
  }
  expect(answers[0]).toBe(answers[1]);
  const mail = await mailTo(known.email, /نیا پاس ورڈ/);
  const link = linkIn(mail, "/ur/reset-password");
  await page.goto(link.toString());
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("نیا پاس ورڈ چنیں");
});

test("registration mails a confirmation link; My learning asks for it until it is opened", async ({
  page,
}) => {
  const student = await registerStudent(page, { next: "/student-portal" });
  const main = page.getByRole("main");
  await expect(main).toContainText("Your email address is not confirmed yet.");
  const mail = await mailTo(student.email, /Confirm your email address/);
  expect(mail.text).toContain(student.name);
  await page.goto(linkIn(mail, "/api/auth/verify-email").toString());
  await expect(page).toHaveURL("/student-portal?verified=1");
  await expect(main.getByRole("status")).toHaveText("Thank you: your email address is confirmed.");
  await expect(main.getByRole("button", { name: "Send the link again" })).toHaveCount(0);
});
