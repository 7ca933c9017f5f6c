import { expect, test } from "@playwright/test";
import { allUpdates } from "./support/content";

test("the home page shows the newest update from the database", async ({ page }) => {
  const newest = allUpdates[0];
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Latest from Parhai" })).toBeVisible();
  await expect(page.getByText(newest!.title)).toBeVisible();
});
