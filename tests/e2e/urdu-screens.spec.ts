import { expect, test } from "./support/test";
import { type Page } from "@playwright/test";
import { SCREENS } from "../support/screens";
import { type Messages, flattenMessages, literalText } from "../../src/i18n/message-text";
import { readFileSync } from "node:fs";
import { waitForHydration } from "./support/hydration";

/*
 * Issue 18: every screen under /ur is Urdu, right to left, fits a 360 px phone and names both
 * languages to search engines, with JavaScript and without.
 */
const URDU_SCREENS = SCREENS.filter((screen) => screen.path.startsWith("/ur"));

// Latin words the Urdu interface itself holds (names such as MDCAT, O Level, Google and BS, and
// the switch's "English"), each reviewed by the message test; any other one is English left over.
const ALLOWED_LATIN = new Set(
  ["messages/ur.json", "messages/nav/ur.json"]
    .flatMap((file) => [
      ...flattenMessages(JSON.parse(readFileSync(file, "utf8")) as Messages).values(),
    ])
    .map(literalText)
    .join(" ")
    .match(/[A-Za-z]{2,}/g),
);

/**
 * The Latin words of the page's interface text: every text node and aria-label of the body, except
 * stored content, which is shown as entered and marked as such (dir="auto", <bdi>, dir="ltr" for
 * contact details, U+2068...U+2069 inside sentences).
 */
function interfaceLatinWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const content = "[dir=auto], bdi, [dir=ltr], [lang=en], script, style, template, noscript";
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest(content)) texts.push(node.textContent ?? "");
    }
    for (const element of document.body.querySelectorAll("[aria-label]")) {
      if (!element.closest(content)) texts.push(element.getAttribute("aria-label") ?? "");
    }
    const text = texts.join(" ").replace(/\u2068[^\u2069]*\u2069/g, " ");
    return text.match(/[A-Za-z]{2,}/g) ?? [];
  });
}

for (const screen of URDU_SCREENS) {
  test.describe(screen.name, () => {
    test.use({ expectedConsoleErrors: screen.status === 404 ? [/status of 404/] : [] });

    test(`${screen.name}: Urdu, right to left, no English interface text`, async ({ page }) => {
      await page.goto(screen.path);
      await waitForHydration(page);
      await expect(page.locator("html")).toHaveAttribute("lang", "ur");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      const english = (await interfaceLatinWords(page)).filter((word) => !ALLOWED_LATIN.has(word));
      expect([...new Set(english)]).toEqual([]);
      // Every link to a page of this site stays in Urdu, except the switch to English; files
      // (a library document's PDF and page images) have no language.
      const hrefs = await page
        .locator('a[href^="/"]:not([hreflang="en"])')
        .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      expect(
        hrefs.filter((href) => !/^\/ur(?:[/?#]|$)|^\/(?:demo|slides|media)\//.test(href)),
      ).toEqual([]);
    });

    test(`${screen.name}: fits a 360 px phone`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      // As a first visit draws it: the Latin web font is optional and often not there in time
      // (decision 0100), so the fallback's metrics must fit too. The font is held until then.
      const held: (() => Promise<void>)[] = [];
      await page.route(/\.woff2$/, (route) => {
        held.push(() => route.continue());
      });
      await page.goto(screen.path, { waitUntil: "domcontentloaded" });
      await waitForHydration(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      await Promise.all(held.map((release) => release()));
      expect(width).toBeLessThanOrEqual(360);
    });
  });
}

test("the Urdu header fits a 1024 px screen, each of its menu rows on one line", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto("/ur");
  // Urdu words run longer than English ones: a row that wraps pushes the page down on laptops.
  const rowsPerList = await page.evaluate(() =>
    [...document.querySelectorAll("header nav ul")]
      .filter((list) => list.getClientRects().length > 0 && list.closest("[hidden]") === null)
      .filter((list) => getComputedStyle(list).display === "flex")
      .map(
        (list) => new Set([...list.children].map((item) => item.getBoundingClientRect().top)).size,
      ),
  );
  expect(rowsPerList.length).toBeGreaterThanOrEqual(2);
  expect(rowsPerList).toEqual(rowsPerList.map(() => 1));
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(1024);
});

test(
  "every Urdu screen links both languages for search engines, in its first HTML",
  { tag: "@http" },
  async ({ request, baseURL }) => {
    for (const screen of URDU_SCREENS.filter((entry) => entry.status === 200)) {
      const html = await (await request.get(screen.path)).text();
      const english = screen.path.replace(/^\/ur(?=[/?]|$)/, "") || "/";
      const absolute = (path: string) => new URL(path, baseURL).toString();
      expect(html, screen.name).toContain(
        `<link rel="alternate" hrefLang="ur" href="${absolute(screen.path)}"/>`,
      );
      expect(html, screen.name).toContain(
        `<link rel="alternate" hrefLang="en" href="${absolute(english)}"/>`,
      );
      expect(html, screen.name).toContain(
        `<link rel="canonical" href="${absolute(screen.path)}"/>`,
      );
    }
  },
);

test("English pages stay English and name their Urdu copy", async ({ page }) => {
  await page.goto("/latest");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.locator('link[rel="alternate"][hreflang="ur"]')).toHaveAttribute(
    "href",
    /\/ur\/latest$/,
  );
  await expect(
    page.getByRole("heading", { level: 1, name: "Latest news and updates" }),
  ).toBeVisible();
});

test("a link on an Urdu page swaps the page in place and stays in Urdu", async ({ page }) => {
  await page.goto("/ur/coaching/lectures-quizzes/9th");
  await waitForHydration(page);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole("link", { name: /طبیعیات/ }).click();
  await expect(page).toHaveURL(/\/ur\/coaching\/lectures-quizzes\/9th\/physics$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("طبیعیات کے ابواب (نویں جماعت)");
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  await expect(page.locator("html")).toHaveAttribute("lang", "ur");
});
