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
import { sessionOfCookie, sessionSettingsOf } from "@/server/auth/session";
import { signedSessionToken } from "@/server/auth/session-check";
import { getDb, type Database } from "@/server/db/client";
import { log } from "@/server/log";
import { readOrFallback } from "@/server/safe-read";
import { MAX_AGE_MS, personalCacheOf } from "./personal-cache";
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

function json(status: number, body: unknown, setCookies: string[] = []): PersonalAnswer {
  return answer(status, JSON.stringify(body), setCookies);
}

function answer(status: number, body: string, setCookies: string[]): PersonalAnswer {
  const headers: [string, string][] = [
    ["content-type", "application/json"],
    ["cache-control", "private, no-store"],
    ...setCookies.map((cookie): [string, string] => ["set-cookie", cookie]),
  ];
  return { status, headers, body };
}

/**
 * The answer kept in memory for this cookie and page, if any: only for a session token whose
 * signature was checked, and never for a session Better Auth must see (personal-cache.ts).
 */
async function keptAnswer(
  sources: PersonalSources,
  cookieHeader: string,
  scopeKey: string,
): Promise<string | undefined> {
  const cache = personalCacheOf(sources.db);
  if (!cache?.live || !cookieHeader) return undefined;
  const signed = signedSessionToken(cookieHeader, await sessionSettingsOf(sources.auth));
  return signed.kind === "token" ? cache.get(signed.token, scopeKey, Date.now()) : undefined;
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
  const scope = personalScope(page);
  const scopeKey = JSON.stringify(scope);
  const kept = await keptAnswer(sources, cookieHeader, scopeKey);
  if (kept !== undefined) return answer(200, kept, [hintCookie(true, sources.secureCookies)]);
  const cache = personalCacheOf(sources.db);
  // Taken before the reads: an answer read before a change of its student is never kept.
  const ticket = cache?.ticket();
  const now = Date.now();
  const { user, setCookies, fresh } = await sessionOfCookie(sources.auth, sources.db, cookieHeader);
  let body: PersonalData = SIGNED_OUT;
  let complete = true;
  if (user) {
    const parts = await readOrFallback(
      "personal parts",
      () => personalParts(sources.db, user.id, scope),
      null,
    );
    complete = parts !== null;
    body = { user: { name: user.name, workspace: isStaff(user.role) }, ...parts };
  }
  if (user || hasSignedInHint(cookieHeader)) {
    setCookies.push(hintCookie(user !== null, sources.secureCookies));
  }
  const text = JSON.stringify(body);
  // Only a session read here (not one Better Auth answered), with every part read.
  if (cache && user && fresh && complete) {
    cache.put(ticket, {
      token: fresh.token,
      scope: scopeKey,
      userId: user.id,
      body: text,
      freshUntil: Math.min(fresh.until, now + MAX_AGE_MS),
    });
  }
  return answer(200, text, setCookies);
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
