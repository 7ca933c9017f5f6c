import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext } from "@playwright/test";
import { baseURL, e2ePgliteDir } from "../../playwright.config";
import type { PersonalData } from "../../src/lib/personal";
import { fillRegisterForm, newStudent, userMenu } from "./support/auth";
import { expect, test } from "./support/test";

const COMMON =
  "This password is one of the most common passwords, so it is easy to guess. Please choose another one.";

function signUp(request: APIRequestContext, data: Record<string, unknown>) {
  return request.post("/api/auth/sign-up/email", { headers: { Origin: baseURL }, data });
}

/** "name=value" of the session cookie a response set. */
function sessionCookie(setCookie: string | undefined): string {
  const cookie = (setCookie ?? "").split("\n").find((line) => line.includes("session_token="));
  expect(cookie, "the response set a session cookie").toBeDefined();
  return cookie!.split(";")[0]!;
}

test(
  "a copied session cookie stops working the moment its student logs out",
  { tag: "@http" },
  async ({ request, playwright }) => {
    const student = newStudent();
    const created = await signUp(request, student);
    expect(created.status()).toBe(200);
    const copied = sessionCookie(created.headers()["set-cookie"]);

    // Someone else's device (a café's next customer) holding a copy of the cookie.
    const other = await playwright.request.newContext({ baseURL });
    // Pages are the same for everyone (decision 0029): the student's own parts come from /api/me.
    const me = async () => {
      const response = await other.get("/api/me", { headers: { Cookie: copied } });
      return ((await response.json()) as PersonalData).user;
    };
    expect((await me())?.name).toBe(student.name);

    const out = await request.post("/api/auth/sign-out", {
      headers: { Origin: baseURL, Cookie: copied },
      data: {},
    });
    expect(out.status()).toBe(200);

    expect(await me()).toBeNull();
    const session = await other.get("/api/auth/get-session", { headers: { Cookie: copied } });
    expect(await session.json()).toBeNull();
    await other.dispose();
  },
);

test(
  "the session token stays in its HttpOnly cookie: no answer a script can read carries it",
  { tag: "@http" },
  async ({ request }) => {
    const student = newStudent();
    const created = await signUp(request, student);
    const cookie = sessionCookie(created.headers()["set-cookie"]);
    const token = decodeURIComponent(cookie.split("=")[1]!.split(".")[0]!);
    expect(await created.text()).not.toContain(token);
    const session = await request.get("/api/auth/get-session", { headers: { Cookie: cookie } });
    expect(((await session.json()) as { user: { name: string } }).user.name).toBe(student.name);
    expect(await session.text()).not.toContain(token);
    const listed = await request.get("/api/auth/list-sessions", { headers: { Cookie: cookie } });
    expect(listed.status()).toBe(404);
    expect(await listed.text()).not.toContain(token);
  },
);

test(
  "the API refuses an over-long name and a common password with the form's messages",
  { tag: "@http" },
  async ({ request }) => {
    const long = await signUp(request, { ...newStudent(), name: "x".repeat(100_000) });
    expect(long.status()).toBe(400);
    expect(await long.json()).toEqual({
      code: "NAME_TOO_LONG",
      message: "Your name can have at most 80 characters.",
    });

    const common = await signUp(request, { ...newStudent(), password: "12345678" });
    expect(common.status()).toBe(400);
    expect(await common.json()).toEqual({ code: "PASSWORD_TOO_COMMON", message: COMMON });
  },
);

test("the register form says why a common password is refused", async ({ page }) => {
  const student = newStudent({ password: "iloveyou123" });
  await page.goto("/register");
  await fillRegisterForm(page, student);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("main").getByText(COMMON)).toBeVisible();
  await expect(page).toHaveURL("/register");
  await expect(userMenu(page).getByRole("link", { name: "Login" })).toBeVisible();
});

test(
  "the server's data files are readable by their owner only",
  { tag: "@http" },
  async ({ request }) => {
    // After traffic that wrote accounts and sessions (and so the write-ahead log).
    expect((await signUp(request, newStudent())).status()).toBe(200);
    const wrong: string[] = [];
    const visit = (target: string) => {
      const stat = statSync(target);
      const mode = stat.mode & 0o777;
      if (mode !== (stat.isDirectory() ? 0o700 : 0o600))
        wrong.push(`${target}: ${mode.toString(8)}`);
      if (stat.isDirectory())
        for (const name of readdirSync(target)) visit(path.join(target, name));
    };
    visit(e2ePgliteDir);
    visit(`${e2ePgliteDir}.lock`);
    expect(wrong).toEqual([]);
  },
);
