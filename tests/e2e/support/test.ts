import { test as base, expect } from "@playwright/test";

export { expect };

type Options = {
  /** Console errors this test expects (a 404 page's own status, say); any other one fails it. */
  expectedConsoleErrors: RegExp[];
};

/**
 * Playwright's `test` with one addition: a test fails when its page logs an error it did not
 * expect (a React warning, a CSP block, a script error, a resource that failed to load).
 */
export const test = base.extend<Options>({
  expectedConsoleErrors: [[], { option: true }],
  page: async ({ page, expectedConsoleErrors }, provide) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      const text = message.text();
      if (message.type() !== "error") return;
      if (expectedConsoleErrors.some((pattern) => pattern.test(text))) return;
      errors.push(`${text} (${message.location().url})`);
    });
    page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
    await provide(page);
    expect(errors, "the page logged errors the test did not expect").toEqual([]);
  },
});
