import { expect, test } from "./support/test";
import { allUpdates } from "./support/content";

test("the home page shows the newest update from the database", async ({ page }) => {
  const newest = allUpdates[0];
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Latest from Parhai" })).toBeVisible();
  await expect(page.getByText(newest!.title)).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the newest update still shows on the home page", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByText(allUpdates[0]!.title)).toBeVisible();
  });
});
