import "server-only";
import { LRUCache } from "lru-cache";
import { getEnv } from "@/env";
import { addressBucket } from "@/lib/client-address";
import { CLAIM_LIMITS, MAX_CLAIM_TOKENS, MAX_WAITING_REPORTS } from "@/lib/progress-claim";
import { remember } from "@/lib/remember.mjs";
import { userFromHeaders } from "@/server/auth/session";
import { getDb, type Database } from "@/server/db/client";
import { clientAddress } from "@/server/http/client-address";
import { takeRequest, type Limit } from "@/server/limits/counters";
import { log } from "@/server/log";
import { carryProgress } from "./carry";
import { parseClaim, pickClaims, type WaitingReport } from "./claim-rules";
import { reportTime } from "./clock";
import { asReport, json, readBody } from "./endpoint-io";
import { readProgressToken } from "./token";

/**
 * POST /api/progress/claim: the progress a browser counted signed out, carried into the account
 * it signs in to (decisions 0030 and 0062). At most MAX_CLAIM_TOKENS tokens and
 * MAX_WAITING_REPORTS waiting reports, one per lecture counted, all in one transaction, and a few
 * claims per account and per address in ten minutes.
 */

export type ClaimOutcome =
  { kind: "carried"; carried: number } | { kind: "limited"; retryAfterSeconds: number };

type Claimant = { userId: string; address: string | null };

/**
 * The counters this server found over their limit, per database, with the end of their window:
 * a window's count only grows, so their next claims are refused here without a write (a flood
 * from one account costs the database one row's update, not one per claim). Other servers learn
 * it from the database at their own first refusal.
 */
const overUntil = () =>
  remember("progress-claim-over", () => new WeakMap<Database, LRUCache<string, number>>());

function knownOver(db: Database): LRUCache<string, number> {
  const all = overUntil();
  const known = all.get(db) ?? new LRUCache<string, number>({ max: 10_000 });
  if (!all.has(db)) all.set(db, known);
  return known;
}

/** The wait this server already knows `key` has, without counting anything. */
function knownWait(db: Database, key: string, now: Date) {
  const until = knownOver(db).get(key);
  return until !== undefined && until > now.getTime()
    ? Math.ceil((until - now.getTime()) / 1000)
    : undefined;
}

/** Counts one claim under `key`; the wait when it is over `limit`. */
async function take(db: Database, key: string, limit: Limit, now: Date) {
  const known = knownWait(db, key, now);
  if (known !== undefined) return known;
  const taken = await takeRequest(db, key, limit, now);
  if (taken.allowed) return undefined;
  knownOver(db).set(key, now.getTime() + taken.retryAfterSeconds * 1000);
  return taken.retryAfterSeconds;
}

const keysOf = ({ userId, address }: Claimant) => ({
  account: `progress-claim:account:${userId}`,
  address: `progress-claim:address:${address ? addressBucket(address) : "unknown"}`,
});

/**
 * Counts the claim for its account, then its address; the wait when one is over its limit. A
 * claim its account may not make is not counted for the address: one account flooding does not
 * use up what the students behind the same address share.
 */
async function overLimit(db: Database, claimant: Claimant, now: Date) {
  const keys = keysOf(claimant);
  const account = await take(db, keys.account, CLAIM_LIMITS.account, now);
  if (account !== undefined) return account;
  return take(db, keys.address, CLAIM_LIMITS.address, now);
}

/**
 * The wait of a claimant this server already refused, before its body is read: a flood's
 * refusals cost neither the parse of up to 64 KB nor a database write.
 */
function knownRefusal(db: Database, claimant: Claimant, now = new Date()) {
  const keys = keysOf(claimant);
  return knownWait(db, keys.account, now) ?? knownWait(db, keys.address, now);
}

/**
 * Carries a claim's verified tokens and waiting reports into the account, unless the account or
 * the address has claimed too often. A token that was changed, or signed elsewhere, is worth
 * nothing (mergeProgress then checks that a carried unlock still holds).
 */
export async function claimProgress(
  db: Database,
  claimant: Claimant,
  claim: { tokens: readonly string[]; waiting: readonly WaitingReport[] },
  secret: string,
  now = new Date(),
): Promise<ClaimOutcome> {
  const retryAfterSeconds = await overLimit(db, claimant, now);
  if (retryAfterSeconds !== undefined) return { kind: "limited", retryAfterSeconds };
  const tokens = claim.tokens.flatMap((token) => readProgressToken(token, secret) ?? []);
  const carried = await carryProgress(db, claimant.userId, pickClaims(tokens, claim.waiting));
  return { kind: "carried", carried };
}

const limited = (retryAfterSeconds: number) =>
  json({ error: "too-many-claims" }, 429, { "Retry-After": String(retryAfterSeconds) });

export async function handleProgressClaim(request: Request): Promise<Response> {
  try {
    const [user, db] = await Promise.all([userFromHeaders(request.headers), getDb()]);
    if (!user) return json({ error: "signed-out" }, 401);
    const claimant = { userId: user.id, address: clientAddress(request.headers) };
    const known = knownRefusal(db, claimant);
    if (known !== undefined) return limited(known);
    const parsed = parseClaim(await readBody(request));
    if (!parsed.ok) {
      const bounds = { maxTokens: MAX_CLAIM_TOKENS, maxWaiting: MAX_WAITING_REPORTS };
      const extra = parsed.status === 413 ? bounds : {};
      return json({ error: parsed.error, ...extra }, parsed.status);
    }
    const waiting = (parsed.claim.waiting ?? []).map((body) => ({
      lectureId: body.lectureId,
      report: asReport(body),
      // The time the report counts at: now, or the time it names under the test clock.
      at: reportTime(request, body.sentAt),
    }));
    const claim = { tokens: parsed.claim.tokens, waiting };
    const outcome = await claimProgress(db, claimant, claim, getEnv().BETTER_AUTH_SECRET);
    if (outcome.kind === "limited") return limited(outcome.retryAfterSeconds);
    return json({ carried: outcome.carried });
  } catch (error) {
    log("error", "progress.claim_failed", { error });
    return json({ error: "unavailable" }, 503);
  }
}
