import { workspaceURL } from "../../../playwright.config";
import type { Account } from "./support";

/*
 * What an admin sees in the workspace, read over HTTP: how the access tests prove that a refused
 * call changed nothing (the row is still there with its values, no row was added, no audit entry).
 */

export async function adminPage(admin: Account, path: string): Promise<string> {
  const response = await fetch(`${workspaceURL}${path}`, { headers: { Cookie: admin.cookie } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.text();
}

/** The ids a workspace list links to ("/admin/lectures/12" gives 12), first page. */
export async function listedIds(admin: Account, list: string, query: string): Promise<number[]> {
  const html = await adminPage(admin, `${list}?${new URLSearchParams({ q: query }).toString()}`);
  const links = html.matchAll(new RegExp(`href="${list}/(\\d+)"`, "g"));
  return [...new Set([...links].map((match) => Number(match[1])))];
}

/** The role the people list shows for an address. */
export async function roleShown(admin: Account, email: string): Promise<string | undefined> {
  const html = await adminPage(admin, `/admin/people?${new URLSearchParams({ q: email })}`);
  return /<option value="(\w+)" selected="">/.exec(html)?.[1];
}

/** Whether the audit log holds any entry by this account. */
export async function hasAuditEntriesBy(admin: Account, actor: Account): Promise<boolean> {
  const html = await adminPage(
    admin,
    `/admin/audit?${new URLSearchParams({ actor: actor.userId })}`,
  );
  return html.includes('data-testid="audit-entry"');
}
