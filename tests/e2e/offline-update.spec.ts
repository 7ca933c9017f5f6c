import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { LECTURES } from "./support/lectures";
import { keptPages, visit } from "./support/offline";

// The other specs block service workers (playwright.config.ts); this one is about it.
test.use({
  serviceWorkers: "allow",
  // Offline, each page still registers the worker of its own build, which here differs from the
  // simulated deploy's: Chromium cannot fetch that script and logs it; the page ignores it.
  expectedConsoleErrors: [/^An unknown error occurred when fetching the script/],
});

const CHAPTERS = `${LECTURES}/12th/statistics`;
const CHAPTERS_HEADING = "Chapters for Statistics (12th Grade)";
const NOTICE = "You are offline. The pages you opened before still work.";

const controllerScript = (page: Page) =>
  page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);

/** The request id of the copy of a page the worker keeps. */
const keptRequestId = (page: Page, path: string) =>
  page.evaluate(async (url) => {
    const kept = await (await caches.open("parhai-pages-1")).match(new URL(url, location.href));
    return kept?.headers.get("x-request-id") ?? null;
  }, path);

/**
 * Counts the workers each document asks for: its own script registers its build's worker once it
 * has run (OfflineSupport), which, since the scripts come after the first paint (decision 0112),
 * can be after the test's own steps have begun.
 */
const countRegistrations = (page: Page) =>
  page.addInitScript(() => {
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    const asked: string[] = [];
    Object.assign(window, { askedWorkers: asked });
    container.register = (url, options) => {
      asked.push(String(url));
      return register(url, options);
    };
  });

const pageRegistered = (page: Page) =>
  page.waitForFunction(() => ((window as { askedWorkers?: string[] }).askedWorkers ?? []).length);

test("after a deploy the new worker takes over at once, pages stay fresh online and kept offline", async ({
  page,
}) => {
  await countRegistrations(page);
  await visit(page, CHAPTERS);
  await page.reload();
  await pageRegistered(page);
  await expect.poll(() => controllerScript(page)).toMatch(/\/sw\.js\?build=/);

  // A deploy: pages now register the worker under the new build's id (src/app/layout.tsx).
  await page.evaluate(() => navigator.serviceWorker.register("/sw.js?build=next-deploy"));
  await expect.poll(() => controllerScript(page)).toMatch(/\?build=next-deploy$/);
  expect(await keptPages(page)).toContain(CHAPTERS);

  // Online, the document comes from the network, never the kept copy beside newer scripts.
  const keptId = await keptRequestId(page, CHAPTERS);
  const online = await page.reload();
  expect(keptId).not.toBeNull();
  expect(online?.headers()["x-request-id"]).not.toBe(keptId);
  // That page registers its own build's worker again (this server has no newer one): going
  // offline while it installs would test the install, not the kept page. Let it take over first.
  await expect.poll(() => controllerScript(page)).not.toMatch(/\?build=next-deploy$/);

  // Offline, the kept page works with its own scripts (the notice is theirs), and a page never
  // opened gets the new worker's offline page.
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(CHAPTERS_HEADING);
  await expect(page.getByText(NOTICE)).toBeVisible();
  await page.goto("/latest");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
  await expect(page.locator("[data-offline-list] a")).toHaveAttribute("href", CHAPTERS);
  await page.context().setOffline(false);
});
