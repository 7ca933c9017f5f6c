import { expect, test } from "./support/test";
import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { createStudentAccount } from "./support/auth";
import { installFakeYouTube } from "./support/fake-youtube";
import { waitForHydration } from "./support/hydration";
import {
  MY_LEARNING_CHAPTER,
  reloadReadingAccount,
  reportWatched,
  shownLectureId,
} from "./support/lectures";

/*
 * Class and subject names come from the database as slugs; Urdu pages show them in Urdu, as the
 * lecture pages and search do (decision 0047): "کامرس · سیکنڈ ایئر", never "Commerce · 2nd Year".
 */
const en = JSON.parse(readFileSync("messages/en.json", "utf8")) as {
  Subjects: Record<string, string>;
  Classes: Record<string, { title: string; grade: string }>;
};
const ENGLISH_NAMES = [
  ...Object.values(en.Subjects),
  ...Object.values(en.Classes).flatMap(({ title, grade }) => [title, grade]),
];

/** The English class and subject names the element's visible text holds. */
async function englishNames(page: Page, name: string) {
  const text = await page.getByRole("region", { name }).innerText();
  return ENGLISH_NAMES.filter((english) => new RegExp(`(^|[^\\w])${english}([^\\w]|$)`).test(text));
}

/** A new student with lecture 1 of the fixture chapter left at 42%: one to continue. */
async function studentPartWay(page: Page): Promise<number> {
  await installFakeYouTube(page, 100);
  await createStudentAccount(page.request);
  await page.goto(`${MY_LEARNING_CHAPTER}?lecture=1`);
  const lectureId = await shownLectureId(page);
  await reportWatched(page, lectureId, 42);
  return lectureId;
}

test("My learning and the home page's Continue watching name class and subject in Urdu", async ({
  page,
}) => {
  // Reported through the API, not the player: a reload reads the account again (decision 0064).
  await reloadReadingAccount(page, await studentPartWay(page));
  await page.goto("/ur/student-portal");
  const continuing = page.getByRole("region", { name: "دیکھنا جاری رکھیں" });
  await expect(continuing.getByRole("link")).toContainText("تجارت · سیکنڈ ایئر");
  expect(await englishNames(page, "دیکھنا جاری رکھیں")).toEqual([]);
  expect(await englishNames(page, "مضمون وار پیش رفت")).toEqual([]);

  await page.goto("/ur");
  await waitForHydration(page);
  const strip = page.getByRole("region", { name: "دیکھنا جاری رکھیں" });
  await expect(strip.getByRole("link")).toContainText("تجارت · سیکنڈ ایئر");
  expect(await englishNames(page, "دیکھنا جاری رکھیں")).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("My learning names class and subject in Urdu", async ({ page }) => {
    await studentPartWay(page);
    await page.goto("/ur/student-portal");
    await expect(
      page.getByRole("region", { name: "مضمون وار پیش رفت" }).getByRole("listitem"),
    ).toContainText("تجارت · سیکنڈ ایئر");
    expect(await englishNames(page, "دیکھنا جاری رکھیں")).toEqual([]);
    expect(await englishNames(page, "مضمون وار پیش رفت")).toEqual([]);
  });
});
