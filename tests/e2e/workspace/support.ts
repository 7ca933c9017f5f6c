import { randomUUID } from "node:crypto";
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { WORKSPACE_ADMIN_EMAIL, workspaceURL } from "../../../playwright.config";
import { callServerAction, signUpForCookie } from "../../support/server-action";
import { EMPTY_STATE, formOf, workspaceActionId } from "../../support/workspace-actions";

export const PASSWORD = "Durable-Pass-1";

export type Account = { email: string; cookie: string; userId: string };

async function signIn(email: string): Promise<Response> {
  return fetch(`${workspaceURL}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: workspaceURL },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
}

function sessionOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.includes("session_token"));
  if (!cookie) throw new Error(`no session cookie (status ${response.status})`);
  return cookie.split(";")[0]!;
}

/**
 * The admin of the workspace's server (ADMIN_EMAILS in playwright.config.ts): registered by the
 * first test that needs it, signed in by the others.
 */
export async function admin(): Promise<Account> {
  const signedIn = await signIn(WORKSPACE_ADMIN_EMAIL);
  if (signedIn.ok) {
    const body = (await signedIn.json()) as { user: { id: string } };
    return { email: WORKSPACE_ADMIN_EMAIL, cookie: sessionOf(signedIn), userId: body.user.id };
  }
  try {
    const account = await signUpForCookie(workspaceURL, WORKSPACE_ADMIN_EMAIL, "Workspace Admin");
    return { email: WORKSPACE_ADMIN_EMAIL, ...account };
  } catch {
    // Another worker registered it meanwhile.
    const again = await signIn(WORKSPACE_ADMIN_EMAIL);
    const body = (await again.json()) as { user: { id: string } };
    return { email: WORKSPACE_ADMIN_EMAIL, cookie: sessionOf(again), userId: body.user.id };
  }
}

/** A new student account (every account starts as one). */
export async function student(name = "Student"): Promise<Account> {
  const email = `ws-${randomUUID()}@example.com`;
  return { email, ...(await signUpForCookie(workspaceURL, email, name)) };
}

/** Gives an account a role through the workspace's own action, as an admin. */
export async function giveRole(account: Account, role: "student" | "editor" | "admin") {
  const { result } = await callServerAction({
    url: workspaceURL,
    path: "/admin/people",
    actionId: workspaceActionId("setRoleForm"),
    args: [EMPTY_STATE, formOf({ userId: account.userId, role })],
    cookie: (await admin()).cookie,
  });
  expect(result).toMatchObject({ formError: null });
}

/** A new account made an editor. */
export async function editor(): Promise<Account> {
  const account = await student("Editor");
  await giveRole(account, "editor");
  return account;
}

/** Signs the browser context in with an account's session cookie. */
export async function useAccount(context: BrowserContext, account: Account) {
  const [name, value] = account.cookie.split("=") as [string, string];
  await context.addCookies([{ name, value, url: workspaceURL }]);
}

/** Logs in through /login, as a person would. */
export async function logInAs(page: Page, email: string, next = "/admin") {
  await page.goto(`/login?${new URLSearchParams({ next }).toString()}`);
  await page.getByRole("main").getByLabel("Email").fill(email);
  await page.getByRole("main").getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${next}$`));
}

/** The workspace's section links. */
export function sections(page: Page) {
  return page.getByRole("navigation", { name: "Workspace sections" });
}
