import "server-only";
import { and, eq } from "drizzle-orm";
import { applyReport, type ProgressReport, type StoredProgress } from "@/lib/progress-rules";
import type { Database } from "@/server/db/client";
import { lectureProgress, lectures, mockSittings, quizAttempts } from "@/server/db/schema";

/**
 * The signed-in students' progress rows. Each change reads the row under a lock (SELECT ... FOR
 * UPDATE) and writes the result of the one rule in src/lib/progress-rules.ts in the same
 * transaction, so two reports racing for the same lecture are counted one after the other and
 * never both credited from the same starting point.
 */

type Row = typeof lectureProgress.$inferSelect;

export function toStored(row: Row): StoredProgress {
  return {
    watchedSeconds: row.watchedSeconds,
    lastPosition: row.lastPosition,
    durationSeconds: row.durationSeconds,
    startedAt: row.startedAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
    unlockedAt: row.unlockedAt?.getTime() ?? null,
  };
}

export function toColumns(progress: StoredProgress) {
  return {
    watchedSeconds: progress.watchedSeconds,
    lastPosition: progress.lastPosition,
    durationSeconds: progress.durationSeconds,
    startedAt: new Date(progress.startedAt),
    updatedAt: new Date(progress.updatedAt),
    unlockedAt: progress.unlockedAt === null ? null : new Date(progress.unlockedAt),
  };
}

/** The content's duration of a lecture; undefined when there is no such lecture. */
export async function lectureDuration(
  db: Database,
  lectureId: number,
): Promise<number | null | undefined> {
  const [lecture] = await db
    .select({ duration: lectures.durationSeconds })
    .from(lectures)
    .where(eq(lectures.id, lectureId));
  return lecture ? lecture.duration : undefined;
}

/**
 * Reads the student's row for a lecture under a lock and replaces it with `change(row)`; a missing
 * row is inserted, and if another request inserted it first, the change is applied to theirs.
 * Undefined when the lecture does not exist.
 */
async function changeRow(
  db: Database,
  userId: string,
  lectureId: number,
  change: (previous: StoredProgress | null, contentDuration: number | null) => StoredProgress,
): Promise<StoredProgress | undefined> {
  return db.transaction(async (tx) => {
    const contentDuration = await lectureDuration(tx, lectureId);
    if (contentDuration === undefined) return undefined;
    const key = and(eq(lectureProgress.userId, userId), eq(lectureProgress.lectureId, lectureId));
    const locked = () => tx.select().from(lectureProgress).where(key).for("update");
    let [row] = await locked();
    if (!row) {
      const fresh = change(null, contentDuration);
      const inserted = await tx
        .insert(lectureProgress)
        .values({ userId, lectureId, ...toColumns(fresh) })
        .onConflictDoNothing()
        .returning({ userId: lectureProgress.userId });
      if (inserted.length > 0) return fresh;
      [row] = await locked();
      if (!row) return undefined;
    }
    const next = change(toStored(row), contentDuration);
    await tx.update(lectureProgress).set(toColumns(next)).where(key);
    return next;
  });
}

/** One report of the player's, counted at `now` (server clock, ms). */
export function recordProgressReport(
  db: Database,
  userId: string,
  lectureId: number,
  report: ProgressReport,
  now: number,
): Promise<StoredProgress | undefined> {
  return changeRow(db, userId, lectureId, (previous, contentDuration) =>
    applyReport(previous, report, now, contentDuration),
  );
}

/** "Forget my learning history": every progress row and quiz attempt of the student; how many. */
export async function forgetProgress(db: Database, userId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(lectureProgress)
      .where(eq(lectureProgress.userId, userId))
      .returning({ lectureId: lectureProgress.lectureId });
    // Quiz attempts are learning history too (decision 0080).
    const attempts = await tx
      .delete(quizAttempts)
      .where(eq(quizAttempts.userId, userId))
      .returning({ id: quizAttempts.id });
    // A mock test still running holds answers too (decision 0085).
    await tx.delete(mockSittings).where(eq(mockSittings.userId, userId));
    return deleted.length + attempts.length;
  });
}

/** One student's row for a lecture, or null. */
export async function getProgress(
  db: Database,
  userId: string,
  lectureId: number,
): Promise<StoredProgress | null> {
  const [row] = await db
    .select()
    .from(lectureProgress)
    .where(and(eq(lectureProgress.userId, userId), eq(lectureProgress.lectureId, lectureId)));
  return row ? toStored(row) : null;
}
