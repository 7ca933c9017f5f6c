import { expect, stubYouTube, test } from "./support/test";
import type { Browser, Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { createStudentAccount, registerStudent, userMenu, type Student } from "./support/auth";
import { installFakeYouTube } from "./support/fake-youtube";
import { LECTURES, progress, reportWatched, shownLectureId } from "./support/lectures";

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
      }
    : { path: `${SUBJECT}/4/Taking%20Turns`, name: /^Chapter 4/ };
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

type Turns = {
  chapter: ReturnType<typeof chapterFor>;
  player: string;
  ayesha: Student;
  bilal: Student;
  bilalPage: Page;
  visitor: Page;
  /** Opens `path` for one of them: the page's HTML holds nobody's name; the corner its own. */
  visit: (who: Page, path: string, student: Student | null) => Promise<void>;
};

/**
 * Ayesha (the test's page) at 80% and unlocked, rating 5 when `rate`; Bilal at 30%; a visitor.
 * Progress comes as the player reports it (its own specs drive the player).
 */
async function takeTurns(
  page: Page,
  browser: Browser,
  projectName: string,
  rate: boolean,
  turns: (t: Turns) => Promise<void>,
) {
  const chapter = chapterFor(projectName);
  const player = `${chapter.path}?lecture=1`;
  await installFakeYouTube(page, 100);
  const ayesha = await createStudentAccount(page.request, { name: `Ayesha ${projectName}` });
  await page.goto(player);
  const lectureId = await shownLectureId(page);
  await reportWatched(page, lectureId, 80, { unlock: true });
  // Reported outside the page, as another device would: a reload reads the account afresh
  // (the tab keeps its copy otherwise, decision 0064).
  await page.reload();
  if (rate) {
    await page.getByRole("button", { name: "Rate 5 out of 5" }).click();
    await expect(page.getByText("Thank you! Your rating was saved.")).toBeVisible();
  }
  const bilalPage = await newVisitor(browser);
  const visitor = await newVisitor(browser);
  try {
    const bilal = await createStudentAccount(bilalPage.request, { name: `Bilal ${projectName}` });
    await reportWatched(bilalPage, lectureId, 30);
    const names = [ayesha.name, bilal.name];
    const visit = async (who: Page, path: string, student: Student | null) => {
      const response = await who.goto(path);
      const html = (await response?.text()) ?? "";
      for (const name of names) expect(html, `${path} is shared`).not.toContain(name);
      if (student) await expect(userMenu(who)).toContainText(student.name);
      else await expect(userMenu(who).getByRole("link", { name: "Login" })).toBeVisible();
      for (const name of names.filter((other) => other !== student?.name)) {
        await expect(who.getByText(name)).toHaveCount(0);
      }
    };
    await turns({ chapter, player, ayesha, bilal, bilalPage, visitor, visit });
  } finally {
    await bilalPage.context().close();
    await visitor.context().close();
  }
}

test("two students and a visitor take turns on a player; each sees only their own", async ({
  page,
  browser,
}, testInfo) => {
  await takeTurns(page, browser, testInfo.project.name, true, async (t) => {
    await t.visit(page, t.player, t.ayesha);
    await expect(page.getByText("Content Unlocked!")).toBeVisible();
    await expect(page.getByText("You rated: 5/5")).toBeVisible();
    await expect(lectureLink(page, 1)).toContainText("Unlocked");

    await t.visit(t.visitor, t.player, null);
    await expect(progress(t.visitor)).toHaveAttribute("aria-valuenow", "0");
    await expect(
      t.visitor.getByRole("button", { name: "Watch 80% to Unlock Content" }),
    ).toBeVisible();
    await expect(lectureLink(t.visitor, 1)).toContainText("Not started");

    await t.visit(t.bilalPage, t.player, t.bilal);
    await expect(progress(t.bilalPage)).toHaveAttribute("aria-valuenow", "30");
    await expect(lectureLink(t.bilalPage, 1)).toContainText("30% watched");
    await expect(t.bilalPage.getByText(/You rated/)).toHaveCount(0);
  });
});

test("two students and a visitor take turns on a chapter list and home; each sees only their own", async ({
  page,
  browser,
}, testInfo) => {
  await takeTurns(page, browser, testInfo.project.name, false, async (t) => {
    const { bilalPage, visitor } = t;
    const chapterCard = (who: Page) => who.getByRole("link", { name: t.chapter.name });
    await t.visit(page, SUBJECT, t.ayesha);
    await expect(chapterCard(page)).toContainText("1 of 2 unlocked");
    await t.visit(bilalPage, SUBJECT, t.bilal);
    await expect(chapterCard(bilalPage)).not.toContainText("unlocked");
    await t.visit(visitor, SUBJECT, null);
    await expect(chapterCard(visitor)).not.toContainText("unlocked");

    await t.visit(page, "/", t.ayesha);
    await t.visit(visitor, "/", null);
    await t.visit(bilalPage, "/", t.bilal);
    // Each student's own lecture left part-way: Bilal stopped at 30%, Ayesha at 80%.
    const continueFor = (who: Page) => who.getByRole("region", { name: "Continue watching" });
    await expect(continueFor(bilalPage)).toContainText("30% watched");
    await expect(continueFor(bilalPage)).not.toContainText("80% watched");
    await expect(continueFor(page)).toContainText("80% watched");
    await expect(continueFor(page)).not.toContainText("30% watched");
    await expect(continueFor(visitor)).toHaveCount(0);
  });
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
