import { SignJWT } from "jose";
import { signUpForCookie } from "../support/server-action";
import type { MailSink } from "../support/mail-sink";
import { RESILIENCE_SECRET } from "./app-server";
import { check, section } from "./report";

/**
 * The links mailed to students, misused (decision 0066): a reset link used twice, forged
 * confirmation links, and one whose time is over. Each gets a clear refusal, never a 5xx.
 */

const CONFIRMED = "/student-portal?verified=1";

function post(url: string, path: string, body: Record<string, unknown>) {
  return fetch(`${url}/api/auth${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: url },
    body: JSON.stringify(body),
  });
}

async function confirmationAnswer(url: string, token: string): Promise<string> {
  const query = new URLSearchParams({ token, callbackURL: CONFIRMED });
  const response = await fetch(`${url}/api/auth/verify-email?${query}`, { redirect: "manual" });
  await response.arrayBuffer();
  return `${response.status} ${response.headers.get("location") ?? ""}`;
}

export async function badMailLinkTest(url: string, sink: MailSink): Promise<void> {
  section("bad input: reused, forged and expired links from mails");
  const email = `bad-links-${process.pid}@example.com`;
  await signUpForCookie(url, email);
  await (
    await post(url, "/request-password-reset", { email, redirectTo: "/reset-password" })
  ).text();
  const mail = await sink.waitFor(email, /password/i, 30_000);
  const token = /reset-password\?token=([A-Za-z0-9]+)/.exec(mail.text)?.[1] ?? "";
  const first = await post(url, "/reset-password", { token, newPassword: "a fresh passphrase" });
  const again = await post(url, "/reset-password", { token, newPassword: "another passphrase" });
  const reused = (await again.json()) as { code?: string; message?: string };
  check(
    "bad input: a reset link used twice is refused the second time with INVALID_TOKEN",
    first.status === 200 && again.status === 400 && reused.code === "INVALID_TOKEN",
    `${first.status}, then ${again.status} ${reused.code}`,
  );
  const page = await fetch(`${url}/reset-password?token=${token}`);
  const shown = await page.text();
  check(
    "bad input: the used reset link's page says it does not work any more, with no form",
    page.status === 200 &&
      shown.includes("This link does not work any more") &&
      !shown.includes('name="password"'),
    `${page.status}`,
  );

  const expired = await new SignJWT({ email })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
    .sign(new TextEncoder().encode(RESILIENCE_SECRET));
  const forged = await new SignJWT({ email })
    .setProtectedHeader({ alg: "HS256" })
    .setExpirationTime("1h")
    .sign(new TextEncoder().encode("not-the-secret-of-this-portal-000000"));
  const answers = {
    expired: await confirmationAnswer(url, expired),
    forged: await confirmationAnswer(url, forged),
    garbage: await confirmationAnswer(url, "x".repeat(10_000)),
  };
  check(
    "bad input: expired, forged and garbage confirmation links lead back with an error, never confirm",
    answers.expired.endsWith(`${CONFIRMED}&error=TOKEN_EXPIRED`) &&
      answers.forged.endsWith(`${CONFIRMED}&error=INVALID_TOKEN`) &&
      answers.garbage.endsWith(`${CONFIRMED}&error=INVALID_TOKEN`),
    JSON.stringify(answers),
  );
}
