import sharp from "sharp";
import { expect, test } from "../support/test";
import { installFakeYouTube } from "../support/fake-youtube";
import { playVideo } from "../support/lectures";
import { admin, logInAs, sections, student, useAccount, type Account } from "./support";
import { firstUpdateTitle, jobsOnLatest, publicChapters } from "./public-pages";

/*
 * The workspace's day, as the issue tells it: an admin makes a student an editor; the editor posts
 * an update with a picture and a new tag, fixes a lecture's video, deletes a job and bulk-uploads
 * lectures; the admin reads all of it in the audit log. Each step builds on the one before, so
 * the steps run in order; the mobile run follows the desktop one (playwright.config.ts).
 */
test.describe.configure({ mode: "serial" });

const run = () => (test.info().project.name.endsWith("mobile") ? "mobile" : "desktop");
/** Published changes show on every public page within this long (issue 14). */
const PUBLISHED_WITHIN_MS = 2000;

let editor: Account;
let updateTitle: string;
let newVideoId: string;

test("an admin promotes a student to editor", async ({ page }) => {
  const person = await student(`Story Editor ${run()}`);
  await admin();
  await logInAs(page, (await admin()).email, "/admin");
  await sections(page).getByRole("link", { name: "People and roles" }).click();
  const main = page.getByRole("main");
  await main.getByRole("searchbox", { name: "Search", exact: true }).fill(person.email);
  await main.getByRole("button", { name: "Search", exact: true }).click();
  const row = main.getByRole("listitem").filter({ hasText: person.email });
  await row.getByRole("combobox", { name: `Role: ${person.email}` }).selectOption("editor");
  await row.getByRole("button", { name: "Save role" }).click();
  await expect(row.getByRole("status")).toHaveText("Now an editor.");
  editor = person;
});

