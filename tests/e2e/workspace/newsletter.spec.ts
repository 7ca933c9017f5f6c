import { randomInt } from "node:crypto";
import { expect, test } from "../support/test";
import { linkIn, mailTo } from "../support/mail";
import { admin, useAccount } from "./support";

/*
 * The newsletter that is sent (decisions 0068, 0069), with JavaScript off: the desktop run in
 * English, the phone run in Urdu. A visitor subscribes from the footer and confirms by the mailed
 * link; an admin writes, previews and sends an issue; the visitor unsubscribes from its link.
 */
test.use({ javaScriptEnabled: false });

const RUNS = {
  "workspace-desktop": {
    prefix: "",
    locale: "English subscribers",
    words: {
      subscribe: "Subscribe",
      subscribed: "Thank you! Please open the link we have mailed",
      confirm: "Confirm my subscription",
      confirmed: "Thank you: your subscription is confirmed.",
      write: "Write an issue",
      goesTo: "Goes to",
      subject: "Subject",
      text: "Text",
      links: "Links to updates and lectures (optional)",
      preview: "Preview",
      save: "Save the draft",
      saved: "The draft is saved.",
      box: "I have checked the preview: send this issue now.",
      send: /^Send to \d+ confirmed subscribers?$/,
      started: "Sending has started.",
      unsubscribe: "Unsubscribe",
      unsubscribed: "You are unsubscribed.",
      already: "This email address is already unsubscribed",
      badLink: "Each line must be the address of an update",
    },
  },
  "workspace-mobile": {
    prefix: "/ur",
    locale: "اردو کے سبسکرائبرز",
    words: {
      subscribe: "سبسکرائب کریں",
      subscribed: "شکریہ! سبسکرپشن کی تصدیق کے لیے",
      confirm: "میری سبسکرپشن کی تصدیق کریں",
      confirmed: "شکریہ: آپ کی سبسکرپشن کی تصدیق ہو گئی ہے۔",
      write: "نیا شمارہ لکھیں",
      goesTo: "کس کو جائے گا",
      subject: "عنوان",
      text: "متن",
      links: "اپ ڈیٹس اور لیکچرز کے لنکس (اختیاری)",
      preview: "پیش نظارہ",
      save: "مسودہ محفوظ کریں",
      saved: "مسودہ محفوظ ہو گیا ہے۔",
      box: "میں نے پیش نظارہ دیکھ لیا ہے: یہ شمارہ ابھی بھیجیں۔",
      send: /^\d+ تصدیق شدہ سبسکرائبرز? کو بھیجیں$/,
      started: "بھیجنا شروع ہو گیا ہے۔",
      unsubscribe: "ان سبسکرائب کریں",
      unsubscribed: "آپ ان سبسکرائب ہو گئے ہیں۔",
      already: "یہ ای میل ایڈریس پہلے ہی ان سبسکرائب ہو چکا ہے",
      badLink: "ہر سطر اس سائٹ کی کسی اپ ڈیٹ",
    },
  },
} as const;

test("a visitor subscribes, confirms by mail, gets the issue an admin sends, and unsubscribes", async ({
  page,
  browser,
}, info) => {
  const { prefix, locale, words } = RUNS[info.project.name as keyof typeof RUNS];
  const email = `reader.${Date.now()}.${randomInt(1e6)}@example.pk`;
  await page.goto(`${prefix}/`);
  const footer = page.getByRole("contentinfo");
  await footer.locator("#newsletter-email").fill(email);
  await footer.getByRole("button", { name: words.subscribe }).click();
  await expect(footer.getByRole("status")).toContainText(words.subscribed);

  const confirmLink = linkIn(await mailTo(email, /./), `${prefix}/newsletter/confirm`);
  await page.goto(confirmLink.toString());
  await page.getByRole("button", { name: words.confirm }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText(words.confirmed);

  const context = await browser.newContext({ javaScriptEnabled: false });
  await useAccount(context, await admin());
  const desk = await context.newPage();
  await desk.goto(`${prefix}/admin/subscribers`);
  await desk.getByRole("link", { name: words.write }).click();
  const subject = `Issue ${info.project.name} ${randomInt(1e6)}`;
  await desk.getByLabel(words.goesTo).selectOption({ label: locale });
  await desk.getByLabel(words.subject).fill(subject);
  await desk.getByLabel(words.text, { exact: true }).fill("Admissions are open.\n\nGood luck!");
  await desk.getByLabel(words.links).fill("https://elsewhere.example/");
  await desk.getByRole("button", { name: words.save }).click();
  await expect(desk.getByLabel(words.links)).toHaveAccessibleDescription(new RegExp(words.badLink));
  await desk.getByLabel(words.links).fill("");
  await desk.getByRole("button", { name: words.preview }).click();
  await expect(desk.getByTestId("issue-preview-text")).toContainText("Good luck!");
  await desk.getByRole("button", { name: words.save }).click();
  await expect(desk.getByRole("main").getByRole("status")).toHaveText(words.saved);
  await desk.getByLabel(words.box).check();
  await desk.getByRole("button", { name: words.send }).click();
  await expect(desk.getByRole("main").getByRole("status")).toContainText(words.started);

  const issue = await mailTo(email, new RegExp(subject));
  expect(issue.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  expect(issue.html).not.toMatch(/<img|url\(/i);
  const unsubscribe = linkIn(issue, `${prefix}/newsletter/unsubscribe`);
  await page.goto(unsubscribe.toString());
  await page.getByRole("button", { name: words.unsubscribe }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(
    new RegExp(words.unsubscribed),
  );
  await page.goto(unsubscribe.toString());
  await expect(page.getByRole("main").getByRole("status")).toContainText(words.already);
  await context.close();
});
