import "server-only";
import { z } from "zod";
import { MAX_CLAIM_TOKENS, MAX_WAITING_REPORTS } from "@/lib/progress-claim";
import type { ProgressReport, StoredProgress } from "@/lib/progress-rules";
import type { CarriedLecture } from "./carry";
import { reportSchema, type ReadBody } from "./endpoint-io";
import type { ProgressToken } from "./token";

/** What a progress claim may hold, and what of it counts (decisions 0030 and 0062). */

const claimBody = z.object({
  tokens: z.array(z.string().max(1000)),
  // Reports made while signed out whose answers never arrived, one per lecture, each to be
  // counted from that lecture's token as the report endpoint would have.
  waiting: z.array(reportSchema).optional(),
});

export type ClaimBody = z.infer<typeof claimBody>;

export type ParsedClaim =
  { ok: true; claim: ClaimBody } | { ok: false; status: 400 | 413; error: string };

/** A claim's body, or why it is refused: not a claim (400), or more than one claim takes (413). */
export function parseClaim(body: ReadBody): ParsedClaim {
  const tooLarge = { ok: false, status: 413, error: "claim-too-large" } as const;
  const invalid = { ok: false, status: 400, error: "invalid-claim" } as const;
  if (!body.ok) return body.tooLarge ? tooLarge : invalid;
  const parsed = claimBody.safeParse(body.value);
  if (!parsed.success) return invalid;
  const { tokens, waiting = [] } = parsed.data;
  if (tokens.length > MAX_CLAIM_TOKENS || waiting.length > MAX_WAITING_REPORTS) return tooLarge;
  return { ok: true, claim: parsed.data };
}

/** The better of two tokens of one lecture: an unlock first, then more watched, then newer. */
function better(a: StoredProgress, b: StoredProgress): StoredProgress {
  if ((a.unlockedAt === null) !== (b.unlockedAt === null)) return a.unlockedAt === null ? b : a;
  if (a.watchedSeconds !== b.watchedSeconds) return a.watchedSeconds > b.watchedSeconds ? a : b;
  return b.updatedAt > a.updatedAt ? b : a;
}

export type WaitingReport = { lectureId: number; report: ProgressReport; at: number };

/**
 * One entry per lecture (decision 0062): its best token, and the first waiting report that names
 * it. A browser sends one of each per lecture; only a script sends more, and gains nothing.
 */
export function pickClaims(
  tokens: readonly ProgressToken[],
  waiting: readonly WaitingReport[],
): CarriedLecture[] {
  const byLecture = new Map<number, CarriedLecture>();
  for (const { lectureId, progress } of tokens) {
    const kept = byLecture.get(lectureId)?.token;
    byLecture.set(lectureId, { lectureId, token: kept ? better(kept, progress) : progress });
  }
  for (const { lectureId, report, at } of waiting) {
    const entry = byLecture.get(lectureId) ?? { lectureId, token: null };
    if (!entry.waiting) byLecture.set(lectureId, { ...entry, waiting: { report, at } });
  }
  return [...byLecture.values()];
}
