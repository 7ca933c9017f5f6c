import { randomInt } from "node:crypto";
import { expect, test } from "../support/test";
import { admin, useAccount } from "./support";

/*
 * Pages editors write (decision 0070), with JavaScript off: the desktop run works in English, the
 * phone run in Urdu, each on its own address (both share the workspace's server). A page is
 * written with a script, an onerror and a javascript: link, previewed, published, edited, restored
 * and removed; a visitor's contact message is read by an admin.
 */
test.use({ javaScriptEnabled: false, expectedConsoleErrors: [/status of 404/] });

const RUNS = {
  "workspace-desktop": {
    prefix: "",
    path: "/training-seminars/online",
    words: {
      newPage: "New page",
      address: "Address",
      language: "Language",
      title: "Title",
      text: "Text (Markdown)",
      preview: "Preview",
      publish: "Publish",
      published: "Published.",
      updated: "Last updated",
      restore: "Restore version 1",
      remove: "Remove this page",
      confirm: "Yes, delete",
      removed: "Page not found",
      name: "Your name",
      email: "Your email address",
      topic: "Topic",
      message: "Message",
      send: "Send message",
      nameMissing: "Enter your name.",
      sent: "Thank you. Your message has been sent; we answer by email.",
      read: "Mark as read",
      readState: "Read",
    },
  },
  "workspace-mobile": {
    prefix: "/ur",
    path: "/training-seminars/workshops",
    words: {
      newPage: "نیا صفحہ",
      address: "لنک",
      language: "زبان",
      title: "عنوان",
      text: "متن (مارک ڈاؤن)",
      preview: "پیش نظارہ",
      publish: "شائع کریں",
      published: "شائع ہو گیا۔",
      updated: "آخری تبدیلی:",
      restore: "نسخہ 1 واپس لائیں",
      remove: "یہ صفحہ ہٹائیں",
      confirm: "ہاں، حذف کریں",
      removed: "صفحہ نہیں ملا",
      name: "آپ کا نام",
      email: "آپ کا ای میل ایڈریس",
      topic: "موضوع",
      message: "پیغام",
      send: "پیغام بھیجیں",
      nameMissing: "اپنا نام لکھیں۔",
      sent: "شکریہ۔ آپ کا پیغام بھیج دیا گیا ہے؛ ہم ای میل سے جواب دیں گے۔",
      read: "پڑھا ہوا نشان زد کریں",
      readState: "پڑھا گیا",
    },
  },
} as const;

const HOSTILE = [
  "## Dates",
  "",
  "| Course | Starts |",
  "| --- | --- |",
  "| Excel | 1 June |",
  "",
  "<script>document.title = 'hacked'</script>",
  "",
  '<img src="/nothing.png" onerror="document.title = \'hacked\'">',
  "",
  "[Sign up here](javascript:alert(1)) or watch [physics](/coaching/lectures-quizzes/9th/physics).",
].join("\n");

