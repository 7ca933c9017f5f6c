import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import { getDb, type Database } from "@/server/db/client";
import { log } from "@/server/log";
import { getAuth, type Auth } from "./auth";
import {
  checkSession,
  isBanned,
  sessionSettings,
  type SessionSettings,
  type SessionUser,
} from "./session-check";

/** The signed-in account: its role decides whether the header offers the workspace. */
export type CurrentUser = SessionUser;

// Read once per Better Auth instance (one per process, src/server/auth/auth.ts).
const settingsOf = new WeakMap<Auth, Promise<SessionSettings>>();

/** Better Auth's session settings, read once per instance. */
export function sessionSettingsOf(auth: Auth): Promise<SessionSettings> {
  let settings = settingsOf.get(auth);
  if (!settings) settingsOf.set(auth, (settings = sessionSettings(auth)));
  return settings;
}

export type FoundSession = { user: CurrentUser | null; setCookies: string[] };

/**
 * The account of a request with this Cookie header, and the cookies Better Auth set, if any: one
 * indexed read (session-check.ts), or Better Auth itself whenever it would write something.
 */
export async function sessionOfCookie(
  auth: Auth,
  db: Database,
  cookieHeader: string,
): Promise<FoundSession> {
  const nobody: FoundSession = { user: null, setCookies: [] };
  if (!cookieHeader) return nobody;
  try {
    const check = await checkSession(db, cookieHeader, await sessionSettingsOf(auth));
    if (check.kind === "signed-in") return { user: check.user, setCookies: [] };
    if (check.kind === "signed-out") return nobody;
    // Better Auth's own rules for what must be written: refresh, or remove a dead session.
    const { headers, response } = await auth.api.getSession({
      headers: new Headers({ cookie: cookieHeader }),
      returnHeaders: true,
    });
    const found = response && !isBanned(response.user, Date.now()) ? response.user : null;
    return {
      user: found && { id: found.id, name: found.name, role: found.role ?? "student" },
      setCookies: headers.getSetCookie(),
    };
  } catch (error) {
    // A session that cannot be read is treated as signed out, never as an error.
    log("error", "auth.session_read_failed", { error });
    return nobody;
  }
}

/**
 * The signed-in student of a request with these headers, or null. Route handlers pass their
 * request's headers; pages and actions use getCurrentUser.
 */
export async function userFromHeaders(requestHeaders: Headers): Promise<CurrentUser | null> {
  try {
    const [auth, db] = await Promise.all([getAuth(), getDb()]);
    return (await sessionOfCookie(auth, db, requestHeaders.get("cookie") ?? "")).user;
  } catch (error) {
    // A session that cannot be read is treated as signed out, never as an error page.
    log("error", "auth.session_read_failed", { error });
    return null;
  }
}

/**
 * The signed-in student for this request, or null. Cached per request. A page the edge keeps is
 * rendered without the visitor's cookies (decision 0057), so it never finds one.
 */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> => {
  // Before the read: during `next build` headers() throws to mark the page dynamic, and Next
  // must see that error.
  return userFromHeaders(await headers());
});
