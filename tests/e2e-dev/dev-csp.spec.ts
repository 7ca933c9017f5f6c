import { expect, test } from "../e2e/support/test";
import { waitForHydration } from "../e2e/support/hydration";

test("npm run dev serves pages with the CSP of script hashes, and hydrates under it", async ({
  page,
}) => {
  const response = await page.goto("/");
  const policy = response?.headers()["content-security-policy"] ?? "";
  const scripts = /script-src ([^;]*)/.exec(policy)?.[1] ?? "";
  expect(scripts).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(response?.headers()["x-request-id"]).toBeTruthy();
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
});

test.describe("a script the CSP would block in production", () => {
  test.use({
    expectedConsoleErrors: [
      /Executing inline script violates the following Content Security Policy/,
    ],
  });

  test("is blocked in development too", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const blocked = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener("securitypolicyviolation", (event) =>
            resolve(event.effectiveDirective),
          );
          const script = document.createElement("script");
          script.textContent = "document.documentElement.dataset.smuggled = 'ran'";
          document.body.append(script);
        }),
    );
    expect(blocked).toBe("script-src-elem");
    expect(await page.evaluate(() => document.documentElement.dataset.smuggled)).toBeUndefined();
  });
});
