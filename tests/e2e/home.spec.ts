import { expect, test } from "@playwright/test";
import feed from "../../content/demo/feed.json" with { type: "json" };

test("the home page shows the newest update from the database", async ({ page }) => {
  const newest = [...feed.updates].sort((a, b) => b.postedAt.localeCompare(a.postedAt))[0];
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Latest from Parhai" })).toBeVisible();
  await expect(page.getByText(newest!.title)).toBeVisible();
});