test("an editor writes, previews, publishes, edits, restores and removes a page", async ({
  page,
}, testInfo) => {
  const { prefix, path, words } = RUNS[testInfo.project.name as keyof typeof RUNS];
  const title = `Online courses ${randomInt(1e6)}`;
  await useAccount(page.context(), await admin());
  await page.goto(`${prefix}/admin/pages`);
  await page.getByRole("link", { name: words.newPage }).click();
  await page.getByLabel(words.address, { exact: true }).selectOption(path);
  await page.getByLabel(words.language, { exact: true }).selectOption(prefix ? "ur" : "en");
  await page.getByLabel(words.title, { exact: true }).fill(title);
  await page.getByLabel(words.text, { exact: true }).fill(HOSTILE);

  // Preview: rendered by the server, sanitized, nothing saved, the text kept.
  await page.getByRole("button", { name: words.preview }).click();
  const preview = page.locator("[data-page-text]");
  await expect(preview.getByRole("heading", { name: "Dates" })).toBeVisible();
  await expect(preview.getByRole("cell", { name: "Excel" })).toBeVisible();
  await expect(page.getByLabel(words.text, { exact: true })).toHaveValue(HOSTILE);
  expect(await (await page.request.get(`${prefix}${path}`)).text()).not.toContain(title);

  await page.getByRole("button", { name: words.publish }).click();
  await expect(page.getByText(words.published)).toBeVisible();
  const editor = page.url();

  // A change is on the site within 2 s: each server asks the content version once a second.
  const onSite = async (expected: string) => {
    await expect
      .poll(async () => (await page.request.get(`${prefix}${path}`)).text(), {
        timeout: 2000,
        intervals: [100],
      })
      .toContain(`>${expected}</h1>`);
    const response = await page.goto(`${prefix}${path}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected);
    await expect(page.getByText(words.updated)).toBeVisible();
  };
  await onSite(title);
  const text = page.locator("article [data-page-text]");
  await expect(text.getByRole("cell", { name: "Excel" })).toBeVisible();
  await expect(text.getByRole("link", { name: "physics" })).toHaveAttribute(
    "href",
    `${prefix}/coaching/lectures-quizzes/9th/physics`,
  );
  // No script, no handler, no javascript: link: the link's words stay, as plain text.
  await expect(text.getByText("Sign up here")).toBeVisible();
  expect(await text.locator("script, [onerror], [href^='javascript' i]").count()).toBe(0);
  expect(await text.innerHTML()).not.toMatch(/script|onerror|javascript/i);
  await expect(page).not.toHaveTitle(/hacked/);

  // Edited, then restored to the first version in one step.
  await page.goto(editor);
  await page.getByLabel(words.title, { exact: true }).fill(`${title} edited`);
  await page.getByRole("button", { name: words.publish }).click();
  await expect(page.getByText(words.published)).toBeVisible();
  await onSite(`${title} edited`);
  await page.goto(editor);
  await page.getByRole("button", { name: words.restore }).click();
  await expect(page.getByText(words.published)).toBeVisible();
  await onSite(title);

  // Removed: its address says so, with a 404.
  await page.goto(editor);
  await page.getByText(words.remove).click();
  await page.getByRole("button", { name: words.confirm }).click();
  await expect(page).not.toHaveURL(editor);
  // Like a change, a removal is on the site within 2 s.
  await expect
    .poll(async () => (await page.request.get(`${prefix}${path}`)).status(), {
      timeout: 2000,
      intervals: [100],
    })
    .toBe(404);
  const gone = await page.goto(`${prefix}${path}`);
  expect(gone?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.removed);
});

test("a visitor's contact message is checked, stored and read by an admin", async ({
  page,
  browser,
}, testInfo) => {
  const { prefix, words } = RUNS[testInfo.project.name as keyof typeof RUNS];
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const form = await visitor.newPage();
  // Its own client address, so the per-address limit counts this test alone.
  await form.setExtraHTTPHeaders({
    "x-forwarded-for": `10.38.${randomInt(250)}.${randomInt(250)}`,
  });
  await form.goto(`${prefix}/contact-us`);
  await expect(form.getByRole("main").getByRole("link", { name: /@/ })).toBeVisible();
  await form.getByRole("button", { name: words.send }).click();
  await expect(form.getByText(words.nameMissing)).toBeVisible();
  const name = `Sana ${randomInt(1e6)}`;
  await form.getByLabel(words.name, { exact: true }).fill(name);
  await form.getByLabel(words.email, { exact: true }).fill("sana@example.com");
  await form.getByLabel(words.topic, { exact: true }).selectOption("privacy");
  await form
    .getByLabel(words.message, { exact: true })
    .fill("Please delete my account and my ratings.");
  await form.getByRole("button", { name: words.send }).click();
  await expect(form.getByText(words.sent)).toBeVisible();
  await visitor.close();

  await useAccount(page.context(), await admin());
  await page.goto(`${prefix}/admin/messages`);
  const message = page.getByRole("article").filter({ hasText: name });
  await expect(message).toContainText("Please delete my account and my ratings.");
  await message.getByRole("button", { name: words.read }).click();
  await expect(page.getByRole("article").filter({ hasText: name })).toContainText(words.readState);
});
