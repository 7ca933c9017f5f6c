import { test as base, expect, type Page } from "@playwright/test";

export { expect };

type Options = {
  /** Console errors this test expects (a 404 page's own status, say); any other one fails it. */
  expectedConsoleErrors: RegExp[];
};

// The smallest PNG: one transparent pixel.
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

/**
 * YouTube cannot be reached from here: its thumbnails answer with a pixel and its player script
 * with nothing (tests of the player install the fake API over it, tests/e2e/support/fake-youtube.ts).
 */
export async function stubYouTube(page: Page): Promise<void> {
  await page.route("https://i.ytimg.com/**", (route) =>
    route.fulfill({ contentType: "image/png", body: PIXEL }),
  );
  await page.route("https://www.youtube.com/**", (route) =>
    route.fulfill({ contentType: "text/javascript", body: "" }),
  );
}

/**
 * Playwright's `test` with two additions: YouTube is stubbed at its network edge, and a test fails
 * when its page logs an error it did not expect (a React warning, a CSP block, a script error, a
 * resource that failed to load).
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
    await stubYouTube(page);
    await provide(page);
    expect(errors, "the page logged errors the test did not expect").toEqual([]);
  },
});
