import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "../support/test";
import { editor, logInAs, admin, useAccount, type Account } from "./support";

/*
 * A typo cannot split a chapter (decision 0024): saving chapter N as "Kinematic" beside
 * "Kinematics" made a second "Chapter N" card on the public page. The form refuses it (and
 * renames the whole chapter when the editor ticks the box); the bulk check names the line, and
 * lists each row it would create or change. Desktop and mobile each use their own chapter.
 */
test.describe.configure({ mode: "serial" });

const run = () => (test.info().project.name.endsWith("mobile") ? "mobile" : "desktop");
const chapterNo = () => (run() === "desktop" ? 80 : 81);
const HEADER = "class,subject,chapterNo,chapterName,lectureNo,lectureName,youtubeId,quickQuizUrl";
const row = (no: number, chapter: string, name: string, quiz = "") =>
  `11th,chemistry,${chapterNo()},${chapter},${no},${name},typoVideo0${no},${quiz}`;
const PUBLIC_CHAPTERS = "/coaching/lectures-quizzes/11th/chemistry";

let person: Account;

/** The names the public chapter list shows for this run's chapter number. */
async function publicCards(request: APIRequestContext): Promise<string[]> {
  const html = await (await request.get(PUBLIC_CHAPTERS)).text();
  const card = new RegExp(`Chapter ${chapterNo()}</span><span[^>]*>([^<]*)</span>`, "g");
  return [...html.matchAll(card)].map((match) => match[1]!);
}

async function upload(page: Page, name: string, rows: string[]) {
  await page.getByLabel("Content file (.csv or .json)").setInputFiles({
    name,
    mimeType: "text/csv",
    buffer: Buffer.from([HEADER, ...rows].join("\n")),
  });
  await page.getByRole("button", { name: "Check file" }).click();
}

test.beforeAll(async () => {
  person = await editor();
});

test("the lecture form refuses a chapter number under another name, and renames the whole chapter when asked", async ({
  page,
  request,
}) => {
  await useAccount(page.context(), person);
  await page.goto("/admin/import");
  await upload(page, "kinematics.csv", [
    row(1, "Kinematics", "Speed", "https://example.com/quiz/speed"),
    row(2, "Kinematics", "Velocity"),
  ]);
  await page.getByRole("button", { name: "Import now" }).click();
  await expect(page.getByRole("heading", { name: /is imported and live/ })).toBeVisible();
  await expect.poll(() => publicCards(request)).toEqual(["Kinematics"]);

  await page.goto("/admin/lectures/new");
  await page.getByLabel("Class", { exact: true }).selectOption("11th");
  await page.getByLabel("Subject", { exact: true }).selectOption("chemistry");
  await page.getByLabel("Chapter number").fill(String(chapterNo()));
  const chapterName = page.getByLabel("Chapter name");
  await chapterName.fill("Kinematic");
  await page.getByLabel("Lecture number").fill("3");
  await page.getByLabel("Lecture name").fill("Projectiles");
  await page.getByLabel("YouTube link or video ID").fill("typoVideo03");
  await page.getByRole("button", { name: "Save lecture" }).click();

  await expect(chapterName).toHaveAttribute("aria-invalid", "true");
  await expect(chapterName).toHaveAccessibleDescription(
    `Chapter ${chapterNo()} of this subject is called “Kinematics”. Use that name, or tick the box below to rename the whole chapter.`,
  );
  const rename = page.getByLabel(
    `Rename the whole chapter ${chapterNo()} to “Kinematic”: its 2 other lectures change too.`,
  );
  await expect(rename).not.toBeChecked();
  expect(await publicCards(request)).toEqual(["Kinematics"]);

  // Deliberately: the new name for the whole chapter, every lecture of it together.
  await chapterName.fill("Motion in a Line");
  await page.getByRole("button", { name: "Save lecture" }).click();
  await expect(page.getByLabel(/^Rename the whole chapter/)).toBeVisible();
  await page.getByLabel(/^Rename the whole chapter/).check();
  await page.getByRole("button", { name: "Save lecture" }).click();
  await expect(page.getByText("Saved. It is live on the site.")).toBeVisible();
  await expect.poll(() => publicCards(request)).toEqual(["Motion in a Line"]);
});

test("the bulk check names a chapter typo by its line, and lists each row it would create or change", async ({
  page,
  request,
}) => {
  await useAccount(page.context(), person);
  await page.goto("/admin/import");
  const changed = row(1, "Motion in a Line", "Speed", "https://phish.example/quiz");
  await upload(page, "typo.csv", [changed, row(4, "Motion in a Lin", "Acceleration")]);
  const problems = page.getByRole("alert").filter({ hasText: "typo.csv" });
  await expect(problems.getByRole("heading")).toHaveText("typo.csv has 1 problem.");
  await expect(page.getByTestId("import-problems").getByRole("row").nth(1)).toContainText(
    new RegExp(
      `^3\\s*lectures\\.chapterName\\s*would give chapter ${chapterNo()} a second name: “Motion in a Lin” here, “Motion in a Line” on its other lectures`,
    ),
  );
  await expect(page.getByRole("button", { name: "Import now" })).toHaveCount(0);
  expect(await publicCards(request)).toEqual(["Motion in a Line"]);

  await upload(page, "fixed.csv", [changed, row(4, "Motion in a Line", "Acceleration")]);
  await expect(page.getByText("Lectures: 1 new, 1 changed, 0 unchanged")).toBeVisible();
  const changes = page.getByTestId("import-changes").getByRole("listitem");
  await expect(changes).toHaveCount(2);
  const edit = changes.filter({
    hasText: `Changed lecture: 11th chemistry ${chapterNo()}.1 Speed`,
  });
  await expect(edit.getByRole("row")).toHaveCount(2);
  await expect(edit.getByRole("row").nth(1)).toHaveText(
    /Quick Quiz URL\s*https:\/\/example\.com\/quiz\/speed\s*https:\/\/phish\.example\/quiz/,
  );
  await expect(changes.nth(1)).toContainText(
    `New lecture: 11th chemistry ${chapterNo()}.4 Acceleration`,
  );
  await page.getByRole("button", { name: "Import now" }).click();
  await expect(
    page.getByRole("heading", { name: "fixed.csv is imported and live on the site." }),
  ).toBeVisible();

  // The same file again changes nothing, and says so instead of offering to import.
  await upload(page, "fixed.csv", [changed, row(4, "Motion in a Line", "Acceleration")]);
  await expect(
    page.getByRole("heading", {
      name: "Nothing to import: every row of fixed.csv is on the site as it is.",
    }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Import now" })).toHaveCount(0);
});

test("the audit log names each row of the upload and its changed field, before and after", async ({
  page,
}) => {
  await logInAs(page, (await admin()).email, "/admin/audit");
  await page.getByRole("combobox", { name: "Person" }).selectOption({ value: person.userId });
  await page.getByRole("button", { name: "Show" }).click();
  const entries = page.getByTestId("audit-entry");
  await expect(entries.nth(0)).toContainText("Imported content file: fixed.csv");
  const edit = entries
    .filter({ hasText: `Edited lecture: 11th chemistry ${chapterNo()}.1 Speed` })
    .first();
  await expect(edit).toContainText("from the bulk upload fixed.csv");
  await expect(edit.getByRole("row").nth(1)).toHaveText(
    /Quick Quiz URL\s*https:\/\/example\.com\/quiz\/speed\s*https:\/\/phish\.example\/quiz/,
  );
  await expect(edit.getByTestId("audit-actor-email")).toHaveText(person.email);
});
