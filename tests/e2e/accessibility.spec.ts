import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./support/test";
import { type Page } from "@playwright/test";
import { SCREENS } from "../support/screens";
import { waitForHydration } from "./support/hydration";
import { PHONE } from "./shell-support";

/*
 * Issue 22: axe-core finds nothing on any screen, at both sizes (the two projects), against WCAG
 * 2.2 A and AA and its best practices; also with the phone drawer and a desktop menu open.
 */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"];

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
}

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test.use({ expectedConsoleErrors: screen.status === 404 ? [/status of 404/] : [] });

    test(`${screen.name} has no accessibility violation`, async ({ page }) => {
      await page.goto(screen.path);
      await waitForHydration(page);
      expect(await violations(page)).toEqual([]);
    });
  });
}

test.describe("menus open", () => {
  test("the phone drawer, with a section open", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/about-us");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.getByRole("button", { name: "Coaching" }).click();
    await drawer.getByRole("button", { name: "Books" }).click();
    await expect(drawer.getByRole("link", { name: "Primary" })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test("the header's menus before its scripts run, on a phone and a wide screen", async ({
    browser,
  }) => {
    // axe runs as a script in the page, so JavaScript stays on and the app's own scripts are
    // kept from loading instead: the page stays as the server sent it, each menu a link to /menu.
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.route(/\/_next\/static\/chunks\/.+\.js$/, (route) => route.abort());
    await page.goto("/about-us");
    await expect(page.getByRole("banner").getByRole("link", { name: "Open menu" })).toBeVisible();
    expect(await page.evaluate(() => "next" in window)).toBe(false);
    expect(await violations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole("banner").getByRole("link", { name: "Admission" })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });

  test("a desktop dropdown and the coaching flyout", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/about-us");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Admission" }).click();
    await expect(page.getByRole("link", { name: "Bachelor" })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.getByRole("button", { name: "Coaching" }).click();
    await page.getByRole("button", { name: "Entry Test" }).focus();
    await expect(page.getByRole("link", { name: /^MDCAT/ })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
