import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { lectureCount } from "./support/catalogue";
import { PHONE } from "./shell-support";

/*
 * Search as students type it (decision 0055): every lecture of a long list reachable page by
 * page, class names as the site writes them, word forms, Urdu, and updates and jobs.
 */

const LECTURES = "/coaching/lectures-quizzes";

function region(page: Page, name: RegExp): Locator {
  return page.getByRole("region", { name });
}

const lecturesRegion = (page: Page) => region(page, /^Lectures \(\d+\)$/);

/** The addresses of the lecture results on screen. */
function hrefs(list: Locator): Promise<string[]> {
  return list.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
}

/** The lecture results on screen, once a page of them has arrived and differs from `previous`. */
async function shownLectures(page: Page, previous: readonly string[] = []): Promise<string[]> {
  const list = lecturesRegion(page).getByRole("list");
  let shown: string[] = [];
  await expect
    .poll(async () => {
      shown = (await list.count()) === 1 ? await hrefs(list) : [];
      return shown.length > 0 && shown.join() !== previous.join();
    })
    .toBe(true);
  return shown;
}

/** Every lecture result, following Next page to the end; also checks Previous page once. */
async function walkLecturePages(page: Page): Promise<string[]> {
  const seen: string[] = [];
  let shown = await shownLectures(page);
  for (let pageNo = 1; ; pageNo += 1) {
    expect(shown.length, `page ${pageNo}`).toBeLessThanOrEqual(20);
    seen.push(...shown);
    const next = page.getByRole("link", { name: "Next page" });
    if ((await next.count()) === 0) return seen;
    await next.click();
    await expect(page).toHaveURL(/[?&]before=/);
    if (pageNo === 1) {
      const second = await shownLectures(page, shown);
      await page.getByRole("link", { name: "Previous page" }).click();
      await expect(page).not.toHaveURL(/[?&](before|after)=/);
      expect(await shownLectures(page, second)).toEqual(shown);
      await page.getByRole("link", { name: "Next page" }).click();
    }
    shown = await shownLectures(page, shown);
  }
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("“physics” shows how many lectures match and pages through all of them", async ({
      page,
    }) => {
      const expected = lectureCount(null, "physics");
      expect(expected).toBeGreaterThan(40);
      await page.goto("/search?q=physics");
      await expect(page.getByRole("heading", { name: `Lectures (${expected})` })).toBeVisible();
      await lecturesRegion(page).getByRole("link", { name: "See all lectures" }).click();
      await expect(page).toHaveURL(/\/search\?q=physics&in=lectures$/);
      const all = await walkLecturePages(page);
      expect(new Set(all).size).toBe(all.length);
      expect(all).toHaveLength(expected);
      for (const href of all) expect(href).toMatch(new RegExp(`^${LECTURES}/\\d+th/physics/`));
      await page.getByRole("link", { name: "All results for “physics”" }).click();
      await expect(page).toHaveURL(/\/search\?q=physics$/);
    });
  });
}

test("class names as the site writes them find that class's lectures", async ({ page }) => {
  for (const [query, classSlug, subject] of [
    ["2nd year physics", "12th", "physics"],
    ["class 10", "10th", null],
    ["9th Class chemistry", "9th", "chemistry"],
    ["1st Year maths", "11th", "mathematics"],
    ["inter physics", null, "physics"],
  ] as const) {
    await page.goto(`/search?${new URLSearchParams({ q: query, in: "lectures" }).toString()}`);
    const expected =
      classSlug === null
        ? lectureCount("11th", subject) + lectureCount("12th", subject)
        : lectureCount(classSlug, subject);
    expect(expected, query).toBeGreaterThan(0);
    await expect(
      page.getByRole("heading", { name: `Lectures (${expected})` }),
      query,
    ).toBeVisible();
    const shown = await hrefs(lecturesRegion(page).getByRole("list"));
    expect(shown.length, query).toBe(Math.min(20, expected));
    const place = new RegExp(`^${LECTURES}/${classSlug ?? "1[12]th"}/${subject ?? "[a-z-]+"}/`);
    for (const href of shown) expect(href, query).toMatch(place);
  }
});

test("a list without a match says so and leads back to all the results", async ({ page }) => {
  await page.goto("/search?q=physics&in=updates");
  await expect(page.getByRole("heading", { name: "No updates match “physics”." })).toBeVisible();
  await page.getByRole("link", { name: "All results for “physics”" }).click();
  await expect(page).toHaveURL(/\/search\?q=physics$/);
  await expect(lecturesRegion(page)).toBeVisible();
});

test("word forms: “newtons” finds Newton's laws", async ({ page }) => {
  await page.goto("/search?q=newtons");
  await expect(
    lecturesRegion(page).getByRole("link", { name: /^Newton's Laws of Motion/ }),
  ).toHaveAttribute("href", `${LECTURES}/9th/physics/3/Dynamics?lecture=2`);
});

test("updates and student jobs are found too", async ({ page }) => {
  await page.goto("/search?q=2nd%20year");
  const jobs = region(page, /^Jobs \(\d+\)$/);
  await expect(jobs.getByRole("heading", { name: "Demo job: Campus ambassador" })).toBeVisible();
  await expect(jobs.getByRole("link", { name: /^Apply Now/ }).first()).toBeVisible();

  await page.goto("/search?q=matric");
  const updates = region(page, /^Updates \(\d+\)$/);
  await expect(
    updates.getByRole("link", { name: /Demo: PEEF scholarships for matric students/ }),
  ).toHaveAttribute("href", /^\/latest\/\d+-demo-peef-scholarships-for-matric-students$/);
  // Matric is 9th and 10th: its lectures are of those classes only.
  for (const href of await hrefs(lecturesRegion(page).getByRole("list"))) {
    expect(href).toMatch(new RegExp(`^${LECTURES}/(9th|10th)/`));
  }
});

test("Urdu queries find lectures by Urdu subject and class names, and Urdu updates", async ({
  page,
}) => {
  const urduLectures = region(page, /^لیکچرز \(\d+\)$/);
  await page.goto(`/ur/search?q=${encodeURIComponent("طبیعیات")}`);
  await expect(
    page.getByRole("heading", { name: `لیکچرز (${lectureCount(null, "physics")})` }),
  ).toBeVisible();

  await page.goto(`/ur/search?${new URLSearchParams({ q: "نویں جماعت کیمیا", in: "lectures" })}`);
  await expect(
    page.getByRole("heading", { name: `لیکچرز (${lectureCount("9th", "chemistry")})` }),
  ).toBeVisible();
  for (const href of await hrefs(urduLectures.getByRole("list"))) {
    expect(href).toMatch(new RegExp(`^/ur${LECTURES}/9th/chemistry/`));
  }

  // Typed with Arabic letters (ه, ي) and another word form: the stored update reads داخلہ کی.
  await page.goto(`/ur/search?q=${encodeURIComponent("داخلے آخري")}`);
  await expect(
    region(page, /^اپ ڈیٹس \(\d+\)$/).getByRole("link", { name: /داخلہ کی آخری تاریخ/ }),
  ).toBeVisible();
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`on a phone, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ viewport: PHONE, javaScriptEnabled });

    test("the search icon puts the cursor in the search box", async ({ page }) => {
      await page.goto("/latest");
      await page.getByRole("banner").getByRole("link", { name: "Search", exact: true }).click();
      await expect(page).toHaveURL(/\/search$/);
      await expect(page.getByRole("main").getByRole("searchbox")).toBeFocused();
      await page.keyboard.type("newtons");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/search\?q=newtons$/);
    });
  });
}
