import { expect, test } from "./support/test";
import { registerStudent, userMenu } from "./support/auth";
import { INDEX_NUMBERS, LECTURES } from "./support/lectures";
import { everythingKept, keptPages, visit } from "./support/offline";

// The other specs block service workers (playwright.config.ts); these are about it.
test.use({ serviceWorkers: "allow" });

const CHAPTERS = `${LECTURES}/12th/statistics`;
const CHAPTERS_HEADING = "Chapters for Statistics (12th Grade)";
const PLAYER_HEADING = "Lecture 1: What an Index Number Measures";
const NOTICE = "You are offline. The pages you opened before still work.";
const PAPERS = "/coaching/past-papers/9th/physics";
const PAPER_TITLE = "Demo: Physics 9th BISE Lahore 2024 Objective";

test("pages opened before show offline, others show the offline page, online is fresh", async ({
  page,
}) => {
  await visit(page, CHAPTERS);
  await visit(page, INDEX_NUMBERS);

  await page.context().setOffline(true);
  const offlineReload = await page.reload();
  expect(offlineReload?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: PLAYER_HEADING })).toBeVisible();
  await expect(page.getByText(NOTICE)).toBeVisible();

  // The chapter list is the copy kept when it was opened.
  const kept = await page.goto(CHAPTERS);
  const keptId = kept?.headers()["x-request-id"];
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(CHAPTERS_HEADING);

  // A page never opened: the offline page, with links to the kept ones, newest first.
  await page.goto("/latest");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
  const list = page.locator("[data-offline-list] a");
  await expect(list).toHaveCount(2);
  await expect(list.first()).toHaveAttribute("href", INDEX_NUMBERS);
  await expect(list.nth(1)).toHaveAttribute("href", CHAPTERS);
  await expect(list.nth(1)).toContainText("Statistics");
  await list.nth(1).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(CHAPTERS_HEADING);

  // Back online: from the network again, a new render, no notice.
  await page.context().setOffline(false);
  const fresh = await page.reload();
  expect(keptId).toBeDefined();
  expect(fresh?.headers()["x-request-id"]).not.toBe(keptId);
  await expect(page.getByText(NOTICE)).toHaveCount(0);
  await page.goto("/latest");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("You are offline");
});

test("offline in Urdu: the kept Urdu page shows, a page never opened shows the Urdu offline page", async ({
  page,
}) => {
  await visit(page, `/ur${CHAPTERS}`);
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("شماریات");
  await expect(page.getByText("آپ آف لائن ہیں۔")).toBeVisible();

  await page.goto("/ur/latest");
  await expect(page.locator("html")).toHaveAttribute("lang", "ur");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("آپ آف لائن ہیں");
  await expect(page.locator("[data-offline-list] a")).toHaveAttribute("href", `/ur${CHAPTERS}`);

  // An English page never opened still gets the English one.
  await page.goto("/latest");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
  await page.context().setOffline(false);
});

test("a page seen signed in is kept only as everyone sees it: nothing of the student stays", async ({
  page,
}) => {
  // The first page registers the worker, which keeps what any visitor sees of it.
  await visit(page, CHAPTERS);
  const student = await registerStudent(page, { next: INDEX_NUMBERS });
  await expect(userMenu(page)).toContainText(student.name);
  await page.goto(CHAPTERS);
  await expect(userMenu(page)).toContainText(student.name);
  await page.goto(INDEX_NUMBERS);
  await expect(userMenu(page)).toContainText(student.name);

  // The player was the shared page (decision 0029), the student's parts came from /api/me: kept,
  // and whatever the worker keeps, nothing of the student is in it.
  await expect.poll(() => keptPages(page)).toContain(decodeURI(INDEX_NUMBERS));
  const bodies = await everythingKept(page);
  expect(bodies).toContain(CHAPTERS_HEADING);
  expect(bodies).toContain(PLAYER_HEADING);
  expect(bodies).not.toContain(student.name);
  expect(bodies).not.toContain(student.email);

  // The student leaves; the next visitor, offline, sees no trace of them.
  await page.context().clearCookies();
  await page.context().setOffline(true);
  await page.goto(CHAPTERS);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(CHAPTERS_HEADING);
  await expect(userMenu(page)).not.toContainText(student.name);
  await page.goto(INDEX_NUMBERS);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Chapter 1: Index Numbers – Laspeyres / Paasche",
  );
  await expect(userMenu(page)).not.toContainText(student.name);
  await page.context().setOffline(false);
});

test("a library document saved for offline reads without a connection, is listed and removed", async ({
  page,
  request,
}) => {
  await visit(page, PAPERS);
  await page.getByRole("link", { name: /BISE Lahore 2024 Objective/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(PAPER_TITLE);
  const path = new URL(page.url()).pathname;
  await page.getByRole("button", { name: "Save for offline" }).click();
  await expect(page.getByText("Saved on this device")).toBeVisible();
  // What visiting kept of it goes (the page, its images): only the saved copy can show it now.
  await page.evaluate(async () => {
    await caches.delete("parhai-pages-1");
    const files = await caches.open("parhai-static-1");
    for (const request of await files.keys())
      if (request.url.includes("/media/library/")) await files.delete(request);
  });

  await page.context().setOffline(true);
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(PAPER_TITLE);
  const first = page.getByRole("img", { name: "Page 1 of 1" });
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(720);
  await page.goto("/offline");
  const saved = page.locator("[data-offline-saved] li");
  await expect(saved.getByRole("link", { name: PAPER_TITLE, exact: false })).toHaveAttribute(
    "href",
    path,
  );
  await saved.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText("None yet. Open a document in the library")).toBeVisible();
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
  await page.context().setOffline(false);

  // Save-Data: the smaller page images.
  const lite = await request.get(path, { headers: { "Save-Data": "on" } });
  const src = /src="([^"]+-lite\.webp)"/.exec(await lite.text())?.[1];
  expect(src).toBeDefined();
  const [small, phone] = await Promise.all([
    request.get(src!),
    request.get(src!.replace("-lite", "-phone")),
  ]);
  expect(small.headers()["content-type"]).toBe("image/webp");
  expect((await small.body()).length).toBeLessThan((await phone.body()).length);
});

test("the worker's script is served with the site's headers and installs", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const url = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? null;
  });
  expect(url).toMatch(/\/sw\.js\?build=[\w-]+$/);
  const script = await request.get(url ?? "/sw.js");
  expect(script.status()).toBe(200);
  expect(script.headers()["content-type"]).toMatch(/javascript/);
  const scriptSources = /script-src ([^;]*)/.exec(
    script.headers()["content-security-policy"] ?? "",
  );
  expect(scriptSources?.[1]).toMatch(/^'self' /);
  expect(scriptSources?.[1]).not.toMatch(/unsafe/);
  expect(script.headers()["x-content-type-options"]).toBe("nosniff");
});

test("the app can be installed: a valid manifest, linked, with its icons", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const response = await request.get(href ?? "");
  expect(response.headers()["content-type"]).toMatch(/application\/manifest\+json/);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: "Parhai: lectures, quizzes and notes",
    short_name: "Parhai",
    start_url: "/",
    display: "standalone",
    theme_color: "#065f46",
    background_color: "#ffffff",
  });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.headers()["content-type"]).toBe("image/png");
    const png = await file.body();
    // A PNG's width and height are the two 32-bit numbers at bytes 16 and 20.
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
  }
});
