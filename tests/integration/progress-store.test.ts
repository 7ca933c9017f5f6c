import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CREDIT_SLACK_SECONDS, MAX_CREDITED_RATE, type ProgressReport } from "@/lib/progress-rules";
import type { DatabaseHandle } from "@/server/db/client";
import { lectureProgress, lectures, user } from "@/server/db/schema";
import { carryProgress } from "@/server/progress/carry";
import { forgetProgress, getProgress, recordProgressReport } from "@/server/progress/store";
import { DATABASE_KINDS, openTestDatabase } from "./databases";

const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);
const at = (seconds: number) => T0 + seconds * 1000;
const report = (overrides: Partial<ProgressReport> = {}): ProgressReport => ({
  event: "progress",
  watchedDelta: 10,
  position: 0,
  duration: 600,
  ...overrides,
});

describe.each(DATABASE_KINDS)("progress store on %s", (kind) => {
  let handle: DatabaseHandle;
  let lectureId: number;
  let timedLectureId: number;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    const base = { classSlug: "9th", subject: "physics", chapterNo: 1, chapterName: "Units" };
    const rows = await handle.db
      .insert(lectures)
      .values([
        { ...base, lectureNo: 1, lectureName: "One", youtubeId: "abcdefghijk" },
        { ...base, lectureNo: 2, lectureName: "Two", videoUrl: "/x.webm", durationSeconds: 100 },
      ])
      .returning({ id: lectures.id });
    lectureId = rows[0]!.id;
    timedLectureId = rows[1]!.id;
    await handle.db.insert(user).values(
      ["a", "b", "c", "d", "e", "f"].map((id) => ({
        id: `student-${id}`,
        name: id,
        email: `${id}@example.com`,
      })),
    );
  });
  afterAll(async () => {
    await handle.close();
  });

  it("counts reports with the server's clock and unlocks at its own 80%", async () => {
    const db = handle.db;
    const start = report({ event: "start", watchedDelta: 0 });
    await recordProgressReport(db, "student-a", lectureId, start, T0);
    let stored = await recordProgressReport(
      db,
      "student-a",
      lectureId,
      report({ watchedDelta: 1e6, position: 9 }),
      at(10),
    );
    // Played time may run ahead of the clock by the fastest counted speed, 2x, never more.
    const first = 10 * MAX_CREDITED_RATE + CREDIT_SLACK_SECONDS;
    expect(stored?.watchedSeconds).toBe(first);
    for (let t = 20; t <= 480; t += 10) {
      stored = await recordProgressReport(db, "student-a", lectureId, report(), at(t));
    }
    expect(stored?.watchedSeconds).toBe(first + 470);
    stored = await recordProgressReport(
      db,
      "student-a",
      lectureId,
      report({ event: "unlock", watchedDelta: 0, position: 480, duration: 5 }),
      at(481),
    );
    expect(stored).toMatchObject({ durationSeconds: 600, unlockedAt: at(481) });
    expect(await getProgress(db, "student-a", lectureId)).toEqual(stored);
    expect(await getProgress(db, "student-b", lectureId)).toBeNull();
  });

  it("credits two reports racing for the same row one after the other, never twice", async () => {
    const db = handle.db;
    const start = report({ event: "start", watchedDelta: 0 });
    await recordProgressReport(db, "student-b", lectureId, start, T0);
    // Each claims the 10 s that passed; counted one after the other, each finds the others'
    // count, so together they get no more than the clock allows (at 2x), never 8 x 10 s.
    const racing = await Promise.all(
      Array.from({ length: 8 }, () =>
        recordProgressReport(db, "student-b", lectureId, report({ watchedDelta: 10 }), at(10)),
      ),
    );
    expect(racing.every((result) => result !== undefined)).toBe(true);
    const stored = await getProgress(db, "student-b", lectureId);
    expect(stored?.watchedSeconds).toBe(10 * MAX_CREDITED_RATE + CREDIT_SLACK_SECONDS);
  });

  it("creates a row once when first reports race, and keeps the content's duration", async () => {
    const db = handle.db;
    await Promise.all(
      Array.from({ length: 6 }, () =>
        recordProgressReport(db, "student-c", timedLectureId, report({ duration: 2 }), T0),
      ),
    );
    const rows = await db
      .select()
      .from(lectureProgress)
      .where(eq(lectureProgress.userId, "student-c"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ durationSeconds: 100, watchedSeconds: CREDIT_SLACK_SECONDS });
  });

  it("refuses a lecture that does not exist without writing anything", async () => {
    const db = handle.db;
    expect(await recordProgressReport(db, "student-d", 999_999, report(), T0)).toBeUndefined();
    expect(await carryProgress(db, "student-d", [])).toBe(0);
    const rows = await db
      .select()
      .from(lectureProgress)
      .where(eq(lectureProgress.userId, "student-d"));
    expect(rows).toEqual([]);
  });

  it("carries signed-out progress into the account, keeping the larger count", async () => {
    const db = handle.db;
    const carried = {
      watchedSeconds: 85,
      lastPosition: 86,
      durationSeconds: 100,
      startedAt: at(-200),
      updatedAt: at(-100),
      unlockedAt: at(-100),
    };
    const count = await carryProgress(db, "student-d", [
      { lectureId: timedLectureId, token: carried },
      { lectureId: 999_999, token: carried },
    ]);
    expect(count).toBe(1);
    expect(await getProgress(db, "student-d", timedLectureId)).toEqual(carried);
    await carryProgress(db, "student-d", [
      { lectureId: timedLectureId, token: { ...carried, watchedSeconds: 20, unlockedAt: null } },
    ]);
    expect(await getProgress(db, "student-d", timedLectureId)).toMatchObject({
      watchedSeconds: 85,
      unlockedAt: at(-100),
    });
  });

  it("refuses an unlock claiming a 1 s length until the server's clock has seen a minute", async () => {
    const db = handle.db;
    // The content does not know this lecture's length: the first report's claim is all there is.
    const claim = report({ event: "unlock", watchedDelta: 3, position: 1, duration: 1 });
    const first = await recordProgressReport(db, "student-f", lectureId, claim, T0);
    expect(first).toMatchObject({ durationSeconds: 1, unlockedAt: null });
    const soon = await recordProgressReport(db, "student-f", lectureId, claim, at(59));
    expect(soon?.unlockedAt).toBeNull();
    const minute = await recordProgressReport(db, "student-f", lectureId, claim, at(60));
    expect(minute?.unlockedAt).toBe(at(60));
    expect(await getProgress(db, "student-f", lectureId)).toEqual(minute);
  });

  it("forgets one student's history, and deleting an account deletes its progress", async () => {
    const db = handle.db;
    await recordProgressReport(db, "student-e", lectureId, report({ event: "start" }), T0);
    await recordProgressReport(db, "student-e", timedLectureId, report({ event: "start" }), T0);
    expect(await forgetProgress(db, "student-e")).toBe(2);
    expect(await getProgress(db, "student-e", lectureId)).toBeNull();
    expect(await getProgress(db, "student-a", lectureId)).not.toBeNull();

    await db.delete(user).where(eq(user.id, "student-a"));
    expect(await getProgress(db, "student-a", lectureId)).toBeNull();
  });
});
