import { expect, test } from "./support/test";
import { type Page } from "@playwright/test";
import { MESSAGING_NAME, fakeAddress, useOwnClientAddress } from "./shell-support";

const SUBSCRIBED =
  "Thank you! Please open the link we have mailed to this address to confirm your subscription. Check your spam folder too.";
const INVALID = "Please enter a valid email address, like name@example.com.";
const RATE_LIMITED = "Too many attempts. Please wait a minute and try again.";
const URDU_INVALID = "براہِ کرم درست ای میل ایڈریس درج کریں، جیسے name@example.com";

function uniqueEmail(tag: string): string {
  return `student.${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.pk`;
}

async function subscribe(page: Page, email: string) {
  await field(page).fill(email);
  // Wait for the answer: the message text alone may not change between two attempts.
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" }).click();
  await answered;
}

const message = (page: Page) => page.getByRole("contentinfo").getByRole("status");
const field = (page: Page) => page.getByRole("contentinfo").getByLabel("Email address");

/** After a saved address the form is reset; waiting for that keeps the next fill from racing it. */
async function expectAnswer(page: Page, text: string) {
  await expect(message(page)).toHaveText(text);
  if (text === SUBSCRIBED) await expect(field(page)).toHaveValue("");
}

test("subscribing answers the same for a new and a known address, then invalid", async ({
  page,
}, info) => {
  await useOwnClientAddress(page, info.testId);
  await page.goto("/privacy-policy");
  const email = uniqueEmail(info.project.name);
  await subscribe(page, email);
  await expectAnswer(page, SUBSCRIBED);
  // Same address, other case and spaces: one subscriber, and nobody learns it was on the list.
  await subscribe(page, `  ${email.toUpperCase()} `);
  await expectAnswer(page, SUBSCRIBED);
  // The browser accepts "name@school"; the server wants a real domain.
  await subscribe(page, "student@school");
  await expectAnswer(page, INVALID);
  await expect(field(page)).toHaveValue("student@school");
});

test("an Urdu page's form answers in Urdu, which no page carries before it is asked", async ({
  page,
}, info) => {
  await useOwnClientAddress(page, info.testId);
  await page.goto("/ur/privacy-policy");
  expect(await page.content()).not.toContain(URDU_INVALID);
  const form = page.getByRole("contentinfo");
  await form.getByLabel("ای میل ایڈریس").fill("student@school");
  await form.getByRole("button", { name: "سبسکرائب کریں" }).click();
  await expect(form.getByRole("status")).toHaveText(URDU_INVALID);
});

test("the newsletter works without JavaScript, and its answer opens in view", async ({
  browser,
}, info) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    // A phone, where the form sits thousands of pixels below the top of the page.
    viewport: { width: 360, height: 740 },
    extraHTTPHeaders: { "x-forwarded-for": fakeAddress(info.testId) },
  });
  const page = await context.newPage();
  await page.goto("/terms-of-service");
  const email = uniqueEmail(`nojs-${info.project.name}`);
  for (const [typed, answer] of [
    [email, SUBSCRIBED],
    [email, SUBSCRIBED],
    ["student@school", INVALID],
  ] as const) {
    await subscribe(page, typed);
    await expectAnswer(page, answer);
    await expect(page).toHaveURL(/\/terms-of-service#newsletter$/);
    await expect(message(page)).toBeInViewport();
  }
  await context.close();
});

test("one client is limited to five attempts a minute", async ({ page }, info) => {
  await useOwnClientAddress(page, info.testId);
  await page.goto("/contact-us");
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await subscribe(page, uniqueEmail(`limit${attempt}`));
    await expectAnswer(page, SUBSCRIBED);
  }
  await subscribe(page, uniqueEmail("limit6"));
  await expectAnswer(page, RATE_LIMITED);
});

test("the messaging button never covers the newsletter form", async ({ page }) => {
  await page.goto("/about-us");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const button = page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" });
  const messaging = page.getByRole("link", { name: MESSAGING_NAME });
  const [a, b] = await Promise.all([button.boundingBox(), messaging.boundingBox()]);
  if (!a || !b) throw new Error("the button or the messaging link is not displayed");
  const overlaps =
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlaps).toBe(false);
});
