import { expect, test } from "./support/test";
import { type Page } from "@playwright/test";
import { allUpdates, updatesPage } from "./support/content";

const updatesColumn = (page: Page) => page.getByRole("region", { name: "Latest Updates" });
const cardTitles = (page: Page) => updatesColumn(page).getByRole("article").getByRole("heading");
const older = (page: Page) => page.getByRole("link", { name: "Older updates" });
const newer = (page: Page) => page.getByRole("link", { name: "Newer updates" });

const pageCount = Math.ceil(allUpdates.length / 20);

/** Forward with "Older updates" to the last page, then back with "Newer updates" to the first. */
async function pageThrough(page: Page, tag: string | null): Promise<void> {
  const count =
    tag === null
      ? pageCount
      : Math.ceil(allUpdates.filter((u) => u.tags.includes(tag)).length / 20);
  expect(count).toBeGreaterThan(1);
  const titles = (index: number) => updatesPage(index, tag).map((update) => update.title);
  await expect(cardTitles(page)).toHaveText(titles(0));
  await expect(newer(page)).toHaveCount(0);
  for (let index = 1; index < count; index += 1) {
    await expect(older(page)).toHaveAttribute("rel", "next");
    await older(page).click();
    await expect(page).toHaveURL(/[?&]before=-?\d+-\d+$/);
    if (tag) expect(new URL(page.url()).searchParams.get("tag")).toBe(tag);
    await expect(cardTitles(page)).toHaveText(titles(index));
    await expect(newer(page)).toHaveAttribute("rel", "prev");
  }
  await expect(older(page)).toHaveCount(0);
  for (let index = count - 2; index >= 0; index -= 1) {
    await newer(page).click();
    await expect(cardTitles(page)).toHaveText(titles(index));
    if (tag) expect(new URL(page.url()).searchParams.get("tag")).toBe(tag);
  }
  // Back at the newest page, whose one URL has no cursor.
  const first = new URL(page.url());
  expect(first.pathname).toBe("/latest");
  expect([...first.searchParams.keys()]).toEqual(tag ? ["tag"] : []);
  await expect(newer(page)).toHaveCount(0);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("pages forward and back through every update", async ({ page }) => {
      await page.goto("/latest");
      await pageThrough(page, null);
    });

    test("keeps the tag on every page", async ({ page }) => {
      await page.goto("/latest?tag=Archive");
      await pageThrough(page, "Archive");
    });
  });
}

test("a stale cursor shows a way back to the newest updates, never an error", async ({ page }) => {
  for (const query of ["before=1-1", "after=1-1&before=1-1"]) {
    const response = await page.goto(`/latest?${query}`);
    expect(response?.status(), query).toBe(200);
    await expect(updatesColumn(page).getByRole("status")).toHaveText(
      "There are no more updates on this page.",
    );
  }
  await updatesColumn(page).getByRole("link", { name: "Show the newest updates" }).click();
  await expect(cardTitles(page)).toHaveText(updatesPage(0).map((update) => update.title));
});

test("a mistyped cursor names nothing: the newest updates, from the plain feed's kept page", async ({
  page,
}) => {
  // Decision 0057: a value that names nothing is dropped, so the canonical entry answers.
  const response = await page.goto("/latest?before=garbage");
  expect(response?.status()).toBe(200);
  expect(await response?.headerValue("x-page-cache")).not.toBe("BYPASS");
  await expect(cardTitles(page)).toHaveText(updatesPage(0).map((update) => update.title));
});

test("a newer cursor that reaches the newest updates redirects to the plain feed", async ({
  page,
}) => {
  await page.goto("/latest");
  await older(page).click();
  const href = await newer(page).getAttribute("href");
  expect(href).toBe("/latest");
  const cursor = new URL(page.url()).searchParams.get("before");
  await page.goto(`/latest?after=${cursor}`);
  await expect(page).toHaveURL("/latest");
});
