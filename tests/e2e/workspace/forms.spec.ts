import { expect, test } from "../support/test";
import { installFakeYouTube } from "../support/fake-youtube";
import { playVideo } from "../support/lectures";
import { workspaceURL } from "../../../playwright.config";
import { ACTIONS, callServerAction } from "../../support/server-action";
import { editor, openNewFixtureLecture, student, useAccount, type Account } from "./support";

/*
 * What an editor meets in the forms and lists beyond the story: every bad field marked at the
 * field, a chapter picked from the subject's own, a lecture number already taken named at its
 * field, a lecture's ratings counted before it goes, an entry's title conflict, and lists that
 * filter, search and page. Desktop and mobile each use their own rows (the mobile run follows).
 */
test.describe.configure({ mode: "serial" });

const run = () => (test.info().project.name.endsWith("mobile") ? "mobile" : "desktop");
const PUBLISHED_WITHIN_MS = 2000;

let person: Account;
let lecturePath: string;
let playerHref: string;

test.beforeAll(async () => {
  person = await editor();
});

test("the lecture form marks each bad field, suggests the subject's chapters and names a taken number", async ({
  page,
  browser,
}) => {
  const videoId = run() === "desktop" ? "formsVidD01" : "formsVidM01";
  const name = `Forms lecture (${run()})`;
  await useAccount(page.context(), person);
  await openNewFixtureLecture(page);
  await expect(page.getByLabel("Chapter number")).toHaveValue("90");
  await expect(page.getByLabel("Chapter name")).toHaveValue("Workspace Fixture Chapter");
  await page.getByLabel("Lecture number").fill("1");
  await page.getByLabel("Lecture name").fill(name);
  const youtube = page.getByLabel("YouTube link or video ID");
  const quiz = page.getByLabel("Quick Quiz URL");
  await youtube.fill("https://vimeo.com/123456");
  await quiz.fill("javascript:alert(1)");
  await page.getByRole("button", { name: "Save lecture" }).click();

  await expect(
    page.getByText("Nothing was saved. Please fix the fields marked below."),
  ).toBeVisible();
  await expect(youtube).toHaveAttribute("aria-invalid", "true");
  await expect(youtube).toHaveAccessibleDescription(/must be a YouTube link/);
  await expect(quiz).toHaveAttribute("aria-invalid", "true");
  await expect(quiz).toHaveAccessibleDescription(/Quick Quiz URL must be an http\(s\) URL/);
  await expect(page.getByLabel("Lecture name")).not.toHaveAttribute("aria-invalid", "true");

  await youtube.fill(`https://www.youtube.com/shorts/${videoId}?feature=share`);
  await expect(page.getByTestId("youtube-id")).toHaveText(videoId);
  await quiz.fill("https://example.com/forms-quiz");
  await page.getByRole("button", { name: "Save lecture" }).click();
  const number = page.getByLabel("Lecture number");
  await expect(number).toHaveAttribute("aria-invalid", "true");
  await expect(number).toHaveAccessibleDescription(
    /Chapter 90 already has a lecture number 1 \(“Fixture lecture on YouTube”\)/,
  );

  await number.fill(run() === "desktop" ? "2" : "3");
  await page.getByRole("button", { name: "Save lecture" }).click();
  await expect(page.getByText("Saved. It is live on the site.")).toBeVisible();
  lecturePath = new URL(page.url()).pathname;
  expect(lecturePath).toMatch(/^\/admin\/lectures\/\d+$/);
  playerHref = (await page
    .getByRole("link", { name: "View it on the site" })
    .getAttribute("href"))!;
  const visitor = await browser.newPage();
  await installFakeYouTube(visitor);
  await visitor.goto(playerHref);
  await playVideo(visitor, videoId);
  await visitor.close();
});

