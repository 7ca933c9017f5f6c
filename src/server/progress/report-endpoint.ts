import "server-only";
import { z } from "zod";
import { getEnv } from "@/env";
import type { LectureLinks } from "@/lib/personal";
import { applyReport, type ProgressReport, type StoredProgress } from "@/lib/progress-rules";
import { userFromHeaders } from "@/server/auth/session";
import { getDb, type Database } from "@/server/db/client";
import { log } from "@/server/log";
import { reportTime } from "./clock";
import { lectureFacts } from "./lecture-links";
import { carryProgress, recordProgressReport } from "./store";
import { readProgressToken, signProgressToken, type ProgressToken } from "./token";

/**
 * POST /api/progress (the player's reports) and POST /api/progress/claim (signed-out progress
 * carried into the account). Cross-site posts never get here: src/proxy.ts refuses them.
 */

const MAX_BODY_BYTES = 64 * 1024;
const MAX_SECONDS = 24 * 60 * 60;
// PostgreSQL integer ids stop here; a larger id cannot exist and must not reach the query.
const MAX_ID = 2_147_483_647;
const seconds = z.number().finite().min(0).max(MAX_SECONDS);

const report = z.object({
  lectureId: z.number().int().min(1).max(MAX_ID),
  event: z.enum(["start", "progress", "pause", "end", "leave", "unlock"]),
  watched: seconds,
  position: seconds,
  duration: seconds.nullable(),
  sentAt: z.number().int().positive().optional(),
});

const reportBody = report.extend({ token: z.string().max(1000).optional() });

/** At most this many reports still waiting for an answer come with a claim (decision 0030). */
export const MAX_WAITING_REPORTS = 20;

const claimBody = z.object({
  tokens: z.array(z.string().max(1000)).max(500),
  // Reports made while signed out whose answers never arrived, one per lecture, each to be
  // counted from that lecture's token as the report endpoint would have.
  waiting: z.array(report).max(MAX_WAITING_REPORTS).optional(),
});

export type ProgressAnswer = {
  watchedSeconds: number;
  lastPosition: number;
  durationSeconds: number | null;
  unlocked: boolean;
  /** Once the server counted the unlock: what it opens, for this browser only. */
  links?: LectureLinks;
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

const NO_LINKS: LectureLinks = { quickQuizUrl: null, lectureNotesUrl: null };

function answer(progress: StoredProgress, links: LectureLinks, token?: string): ProgressAnswer {
  const unlocked = progress.unlockedAt !== null;
  return {
    watchedSeconds: progress.watchedSeconds,
    lastPosition: progress.lastPosition,
    durationSeconds: progress.durationSeconds,
    unlocked,
    ...(unlocked ? { links } : {}),
    ...(token ? { token } : {}),
  };
}

function asReport(body: z.infer<typeof report>): ProgressReport {
  const { event, watched, position, duration } = body;
  return { event, watchedDelta: watched, position, duration };
}

export async function handleProgressReport(request: Request): Promise<Response> {
  const parsed = reportBody.safeParse(await readBody(request));
  if (!parsed.success) return json({ error: "invalid-report" }, 400);
  const { lectureId, event, token, sentAt } = parsed.data;
  const now = reportTime(request, sentAt);
  try {
    const [user, db] = await Promise.all([userFromHeaders(request.headers), getDb()]);
    if (user) {
      const stored = await recordProgressReport(db, user.id, lectureId, asReport(parsed.data), now);
      if (!stored) return json({ error: "lecture-not-found" }, 404);
      // The links are read only for an unlocked lecture: most reports are of locked ones.
      const facts = stored.unlockedAt === null ? undefined : await lectureFacts(db, lectureId);
      return json(answer(stored, facts?.links ?? NO_LINKS));
    }
    // Signed out: nothing is stored here; the browser keeps the signed result.
    const facts = await lectureFacts(db, lectureId);
    if (!facts) return json({ error: "lecture-not-found" }, 404);
    const secret = getEnv().BETTER_AUTH_SECRET;
    const previous = readProgressToken(token, secret);
    const mine = previous?.lectureId === lectureId ? previous.progress : null;
    const next = applyReport(mine, asReport(parsed.data), now, facts.durationSeconds);
    return json(answer(next, facts.links, signProgressToken(lectureId, next, secret)));
  } catch (error) {
    log("error", "progress.report_failed", { lectureId, event, error });
    return json({ error: "unavailable" }, 503);
  }
}

/**
 * The signed-out progress a claim carries, with the reports still waiting for an answer counted
 * on top of their lecture's token, at the time they name (the test clock) or now: what the
 * report endpoint would have signed had their answers arrived.
 */
async function countWaiting(
  db: Database,
  request: Request,
  tokens: readonly ProgressToken[],
  waiting: readonly z.infer<typeof report>[],
): Promise<ProgressToken[]> {
  const counted: ProgressToken[] = [];
  for (const body of waiting) {
    const facts = await lectureFacts(db, body.lectureId);
    if (!facts) continue;
    // The token the browser holds for that lecture: the latest, should a script send several.
    const previous = tokens
      .filter((token) => token.lectureId === body.lectureId)
      .reduce<StoredProgress | null>(
        (latest, { progress }) =>
          !latest || progress.updatedAt > latest.updatedAt ? progress : latest,
        null,
      );
    const now = reportTime(request, body.sentAt);
    const progress = applyReport(previous, asReport(body), now, facts.durationSeconds);
    counted.push({ lectureId: body.lectureId, progress });
  }
  return [...tokens, ...counted];
}

export async function handleProgressClaim(request: Request): Promise<Response> {
  const parsed = claimBody.safeParse(await readBody(request));
  if (!parsed.success) return json({ error: "invalid-claim" }, 400);
  try {
    const user = await userFromHeaders(request.headers);
    if (!user) return json({ error: "signed-out" }, 401);
    const secret = getEnv().BETTER_AUTH_SECRET;
    const db = await getDb();
    // A token that was changed, or signed elsewhere, is worth nothing (mergeProgress then checks
    // that a carried unlock still holds for the lecture's duration).
    const carried = parsed.data.tokens.flatMap((token) => readProgressToken(token, secret) ?? []);
    const counted = await countWaiting(db, request, carried, parsed.data.waiting ?? []);
    const count = await carryProgress(db, user.id, counted);
    return json({ carried: count });
  } catch (error) {
    log("error", "progress.claim_failed", { error });
    return json({ error: "unavailable" }, 503);
  }
}
