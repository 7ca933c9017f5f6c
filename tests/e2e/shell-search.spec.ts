import { expect, test } from "./support/test";
import lectures from "../../content/demo/lectures.json" with { type: "json" };
import fixture from "./fixtures/shell.json" with { type: "json" };

const first = lectures.lectures[0]!;
const urduUpdate = fixture.updates[0]!;

test("search finds lectures and links to the lecture player", async ({ page }) => {
  await page.goto(`/search?q=${encodeURIComponent(first.lectureName)}`);
  const lecturesSection = page.getByRole("region", { name: /^Lectures \(\d+\)$/ });
  const link = lecturesSection.getByRole("link", { name: new RegExp(`^${first.lectureName}`) });
  await expect(link.first()).toHaveAttribute(
    "href",
    `/coaching/lectures-quizzes/${first.class}/${first.subject}/${first.chapterNo}/${encodeURIComponent(first.chapterName)}?lecture=${first.lectureNo}`,
  );
});

test("search finds updates in English and Urdu and links to the update's page", async ({
  page,
}) => {
  for (const query of ["zephyrquill", "داخلہ آخری"]) {
    await page.goto(`/search?q=${encodeURIComponent(query)}`);
    const updates = page.getByRole("region", { name: /^Updates \(\d+\)$/ });
    const link = updates.getByRole("link", { name: new RegExp(urduUpdate.title) });
    await expect(link).toHaveAttribute("href", /^\/latest\/\d+(-[a-z0-9-]+)?$/);
  }
});

test("a search with no match shows the empty state", async ({ page }) => {
  await page.goto("/search?q=qwxzvbn");
  await expect(page.getByRole("heading", { name: "No results for “qwxzvbn”" })).toBeVisible();
});

test("the search page asks for words when there is no query", async ({ page }) => {
  await page.goto("/search");
  await expect(page.getByText("Type a word to search lectures")).toBeVisible();
  const box = page.getByRole("main").getByRole("searchbox");
  await box.fill("chemistry");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=chemistry$/);
  await expect(page.getByRole("region", { name: /^Lectures \(\d+\)$/ })).toBeVisible();
});

test("any input is safe: long, quoted, SQL-looking", { tag: "@http" }, async ({ request }) => {
  for (const query of ["x".repeat(2500), `"'\\`, "'; DROP TABLE lectures; --", "%_%"]) {
    const response = await request.get(`/search?q=${encodeURIComponent(query)}`);
    expect(response.status(), query.slice(0, 20)).toBe(200);
    expect(await response.text()).toContain("No results for");
  }
  const again = await request.get(`/search?q=${encodeURIComponent(first.lectureName)}`);
  expect(await again.text()).toContain(first.lectureName);
});
