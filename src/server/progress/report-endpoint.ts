import "server-only";
import { z } from "zod";
import { getEnv } from "@/env";
import { applyReport, type StoredProgress } from "@/lib/progress-rules";
import { userFromHeaders } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { log } from "@/server/log";
import { reportTime } from "./clock";
import { carryProgress, lectureDuration, recordProgressReport } from "./store";
import { readProgressToken, signProgressToken } from "./token";

/**
 * POST /api/progress (the player's reports) and POST /api/progress/claim (signed-out progress
 * carried into the account). Cross-site posts never get here: src/proxy.ts refuses them.
 */

const MAX_BODY_BYTES = 64 * 1024;
const MAX_SECONDS = 24 * 60 * 60;
// PostgreSQL integer ids stop here; a larger id cannot exist and must not reach the query.
const MAX_ID = 2_147_483_647;
const seconds = z.number().finite().min(0).max(MAX_SECONDS);

const reportBody = z.object({
  lectureId: z.number().int().min(1).max(MAX_ID),
  event: z.enum(["start", "progress", "pause", "end", "leave", "unlock"]),
  watched: seconds,
  position: seconds,
  duration: seconds.nullable(),
  token: z.string().max(1000).optional(),
  sentAt: z.number().int().positive().optional(),
});

const claimBody = z.object({ tokens: z.array(z.string().max(1000)).max(500) });

export type ProgressAnswer = {
  watchedSeconds: number;
  lastPosition: number;
  durationSeconds: number | null;
  unlocked: boolean;
  /** Signed out: the progress, signed, for the browser to keep and send back. */
  token?: string;
};

function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "private, no-store" } });
}

/** The request's JSON body, or undefined when it is missing, too large or not JSON. */
async function readBody(request: Request): Promise<unknown> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > MAX_BODY_BYTES) return undefined;
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function answer(progress: StoredProgress, token?: string): ProgressAnswer {
  return {
    watchedSeconds: progress.watchedSeconds,
    lastPosition: progress.lastPosition,
    durationSeconds: progress.durationSeconds,
    unlocked: progress.unlockedAt !== null,
    ...(token ? { token } : {}),
  };
}

export async function handleProgressReport(request: Request): Promise<Response> {
  const parsed = reportBody.safeParse(await readBody(request));
  if (!parsed.success) return json({ error: "invalid-report" }, 400);
  const { lectureId, event, watched, position, duration, token, sentAt } = parsed.data;
  const report = { event, watchedDelta: watched, position, duration };
  const now = reportTime(request, sentAt);
  try {
    const [user, db] = await Promise.all([userFromHeaders(request.headers), getDb()]);
    if (user) {
      const stored = await recordProgressReport(db, user.id, lectureId, report, now);
      return stored ? json(answer(stored)) : json({ error: "lecture-not-found" }, 404);
    }
    // Signed out: nothing is stored here; the browser keeps the signed result.
    const contentDuration = await lectureDuration(db, lectureId);
    if (contentDuration === undefined) return json({ error: "lecture-not-found" }, 404);
    const secret = getEnv().BETTER_AUTH_SECRET;
    const previous = readProgressToken(token, secret);
    const mine = previous?.lectureId === lectureId ? previous.progress : null;
    const next = applyReport(mine, report, now, contentDuration);
    return json(answer(next, signProgressToken(lectureId, next, secret)));
  } catch (error) {
    log("error", "progress.report_failed", { lectureId, event, error });
    return json({ error: "unavailable" }, 503);
  }
}

export async function handleProgressClaim(request: Request): Promise<Response> {
  const parsed = claimBody.safeParse(await readBody(request));
  if (!parsed.success) return json({ error: "invalid-claim" }, 400);
  try {
    const user = await userFromHeaders(request.headers);
    if (!user) return json({ error: "signed-out" }, 401);
    const secret = getEnv().BETTER_AUTH_SECRET;
    // A token that was changed, or signed elsewhere, is worth nothing (mergeProgress then checks
    // that a carried unlock still holds for the lecture's duration).
    const carried = parsed.data.tokens.flatMap((token) => readProgressToken(token, secret) ?? []);
    const count = await carryProgress(await getDb(), user.id, carried);
    return json({ carried: count });
  } catch (error) {
    log("error", "progress.claim_failed", { error });
    return json({ error: "unavailable" }, 503);
  }
}
