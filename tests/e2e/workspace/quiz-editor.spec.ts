import { randomInt } from "node:crypto";
import { expect, test } from "../support/test";
import { admin, useAccount } from "./support";

/*
 * Decision 0081: an editor writes a question with mathematics, previews it as students will see
 * it, saves it and makes it a chapter's test; a student then takes the test; then a timed mock
 * test with its settings (0101). JavaScript off: the
 * desktop run in English, the phone run in Urdu, each on a chapter of its own.
 */
test.use({ javaScriptEnabled: false });

const RUNS = {
  "workspace-desktop": {
    prefix: "",
    entryTest: "ecat",
    chapter: { no: "1", path: "9th/biology/1/Introduction%20to%20Biology" },
    language: "en",
    text: "The kinetic energy of a body is",
    words: {
      newQuestion: "New question",
      newQuiz: "New quiz",
      class: "Class",
      subject: "Subject",
      chapterNo: "Chapter number",
      language: "Language",
      text: "Question",
      option: (n: number) => `Option ${n}`,
      answer: "Right option",
      answerProblem: "Right option must be the number of an option that is filled in",
      preview: "Preview",
      rightOption: "(right answer)",
      saveQuestion: "Save question",
      saved: "Saved. It is live on the site.",
      title: "Title",
      questions: "Questions",
      saveQuiz: "Save quiz",
      submit: "Submit answers",
      score: "You scored 1 of 1 (100%)",
      kind: "Kind",
      minutes: "Length in minutes",
      minutesProblem: "Length in minutes must be a whole number of minutes from 1 to 300.",
      negativeMarking: "Negative marking",
      entryTest: "Entry test",
    },
  },
  "workspace-mobile": {
    prefix: "/ur",
    entryTest: "nts",
    chapter: { no: "2", path: "9th/biology/2/Solving%20a%20Biological%20Problem" },
    language: "ur",
    text: "کسی جسم کی حرکی توانائی ہے",
    words: {
      newQuestion: "نیا سوال",
      newQuiz: "نیا کوئز",
      class: "جماعت",
      subject: "مضمون",
      chapterNo: "باب نمبر",
      language: "زبان",
      text: "سوال",
      option: (n: number) => `آپشن ${n}`,
      answer: "درست آپشن",
      answerProblem: "درست آپشن کسی بھرے ہوئے آپشن کا نمبر ہونا چاہیے",
      preview: "پیش نظارہ",
      rightOption: "(درست جواب)",
      saveQuestion: "سوال محفوظ کریں",
      saved: "محفوظ ہو گیا۔ یہ سائٹ پر شائع ہو چکا ہے۔",
      title: "عنوان",
      questions: "سوالات",
      saveQuiz: "کوئز محفوظ کریں",
      submit: "جوابات جمع کریں",
      score: "آپ کا اسکور: 1 میں سے 1 (100%)",
      kind: "قسم",
      minutes: "دورانیہ (منٹ)",
      minutesProblem: "دورانیہ (منٹ) 1 سے 300 تک منٹوں کا پورا عدد ہونا چاہیے۔",
      negativeMarking: "منفی مارکنگ",
      entryTest: "انٹری ٹیسٹ",
    },
  },
} as const;

test("an editor writes a question with mathematics, previews it, makes it a chapter test, and a student takes it", async ({
  page,
  browser,
}, testInfo) => {
  const { prefix, entryTest, chapter, language, text, words } =
    RUNS[testInfo.project.name as keyof typeof RUNS];
  const label = (name: string) => page.getByLabel(name, { exact: true });
  await useAccount(page.context(), await admin());
  await page.goto(`${prefix}/admin/questions`);
  await page.getByRole("link", { name: words.newQuestion }).click();
  await label(words.class).selectOption("9th");
  await label(words.subject).selectOption("biology");
  await label(words.chapterNo).fill(chapter.no);
  await label(words.language).selectOption(language);
  await label(words.text).fill(`${text} $E_k = \\frac{1}{2}mv^2$`);
  await label(words.option(1)).fill("$mv$");
  await label(words.option(2)).fill("$\\frac{1}{2}mv^2$");
  await label(words.answer).selectOption("3");

  // The right option must be one that is filled in: said at its field, nothing saved.
  await page.getByRole("button", { name: words.preview }).click();
  await expect(page.getByText(words.answerProblem)).toBeVisible();
  await label(words.answer).selectOption("2");
  await page.getByRole("button", { name: words.preview }).click();
  const preview = page.getByRole("region", { name: new RegExp(words.preview) });
  await expect(preview.locator(".katex").first()).toBeVisible();
  await expect(preview.locator(".katex .mfrac")).toHaveCount(2);
  await expect(preview.getByRole("listitem").nth(1)).toContainText(words.rightOption);
  await expect(label(words.option(2))).toHaveValue("$\\frac{1}{2}mv^2$");

  await page.getByRole("button", { name: words.saveQuestion }).click();
  await expect(page.getByText(words.saved)).toBeVisible();
  const id = /\/admin\/questions\/(\d+)/.exec(page.url())?.[1];
  expect(id).toBeTruthy();

  const title = `Biology test ${randomInt(1e6)}`;
  await page.goto(`${prefix}/admin/quizzes`);
  await page.getByRole("link", { name: words.newQuiz }).click();
  await label(words.title).fill(title);
  await label(words.class).selectOption("9th");
  await label(words.subject).selectOption("biology");
  await label(words.chapterNo).fill(chapter.no);
  await label(words.questions).fill(id!);
  await page.getByRole("button", { name: words.saveQuiz }).click();
  await expect(page.getByText(words.saved)).toBeVisible();

  // A student (signed out, the shared page) sees the test with its mathematics, and its score.
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const student = await visitor.newPage();
  await student.goto(`${prefix}/coaching/lectures-quizzes/${chapter.path}/test`);
  const main = student.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(title);
  const question = main.getByRole("group", { name: new RegExp(text) });
  await expect(question.locator(`[lang="${language}"] .katex`).first()).toBeVisible();
  await question.getByRole("radio").nth(1).check();
  await main.getByRole("button", { name: words.submit }).click();
  await expect(main.getByRole("heading", { name: words.score })).toBeVisible();
  await visitor.close();

  // Decision 0101: a timed mock test of an entry test, its length refused at its field when it
  // is none, then saved with its length and negative marking, which its page shows again.
  await page.goto(`${prefix}/admin/quizzes/new`);
  await label(words.kind).selectOption("mock");
  await label(words.title).fill(`${entryTest} mock ${randomInt(1e6)}`);
  const entryTestField = page.getByRole("combobox", { name: words.entryTest, exact: true });
  await entryTestField.selectOption(entryTest);
  await label(words.minutes).fill("0");
  await label(words.negativeMarking).selectOption("0.5");
  await label(words.questions).fill(id!);
  await page.getByRole("button", { name: words.saveQuiz }).click();
  await expect(page.getByText(words.minutesProblem)).toBeVisible();
  await label(words.minutes).fill("25");
  await page.getByRole("button", { name: words.saveQuiz }).click();
  await expect(page.getByText(words.saved)).toBeVisible();
  await expect(label(words.minutes)).toHaveValue("25");
  await expect(label(words.negativeMarking)).toHaveValue("0.5");
  await expect(entryTestField).toHaveValue(entryTest);
});
