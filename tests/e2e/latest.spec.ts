import { expect, test } from "./support/test";
import { type Page } from "@playwright/test";
import fixtures from "./fixtures/e2e-content.json" with { type: "json" };
import { allCoaching, allFeatured, allJobs, allUpdates, updatesPage } from "./support/content";

const distinctTags = [...new Set(allUpdates.flatMap((update) => update.tags))].sort();
const xssUpdate = fixtures.updates[0]!;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const filterBar = (page: Page) => page.getByRole("navigation", { name: "Filter updates by tag" });
const updatesColumn = (page: Page) => page.getByRole("region", { name: "Latest Updates" });
const updateCards = (page: Page) => updatesColumn(page).getByRole("article");

async function expectShowingTag(page: Page, tag: string) {
  const expected = updatesPage(0, tag);
  await expect(page).toHaveURL(`/latest?tag=${encodeURIComponent(tag).replace(/%20/g, "+")}`);
  await expect(filterBar(page).getByRole("link", { name: tag, exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(filterBar(page).locator("[aria-current]")).toHaveCount(1);
  await expect(updatesColumn(page)).toContainText(`Showing updates tagged “${tag}”.`);
  await expect(updateCards(page).getByRole("heading")).toHaveText(expected.map((u) => u.title));
}

async function expectShowingAll(page: Page) {
  await expect(filterBar(page).getByRole("link", { name: "All", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(updateCards(page).getByRole("heading")).toHaveText(
    updatesPage(0).map((u) => u.title),
  );
}

test("shows the newest 20 updates, with date, Read More and tag chips", async ({ page }) => {
  await page.goto("/latest");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(filterBar(page).getByRole("link")).toHaveText(["All", ...distinctTags]);
  await expectShowingAll(page);

  const newest = allUpdates[0]!;
  const card = updateCards(page).first();
  await expect(card).toHaveAttribute("id", /^update-\d+$/);
  await expect(card.getByRole("heading").getByRole("link")).toHaveAttribute(
    "href",
    /^\/latest\/\d+-demo-ssc-supplementary-results-announced$/,
  );
  await expect(card).toContainText(newest.content);
  const posted = card.locator("time");
  await expect(posted).toHaveText("22 Nov 2026");
  await expect(posted).toHaveAttribute("dateTime", "2026-11-22");
  await expect(card).toContainText("Posted on 22 Nov 2026");
  const readMore = card.getByRole("link", { name: /^Read More/ });
  await expect(readMore).toHaveAttribute("href", newest.link);
  await expect(readMore).toHaveAttribute("target", "_blank");
  await expect(readMore).toHaveAttribute("rel", "noopener noreferrer");
  await expect(readMore).toHaveAccessibleName(
    `Read More about ${newest.title} (opens in a new tab)`,
  );
  await expect(card.getByRole("list", { name: "Tags" }).getByRole("link")).toHaveText(newest.tags);
  // Only the first thumbnail loads at once; the rest wait until they are scrolled near.
  const thumbnails = updatesColumn(page).locator("img");
  await expect(thumbnails.first()).toHaveAttribute("loading", "eager");
  await expect(thumbnails.nth(1)).toHaveAttribute("loading", "lazy");
  await expect(thumbnails.first()).toHaveAttribute("width", "320");
});

test("filters by tag with JavaScript, keeping the tag in the URL", async ({ page }) => {
  await page.goto("/latest");
  await filterBar(page).getByRole("link", { name: "Entry Tests", exact: true }).click();
  await expectShowingTag(page, "Entry Tests");
  await page.reload();
  await expectShowingTag(page, "Entry Tests");
  await filterBar(page).getByRole("link", { name: "All", exact: true }).click();
  await expect(page).toHaveURL("/latest");
  await expectShowingAll(page);
});

test("a tag chip on a card filters by that tag", async ({ page }) => {
  await page.goto("/latest");
  await updateCards(page)
    .filter({ hasText: "Demo: PEEF scholarships for matric students" })
    .getByRole("link", { name: "Scholarships", exact: true })
    .click();
  await expectShowingTag(page, "Scholarships");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter bar and tag chips are plain links that filter", async ({ page }) => {
    await page.goto("/latest");
    await expectShowingAll(page);
    await filterBar(page).getByRole("link", { name: "Results", exact: true }).click();
    await expectShowingTag(page, "Results");
    await updateCards(page)
      .filter({ hasText: "Demo: MDCAT results announced" })
      .getByRole("link", { name: "Entry Tests", exact: true })
      .click();
    await expectShowingTag(page, "Entry Tests");
  });
});

test("a tag no update has, or a garbage tag, shows the empty message", async ({ page }) => {
  // Raw query values: unknown, over-long, a NUL byte, markup.
  const values = [
    "No+Such+Tag",
    "x".repeat(500),
    "No%00Such",
    encodeURIComponent("<b>Results</b>"),
  ];
  for (const value of values) {
    const response = await page.goto(`/latest?tag=${value}`);
    expect(response?.status()).toBe(200);
    await expect(updatesColumn(page).getByText("No updates found for this tag.")).toBeVisible();
    await expect(updateCards(page)).toHaveCount(0);
    await expect(filterBar(page).getByRole("link")).toHaveCount(distinctTags.length + 1);
  }
  await updatesColumn(page).getByRole("link", { name: "Show all updates" }).click();
  await expectShowingAll(page);
});

test("control characters in a tag read as spaces, as the edge keys the page (0059)", async ({
  page,
}) => {
  const response = await page.goto("/latest?tag=Results%00");
  expect(response?.status()).toBe(200);
  await expect(updatesColumn(page)).toContainText("Showing updates tagged “Results”.");
  await expect(updateCards(page).getByRole("heading")).toHaveText(
    updatesPage(0, "Results").map((u) => u.title),
  );
});

test("an update whose content holds a script tag shows it as text and runs nothing", async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`/latest?tag=${encodeURIComponent(xssUpdate.tags[0]!)}`);
  const card = updateCards(page).filter({ hasText: xssUpdate.title });
  await expect(card.getByText(xssUpdate.content, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(card.locator("script")).toHaveCount(0);
  await expect(page.locator("img[src='x']")).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test("student jobs: the newest 10, then all of them on the jobs page", async ({ page }) => {
  await page.goto("/latest");
  const jobs = page.getByRole("region", { name: "Student Jobs" });
  const items = jobs.getByRole("listitem");
  await expect(items.getByRole("heading")).toHaveText(allJobs.slice(0, 10).map((j) => j.title));
  const newest = items.first();
  await expect(newest.getByRole("link", { name: /^Apply Now/ })).toHaveAccessibleName(
    `Apply Now for ${allJobs[0]!.title} (opens in a new tab)`,
  );
  await jobs.getByRole("link", { name: "All jobs" }).click();
  await expect(page).toHaveURL("/latest/jobs");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Student Jobs");
  const all = page.getByRole("main").getByRole("listitem");
  await expect(all.getByRole("heading")).toHaveText(allJobs.map((job) => job.title));
  for (const [index, job] of allJobs.entries()) {
    const item = all.nth(index);
    await expect(item).toContainText(job.description ?? "Job description coming soon.");
    await expect(item.getByRole("link", { name: /^Apply Now/ })).toHaveAttribute("href", job.link);
  }
});

test("Featured and Coaching: at most 10 each, then their own pages", async ({ page }) => {
  for (const [name, entries, linkName, path] of [
    ["Featured", allFeatured, "All featured", "/latest/featured"],
    ["Coaching", allCoaching, "All coaching offers", "/latest/coaching"],
  ] as const) {
    await page.goto("/latest");
    const column = page.getByRole("region", { name, exact: true });
    // An outside link's title ends with "(opens in a new tab)" for screen readers.
    await expect(column.getByRole("heading", { level: 3 })).toHaveText(
      entries.slice(0, 10).map((entry) => new RegExp(`^${escapeRegExp(entry.title)}`)),
    );
    await column.getByRole("link", { name: linkName }).click();
    await expect(page).toHaveURL(path);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2 })).toHaveText(
      entries.map((entry) => new RegExp(`^${escapeRegExp(entry.title)}`)),
    );
    for (const entry of entries) {
      const link = main.getByRole("link", { name: entry.title });
      await expect(link).toHaveAttribute("href", entry.link);
      // Pages of this site stay in the tab; other sites open in a new one, without an opener.
      if (entry.link.startsWith("/")) await expect(link).not.toHaveAttribute("target", /.*/);
      else await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      if (entry.description) await expect(main).toContainText(entry.description);
    }
  }
});

test("columns: Featured, updates, jobs side by side on wide screens; updates first on phones", async ({
  page,
}) => {
  await page.goto("/latest");
  const box = async (name: string) =>
    (await page.getByRole("region", { name, exact: true }).boundingBox())!;
  const [featured, updates, jobs, coaching] = await Promise.all(
    ["Featured", "Latest Updates", "Student Jobs", "Coaching"].map(box),
  );
  if (page.viewportSize()!.width >= 1024) {
    expect(featured!.x).toBeLessThan(updates!.x);
    expect(updates!.x).toBeLessThan(jobs!.x);
    expect(Math.abs(featured!.y - jobs!.y)).toBeLessThan(40);
  } else {
    expect(updates!.y).toBeLessThan(jobs!.y);
    expect(jobs!.y).toBeLessThan(featured!.y);
  }
  expect(featured!.y).toBeLessThan(coaching!.y);
});
