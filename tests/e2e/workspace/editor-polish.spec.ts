import { expect, test } from "../support/test";
import { admin, editor, logInAs, useAccount, type Account } from "./support";

/*
 * What an editor met in the workspace (issue 30, decisions 0024 and 0025): an admins-only page
 * that said "for editors and admins" and lost the site around it, empty-form messages in code, an
 * audit log with raw field names, UTC times and lower-case kinds, a lecture list with 10th before
 * 9th, no way back and no total, an update dated tomorrow published at once, and the chat button
 * over the forms. Nothing here depends on the other specs' rows.
 */

let person: Account;

test.beforeAll(async () => {
  person = await editor();
});

test.describe("an admins-only page, opened by an editor", () => {
  test.use({ expectedConsoleErrors: [/status of 403/] });

  for (const javaScript of [true, false]) {
    test(`says it is for admins only, inside the whole site (JavaScript ${javaScript ? "on" : "off"})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: javaScript });
      await useAccount(context, person);
      const page = await context.newPage();
      const response = await page.goto("/admin/audit");
      expect(response?.status()).toBe(403);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("You cannot open this page");
      await expect(
        page.getByText("This page is for admins only. Ask an admin if you need something from it."),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: "Back to the workspace" })).toHaveAttribute(
        "href",
        "/admin",
      );
      await expect(page.getByRole("banner").locator('a[href="/latest"]').first()).toBeAttached();
      await expect(
        page.getByRole("contentinfo").locator('a[href="/about-us"]').first(),
      ).toBeAttached();
      expect(await page.getByRole("contentinfo").locator('a[href="/contact-us"]').count()).toBe(2);
      await context.close();
    });
  }
});

test("an empty lecture form names what is missing in words, and no chat button covers it", async ({
  page,
}) => {
  await useAccount(page.context(), person);
  await page.goto("/admin/lectures/new");
  await expect(page.locator("[data-messaging-button]")).toBeHidden();
  await page.getByRole("button", { name: "Save lecture" }).click();
  await expect(page.getByLabel("Class", { exact: true })).toHaveAccessibleDescription(
    "Class is required.",
  );
  await expect(page.getByLabel("Subject", { exact: true })).toHaveAccessibleDescription(
    "Subject is required.",
  );
  await expect(page.getByLabel("YouTube link or video ID")).toHaveAccessibleDescription(
    /^YouTube link or video ID is missing: give a YouTube link, or a self-hosted video URL instead\. /,
  );
  await expect(page.getByRole("main")).not.toContainText('""');
  await expect(page.getByRole("main")).not.toContainText("(youtubeId)");

  await page.goto("/");
  await expect(page.locator("[data-messaging-button]")).toBeVisible();
});

test("an update dated tomorrow is refused at its posted-on field", async ({ page }) => {
  await useAccount(page.context(), person);
  await page.goto("/admin/updates/new");
  await page
    .getByLabel("Title", { exact: true })
    .fill(`Tomorrow's news ${test.info().project.name}`);
  await page.getByLabel("Content", { exact: true }).fill("Not yet.");
  await page.getByLabel("Link", { exact: true }).fill("https://example.com/tomorrow");
  await page.getByLabel("Thumbnail URL").fill("/demo/updates/results.svg");
  const tomorrow = new Date(Date.now() + 5 * 3_600_000 + 86_400_000).toISOString().slice(0, 16);
  const postedAt = page.getByLabel("Posted on");
  await postedAt.fill(tomorrow);
  await page.getByRole("button", { name: "Save update" }).click();
  await expect(postedAt).toHaveAttribute("aria-invalid", "true");
  await expect(postedAt).toHaveAccessibleDescription(/Posted on is in the future\./);
});

test("the lecture list starts with 9th, says how many, and pages back", async ({ page }) => {
  await useAccount(page.context(), person);
  await page.goto("/admin/lectures");
  const rows = page.getByRole("main").getByRole("listitem").filter({ hasText: " · " });
  await expect(rows.first().locator("p")).toHaveText(/^9th Class · /);
  await expect(page.getByText(/^\d[\d,]* lectures in all$/)).toBeVisible();
  const first = await rows.allInnerTexts();
  const pages = page.getByRole("navigation", { name: "Pages" });
  await expect(pages.getByRole("link", { name: "Previous page" })).toHaveCount(0);
  await pages.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/after=/);
  await expect(rows.first()).not.toHaveText(first[0]!);
  await pages.getByRole("link", { name: "Previous page" }).click();
  await expect(page).toHaveURL(/before=/);
  await expect.poll(() => rows.allInnerTexts()).toEqual(first);
});

test("the audit log reads as people write: field names, Pakistan time, capitalised kinds, the address apart", async ({
  page,
}) => {
  await logInAs(page, (await admin()).email, "/admin/audit");
  const kinds = page.getByRole("combobox", { name: "Kind" });
  await expect(kinds.getByRole("option", { name: "Lecture", exact: true })).toBeAttached();
  await expect(kinds.getByRole("option", { name: "Account", exact: true })).toBeAttached();
  const entries = page.getByTestId("audit-entry");
  await expect(entries.first()).toBeVisible();
  for (const text of await entries.allInnerTexts()) {
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    expect(text).not.toMatch(/\b(classSlug|chapterNo|quickQuizUrl|youtubeId|postedAt)\b/);
  }
  // The editor was made one by the admin: the entry names the admin by name and, apart, address.
  await kinds.selectOption("user");
  await page.getByRole("button", { name: "Show" }).click();
  const promotion = entries.filter({ hasText: person.email }).first();
  await expect(promotion).toContainText("Changed the role of account");
  await expect(promotion.getByTestId("audit-actor-email")).toHaveText((await admin()).email);
});
