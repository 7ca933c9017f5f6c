import "server-only";
import { createHash } from "node:crypto";
import { inArray } from "drizzle-orm";
import { z } from "zod";
import { getEnv } from "@/env";
import { userFromHeaders } from "@/server/auth/session";
import { getDb, type Database } from "@/server/db/client";
import { quizzes } from "@/server/db/schema";
import { takeRequest, type Limit } from "@/server/limits/counters";
import { log } from "@/server/log";
import { json, readBody } from "@/server/progress/endpoint-io";
import { MAX_CLAIMED_RESULTS } from "@/lib/quiz-results";
import { saveAttempt } from "./attempts";
import { MAX_RESULT_TOKEN, readResult } from "./result-token";

/**
 * POST /api/quiz/claim: quiz results a browser kept signed out, carried into the account it
 * signed in to (decision 0086). Each verified result becomes an attempt once (its fingerprint is
 * the token's); a forged one, or one of a quiz since deleted, is passed over.
 */

const CLAIMS_PER_ACCOUNT: Limit = { max: 10, windowMs: 10 * 60_000 };
const claimBody = z.object({
  results: z.array(z.string().max(MAX_RESULT_TOKEN)).max(MAX_CLAIMED_RESULTS),
});

export async function claimQuizResults(
  db: Database,
  userId: string,
  tokens: readonly string[],
  secret: string,
): Promise<number> {
  const results = tokens.flatMap((token) => {
    const result = readResult(token, secret);
    const fingerprint = `claim:${createHash("sha256").update(token).digest("base64url")}`;
    return result ? [{ ...result, fingerprint }] : [];
  });
  if (results.length === 0) return 0;
  const ids = [...new Set(results.map((result) => result.quizId))];
  const rows = await db.select({ id: quizzes.id }).from(quizzes).where(inArray(quizzes.id, ids));
  const existing = new Set(rows.map((row) => row.id));
  return db.transaction(async (tx) => {
    let carried = 0;
    for (const result of results) {
      if (!existing.has(result.quizId)) continue;
      const { quizId, graded, startedAt, penaltyQuarters, fingerprint } = result;
      const now = new Date(result.finishedAt);
      const input = { userId, quizId, graded, startedAt, penaltyQuarters, fingerprint, now };
      if (await saveAttempt(tx, input)) carried += 1;
    }
    return carried;
  });
}

export async function handleQuizClaim(request: Request): Promise<Response> {
  const body = await readBody(request);
  if (!body.ok) return json({ error: "invalid-claim" }, body.tooLarge ? 413 : 400);
  const parsed = claimBody.safeParse(body.value);
  if (!parsed.success) return json({ error: "invalid-claim" }, 400);
  try {
    const user = await userFromHeaders(request.headers);
    if (!user) return json({ error: "signed-out" }, 401);
    const db = await getDb();
    const limit = await takeRequest(db, `quiz-claim:account:${user.id}`, CLAIMS_PER_ACCOUNT);
    if (!limit.allowed) {
      const retryAfter = String(limit.retryAfterSeconds);
      return json({ error: "too-many-claims" }, 429, { "Retry-After": retryAfter });
    }
    const secret = getEnv().BETTER_AUTH_SECRET;
    return json({ carried: await claimQuizResults(db, user.id, parsed.data.results, secret) });
  } catch (error) {
    log("error", "quiz.claim_failed", { error });
    return json({ error: "unavailable" }, 503);
  }
}
