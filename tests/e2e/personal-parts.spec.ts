import { expect, stubYouTube, test } from "./support/test";
import type { Browser, Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { registerStudent, userMenu, type Student } from "./support/auth";
import { installFakeYouTube } from "./support/fake-youtube";
import {
  LECTURES,
  openYouTubeLecture,
  progress,
  unlockYouTubeLecture,
  watchYouTube,
} from "./support/lectures";

/*
 * Issue 23: shared pages are one render for everyone (decision 0029); each visitor's own parts
 * (name, rating, progress) come separately and never show to anyone else.
 */

const SUBJECT = `${LECTURES}/12th/commerce`;

function chapterFor(projectName: string) {
  return projectName === "mobile"
    ? {
        path: `${SUBJECT}/5/Taking%20Turns%20on%20Phones`,
        name: /^Chapter 5/,
        video: "e2eComm5L01",
      }
    : { path: `${SUBJECT}/4/Taking%20Turns`, name: /^Chapter 4/, video: "e2eComm4L01" };
}

async function newVisitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await stubYouTube(page);
  await installFakeYouTube(page, 100);
  return page;
}

const lectureLink = (page: Page, number: number) =>
  page.getByRole("navigation", { name: "Lectures" }).getByRole("link", {
    name: new RegExp(`^Lecture ${number} `),
  });

test("two students and a visitor take turns on the same pages; each sees only their own", async ({
  page,
  browser,
}, testInfo) => {
  const chapter = chapterFor(testInfo.project.name);
  const player = `${chapter.path}?lecture=1`;
  await installFakeYouTube(page, 100);
  const ayesha = await registerStudent(page, { name: `Ayesha ${testInfo.project.name}` });
  await openYouTubeLecture(page, player, chapter.video);
  await unlockYouTubeLecture(page);
  await page.getByRole("button", { name: "Rate 5 out of 5" }).click();
  await expect(page.getByText("Thank you! Your rating was saved.")).toBeVisible();
  await page.clock.resume();

  const bilalPage = await newVisitor(browser);
  const visitor = await newVisitor(browser);
  try {
    const bilal = await registerStudent(bilalPage, { name: `Bilal ${testInfo.project.name}` });
    await openYouTubeLecture(bilalPage, player, chapter.video);
    await watchYouTube(bilalPage, 30);
    await bilalPage.clock.resume();
    const names = [ayesha.name, bilal.name];

    /** Opens `path` for one visitor: the page's HTML holds nobody's name; the corner its own. */
    async function visit(who: Page, path: string, student: Student | null) {
      const response = await who.goto(path);
      const html = (await response?.text()) ?? "";
      for (const name of names) expect(html, `${path} is shared`).not.toContain(name);
      if (student) await expect(userMenu(who)).toContainText(student.name);
      else await expect(userMenu(who).getByRole("link", { name: "Login" })).toBeVisible();
      for (const name of names.filter((other) => other !== student?.name)) {
        await expect(who.getByText(name)).toHaveCount(0);
      }
    }

    {
      await visit(page, player, ayesha);
      await expect(page.getByText("Content Unlocked!")).toBeVisible();
      await expect(page.getByText("You rated: 5/5")).toBeVisible();
      await expect(lectureLink(page, 1)).toContainText("Unlocked");

      await visit(visitor, player, null);
      await expect(progress(visitor)).toHaveAttribute("aria-valuenow", "0");
      await expect(
        visitor.getByRole("button", { name: "Watch 80% to Unlock Content" }),
      ).toBeVisible();
      await expect(lectureLink(visitor, 1)).toContainText("Not started");

      await visit(bilalPage, player, bilal);
      await expect(progress(bilalPage)).toHaveAttribute("aria-valuenow", "30");
      await expect(lectureLink(bilalPage, 1)).toContainText("30% watched");
      await expect(bilalPage.getByText(/You rated/)).toHaveCount(0);

      await visit(page, SUBJECT, ayesha);
      await expect(page.getByRole("link", { name: chapter.name })).toContainText("1 of 2 unlocked");
      await visit(bilalPage, SUBJECT, bilal);
      await expect(bilalPage.getByRole("link", { name: chapter.name })).not.toContainText(
        "unlocked",
      );
      await visit(visitor, SUBJECT, null);
      await expect(visitor.getByRole("link", { name: chapter.name })).not.toContainText("unlocked");

      for (const who of [page, visitor, bilalPage]) {
        await visit(who, "/", who === page ? ayesha : who === bilalPage ? bilal : null);
      }
      // Each student's own lecture left part-way: Bilal stopped at 30%, Ayesha at 80%.
      const continueFor = (who: Page) => who.getByRole("region", { name: "Continue watching" });
      await expect(continueFor(bilalPage)).toContainText("30% watched");
      await expect(continueFor(bilalPage)).not.toContainText("80% watched");
      await expect(continueFor(page)).toContainText("80% watched");
      await expect(continueFor(page)).not.toContainText("30% watched");
      await expect(continueFor(visitor)).toHaveCount(0);
    }
  } finally {
    await bilalPage.context().close();
    await visitor.context().close();
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a signed-in student sees every shared page as a visitor does", async ({
    page,
    browser,
  }) => {
    const screens = [
      "/",
      "/latest",
      `${LECTURES}/9th`,
      `${LECTURES}/9th/physics`,
      `${LECTURES}/9th/physics/1/Physical%20Quantities%20and%20Measurement`,
    ];
    const anonymous = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      const visitor = await anonymous.newPage();
      await stubYouTube(visitor);
      await registerStudent(page);
      for (const path of screens) {
        await page.goto(path);
        await visitor.goto(path);
        const mine = await page.getByRole("main").innerText();
        expect(mine.length, path).toBeGreaterThan(20);
        expect(mine, path).toBe(await visitor.getByRole("main").innerText());
      }
    } finally {
      await anonymous.close();
    }
  });
});
