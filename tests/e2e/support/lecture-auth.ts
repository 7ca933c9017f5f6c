import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";

/**
 * Signs a new student up through Better Auth's endpoint with the page's own request context, so
 * the session cookie lands in the browser context. Better Auth wants the site's Origin on POSTs.
 * (The accounts work may replace this helper with its own fixture.)
 */
export async function signUpStudent(page: Page, baseURL: string, name = "Test Student") {
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: { name, email: `student-${randomUUID()}@example.com`, password: "a-long-test-password" },
    headers: { Origin: new URL(baseURL).origin },
  });
  expect(response.status(), await response.text()).toBe(200);
}
