import { defineConfig, devices } from "@playwright/test";
import { launchOptions } from "./playwright.config";

/**
 * `npm run dev` under test: the development server runs through the same front layer as
 * production, so its pages carry the CSP of script hashes (tests/e2e-dev).
 */
const port = Number(process.env.E2E_DEV_PORT ?? 3190);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e-dev",
  workers: 1,
  forbidOnly: true,
  retries: 0,
  // The development server compiles each page on its first request.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  reporter: "list",
  use: { baseURL, launchOptions },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions } }],
  webServer: {
    command: `rm -rf "$PGLITE_DIR" "$PGLITE_DIR.lock" && node scripts/start.mjs --dev`,
    url: `${baseURL}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      SITE_URL: baseURL,
      PGLITE_DIR: `${process.env.E2E_DATA_DIR ?? "./data/e2e"}/dev-pglite`,
      BETTER_AUTH_SECRET: "e2e-only-secret-0123456789abcdef0123456789",
    },
  },
});
