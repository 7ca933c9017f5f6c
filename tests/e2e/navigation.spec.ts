import { expect, test } from "./support/test";
import { type Page, type Request } from "@playwright/test";
import { waitForHydration } from "./support/hydration";
import { LECTURES } from "./support/lectures";

/*
 * Links do not prefetch (decision 0010): a page costs a phone no requests for pages the student
 * may never open. Following a link still swaps the page in place (client-side navigation).
 */

const isServerComponentRequest = (request: Request) =>
  request.headers().rsc !== undefined || new URL(request.url()).searchParams.has("_rsc");

/** Opens `path` and waits for hydration; the list fills with the page's Server Component requests. */
async function openWatched(page: Page, path: string) {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (isServerComponentRequest(request)) fetched.push(request.url());
  });
  await page.goto(path);
  await waitForHydration(page);
  return fetched;
}

/** Marks the current document, to tell a navigation in place from a page load. */
const markDocument = (page: Page) =>
  page.evaluate(() => Object.assign(window, { sameDocument: true }));
const isSameDocument = (page: Page) => page.evaluate(() => "sameDocument" in window);

test("a page prefetches nothing, and a link still navigates without reloading", async ({
  page,
}) => {
  const fetched = await openWatched(page, `${LECTURES}/9th`);
  const card = page.getByRole("link", { name: /^Physics.*Start Learning$/ });
  // Both ways a prefetching link would fetch: on screen once the browser is idle, and on hover.
  await card.hover();
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await page.waitForTimeout(500);
  expect(fetched).toEqual([]);

  await markDocument(page);
  await card.click();
  await expect(page).toHaveURL(`${LECTURES}/9th/physics`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Physics");
  expect(await isSameDocument(page)).toBe(true);
  expect(fetched.length).toBeGreaterThan(0);
});

/** A footer quick link, opening the quick links first on a phone (they fold away there). */
async function footerLink(page: Page, name: string) {
  const footer = page.getByRole("contentinfo");
  const fold = footer.locator("summary", { hasText: "Quick Links" });
  if (await fold.isVisible()) await fold.click();
  return footer.getByRole("link", { name }).locator("visible=true");
}

test("menu links are plain links, followed in place once the scripts run", async ({ page }) => {
  const fetched = await openWatched(page, "/login");
  await markDocument(page);
  const link = await footerLink(page, "About Us");
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\//);
  await link.click();
  await expect(page).toHaveURL(href!);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
  expect(fetched.some((url) => new URL(url).pathname === href)).toBe(true);
});

test("a menu link opened with a modifier key is left to the browser", async ({ page }) => {
  await page.goto("/login");
  await waitForHydration(page);
  const link = await footerLink(page, "About Us");
  const opened = page.context().waitForEvent("page");
  await link.click({ modifiers: ["ControlOrMeta"] });
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe(await link.getAttribute("href"));
  await expect(page).toHaveURL(/\/login$/);
});
