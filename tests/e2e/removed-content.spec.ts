import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { COMING_SOON, COMING_SOON_TEXT } from "./shell-support";

/*
 * A link shared last week to an update or a lecture that is no longer there (decision 0056): a
 * 404 that says so, with a search box and the way to the list it belonged to. Every other
 * address keeps the spec's Coming Soon.
 */

const CHAPTER =
  "/coaching/lectures-quizzes/9th/physics/1/Physical%20Quantities%20and%20Measurement";

test.use({ expectedConsoleErrors: [/status of 404/] });

async function expectMissing(page: Page, path: string, title: string, text: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(404);
  await expect(page).toHaveTitle(title);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(title.split(" | ")[0]!);
  await expect(main.getByText(text)).toBeVisible();
  await expect(main.getByText(COMING_SOON_TEXT)).toHaveCount(0);
  return main;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("a removed update's link says so, with a search for it and the way to Latest", async ({
      page,
    }) => {
      const main = await expectMissing(
        page,
        "/latest/999999-mdcat-merit-list-announced",
        "Update not found | Parhai",
        "This update was not found or was removed.",
      );
      await expect(main.getByRole("link", { name: "All latest updates" })).toHaveAttribute(
        "href",
        "/latest",
      );
      const box = main.getByRole("searchbox");
      await expect(box).toHaveValue("mdcat merit list announced");
      await box.press("Enter");
      await expect(page).toHaveURL(/\/search\?q=mdcat\+merit\+list\+announced$/);
      await expect(page.getByRole("link", { name: /Demo: MDCAT results announced/ })).toBeVisible();
    });

    test("a removed lecture of a chapter says so, linking to the chapter and the subject", async ({
      page,
    }) => {
      const main = await expectMissing(
        page,
        `${CHAPTER}?lecture=99`,
        "Lecture not found | Parhai",
        "This lecture was not found or was removed.",
      );
      await expect(
        main.getByRole("link", { name: "Open Chapter 1: Physical Quantities and Measurement" }),
      ).toHaveAttribute("href", CHAPTER);
      await expect(main.getByRole("link", { name: "All Physics chapters" })).toHaveAttribute(
        "href",
        "/coaching/lectures-quizzes/9th/physics",
      );
      await expect(main.getByRole("searchbox")).toBeVisible();
    });

    test("a chapter number that does not exist says the lecture is not there", async ({ page }) => {
      const main = await expectMissing(
        page,
        "/coaching/lectures-quizzes/9th/physics/77/Optics",
        "Lecture not found | Parhai",
        "This lecture was not found or was removed.",
      );
      await expect(main.getByRole("link", { name: /^Open Chapter/ })).toHaveCount(0);
      await expect(main.getByRole("link", { name: "All Physics chapters" })).toBeVisible();
      await expect(main.getByRole("searchbox")).toHaveValue("Optics");
    });

    test("in Urdu, a removed update and lecture say so in Urdu", async ({ page }) => {
      let main = await expectMissing(
        page,
        "/ur/latest/999999",
        "اپ ڈیٹ نہیں ملی | پڑھائی",
        "یہ اپ ڈیٹ نہیں ملی یا ہٹا دی گئی ہے۔",
      );
      await expect(main.getByRole("link", { name: "تمام تازہ ترین اپ ڈیٹس" })).toHaveAttribute(
        "href",
        "/ur/latest",
      );
      main = await expectMissing(
        page,
        `/ur${CHAPTER}?lecture=99`,
        "لیکچر نہیں ملا | پڑھائی",
        "یہ لیکچر نہیں ملا یا ہٹا دیا گیا ہے۔",
      );
      await expect(main.getByRole("link", { name: "طبیعیات کے تمام ابواب" })).toHaveAttribute(
        "href",
        "/ur/coaching/lectures-quizzes/9th/physics",
      );
    });

    test("a mistyped address and a menu destination still show Coming Soon", async ({ page }) => {
      for (const [path, status] of [
        ["/latset", 404],
        ["/latest/jobz", 404],
        ["/admission/bachelor", 200],
      ] as const) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(status);
        await expect(page).toHaveTitle("Coming Soon | Parhai");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(COMING_SOON);
        await expect(page.getByRole("main").getByText(COMING_SOON_TEXT)).toBeVisible();
      }
    });
  });
}

// A 404 is a shared page's answer like any other (decision 0057): kept as briefly as a page, so a
// link shared to a crowd costs one render, and a browser asks again each time (max-age=0).
test(
  "a removed item's 404 is kept only as briefly as a shared page, and stays a 404",
  { tag: "@http" },
  async ({ request }) => {
    const missing = {
      "/latest/999998-old-news": "This update was not found or was removed.",
      [`${CHAPTER}?lecture=98`]: "This lecture was not found or was removed.",
    };
    for (const [path, text] of Object.entries(missing)) {
      const states: (string | undefined)[] = [];
      for (let i = 0; i < 3; i += 1) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(404);
        expect(await response.text(), path).toContain(text);
        const caching = response.headers()["cache-control"] ?? "";
        expect(caching, path).toMatch(/\bmax-age=0\b/);
        expect(caching, path).toMatch(/\bs-maxage=10\b/);
        states.push(response.headers()["x-page-cache"]);
      }
      // Kept after the first ask: fresh (HIT), or past its freshness and answered while its next
      // render lands (STALE, decision 0060); never rendered again for each ask.
      for (const state of states.slice(1)) expect(state, path).toMatch(/^(HIT|STALE)$/);
    }
  },
);
