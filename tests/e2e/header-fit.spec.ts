import { expect, test } from "./support/test";
import type { Page } from "@playwright/test";
import ur from "../../messages/ur.json" with { type: "json" };
import urNav from "../../messages/nav/ur.json" with { type: "json" };
import { createStudentAccount, userMenu } from "./support/auth";

/* A signed-in student's header at a 360 px phone and a 1024 px screen (decision 0052). */

// The longest name an account may have (80 characters), of words as real names have them.
const LONG_NAME =
  "Muhammad Abdullah Khan Niazi Chaudhry Rehman Siddiqui Qureshi Bukhari Gilani Sha";

const languages = [
  { prefix: "", logOut: "Log out", topLinks: "Top links", portal: "Student Portal", home: "Home" },
  {
    prefix: "/ur",
    logOut: ur.Auth.logout,
    topLinks: ur.Shell.topLinks,
    portal: urNav.topBar.studentPortal,
    home: urNav.topBar.home,
  },
];

/** The page is no wider than the screen, and the phone did not zoom it out to make it fit. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  const sizes = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(sizes.inner).toBe(width);
  expect(sizes.scroll).toBeLessThanOrEqual(sizes.inner);
}

test.beforeEach(async ({ page }) => {
  expect(LONG_NAME).toHaveLength(80);
  await createStudentAccount(page.request, { name: LONG_NAME });
});

for (const language of languages) {
  test(`an 80-character name fits a 360 px phone${language.prefix ? " in Urdu" : ""}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${language.prefix}/`);
    const corner = userMenu(page);
    await expect(corner).toContainText(LONG_NAME);
    const logOut = corner.getByRole("button", { name: language.logOut });
    await expect(logOut).toBeInViewport({ ratio: 1 });
    await expectNoSidewaysScroll(page, 360);
    // The whole name stays readable where the bar has room for its first word only.
    await expect(corner.getByTitle(LONG_NAME)).toBeVisible();
  });

  test(`an 80-character name fits a 1024 px screen${language.prefix ? " in Urdu" : ""}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto(`${language.prefix}/`);
    const corner = userMenu(page);
    await expect(corner).toContainText(LONG_NAME);
    await expect(corner.getByRole("button", { name: language.logOut })).toBeInViewport({
      ratio: 1,
    });
    await expectNoSidewaysScroll(page, 1024);
    // The search box keeps room to type in, and no top link breaks over two lines.
    const search = page.getByRole("banner").getByRole("searchbox");
    expect((await search.boundingBox())?.width).toBeGreaterThanOrEqual(160);
    const topLinks = page
      .getByRole("navigation", { name: language.topLinks })
      .filter({ visible: true });
    const home = await topLinks
      .getByRole("link", { name: language.home, exact: true })
      .boundingBox();
    const portal = await topLinks
      .getByRole("link", { name: language.portal, exact: true })
      .boundingBox();
    const logOut = await corner.getByRole("button", { name: language.logOut }).boundingBox();
    expect(portal?.height).toBe(home?.height);
    expect(logOut!.height).toBeLessThan(home!.height * 1.5 + 4);
  });
}
