import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "../support/test";
import { editor, openNewFixtureLecture, useAccount, type Account } from "./support";

/*
 * An editor publishes and deletes; a visitor holds the link (decision 0056). Before the lecture
 * exists its address is a 404 that the page cache does not keep, so it shows once published;
 * once deleted, the lecture's and the update's links say they were removed, with status 404.
 * The mobile run follows the desktop one with its own rows.
 */
test.describe.configure({ mode: "serial" });

const run = () => (test.info().project.name.endsWith("mobile") ? "mobile" : "desktop");
const PUBLISHED_WITHIN_MS = 2000;
const CHAPTER = "/coaching/lectures-quizzes/10th/chemistry/90/Workspace%20Fixture%20Chapter";

let person: Account;

test.beforeAll(async () => {
  person = await editor();
});

async function answer(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  return { status: response.status(), html: await response.text() };
}

test("a lecture's address is a 404 until published, then the lecture, then removed", async ({
  page,
  request,
}) => {
  const lectureNo = run() === "desktop" ? 60 : 61;
  const name = `Removed later (${run()})`;
  const address = `${CHAPTER}?lecture=${lectureNo}`;
  for (let i = 0; i < 2; i += 1) {
    const before = await answer(request, address);
    expect(before.status).toBe(404);
    expect(before.html).toContain("This lecture was not found or was removed.");
  }

  await useAccount(page.context(), person);
  await openNewFixtureLecture(page);
  await page.getByLabel("Lecture number").fill(String(lectureNo));
  await page.getByLabel("Lecture name").fill(name);
  await page.getByLabel("YouTube link or video ID").fill(`rmLater${lectureNo}xx`);
  await page.getByRole("button", { name: "Save lecture" }).click();
  await expect(page.getByText("Saved. It is live on the site.")).toBeVisible();
  await expect
    .poll(
      async () => {
        const published = await answer(request, address);
        return published.status === 200 && published.html.includes(name);
      },
      { timeout: PUBLISHED_WITHIN_MS },
    )
    .toBe(true);

  await page.getByText("Delete this lecture").click();
  await page.getByRole("button", { name: "Yes, delete it" }).click();
  await expect(page).toHaveURL(/\/admin\/lectures\?deleted=1$/);
  await expect
    .poll(async () => (await answer(request, address)).status, { timeout: PUBLISHED_WITHIN_MS })
    .toBe(404);
  const after = await answer(request, address);
  expect(after.html).toContain("This lecture was not found or was removed.");
  expect(after.html).not.toContain(name);
});

test("a deleted update's shared link says it was removed", async ({ page, browser, request }) => {
  const title = `Update removed later ${run()} ${Date.now()}`;
  await useAccount(page.context(), person);
  await page.goto("/admin/updates/new");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Content", { exact: true }).fill("Shared on WhatsApp, then taken down.");
  await page.getByLabel("Link", { exact: true }).fill("https://example.com/removed-later");
  await page.getByLabel("Thumbnail URL").fill("/demo/updates/results.svg");
  await page.getByRole("button", { name: "Save update" }).click();
  await expect(page.getByText("Saved. It is live on the site.")).toBeVisible();
  const shared = (await page
    .getByRole("link", { name: "View it on the site" })
    .getAttribute("href"))!;
  expect(shared).toMatch(/^\/latest\/\d+-update-removed-later-/);
  await expect
    .poll(async () => (await answer(request, shared)).status, { timeout: PUBLISHED_WITHIN_MS })
    .toBe(200);

  await page.getByText("Delete this update").click();
  await page.getByRole("button", { name: "Yes, delete it" }).click();
  await expect(page).toHaveURL(/\/admin\/updates\?deleted=1$/);
  await expect
    .poll(async () => (await answer(request, shared)).status, { timeout: PUBLISHED_WITHIN_MS })
    .toBe(404);

  const visitor = await browser.newPage();
  const response = await visitor.goto(shared);
  expect(response?.status()).toBe(404);
  await expect(visitor).toHaveTitle("Update not found | Parhai");
  await expect(visitor.getByText("This update was not found or was removed.")).toBeVisible();
  await visitor.close();
});