test("the editor posts an update with an uploaded picture and a new tag; it leads /latest within 2 s", async ({
  page,
  browser,
  request,
}) => {
  // /latest is in the page cache before the change: the change must empty it.
  await request.get("/latest");
  expect((await request.get("/latest")).headers()["x-page-cache"]).toBe("HIT");

  await useAccount(page.context(), editor);
  await page.goto("/admin/updates/new");
  updateTitle = `Board results announced ${run()} ${Date.now()}`;
  const tag = `Board News ${run()}`;
  const picture = await sharp({
    create: { width: 1600, height: 900, channels: 3, background: "#0f766e" },
  })
    .jpeg()
    .toBuffer();
  await page.getByLabel("Title", { exact: true }).fill(updateTitle);
  await page.getByLabel("Content", { exact: true }).fill("Results of the annual exams are out.");
  await page.getByLabel("Link", { exact: true }).fill("https://example.com/board-results");
  await page
    .getByLabel("Upload a picture")
    .setInputFiles({ name: "results.jpg", mimeType: "image/jpeg", buffer: picture });
  await expect(page.getByRole("img", { name: "The thumbnail as it will show" })).toBeVisible();
  await page.getByLabel("New tags").fill(tag);
  await page.getByRole("button", { name: "Save update" }).click();
  await expect(page.getByText("Saved. It is live on the site.")).toBeVisible();
  const savedAt = Date.now();

  await expect
    .poll(() => firstUpdateTitle(request), { timeout: PUBLISHED_WITHIN_MS, intervals: [100] })
    .toBe(updateTitle);
  expect(Date.now() - savedAt).toBeLessThan(PUBLISHED_WITHIN_MS);

  const visitor = await browser.newPage();
  await visitor.goto("/latest");
  const first = visitor
    .getByRole("region", { name: "Latest Updates" })
    .getByRole("article")
    .first();
  await expect(first.getByRole("heading")).toHaveText(updateTitle);
  await expect(
    visitor.getByRole("navigation", { name: "Filter updates by tag" }).getByRole("link", {
      name: tag,
      exact: true,
    }),
  ).toBeVisible();
  // The picture is the re-encoded WebP, at most 800 px wide, kept by browsers for a year.
  const src = await first.locator("img").getAttribute("src");
  expect(src).toMatch(/^\/media\/[0-9a-f]{32}\.webp$/);
  const media = await request.get(src!);
  expect(media.headers()["content-type"]).toBe("image/webp");
  expect(media.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect((await sharp(await media.body()).metadata()).width).toBe(800);
  await visitor.close();
});

test("the editor changes a lecture's YouTube link (youtu.be) and the player plays the new video", async ({
  page,
  browser,
}) => {
  newVideoId = run() === "desktop" ? "wsDesktop01" : "wsMobile001";
  await useAccount(page.context(), editor);
  // The form previews YouTube's still: a stand-in, so nothing leaves the machine.
  const still = await sharp({
    create: { width: 320, height: 180, channels: 3, background: "#334155" },
  })
    .jpeg()
    .toBuffer();
  await page.route("https://i.ytimg.com/**", (route) =>
    route.fulfill({ contentType: "image/jpeg", body: still }),
  );
  await page.goto("/admin/lectures?q=fixture");
  await page.getByRole("link", { name: "Fixture lecture on YouTube" }).click();
  const youtube = page.getByLabel("YouTube link or video ID");
  await youtube.fill(`https://youtu.be/${newVideoId}?si=shared-from-phone`);
  await expect(page.getByTestId("youtube-id")).toHaveText(newVideoId);
  await page.getByRole("button", { name: "Save lecture" }).click();
  await expect(page.getByText("Saved. It is live on the site.")).toBeVisible();
  await expect(youtube).toHaveValue(newVideoId);
  const playerHref = await page
    .getByRole("link", { name: "View it on the site" })
    .getAttribute("href");

  const visitor = await browser.newPage();
  await installFakeYouTube(visitor);
  await visitor.goto(playerHref!);
  await playVideo(visitor, newVideoId);
  await visitor.close();
});

test("the editor deletes a job after confirming", async ({ page, request }) => {
  const job = `Workspace fixture job (${run()})`;
  await useAccount(page.context(), editor);
  await page.goto("/admin/jobs");
  await page.getByRole("link", { name: job }).click();
  await page.getByText("Delete this job").click();
  await expect(page.getByText(`“${job}” disappears from the site at once.`)).toBeVisible();
  await page.getByRole("button", { name: "Yes, delete it" }).click();
  await expect(page).toHaveURL(/\/admin\/jobs\?deleted=1$/);
  await expect(page.getByText("Deleted. It is gone from the site.")).toBeVisible();
  await expect(page.getByRole("link", { name: job })).toHaveCount(0);
  await expect
    .poll(async () => (await jobsOnLatest(request)).includes(job), { timeout: PUBLISHED_WITHIN_MS })
    .toBe(false);
});

test("the editor bulk-uploads a CSV: a bad row is named and nothing changes; fixed, its rows appear", async ({
  page,
  request,
}) => {
  const chapterNo = run() === "desktop" ? 20 : 21;
  const chapter = `Bulk Chapter ${run()}`;
  const header = "class,subject,chapterNo,chapterName,lectureNo,lectureName,youtubeId,videoUrl";
  const line = (no: number, video: string) =>
    `11th,physics,${chapterNo},${chapter},${no},Bulk lecture ${no},${video},`;
  const csv = (third: string) =>
    [header, line(1, "https://youtu.be/bulkVideo01"), line(2, "bulkVideo02"), third].join("\n");
  const upload = async (text: string) => {
    await page
      .getByLabel("Content file (.csv or .json)")
      .setInputFiles({ name: "bulk.csv", mimeType: "text/csv", buffer: Buffer.from(text) });
    await page.getByRole("button", { name: "Check file" }).click();
  };

  await useAccount(page.context(), editor);
  await page.goto("/admin/import");
  await upload(csv(line(3, "https://example.com/not-youtube")));
  const problems = page.getByRole("alert").filter({ hasText: "bulk.csv" });
  await expect(problems.getByRole("heading")).toHaveText("bulk.csv has 1 problem.");
  await expect(problems).toContainText("Nothing was imported.");
  await expect(page.getByTestId("import-problems").getByRole("row").nth(1)).toContainText(
    /^4\s*lectures\.youtubeId\s*must be a YouTube link/,
  );
  expect(await publicChapters(request)).not.toContain(chapter);

  await upload(csv(line(3, "https://www.youtube.com/watch?v=bulkVideo03&t=30s")));
  await expect(page.getByRole("heading", { name: "bulk.csv is ready to import." })).toBeVisible();
  await expect(page.getByText("Lectures: 3 new, 0 changed, 0 unchanged")).toBeVisible();
  expect(await publicChapters(request)).not.toContain(chapter);
  await page.getByRole("button", { name: "Import now" }).click();
  await expect(
    page.getByRole("heading", { name: "bulk.csv is imported and live on the site." }),
  ).toBeVisible();
  await expect
    .poll(async () => (await publicChapters(request)).includes(chapter), {
      timeout: PUBLISHED_WITHIN_MS,
    })
    .toBe(true);
});

test("the admin reads all of it in the audit log, by person and by kind", async ({ page }) => {
  await logInAs(page, (await admin()).email, "/admin/audit");
  const entries = page.getByTestId("audit-entry");
  await page.getByRole("combobox", { name: "Person" }).selectOption({ value: editor.userId });
  await page.getByRole("button", { name: "Show" }).click();
  // The upload, then each row it created (newest first), then the editor's earlier changes.
  await expect(entries).toHaveCount(7);
  await expect(entries.nth(0)).toContainText("Imported content file: bulk.csv");
  const chapterNo = run() === "desktop" ? 20 : 21;
  for (const [index, no] of [
    [1, 3],
    [2, 2],
    [3, 1],
  ] as const) {
    await expect(entries.nth(index)).toContainText(
      `Created lecture: 11th physics ${chapterNo}.${no} Bulk lecture ${no} · from the bulk upload bulk.csv`,
    );
  }
  await expect(entries.nth(4)).toContainText(`Deleted job: Workspace fixture job (${run()})`);
  await expect(entries.nth(5)).toContainText("Edited lecture: 10th chemistry 90.1");
  await expect(entries.nth(5)).toContainText(
    new RegExp(`YouTube video ID\\s*\\w{11}\\s*${newVideoId}`),
  );
  await expect(entries.nth(6)).toContainText(`Created update: ${updateTitle}`);

  await page.goto("/admin/audit");
  await page.getByRole("combobox", { name: "Kind" }).selectOption("user");
  await page.getByRole("button", { name: "Show" }).click();
  const promotion = entries.filter({ hasText: editor.email });
  await expect(promotion).toContainText("Changed the role of account");
  await expect(promotion).toContainText(/Role\s*student\s*editor/);
  await expect(promotion).toContainText("Workspace Admin");
});
