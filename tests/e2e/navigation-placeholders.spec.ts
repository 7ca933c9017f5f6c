import { expect, test } from "./support/test";
import { type APIRequestContext } from "@playwright/test";
import { installFakeYouTube } from "./support/fake-youtube";
import { waitForHydration } from "./support/hydration";
import { INDEX_NUMBERS, LECTURES } from "./support/lectures";

/*
 * Issue 22: the spec's placeholders (six chapter cards, five lecture rows) come only with the
 * app's router, as the fallback the screen's data streams in behind; a document has its content
 * in place (no-script.spec.ts checks every screen in the browser).
 */
const CHAPTERS = `${LECTURES}/12th/statistics`;

/** How many placeholders of a kind the answer holds, fetched as a document or by the router. */
async function placeholders(
  request: APIRequestContext,
  path: string,
  as: "document" | "router",
  kind: string,
): Promise<number> {
  const headers: Record<string, string> =
    as === "router" ? { rsc: "1", "sec-fetch-dest": "empty" } : { "sec-fetch-dest": "document" };
  const response = await request.get(path, { headers });
  expect(response.status()).toBe(200);
  const text = await response.text();
  const pattern = as === "router" ? `"data-placeholder":"${kind}"` : `data-placeholder="${kind}"`;
  return text.split(pattern).length - 1;
}

test(
  "the router's fetch of a chapter list streams behind six placeholder cards",
  { tag: "@http" },
  async ({ request }) => {
    expect(await placeholders(request, CHAPTERS, "router", "chapter")).toBe(6);
    expect(await placeholders(request, CHAPTERS, "document", "chapter")).toBe(0);
  },
);

test(
  "the router's fetch of a chapter streams behind five placeholder rows",
  { tag: "@http" },
  async ({ request }) => {
    expect(await placeholders(request, INDEX_NUMBERS, "router", "lecture")).toBe(5);
    expect(await placeholders(request, INDEX_NUMBERS, "document", "lecture")).toBe(0);
  },
);

test("clicking through to a chapter list and a chapter ends on their content", async ({ page }) => {
  await installFakeYouTube(page);
  await page.goto(`${LECTURES}/12th`);
  await waitForHydration(page);
  await page.getByRole("link", { name: /^Statistics/ }).click();
  await expect(page.getByRole("link", { name: /^Chapter 2 Measures of Dispersion/ })).toBeVisible();
  await expect(page.locator("[data-placeholder]")).toHaveCount(0);
  await page.getByRole("link", { name: /^Chapter 1 Index Numbers/ }).click();
  await expect(page).toHaveURL(INDEX_NUMBERS);
  await expect(
    page.getByRole("heading", { name: "Lecture 1: What an Index Number Measures" }),
  ).toBeVisible();
  await expect(page.locator("[data-placeholder]")).toHaveCount(0);
});
