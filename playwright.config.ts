import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
/** The e2e server's embedded database (a spec checks its files' modes). */
const dataDir = process.env.E2E_DATA_DIR ?? "./data/e2e";
export const e2ePgliteDir = `${dataDir}/pglite`;
/**
 * Both e2e servers send their mail to a real SMTP server on this port, which writes each mail it
 * receives into e2eMailDir (tests/support/mail-sink-server.ts) for the specs to read.
 */
const smtpPort = port + 5;
export const e2eMailDir = `${dataDir}/mail`;
/**
 * The editors' workspace changes what every public page shows, so its specs (tests/e2e/workspace)
 * drive a server of their own, on the next port, and never disturb the other specs' content.
 */
export const workspaceURL = `http://127.0.0.1:${port + 1}`;
/**
 * The admin of the workspace's server: registered before it starts and made an admin with
 * `npm run admin -- grant` (scripts/e2e-server.sh), as an operator would.
 */
export const WORKSPACE_ADMIN = {
  email: "workspace-admin@example.com",
  name: "Workspace Admin",
  password: "Durable-Pass-1",
};

const serverEnv = {
  NODE_ENV: "production",
  BETTER_AUTH_SECRET: "e2e-only-secret-0123456789abcdef0123456789",
  AUTH_RATE_LIMIT: "off",
  // The suite is one client rendering hundreds of pages in minutes; each client's render budget
  // is tested by front-layer/front-bounded.test.ts and npm run test:resilience (decision 0057).
  RENDER_RATE_LIMIT: "off",
  // The tests stand for a proxy in front of the server: each may name its own client in
  // X-Forwarded-For (tests/e2e/shell-support.ts), so one test's limits never hit another's.
  TRUSTED_PROXIES: "127.0.0.1",
  DEMO_CONTENT: "off",
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_FROM: "Parhai <no-reply@parhai.example>",
};

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

const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } };
/**
 * Tests that open no browser page get the same answers on every device: tagged @http, they run in
 * the desktop projects only (decision 0044; tests/e2e-http-tag.test.ts keeps the tag honest).
 */
const httpOnly = /@http/;

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
      testIgnore: /workspace\//,
      use: { ...desktop, launchOptions },
    },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], launchOptions },
      testIgnore: /workspace\//,
      grepInvert: httpOnly,
    },
    {
      name: "workspace-desktop",
      testMatch: /workspace\/.*\.spec\.ts/,
      use: { ...desktop, baseURL: workspaceURL, launchOptions },
    },
    {
      // After the desktop run: the story changes shared content (the newest update, a lecture).
      name: "workspace-mobile",
      testMatch: /workspace\/.*\.spec\.ts/,
      grepInvert: httpOnly,
      dependencies: ["workspace-desktop"],
      use: { ...devices["Pixel 7"], baseURL: workspaceURL, launchOptions },
    },
  ],
  webServer: [
    {
      command: `npx tsx tests/support/mail-sink-server.ts ${smtpPort} ${e2eMailDir}`,
      port: smtpPort,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: "bash scripts/e2e-server.sh",
      url: `${baseURL}/`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        ...serverEnv,
        PORT: String(port),
        SITE_URL: baseURL,
        PGLITE_DIR: e2ePgliteDir,
        // Progress reports of a page under page.clock count at its fake time (opted in per test).
        PROGRESS_TEST_CLOCK: "on",
      },
    },
    {
      command: "bash scripts/e2e-server.sh",
      url: `${workspaceURL}/`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        ...serverEnv,
        PORT: String(port + 1),
        SITE_URL: workspaceURL,
        PGLITE_DIR: `${dataDir}/workspace/pglite`,
        E2E_ADMIN_EMAIL: WORKSPACE_ADMIN.email,
        E2E_ADMIN_NAME: WORKSPACE_ADMIN.name,
        E2E_ADMIN_PASSWORD: WORKSPACE_ADMIN.password,
        E2E_CONTENT: "content/demo/lectures.json tests/e2e/workspace/fixtures/workspace.json",
      },
    },
  ],
});
