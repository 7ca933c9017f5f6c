import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { getEnv } from "@/env";
import { isForeignStateChange } from "@front/request-checks.mjs";
import { withNext } from "@/components/auth/with-next";
import { isStaff, type Permission } from "@/server/auth/roles";
import { getCurrentUser } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { readOrFallback } from "@/server/safe-read";
import { readStaffAccount, workspaceAccess, type StaffAccount } from "./staff-account";
import { getLocalePath, redirectInLocale } from "@/server/i18n/locale";

export type { StaffAccount };

/**
 * The signed-in account with its role, or null. The session is read through session.ts (so the
 * front layer knows this render is personal); the role is read from the database on every request,
 * not from the session cookie's 5-minute copy, so a demotion takes effect at once.
 */
export const getSignedInAccount = cache(async (): Promise<StaffAccount | null> => {
  const current = await getCurrentUser();
  if (!current) return null;
  return readStaffAccount(await getDb(), current.id);
});

/** Why an action refused to run; "unconfirmed": a role whose address is not confirmed yet. */
export type Refusal = "signed-out" | "forbidden" | "cross-site" | "unconfirmed";

export type Authorized = { ok: true; actor: StaffAccount } | { ok: false; error: Refusal };

async function isCrossSite(): Promise<boolean> {
  const list = await headers();
  const forwardedHost = list.get("x-forwarded-host")?.split(",")[0]?.trim();
  return isForeignStateChange({
    method: "POST",
    origin: list.get("origin"),
    fetchSite: list.get("sec-fetch-site"),
    host: forwardedHost || list.get("host"),
    siteOrigin: new URL(getEnv().siteUrl).origin,
  });
}

/**
 * The first thing every workspace action does: refuses a request from another site (the front
 * layer already does, front-layer/request-checks.mjs; this holds behind any other server too),
 * nobody signed in, and a role
 * without the permission. Nothing is read from the request body before this passes.
 */
export async function authorizeAction(permission: Permission): Promise<Authorized> {
  if (await isCrossSite()) return { ok: false, error: "cross-site" };
  const account = await getSignedInAccount();
  if (!account) return { ok: false, error: "signed-out" };
  const access = workspaceAccess(account, permission);
  if (access !== "allowed") return { ok: false, error: access };
  return { ok: true, actor: account };
}

/**
 * For workspace pages: signed out goes to the login with ?next= back here; signed in without the
 * permission (or with a role whose address is not confirmed) gets null, and the page renders
 * ForbiddenScreen in place (403, whole; decision 0014), which says which.
 * Pages call it themselves; a layout alone is not a guard.
 */
export async function authorizePage(
  permission: Permission,
  path: string,
): Promise<StaffAccount | null> {
  const account = await getSignedInAccount();
  if (!account) {
    // Back to this page in its language after logging in (decision 0040).
    const inLocale = await getLocalePath();
    return redirectInLocale(withNext("/login", inLocale(path)));
  }
  return workspaceAccess(account, permission) === "allowed" ? account : null;
}

/** Whether the header offers the workspace link: a failed read just leaves it out. */
export function canOpenWorkspace(): Promise<boolean> {
  return readOrFallback(
    "workspace role",
    async () => isStaff((await getSignedInAccount())?.role),
    false,
  );
}
