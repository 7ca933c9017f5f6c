import "server-only";
import { z } from "zod";
import { getEnv } from "@/env";
import type { LectureLinks } from "@/lib/personal";
import { applyReport, type StoredProgress } from "@/lib/progress-rules";
import { userFromHeaders } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { log } from "@/server/log";
import { reportTime } from "./clock";
import { asReport, json, readBody, reportSchema } from "./endpoint-io";
import { lectureFacts } from "./lecture-links";
import { reportLimiter } from "./report-limit";
import { recordProgressReport } from "./store";
import { readProgressToken, signProgressToken } from "./token";

/**
 * POST /api/progress: the player's reports (decision 0030), at the player's own cadence per
 * signed-in student (decision 0062). Cross-site posts never get here: src/proxy.ts refuses them.
 */

const reportBody = reportSchema.extend({ token: z.string().max(1000).optional() });

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

export async function handleProgressReport(request: Request): Promise<Response> {
  const body = await readBody(request);
  const parsed = reportBody.safeParse(body.ok ? body.value : undefined);
  if (!parsed.success) return json({ error: "invalid-report" }, 400);
  const { lectureId, event, token, sentAt } = parsed.data;
  const now = reportTime(request, sentAt);
  try {
    const [user, db] = await Promise.all([userFromHeaders(request.headers), getDb()]);
    if (user) {
      const taken = reportLimiter().take(user.id);
      if (!taken.allowed) {
        const retryAfter = String(taken.retryAfterSeconds);
        return json({ error: "too-many-reports" }, 429, { "Retry-After": retryAfter });
      }
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