test("deleting a rated lecture says how many ratings go with it", async ({ page, request }) => {
  const lectureId = Number(lecturePath.split("/").pop());
  for (const rating of [5, 3]) {
    const { result } = await callServerAction({
      url: workspaceURL,
      path: playerHref,
      actionId: ACTIONS.saveLectureRating(),
      args: [lectureId, rating],
      cookie: (await student("Rater")).cookie,
    });
    expect(result).toMatchObject({ ok: true });
  }
  await useAccount(page.context(), person);
  await page.goto(lecturePath);
  await page.getByText("Delete this lecture").click();
  await expect(
    page.getByText(
      "The lecture disappears from the site at once. Its 2 ratings are deleted with it. No student has started it.",
    ),
  ).toBeVisible();
  await page.getByRole("button", { name: "Yes, delete it" }).click();
  await expect(page).toHaveURL(/\/admin\/lectures\?deleted=1$/);
  const name = `Forms lecture (${run()})`;
  await expect
    .poll(async () => (await (await request.get(playerHref)).text()).includes(name), {
      timeout: PUBLISHED_WITHIN_MS,
    })
    .toBe(false);
});

test("a Featured entry: a bad link and a taken title are marked at their fields; saved, it is on the site", async ({
  page,
  request,
}) => {
  const title = `Forms featured entry (${run()})`;
  await useAccount(page.context(), person);
  await page.goto("/admin/featured");
  await page.getByRole("link", { name: "New Featured entry" }).click();
  const titleField = page.getByLabel("Title", { exact: true });
  const link = page.getByLabel("Link", { exact: true });
  await titleField.fill("Workspace fixture: featured course");
  await page.getByLabel("Description", { exact: true }).fill("A course the editors recommend.");
  await link.fill("ftp://example.com/course");
  await page.getByRole("button", { name: "Save entry" }).click();
  await expect(link).toHaveAccessibleDescription(/Link must be an http\(s\) URL/);

  await link.fill("https://example.com/forms-course");
  await page.getByRole("button", { name: "Save entry" }).click();
  await expect(titleField).toHaveAccessibleDescription("Another entry already has this title.");
  await expect(link).not.toHaveAttribute("aria-invalid", "true");

  await titleField.fill(title);
  await page.getByRole("button", { name: "Save entry" }).click();
  await expect(page.getByText("Saved. It is live on the site.")).toBeVisible();
  await expect
    .poll(async () => (await (await request.get("/latest/featured")).text()).includes(title), {
      timeout: PUBLISHED_WITHIN_MS,
    })
    .toBe(true);
});

test("the lists filter, search and page through their cursor", async ({ page }) => {
  await useAccount(page.context(), person);
  await page.goto("/admin/lectures");
  // The list's own search form, not the site's search in the header.
  const search = page.getByRole("main").getByRole("search");
  // The list's rows, not the section links: each row's details are joined with " · ".
  const rows = page.getByRole("main").getByRole("listitem").filter({ hasText: " · " });
  await search.getByLabel("Class").selectOption("10th");
  await search.getByLabel("Subject").selectOption("chemistry");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/class=10th&subject=chemistry/);
  await expect(rows.first()).toBeVisible();
  for (const details of await rows.allInnerTexts())
    expect(details).toContain("10th Class · Chemistry");

  // The whole name: other specs add lectures to the fixture chapter while this one runs.
  await search.getByLabel("Search").fill("fixture lecture on youtube");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("link", { name: "Fixture lecture on YouTube" })).toBeVisible();
  await expect(rows).toHaveCount(1);

  await page.goto("/admin/lectures");
  const first = await rows.first().innerText();
  await page
    .getByRole("navigation", { name: "Pages" })
    .getByRole("link", { name: "Next page" })
    .click();
  await expect(page).toHaveURL(/after=/);
  await expect(rows.first()).not.toHaveText(first);
  await expect(page.getByRole("link", { name: "First page" })).toBeVisible();

  await page.goto("/admin/updates");
  await search.getByLabel("Tag").selectOption("Date Sheet");
  await search.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/tag=Date(\+|%20)Sheet/);
  await expect(
    page.getByRole("link", { name: "Workspace fixture: last year's date sheet" }),
  ).toBeVisible();
  for (const details of await rows.allInnerTexts()) expect(details).toContain("Date Sheet");
});
