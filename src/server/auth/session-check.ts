import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { memoized } from "@/lib/memo.mjs";
import { eq, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { preparedPerDatabase } from "@/server/db/prepared";
import { session, user } from "@/server/db/schema";
import type { Auth } from "./auth";

/**
 * The session check of GET /api/me, the one signed-in request of every page view (decision 0029):
 * Better Auth's own check of the signed session cookie and one indexed read of the session and its
 * account, without the rest of `getSession`. Whenever Better Auth would write something (an
 * expired or missing session whose cookie it removes, a session due to be extended, a session of
 * a "don't remember me" sign-in) the caller asks Better Auth instead, so its rules stay the only
 * ones that change a session or its cookie.
 */

/** What the check needs of Better Auth's configuration: read from it, never written twice. */
export type SessionSettings = {
  secret: string;
  /** The session cookie's name (with `__Secure-` over https). */
  tokenCookie: string;
  /** The cookie Better Auth sets for a sign-in without "remember me". */
  dontRememberCookie: string;
  expiresInSeconds: number;
  updateAgeSeconds: number;
};

export async function sessionSettings(auth: Auth): Promise<SessionSettings> {
  const context = await auth.$context;
  return {
    secret: context.secret,
    tokenCookie: context.authCookies.sessionToken.name,
    dontRememberCookie: context.authCookies.dontRememberToken.name,
    expiresInSeconds: context.sessionConfig.expiresIn,
    updateAgeSeconds: context.sessionConfig.updateAge,
  };
}

/** The signed-in account, as the header and the personal parts need it. */
export type SessionUser = { id: string; name: string; role: string };

export type SessionCheck =
  | { kind: "signed-out" }
  | { kind: "signed-in"; user: SessionUser }
  /** Better Auth must answer: it refreshes, or removes a dead session and its cookie. */
  | { kind: "ask-better-auth" };

/**
 * A cookie's value from a Cookie header as Better Auth's signed-cookie reader parses it (its
 * router, better-call): the first pair of that name wins, quotes are removed, and the value is
 * URI-decoded when it decodes.
 */
export function cookieValue(header: string, name: string): string | undefined {
  for (const pair of header.split(";")) {
    const eq = pair.indexOf("=");
    if (eq === -1 || pair.slice(0, eq).trim() !== name) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.codePointAt(0) === 34) value = value.slice(1, -1);
    try {
      return value.includes("%") ? decodeURIComponent(value) : value;
    } catch {
      return value;
    }
  }
  return undefined;
}

/**
 * The session token in a signed cookie value (`<token>.<base64 HMAC-SHA256 of the token>`), or
 * null when the signature is not the secret's: the same rule as better-call's getSignedCookie.
 * A student sends the same cookie with every request, so each value is checked once per secret
 * (a bounded memo: a flood of forged values only empties it).
 */
export function verifiedToken(value: string, secret: string): string | null {
  let verify = verifiers.get(secret);
  if (!verify) {
    if (verifiers.size >= MAX_SECRETS) verifiers.clear();
    verify = memoized(MAX_REMEMBERED_COOKIES, (signed) => checkedSignature(signed, secret));
    verifiers.set(secret, verify);
  }
  return verify(value);
}

const verifiers = new Map<string, (value: string) => string | null>();
// One secret per server; tests use a few.
const MAX_SECRETS = 4;
const MAX_REMEMBERED_COOKIES = 20_000;

function checkedSignature(value: string, secret: string): string | null {
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith("=")) return null;
  if (!/^[A-Za-z0-9+/]{43}=$/.test(signature)) return null;
  const given = Buffer.from(signature, "base64");
  const expected = createHmac("sha256", secret).update(token, "utf8").digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

/** A ban that has not run out (Better Auth's admin plugin: `banExpires` empty means for good). */
export function isBanned(
  account: { banned?: boolean | null; banExpires?: Date | null },
  now: number,
): boolean {
  if (account.banned !== true) return false;
  return !account.banExpires || account.banExpires.getTime() > now;
}

// The query is the same on every request, only the token changes.
const sessionRead = preparedPerDatabase((db) =>
  db
    .select({
      expiresAt: session.expiresAt,
      id: user.id,
      name: user.name,
      role: user.role,
      banned: user.banned,
      banExpires: user.banExpires,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, sql.placeholder("token")))
    .limit(1)
    .prepare("parhai_session_read"),
);

/** What a Cookie header says before the database is asked. */
type SignedToken =
  { kind: "none" } | { kind: "ask-better-auth" } | { kind: "token"; token: string };

/**
 * The session token of a Cookie header whose signature is the secret's: "none" when there is no
 * signed token, "ask-better-auth" for a "don't remember me" session.
 */
function signedSessionToken(cookieHeader: string, settings: SessionSettings): SignedToken {
  const signed = cookieValue(cookieHeader, settings.tokenCookie);
  if (!signed) return { kind: "none" };
  // Better Auth answers a cookie that is not signed with the secret with "no session", and
  // leaves it be.
  const token = verifiedToken(signed, settings.secret);
  if (token === null) return { kind: "none" };
  if (cookieValue(cookieHeader, settings.dontRememberCookie)) return { kind: "ask-better-auth" };
  return { kind: "token", token };
}

/** Checks the session of a request with this Cookie header: one indexed read at most. */
export async function checkSession(
  db: Database,
  cookieHeader: string,
  settings: SessionSettings,
  now = Date.now(),
): Promise<SessionCheck> {
  const signed = signedSessionToken(cookieHeader, settings);
  if (signed.kind === "none") return { kind: "signed-out" };
  if (signed.kind === "ask-better-auth") return { kind: "ask-better-auth" };
  const [row] = await sessionRead(db).execute({ token: signed.token });
  // Deleted (signed out everywhere, decision 0021) or run out: Better Auth removes the cookie
  // and the expired row, and answers "no session".
  if (!row || row.expiresAt.getTime() <= now) return { kind: "ask-better-auth" };
  const refreshAt =
    row.expiresAt.getTime() - settings.expiresInSeconds * 1000 + settings.updateAgeSeconds * 1000;
  if (refreshAt <= now) return { kind: "ask-better-auth" };
  if (isBanned(row, now)) return { kind: "signed-out" };
  return { kind: "signed-in", user: { id: row.id, name: row.name, role: row.role } };
}
