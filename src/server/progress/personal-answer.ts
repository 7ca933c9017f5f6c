import "server-only";
import type { PersonalAnswer } from "@front/contract.mjs";
import { memoized } from "@/lib/memo.mjs";
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
import { signedSessionToken, type SessionSettings } from "@/server/auth/session-check";
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

/** The `page` parameter, or null when it is not a path of this site within the length limit. */
function pageOf(pageParameter: string | null): string | null {
  const page = pageParameter ?? "/";
  return page.startsWith("/") && page.length <= MAX_PAGE_LENGTH ? page : null;
}

/**
 * The answer kept in memory for this cookie and page, if any, found without waiting on anything:
 * only for a session token whose signature was checked, and never for a session Better Auth must
 * see (personal-cache.ts).
 */
function keptAnswer(
  sources: PersonalSources,
  settings: SessionSettings,
  cookieHeader: string,
  pageParameter: string | null,
): PersonalAnswer | undefined {
  const cache = personalCacheOf(sources.db);
  const page = pageOf(pageParameter);
  if (!cache?.live || !cookieHeader || page === null) return undefined;
  const signed = signedSessionToken(cookieHeader, settings);
  if (signed.kind !== "token") return undefined;
  const kept = cache.get(signed.token, scopeKeyOf(page), Date.now());
  return kept === undefined
    ? undefined
    : answer(200, kept, [hintCookie(true, sources.secureCookies)]);
}

// The same few pages are asked about again and again: each one's scope is worked out once.
const scopeKeyOf = memoized(2000, (page) => JSON.stringify(personalScope(page)));

/** The answer to GET /api/me for a request with this Cookie header and `page` parameter. */
export async function answerPersonal(
  sources: PersonalSources,
  cookieHeader: string,
  pageParameter: string | null,
): Promise<PersonalAnswer> {
  const kept = keptAnswer(
    sources,
    await sessionSettingsOf(sources.auth),
    cookieHeader,
    pageParameter,
  );
  return kept ?? readAnswer(sources, cookieHeader, pageParameter);
}

/** The answer read from the database, kept when it may be (personal-cache.ts). */
async function readAnswer(
  sources: PersonalSources,
  cookieHeader: string,
  pageParameter: string | null,
): Promise<PersonalAnswer> {
  const page = pageOf(pageParameter);
  if (page === null) return json(400, { error: "invalid-page" });
  const scope = personalScope(page);
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
      scope: JSON.stringify(scope),
      userId: user.id,
      body: text,
      freshUntil: Math.min(fresh.until, now + MAX_AGE_MS),
    });
  }
  return answer(200, text, setCookies);
}

/**
 * The server's own sources and session settings, once its first answer has read them: a kept
 * answer is then given without a promise to wait on, which under load is most of its cost.
 */
let known: { sources: PersonalSources; settings: SessionSettings } | undefined;

/**
 * The server's answer to GET /api/me (the front layer's bridge and the route handler): at once
 * when it is kept, else read.
 */
export function personalAnswer(
  cookieHeader: string,
  pageParameter: string | null,
): PersonalAnswer | Promise<PersonalAnswer> {
  const kept = known && keptAnswer(known.sources, known.settings, cookieHeader, pageParameter);
  return kept ?? freshAnswer(cookieHeader, pageParameter);
}

async function freshAnswer(
  cookieHeader: string,
  pageParameter: string | null,
): Promise<PersonalAnswer> {
  let sources: PersonalSources;
  try {
    const [auth, db] = await Promise.all([getAuth(), getDb()]);
    sources = { auth, db, secureCookies: getEnv().siteUrl.startsWith("https://") };
    known = { sources, settings: await sessionSettingsOf(auth) };
  } catch (error) {
    log("error", "auth.session_read_failed", { error });
    return json(503, { error: "unavailable" });
  }
  return readAnswer(sources, cookieHeader, pageParameter);
}
