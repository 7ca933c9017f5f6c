import "server-only";
import { z } from "zod";
import type { PersonalAnswer } from "@front/contract.mjs";
import { getEnv } from "@/env";
import { SIGNED_OUT, type PersonalData } from "@/lib/personal";
import { hasSignedInHint } from "@/lib/signed-in-hint";
import { getAuth, type Auth } from "@/server/auth/auth";
import { isStaff } from "@/server/auth/roles";
import { sessionOfCookie, sessionSettingsOf } from "@/server/auth/session";
import { signedInHintCookie, signedInHintValue } from "@/server/auth/signed-in-hint";
import { getDb, type Database } from "@/server/db/client";
import { log } from "@/server/log";
import { settledScores } from "@/server/quiz/mock-settle";
import { accountProgress, type ProgressCursor } from "./queries";

/**
 * GET /api/me[?page=<cursor>]: the signed-in student's own data, which the browser reads once per
 * visit and keeps for the tab (decision 0064): the account, and its lectures with progress, a
 * page at a time. Read from the database on every request, never kept on the server, never cached
 * anywhere (`private, no-store`). It also keeps the signed-in hint cookie true. The front layer
 * answers it with this function (the bridge's `personal`, which hands on the `page` parameter),
 * without Next.js; the route handler answers with it too where no front layer runs.
 */

/** An answer written whole: its status, headers (Set-Cookie may repeat) and body. */

/** What the answer is read with: the server's own, or a test's. */
export type PersonalSources = { auth: Auth; db: Database; secureCookies: boolean };

function json(status: number, body: unknown, setCookies: string[] = []): PersonalAnswer {
  const headers: [string, string][] = [
    ["content-type", "application/json"],
    ["cache-control", "private, no-store"],
    ...setCookies.map((cookie): [string, string] => ["set-cookie", cookie]),
  ];
  return { status, headers, body: JSON.stringify(body) };
}

// `<report time in ms>-<lecture id>`, as the previous page's `next` gave it; PostgreSQL integer
// ids stop at 2^31 - 1.
const cursor = z
  .string()
  .regex(/^[0-9]{1,15}-[1-9][0-9]{0,9}$/)
  .transform((value): ProgressCursor => {
    const [updatedAt, lectureId] = value.split("-").map(Number);
    return { updatedAt: updatedAt!, lectureId: lectureId! };
  })
  .refine((value) => value.lectureId <= 2_147_483_647);

// A page of the site (`/latest`): what the browser sent before decision 0064, and a page loaded
// before a deploy still sends. It names no cursor: the first page of lectures.
const sitePath = z.string().max(2048).startsWith("/");

/** The `page` parameter: null for the first page, undefined when it is neither kind of value. */
export function readCursor(value: string | null): ProgressCursor | null | undefined {
  if (value === null || sitePath.safeParse(value).success) return null;
  const parsed = cursor.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

export function writeCursor(cursor: ProgressCursor): string {
  return `${cursor.updatedAt}-${cursor.lectureId}`;
}

/** The answer to GET /api/me for a request with this Cookie header and `page` parameter. */
export async function answerPersonal(
  sources: PersonalSources,
  cookieHeader: string,
  pageParameter: string | null,
): Promise<PersonalAnswer> {
  const before = readCursor(pageParameter);
  if (before === undefined) return json(400, { error: "invalid-cursor" });
  const { auth, db, secureCookies } = sources;
  const { user, setCookies } = await sessionOfCookie(auth, db, cookieHeader);
  if (!user) {
    // A refused cookie takes the hint away, so the page stops asking and drops its copy.
    if (hasSignedInHint(cookieHeader)) setCookies.push(signedInHintCookie(null, secureCookies));
    return json(200, SIGNED_OUT, setCookies);
  }
  const { secret } = await sessionSettingsOf(auth);
  setCookies.push(signedInHintCookie(signedInHintValue(user.id, secret), secureCookies));
  try {
    // The quiz scores come with the first page only (decision 0082), with any mock test whose
    // time ran out unsubmitted counted first (decision 0102).
    const [{ lectures, ratings, next }, quizzes] = await Promise.all([
      accountProgress(db, user.id, before),
      before === null ? settledScores(db, user.id) : undefined,
    ]);
    const body: PersonalData = {
      user: { name: user.name, workspace: isStaff(user.role) },
      lectures,
      ratings,
      ...(quizzes ? { quizzes } : {}),
      ...(next ? { next: writeCursor(next) } : {}),
    };
    return json(200, body, setCookies);
  } catch (error) {
    // Half an answer would be kept by the browser as the whole: it keeps what it had instead.
    log("error", "progress.personal_read_failed", { error });
    return json(503, { error: "unavailable" }, setCookies);
  }
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
