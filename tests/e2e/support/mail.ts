import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { e2eMailDir } from "../../../playwright.config";

/** A mail the e2e servers sent, as the test SMTP server received it. */
export type SentMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
};

function mailsTo(to: string): SentMail[] {
  let names: string[] = [];
  try {
    names = readdirSync(e2eMailDir).filter((name) => name.endsWith(".json"));
  } catch {
    return [];
  }
  return names
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(e2eMailDir, name), "utf8")) as SentMail)
    .filter((mail) => mail.to === to);
}

/** The latest mail to this address whose subject matches, once it has arrived. */
export async function mailTo(to: string, subject: RegExp): Promise<SentMail> {
  let found: SentMail | undefined;
  await expect
    .poll(() => {
      found = mailsTo(to).findLast((mail) => subject.test(mail.subject));
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** The link of a mail's text that leads to this path. */
export function linkIn(mail: SentMail, pathname: string): URL {
  const links = (mail.text.match(/https?:\/\/\S+/g) ?? []).map((link) => new URL(link));
  const found = links.find((url) => url.pathname.endsWith(pathname));
  if (!found) throw new Error(`no ${pathname} link in the mail "${mail.subject}"`);
  return found;
}

/** Opens the confirmation link mailed at registration, as the student would. */
export async function confirmAddress(email: string): Promise<void> {
  const link = linkIn(await mailTo(email, /confirm|تصدیق/i), "/api/auth/verify-email");
  const response = await fetch(link, { redirect: "manual" });
  expect(response.status).toBe(302);
  expect(response.headers.get("location")).not.toMatch(/error=/);
}
