import { expect, test } from "./support/test";
import { type Page } from "@playwright/test";
import { SCREENS, screenLanguage } from "../support/screens";
import { PHONE } from "./shell-support";

/*
 * Issue 22: every screen as a student sees it when no script runs (a script that failed to load on
 * a flaky connection, a data-saving browser, a crawler): whole in its first HTML, with the site
 * around it, nothing left waiting for a script to reveal it.
 */
test.use({ javaScriptEnabled: false });

/** Ids that more than one element of the page carries. */
function duplicateIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const ids = [...document.querySelectorAll("[id]")].map((element) => element.id);
    return [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
  });
}

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    // The browser reports a 404 document's own status as a console error.
    test.use({ expectedConsoleErrors: screen.status === 404 ? [/status of 404/] : [] });

    test(`${screen.name} shows its content, inside the whole site`, async ({ page }) => {
      const response = await page.goto(screen.path);
      expect(response?.status()).toBe(screen.status);
      const { lang, notFoundTitle } = screenLanguage(screen);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page).toHaveTitle(
        screen.status === 404 ? (screen.title ?? notFoundTitle) : /\S/,
      );
      for (const text of screen.mainText) {
        await expect(page.getByRole("main").getByText(text).first()).toBeVisible();
      }
      // Nothing was streamed behind a placeholder: no loading card, no boundary a script reveals.
      await expect(page.locator("[data-placeholder]")).toHaveCount(0);
      await expect(page.locator('template[id^="B:"], div[hidden][id^="S:"]')).toHaveCount(0);
      expect(await duplicateIds(page)).toEqual([]);
    });
  });
}

test.describe("the phone menu", () => {
  test.use({ viewport: PHONE });

  test("is a link to the /menu page, whose links work", async ({ page }) => {
    await page.goto("/about-us");
    await page.getByRole("banner").getByRole("link", { name: "Open menu" }).click();
    await expect(page).toHaveURL(/\/menu$/);
    await expect(page.getByRole("heading", { level: 1, name: "Menu" })).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("link", { name: "Student Portal" }),
    ).toBeVisible();
    const books = page.getByRole("region", { name: "Books" });
    await books.getByRole("link", { name: "Primary" }).click();
    await expect(page).toHaveURL(/\/coaching\/books\/primary$/);
    await expect(page.getByRole("heading", { level: 1, name: "Coming Soon" })).toBeVisible();
  });

  test("the footer switches the page's language", async ({ page }) => {
    await page.goto("/about-us");
    await page.getByRole("contentinfo").getByRole("link", { name: "اردو" }).click();
    await expect(page).toHaveURL(/\/ur\/about-us$/);
    await page.getByRole("contentinfo").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/about-us$/);
  });
});
