import { expect, test } from "./support/test";
import { type Page } from "@playwright/test";
import { registerStudent } from "./support/auth";
import { installFakeYouTube } from "./support/fake-youtube";
import { waitForHydration } from "./support/hydration";
import { INDEX_NUMBERS, openYouTubeLecture, progress, watchYouTube } from "./support/lectures";
import { PHONE } from "./shell-support";

/* Issue 18: the language switch, the mirrored drawer and carousel, and a lecture in Urdu. */

const drawerToggle = (page: Page) => page.locator('button[aria-controls="site-drawer"]');

test("the switch keeps the page and its query, both ways, and is remembered", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/latest?tag=Results");
  await waitForHydration(page);
  await page.getByRole("banner").getByRole("link", { name: "اردو" }).click();
  await expect(page).toHaveURL(/\/ur\/latest\?tag=Results$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ur");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("تازہ ترین خبریں اور اپ ڈیٹس");
  // The front door typed in (Sec-Fetch-Site: none) follows the choice; a link never does.
  await page.goto("/");
  await expect(page).toHaveURL(/\/ur$/);
  // The click remembers the choice through the switch's script (decision 0040).
  await waitForHydration(page);
  await page.getByRole("banner").getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.goto("/");
  await expect(page).toHaveURL(/\/$/);
});

test("a link from elsewhere to / stays English whatever was chosen", async ({ page, request }) => {
  const answer = await request.get("/", {
    headers: { cookie: "parhai-locale=ur", "sec-fetch-site": "cross-site" },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(200);
  const typed = await request.get("/", {
    headers: { cookie: "parhai-locale=ur", "sec-fetch-site": "none" },
    maxRedirects: 0,
  });
  expect(typed.status()).toBe(307);
  expect(typed.headers()["location"]).toBe("/ur");
  expect(typed.headers()["cache-control"]).toBe("private, no-store");
  await page.goto("/ur");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
});

test("the drawer slides in from the right and offers English on the same page", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/ur/latest");
  await waitForHydration(page);
  await drawerToggle(page).click();
  const drawer = page.getByRole("dialog", { name: "مینو" });
  await expect(drawer).toBeVisible();
  // It slides in: measured once it has come to rest at the right edge.
  await expect
    .poll(async () => {
      const box = await drawer.boundingBox();
      return box && Math.round(box.x + box.width);
    })
    .toBe(PHONE.width);
  expect((await drawer.boundingBox())?.x).toBeGreaterThan(0);
  await expect(drawer.getByRole("link", { name: "English" })).toHaveAttribute("href", "/latest");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the menu button leads to the Urdu menu page; the footer's switch is a plain link", async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/ur/coaching/lectures-quizzes/9th");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const button = page.getByRole("banner").getByRole("link", { name: "مینو کھولیں" });
    // The menu button sits at the reading start: the right.
    const box = await button.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(PHONE.width - 60);
    await button.click();
    await expect(page).toHaveURL(/\/ur\/menu$/);
    await expect(page.getByRole("heading", { level: 1, name: "مینو" })).toBeVisible();
    await page.goto("/ur/coaching/lectures-quizzes/9th");
    await page.getByRole("contentinfo").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/coaching\/lectures-quizzes\/9th$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

test("the carousel runs right to left: previous on the right, its chevrons mirrored", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/ur");
  const previous = page.getByRole("button", { name: "پچھلی سلائیڈ" });
  const next = page.getByRole("button", { name: "اگلی سلائیڈ" });
  await expect(next).toBeEnabled();
  const [previousBox, nextBox] = [await previous.boundingBox(), await next.boundingBox()];
  expect(previousBox!.x).toBeGreaterThan(nextBox!.x);
  for (const button of [previous, next]) {
    // Tailwind's scale-x writes the CSS `scale` property, not `transform`.
    const scale = await button.locator("svg").evaluate((svg) => getComputedStyle(svg).scale);
    expect(scale).toBe("-1 1");
  }
  // The next slide comes in from the left, as Urdu reads.
  await next.click();
  const shown = page.getByRole("group", { name: "3 میں سے سلائیڈ 2" });
  await expect(shown.getByRole("img")).toBeInViewport({ ratio: 0.5 });
});

test("a lecture in Urdu: watch, unlock, rate", async ({ page }) => {
  await installFakeYouTube(page, 100);
  await registerStudent(page);
  await openYouTubeLecture(page, `/ur${INDEX_NUMBERS}`, "e2eStat1L01");
  await expect(page.locator("html")).toHaveAttribute("lang", "ur");
  await watchYouTube(page, 80);
  const watched = page.getByRole("progressbar", { name: "دیکھا گیا حصہ" });
  await expect(watched).toHaveAttribute("aria-valuenow", "80");
  expect(await progress(page).count()).toBe(0);
  await page.getByRole("button", { name: "مواد کھولیں" }).click();
  await expect(page.getByText("مواد کھل گیا!")).toBeVisible();
  await page.getByRole("button", { name: "5 میں سے 4 کی ریٹنگ دیں" }).click();
  await expect(page.getByText("آپ کی ریٹنگ: 4/5")).toBeVisible();
  await expect(page.getByText("شکریہ! آپ کی ریٹنگ محفوظ ہو گئی۔")).toBeVisible();
});

test("an Urdu lecture page sets its English titles left to right in the Latin face", async ({
  page,
}) => {
  await page.goto(`/ur${INDEX_NUMBERS}`);
  const titles = page.locator("main h1 bdi, #lecture-title bdi");
  await expect(titles).toHaveCount(2);
  for (const title of await titles.all()) {
    await expect(title).toHaveAttribute("dir", "ltr");
    // Decision 0042: not walked through the Arabic-script faces before it reaches a Latin one.
    expect(await title.evaluate((element) => getComputedStyle(element).fontFamily)).not.toMatch(
      /Nastaliq|Naskh|Arabic/,
    );
  }
});
