import { randomUUID } from "node:crypto";
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { WORKSPACE_ADMIN, workspaceURL } from "../../../playwright.config";
import { callServerAction, signInForCookie, signUpForCookie } from "../../support/server-action";
import { EMPTY_STATE, formOf, workspaceActionId } from "../../support/workspace-actions";
import { confirmAddress } from "../support/mail";

export const PASSWORD = WORKSPACE_ADMIN.password;

export type Account = { email: string; cookie: string; userId: string };

/**
 * The admin of the workspace's server, registered and granted the role before the server started
 * (WORKSPACE_ADMIN in playwright.config.ts): signed in here.
 */
export async function admin(): Promise<Account> {
  const session = await signInForCookie(
    workspaceURL,
    WORKSPACE_ADMIN.email,
    WORKSPACE_ADMIN.password,
  );
  return { email: WORKSPACE_ADMIN.email, ...session };
}

/**
 * A new student account (every account starts as one), its address confirmed through the mail
 * sent at registration unless `confirmed` is false: only a confirmed address may get a role.
 */
export async function student(name = "Student", confirmed = true): Promise<Account> {
  const email = `ws-${randomUUID()}@example.com`;
  const session = await signUpForCookie(workspaceURL, email, name);
  if (confirmed) await confirmAddress(email);
  return { email, ...session };
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

/**
 * The new-lecture form, with 10th chemistry's fixture chapter (90) chosen from the subject's
 * chapters; YouTube's thumbnails answered empty (no network here).
 */
export async function openNewFixtureLecture(page: Page) {
  await page.route("https://i.ytimg.com/**", (route) => route.fulfill({ status: 204 }));
  await page.goto("/admin/lectures/new");
  await page.getByLabel("Class", { exact: true }).selectOption("10th");
  await page.getByLabel("Subject", { exact: true }).selectOption("chemistry");
  await page.getByRole("button", { name: "90. Workspace Fixture Chapter" }).click();
}
