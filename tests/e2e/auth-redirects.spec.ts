import { expect, test } from "./support/test";
import { fillLoginForm, logIn, logOut, registerStudent, userMenu } from "./support/auth";

// A class page: any path on this site works as ?next= (it need not exist on every branch).
const CLASS_PAGE = "/coaching/lectures-quizzes/9th";

test("after registering, the student returns to the page named in ?next=", async ({ page }) => {
  await registerStudent(page, { next: `${CLASS_PAGE}?from=register` });
  await expect(page).toHaveURL(`${CLASS_PAGE}?from=register`);
});

test("the header's Login link brings the student back to the page they were on", async ({
  page,
}) => {
  const student = await registerStudent(page);
  await logOut(page);
  await page.goto(CLASS_PAGE);
  await userMenu(page).getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(CLASS_PAGE)}`);
  // The link to the other form keeps the destination too.
  await expect(page.getByRole("link", { name: "Create an account" })).toHaveAttribute(
    "href",
    `/register?next=${encodeURIComponent(CLASS_PAGE)}`,
  );
  await fillLoginForm(page, student);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(CLASS_PAGE);
  await expect(userMenu(page)).toContainText(student.name);
});

for (const target of ["https://evil.example", "//evil.example", "/\\evil.example"]) {
  test(`an open-redirect attempt (?next=${target}) lands on the home page`, async ({
    page,
    baseURL,
  }) => {
    const student = await registerStudent(page, { next: target });
    await expect(page).toHaveURL(`${baseURL}/`);
    await logOut(page);
    await logIn(page, student, target);
    await expect(page).toHaveURL(`${baseURL}/`);
  });
}

test(
  "Better Auth refuses a sign-in posted from another site",
  { tag: "@http" },
  async ({ request }) => {
    const response = await request.post("/api/auth/sign-in/email", {
      headers: { origin: "https://evil.example" },
      data: { email: "someone@example.com", password: "whatever-password" },
    });
    expect(response.status()).toBe(403);
  },
);

test("Google sign-in is not offered when its keys are not configured", async ({ page }) => {
  for (const path of ["/login", "/register"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Continue with Google" })).toHaveCount(0);
  }
});
