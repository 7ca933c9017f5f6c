import "server-only";
import { remember } from "@/lib/remember.mjs";

/**
 * How often one signed-in student's progress reports are taken (decision 0062): the player's own
 * cadence with room to spare. A player reports when playback first starts on a view, every 10
 * watched seconds (every 5 s at 2x), on each pause, end and unlock, and when the page is hidden or
 * left, one request per lecture at a time; a person pressing things quickly makes a few a second
 * for a moment. A bucket of REPORT_BURST reports, refilled at REPORT_REFILL_PER_SECOND, never
 * stops that and stops a script at one report a second.
 *
 * Kept in this process's memory, not in the database's counters: the limit must cost less than
 * the one small transaction it protects. With several servers a student gets this cadence on each.
 */

export const REPORT_BURST = 20;
export const REPORT_REFILL_PER_SECOND = 1;
/** Buckets full again are forgotten at most this often. */
const SWEEP_EVERY_MS = 60_000;

type Bucket = { tokens: number; at: number };

export type ReportDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export class ReportLimiter {
  readonly #byStudent = new Map<string, Bucket>();
  #sweptAt = 0;

  /** Takes one report of the student's, or says in how many seconds the next one is taken. */
  take(studentId: string, now = Date.now()): ReportDecision {
    this.#sweep(now);
    const tokens = refilled(this.#byStudent.get(studentId), now);
    if (tokens < 1) {
      this.#byStudent.set(studentId, { tokens, at: now });
      const wait = (1 - tokens) / REPORT_REFILL_PER_SECOND;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(wait)) };
    }
    this.#byStudent.set(studentId, { tokens: tokens - 1, at: now });
    return { allowed: true };
  }

  /** Students whose bucket is not full (kept in memory). */
  get size(): number {
    return this.#byStudent.size;
  }

  /** A bucket that has refilled holds nothing worth keeping. */
  #sweep(now: number): void {
    if (now - this.#sweptAt < SWEEP_EVERY_MS) return;
    this.#sweptAt = now;
    for (const [student, bucket] of this.#byStudent) {
      if (refilled(bucket, now) >= REPORT_BURST) this.#byStudent.delete(student);
    }
  }
}

function refilled(bucket: Bucket | undefined, now: number): number {
  if (!bucket) return REPORT_BURST;
  const elapsed = Math.max(0, now - bucket.at) / 1000;
  return Math.min(REPORT_BURST, bucket.tokens + elapsed * REPORT_REFILL_PER_SECOND);
}

/** The process's limiter (one for every bundle of the server). */
export const reportLimiter = (): ReportLimiter =>
  remember("progress-report-limiter", () => new ReportLimiter());
