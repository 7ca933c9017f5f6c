import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
/** The e2e server's embedded database (a spec checks its files' modes). */
export const e2ePgliteDir = `${process.env.E2E_DATA_DIR ?? "./data/e2e"}/pglite`;

// Debian's Chromium (Playwright cannot download its own here); no calls to Google's hosts.
export const launchOptions = {
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  // Service workers off except where a spec is about them (tests/e2e/offline.spec.ts): a worker
  // would answer requests before page.route() sees them, and keep pages between a test's steps.
  use: { baseURL, trace: "retain-on-failure", launchOptions, serviceWorkers: "block" },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], launchOptions },
      // The server's HTML does not depend on the device: checked once, in the desktop run.
      testIgnore: /html-validity\.spec\.ts$/,
    },
  ],
  webServer: {
    command: "bash scripts/e2e-server.sh",
    url: `${baseURL}/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      SITE_URL: baseURL,
      NODE_ENV: "production",
      PGLITE_DIR: e2ePgliteDir,
      BETTER_AUTH_SECRET: "e2e-only-secret-0123456789abcdef0123456789",
      AUTH_RATE_LIMIT: "off",
      // The tests stand for a proxy in front of the server: each may name its own client in
      // X-Forwarded-For (tests/e2e/shell-support.ts), so one test's limits never hit another's.
      TRUSTED_PROXIES: "127.0.0.1",
      DEMO_CONTENT: "off",
    },
  },
});
