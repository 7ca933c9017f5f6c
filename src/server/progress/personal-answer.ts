import "server-only";
import type { PersonalAnswer } from "@front/contract.mjs";
import { getEnv } from "@/env";
import { SIGNED_OUT, personalScope, type PersonalData } from "@/lib/personal";
import {
  SIGNED_IN_HINT_COOKIE,
  SIGNED_IN_HINT_MAX_AGE,
  hasSignedInHint,
} from "@/lib/signed-in-hint";
import { getAuth, type Auth } from "@/server/auth/auth";
import { isStaff } from "@/server/auth/roles";
import {
  checkSession,
  isBanned,
  sessionSettings,
  type SessionSettings,
  type SessionUser,
} from "@/server/auth/session-check";
import { getDb, type Database } from "@/server/db/client";
import { log } from "@/server/log";
import { readOrFallback } from "@/server/safe-read";
import { personalParts } from "./queries";

/**
 * GET /api/me?page=<path and query of the page>: the signed-in student's own parts of that page
 * (decision 0029), never cached anywhere. It also keeps the signed-in hint cookie true. The front
 * layer answers it with this function (published on the bridge), outside Next.js; the route
 * handler (src/app/api/me/route.ts) answers with it too where no front layer runs.
 */

const MAX_PAGE_LENGTH = 2048;

function hintCookie(signedIn: boolean, secure: boolean): string {
  const value = signedIn ? `1; Max-Age=${SIGNED_IN_HINT_MAX_AGE}` : "; Max-Age=0";
  return `${SIGNED_IN_HINT_COOKIE}=${value}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** What the answer is read with: the server's own, or a test's. */
export type PersonalSources = { auth: Auth; db: Database; secureCookies: boolean };

// Read once per Better Auth instance (one per process, src/server/auth/auth.ts).
const settingsOf = new WeakMap<Auth, Promise<SessionSettings>>();

function settingsFor(auth: Auth): Promise<SessionSettings> {
  let settings = settingsOf.get(auth);
  if (!settings) settingsOf.set(auth, (settings = sessionSettings(auth)));
  return settings;
}

type Found = { user: SessionUser | null; setCookies: string[] };

/** The student of a request with this Cookie header, and the cookies Better Auth set, if any. */
async function findUser({ auth, db }: PersonalSources, cookieHeader: string): Promise<Found> {
  const nobody: Found = { user: null, setCookies: [] };
  if (!cookieHeader) return nobody;
  try {
    const check = await checkSession(db, cookieHeader, await settingsFor(auth));
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

function json(status: number, body: unknown, setCookies: string[] = []): PersonalAnswer {
  const headers: [string, string][] = [
    ["content-type", "application/json"],
    ["cache-control", "private, no-store"],
    ...setCookies.map((cookie): [string, string] => ["set-cookie", cookie]),
  ];
  return { status, headers, body: JSON.stringify(body) };
}

/** The answer to GET /api/me for a request with this Cookie header and `page` parameter. */
export async function answerPersonal(
  sources: PersonalSources,
  cookieHeader: string,
  pageParameter: string | null,
): Promise<PersonalAnswer> {
  const page = pageParameter ?? "/";
  if (!page.startsWith("/") || page.length > MAX_PAGE_LENGTH) {
    return json(400, { error: "invalid-page" });
  }
  const { user, setCookies } = await findUser(sources, cookieHeader);
  let body: PersonalData = SIGNED_OUT;
  if (user) {
    const parts = await readOrFallback(
      "personal parts",
      () => personalParts(sources.db, user.id, personalScope(page)),
      {},
    );
    body = { user: { name: user.name, workspace: isStaff(user.role) }, ...parts };
  }
  if (user || hasSignedInHint(cookieHeader)) {
    setCookies.push(hintCookie(user !== null, sources.secureCookies));
  }
  return json(200, body, setCookies);
}

/** The server's answer to GET /api/me (the front layer's bridge and the route handler). */
export async function personalAnswer(
  cookieHeader: string,
  pageParameter: string | null,
): Promise<PersonalAnswer> {
  let sources: PersonalSources;
  try {
    const [auth, db] = await Promise.all([getAuth(), getDb()]);
    sources = { auth, db, secureCookies: getEnv().siteUrl.startsWith("https://") };
  } catch (error) {
    log("error", "auth.session_read_failed", { error });
    return json(503, { error: "unavailable" });
  }
  return answerPersonal(sources, cookieHeader, pageParameter);
}
