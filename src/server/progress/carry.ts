import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import {
  applyReport,
  mergeProgress,
  type ProgressReport,
  type StoredProgress,
} from "@/lib/progress-rules";
import type { Database } from "@/server/db/client";
import { lectureProgress, lectures } from "@/server/db/schema";
import { toColumns, toStored } from "./store";

/** One lecture of a claim (decision 0062: one per lecture, chosen by the claim). */
export type CarriedLecture = {
  lectureId: number;
  /** What a token the server signed while signed out says; null when there was none. */
  token: StoredProgress | null;
  /** A report whose answer never arrived, counted on the token at `at` (decision 0030). */
  waiting?: { report: ProgressReport; at: number };
};

type Wanted = { lectureId: number; progress: StoredProgress; duration: number | null };

const fromExcluded = (column: { name: string }) => sql`excluded.${sql.identifier(column.name)}`;
// An upsert of rows read under the lock: each takes the merged values it carries.
const MERGED = {
  watchedSeconds: fromExcluded(lectureProgress.watchedSeconds),
  lastPosition: fromExcluded(lectureProgress.lastPosition),
  durationSeconds: fromExcluded(lectureProgress.durationSeconds),
  startedAt: fromExcluded(lectureProgress.startedAt),
  updatedAt: fromExcluded(lectureProgress.updatedAt),
  unlockedAt: fromExcluded(lectureProgress.unlockedAt),
};

/**
 * Progress counted while signed out joined to the student's rows, every lecture of the claim in
 * one transaction and a few statements whatever their number: the lectures' lengths in one read,
 * the student's rows of them under one lock (in lecture order, so two claims never deadlock), new
 * rows in one insert, changed rows in one upsert. A row that a report inserted meanwhile is read
 * under the lock and merged like the others. The larger count wins, never the sum (mergeProgress),
 * so a claim sent twice stores what it stored once. Returns the number of lectures carried.
 */
export async function carryProgress(
  db: Database,
  userId: string,
  carried: readonly CarriedLecture[],
): Promise<number> {
  const byLecture = new Map(carried.map((lecture) => [lecture.lectureId, lecture]));
  if (byLecture.size === 0) return 0;
  const ids = [...byLecture.keys()].sort((a, b) => a - b);
  const count = await db.transaction(async (tx) => {
    const lengths = await tx
      .select({ id: lectures.id, duration: lectures.durationSeconds })
      .from(lectures)
      .where(inArray(lectures.id, ids));
    const wanted = lengths
      .flatMap(({ id, duration }): Wanted[] => {
        const progress = counted(byLecture.get(id), duration);
        return progress ? [{ lectureId: id, progress, duration }] : [];
      })
      .sort((a, b) => a.lectureId - b.lectureId);
    if (wanted.length === 0) return 0;
    const locked = async (of: readonly Wanted[]) => {
      const lectureIds = of.map((w) => w.lectureId);
      const rows = await tx
        .select()
        .from(lectureProgress)
        .where(
          and(eq(lectureProgress.userId, userId), inArray(lectureProgress.lectureId, lectureIds)),
        )
        .orderBy(asc(lectureProgress.lectureId))
        .for("update");
      return new Map(rows.map((found) => [found.lectureId, toStored(found)]));
    };
    const existing = await locked(wanted);
    const fresh = wanted.filter((w) => !existing.has(w.lectureId));
    const inserted = new Set<number>();
    if (fresh.length > 0) {
      const rows = await tx
        .insert(lectureProgress)
        .values(fresh.map((w) => row(userId, w, mergeProgress(null, w.progress, w.duration))))
        .onConflictDoNothing()
        .returning({ lectureId: lectureProgress.lectureId });
      for (const { lectureId } of rows) inserted.add(lectureId);
    }
    const raced = fresh.filter((w) => !inserted.has(w.lectureId));
    if (raced.length > 0) for (const [id, found] of await locked(raced)) existing.set(id, found);
    const changed = wanted.filter((w) => !inserted.has(w.lectureId));
    if (changed.length > 0) {
      await tx
        .insert(lectureProgress)
        .values(
          changed.map((w) =>
            row(
              userId,
              w,
              mergeProgress(existing.get(w.lectureId) ?? null, w.progress, w.duration),
            ),
          ),
        )
        .onConflictDoUpdate({
          target: [lectureProgress.userId, lectureProgress.lectureId],
          set: MERGED,
        });
    }
    return wanted.length;
  });
  return count;
}

/** A lecture's signed-out progress with its waiting report counted on top, if any. */
function counted(
  lecture: CarriedLecture | undefined,
  contentDuration: number | null,
): StoredProgress | null {
  if (!lecture) return null;
  const { token, waiting } = lecture;
  return waiting ? applyReport(token, waiting.report, waiting.at, contentDuration) : token;
}

function row(userId: string, wanted: Wanted, progress: StoredProgress) {
  return { userId, lectureId: wanted.lectureId, ...toColumns(progress) };
}
