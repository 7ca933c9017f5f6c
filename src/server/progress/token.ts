import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { StoredProgress } from "@/lib/progress-rules";

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

function keyFrom(secret: string): Buffer {
  // Its own key, so a token can never pass for anything else signed with the auth secret.
  return createHmac("sha256", secret).update("parhai progress token").digest();
}

function signature(key: Buffer, body: string): string {
  return createHmac("sha256", key).update(body).digest("base64url");
}

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
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return `${body}.${signature(keyFrom(secret), body)}`;
}

/** The progress a token carries, or null for anything that is not a token this server signed. */
export function readProgressToken(token: unknown, secret: string): ProgressToken | null {
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return null;
  const [body, mac, extra] = token.split(".");
  if (!body || !mac || extra !== undefined) return null;
  const expected = Buffer.from(signature(keyFrom(secret), body));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const parsed = payloadSchema.safeParse(json);
  if (!parsed.success) return null;
  const { l, w, p, d, s, u, k } = parsed.data;
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
