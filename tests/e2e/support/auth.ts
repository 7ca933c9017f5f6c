import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { baseURL } from "../../../playwright.config";

export type Student = { name: string; email: string; password: string };

/** A student no other test uses: the address carries a random suffix. */
export function newStudent(details: Partial<Student> = {}): Student {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return {
    name: `Student ${suffix}`,
    email: `student-${suffix}@example.com`,
    password: "parhai-pass-2024",
    ...details,
  };
}

/**
 * The header's account corner (name and Log out, or Login and Register). The header has one per
 * layout (drawer, phone bar, desktop bar) and the stylesheet shows one: until it has applied
 * (without JavaScript a check can run first), the first of those the browser shows.
 */
export function userMenu(page: Page) {
  return page.getByTestId("user-menu").filter({ visible: true }).first();
}

/**
 * Without JavaScript, the account corner's frame (decision 0030): the shared page cannot say who
 * is signed in, so a small private page does, in place of the corner's links.
 */
export function accountFrame(page: Page) {
  return userMenu(page).locator("iframe").contentFrame();
}

export async function hasSessionCookie(page: Page): Promise<boolean> {
  const cookies = await page.context().cookies();
  return cookies.some((cookie) => cookie.name.endsWith("better-auth.session_token"));
}

export async function fillRegisterForm(page: Page, student: Student): Promise<void> {
  await page.getByRole("main").getByLabel("Full name").fill(student.name);
  await page.getByRole("main").getByLabel("Email").fill(student.email);
  await page.getByRole("main").getByLabel("Password").fill(student.password);
}

export async function fillLoginForm(page: Page, login: Pick<Student, "email" | "password">) {
  await page.getByRole("main").getByLabel("Email").fill(login.email);
  await page.getByRole("main").getByLabel("Password").fill(login.password);
}

/**
 * Registers a new student through /register and leaves them signed in on the page they were sent
 * to (`next`, or the home page). Returns the student, e.g. to log in again later.
 */
export async function registerStudent(
  page: Page,
  details: Partial<Student> & { next?: string } = {},
): Promise<Student> {
  const { next, ...fields } = details;
  const student = newStudent(fields);
  await page.goto(next ? `/register?${new URLSearchParams({ next }).toString()}` : "/register");
  await fillRegisterForm(page, student);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).not.toHaveURL(/\/register/);
  await expect.poll(() => hasSessionCookie(page)).toBe(true);
  return student;
}

/** Logs in through /login (optionally with ?next=) and waits until the form has gone. */
export async function logIn(page: Page, login: Pick<Student, "email" | "password">, next?: string) {
  await page.goto(next ? `/login?${new URLSearchParams({ next }).toString()}` : "/login");
  await fillLoginForm(page, login);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * Logs out with the account corner's button. Waits for the page's load event first: until the
 * stylesheet applies, the first visible account corner may be one the phone layout then hides.
 */
export async function logOut(page: Page) {
  await page.waitForLoadState("load");
  await userMenu(page).getByRole("button", { name: "Log out" }).click();
  await expect(userMenu(page).getByRole("link", { name: "Login" })).toBeVisible();
}

/**
 * A student account made through the sign-up API, without a page load. With a page's `request`
 * the page's context is signed in (they share cookies); with the `request` fixture nothing is kept.
 */
export async function createStudentAccount(
  request: APIRequestContext,
  details: Partial<Student> = {},
): Promise<Student> {
  const student = newStudent(details);
  const response = await request.post("/api/auth/sign-up/email", {
    headers: { Origin: new URL(baseURL).origin },
    data: student,
  });
  expect(response.status()).toBe(200);
  return student;
}
