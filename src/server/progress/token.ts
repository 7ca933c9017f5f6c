import "server-only";
import { z } from "zod";
import type { StoredProgress } from "@/lib/progress-rules";
import { readValue, signValue } from "@/server/signed-value";

/**
 * A signed-out visitor's progress on one lecture, as the server counted it, signed so the browser
 * can keep it (localStorage) and hand it back: with the next report, and on sign-in to carry it
 * into the account. The browser can read it but not change it: a token it edits no longer matches
 * its signature and counts as no progress at all.
 */

const TOKEN_VERSION = 1;
const MAX_TOKEN_LENGTH = 600;

const payloadSchema = z.object({
  v: z.literal(TOKEN_VERSION),
  l: z.number().int().positive(),
  w: z.number().min(0),
  p: z.number().min(0),
  d: z.number().positive().nullable(),
  s: z.number().int(),
  u: z.number().int(),
  k: z.number().int().nullable(),
});

export type ProgressToken = { lectureId: number; progress: StoredProgress };

// Its own key ("parhai progress token"), so a token can never pass for anything else signed.
const PURPOSE = "progress token";

export function signProgressToken(
  lectureId: number,
  progress: StoredProgress,
  secret: string,
): string {
  const payload: z.infer<typeof payloadSchema> = {
    v: TOKEN_VERSION,
    l: lectureId,
    w: progress.watchedSeconds,
    p: progress.lastPosition,
    d: progress.durationSeconds,
    s: progress.startedAt,
    u: progress.updatedAt,
    k: progress.unlockedAt,
  };
  return signValue(PURPOSE, payload, secret);
}

/** The progress a token carries, or null for anything that is not a token this server signed. */
export function readProgressToken(token: unknown, secret: string): ProgressToken | null {
  const parsed = readValue(PURPOSE, token, payloadSchema, secret, MAX_TOKEN_LENGTH);
  if (!parsed) return null;
  const { l, w, p, d, s, u, k } = parsed;
  return {
    lectureId: l,
    progress: {
      watchedSeconds: w,
      lastPosition: p,
      durationSeconds: d,
      startedAt: s,
      updatedAt: u,
      unlockedAt: k,
    },
  };
}
