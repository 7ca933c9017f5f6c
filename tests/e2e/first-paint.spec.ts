import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./support/test";
import { LECTURES } from "./support/lectures";

/*
 * Nothing but the HTML holds the first paint (decision 0108): each page carries the rules of its
 * own elements, and the stylesheet loads at the end of the body. Before the stylesheet has come,
 * every element already has the style it has after, and the first screen shows the same pixels,
 * in both languages, on a 360 px phone and a desktop.
 */
test.use({
  javaScriptEnabled: false,
  // The font this test keeps from coming (below).
  expectedConsoleErrors: [/^Failed to load resource: net::ERR_FAILED$/],
});
test.beforeEach(async ({ page, isMobile }) => {
  if (isMobile) await page.setViewportSize({ width: 360, height: 740 });
});

const SCREENS = [
  "/",
  "/latest",
  `${LECTURES}/9th/physics`,
  `${LECTURES}/9th/physics/1/Physical%20Quantities%20and%20Measurement`,
  "/ur",
  "/ur/latest",
  "/login",
];

/**
 * Every element's computed style, but for custom properties (@property fills those in) and
 * transitions, which animate a change the first paint does not make (they come with the sheet);
 * and but for a footer below the first screen, whose rules may come with the sheet too (0108).
 */
const styles = (page: Page) =>
  page.evaluate(() => {
    const footer = document.querySelector("footer");
    const waits = (element: Element) =>
      footer !== null &&
      footer.getBoundingClientRect().top >= innerHeight &&
      footer.contains(element) &&
      element.closest("[data-messaging-button]") === null;
    return [...document.querySelectorAll("body *")]
      .filter((element) => !waits(element))
      .map((element) => {
        const style = getComputedStyle(element);
        const own = [...style].filter(
          (name) => !name.startsWith("--") && !name.startsWith("transition"),
        );
        return `${element.tagName} ${own.map((name) => style.getPropertyValue(name)).join(";")}`;
      });
  });

/** The first screen once its pictures and fonts are in (a lazy one too, if it is on that screen);
 * a video draws a spinner of its own. */
async function firstScreen(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const pictures = [...document.images].filter(
      (img) => img.loading !== "lazy" || img.getBoundingClientRect().top < innerHeight,
    );
    await Promise.all(pictures.map((img) => img.decode().catch(() => undefined)));
  });
  const png = await page.screenshot({ mask: [page.locator("video")] });
  return sharp(png).removeAlpha().raw().toBuffer();
}

/** How many pixels differ (compositing draws a few edge pixels differently from run to run). */
function differingPixels(a: Buffer, b: Buffer): number {
  expect(a.length).toBe(b.length);
  let count = 0;
  for (let i = 0; i < a.length; i += 3) {
    if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2]) count += 1;
  }
  return count;
}

for (const path of SCREENS) {
  test(`${path}: the first screen is drawn whole before the stylesheet comes`, async ({ page }) => {
    // The stylesheet is held back until the page has been read.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/_next/static/**/*.css", async (route) => {
      await held;
      await route.continue();
    });
    // The Latin font comes with the stylesheet and is `optional` (decision 0108): from this
    // server it can arrive within its short wait and redraw the text. What this test compares is
    // the rules, so the font never comes and both screens use the system's.
    await page.route("**/*.woff2", (route) => route.abort());
    // The document is parsed up to the stylesheet's link at its end, which waits.
    await page.goto(path, { waitUntil: "commit" });
    await page.locator("footer").waitFor();
    const applied = await page.evaluate(
      () => [...document.styleSheets].filter((sheet) => sheet.href !== null).length,
    );
    expect(applied, "no stylesheet file has been applied yet").toBe(0);
    const [before, beforePixels] = [await styles(page), await firstScreen(page)];

    release();
    await page.waitForLoadState("load");
    expect(await styles(page), "every element styled as it is once the stylesheet came").toEqual(
      before,
    );
    const pixels = await firstScreen(page);
    expect(differingPixels(beforePixels, pixels)).toBeLessThan(pixels.length / 3 / 1000);
  });
}
