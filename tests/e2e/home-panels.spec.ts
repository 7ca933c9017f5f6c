import { expect, test } from "./support/test";

// Spec section 2 ("/ Home"): nine classes, five cards each, with these placeholder counts. 9th
// to 12th go by the one name the site gives each (decision 0041), as the banner above names them.
const classes = [
  ["9th", "9th Class"],
  ["10th", "10th Class"],
  ["11th", "1st Year"],
  ["12th", "2nd Year"],
  ["o-level", "O Level"],
  ["a-level", "A Level"],
  ["adp", "ADP"],
  ["ads", "ADS"],
  ["bs-all", "BS All"],
] as const;
const cards = [
  ["lectures-quizzes", "Lectures & Quizzes", "125 video lectures"],
  ["books", "Books", "45 books"],
  ["notes", "Notes", "200+ notes"],
  ["paper-scheme", "Paper Scheme", "8 patterns"],
  ["past-papers", "Past Papers", "50+ papers"],
] as const;
// Where the library has documents (its demo ones, decision 0076) a card counts them instead.
const realCounts: Record<string, string> = {
  "9th|past-papers": "5 papers",
  "9th|paper-scheme": "1 scheme",
  "9th|notes": "2 notes",
  "10th|past-papers": "2 papers",
  "10th|paper-scheme": "2 schemes",
};

test("nine class panels each link their five resources with the spec's counts", async ({
  page,
}) => {
  await page.goto("/");
  const resources = page.getByRole("region", { name: "Study resources for your class" });
  await expect(resources.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(resources.getByRole("link")).toHaveCount(45);
  await expect(resources.getByRole("heading", { level: 2 })).toHaveText(
    classes.map(([, label]) => label),
  );
  for (const [slug, className] of classes) {
    const panel = resources.getByRole("region", { name: className, exact: true });
    const links = panel.getByRole("link");
    await expect(links).toHaveCount(5);
    for (const [index, [category, title, placeholder]] of cards.entries()) {
      const link = links.nth(index);
      const count = realCounts[`${slug}|${category}`] ?? placeholder;
      await expect(link).toHaveAttribute("href", `/coaching/${category}/${slug}`);
      await expect(link).toContainText(title);
      await expect(link).toContainText(count);
      await expect(link).toBeVisible();
      // Screen readers hear which class a card belongs to.
      await expect(link).toHaveAccessibleName(new RegExp(`^${className}: ${title}`));
    }
  }
});

test("a resource card opens its class page", async ({ page }) => {
  await page.goto("/");
  await page
    .getByRole("region", { name: "A Level", exact: true })
    .getByRole("link", { name: /Past Papers/ })
    .click();
  await expect(page).toHaveURL(/\/coaching\/past-papers\/a-level$/);
});
