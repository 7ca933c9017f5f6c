import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { requestCounters } from "@/server/db/schema";

/**
 * Fixed-window counters in the database, so that every server counts one client (or one
 * account) together: a limit kept in memory is a limit per process. One statement counts and
 * reads, so concurrent requests, on one server or many, each get their own number.
 */

export type Counted = {
  /** Requests counted under the key in the current window, this one included. */
  count: number;
  windowEndsAt: Date;
};

export type Limit = { max: number; windowMs: number };

export type LimitDecision = { allowed: boolean; count: number; retryAfterSeconds: number };

/** Counts one request under `key` and returns the window's count. */
export async function countRequest(
  db: Database,
  key: string,
  windowMs: number,
  now = new Date(),
): Promise<Counted> {
  const fresh = new Date(now.getTime() + windowMs);
  const ended = sql`${requestCounters.windowEndsAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(requestCounters)
    .values({ key, count: 1, windowEndsAt: fresh })
    .onConflictDoUpdate({
      target: requestCounters.key,
      set: {
        count: sql`CASE WHEN ${ended} THEN 1 ELSE ${requestCounters.count} + 1 END`,
        windowEndsAt: sql`CASE WHEN ${ended} THEN excluded.window_ends_at ELSE ${requestCounters.windowEndsAt} END`,
      },
    })
    .returning({ count: requestCounters.count, windowEndsAt: requestCounters.windowEndsAt });
  if (!row) throw new Error("The request counter was not written.");
  // A new window: the moment to drop the rows whose windows are over (indexed, usually few).
  if (row.count === 1) {
    await db.delete(requestCounters).where(lt(requestCounters.windowEndsAt, now));
  }
  return row;
}

/** Counts one request and says whether it is within the limit. */
export async function takeRequest(
  db: Database,
  key: string,
  { max, windowMs }: Limit,
  now = new Date(),
): Promise<LimitDecision> {
  const { count, windowEndsAt } = await countRequest(db, key, windowMs, now);
  const retryAfterSeconds = Math.max(1, Math.ceil((windowEndsAt.getTime() - now.getTime()) / 1000));
  return { allowed: count <= max, count, retryAfterSeconds };
}

/** Gives back one request counted under the key (one that turned out not to count). */
export async function releaseRequest(db: Database, key: string, now = new Date()): Promise<void> {
  await db
    .update(requestCounters)
    .set({ count: sql`${requestCounters.count} - 1` })
    .where(
      and(
        eq(requestCounters.key, key),
        gt(requestCounters.count, 0),
        gt(requestCounters.windowEndsAt, now),
      ),
    );
}

/** The key's count in its current window, without counting (0 when there is none). */
export async function readCount(db: Database, key: string, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ count: requestCounters.count, windowEndsAt: requestCounters.windowEndsAt })
    .from(requestCounters)
    .where(eq(requestCounters.key, key));
  return row && row.windowEndsAt > now ? row.count : 0;
}
