import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { lectureRatings, lectures, user } from "@/server/db/schema";
import {
  getChaptersForSubject,
  getLectureRatingSummary,
  getLecturesForChapter,
  getOwnLectureRating,
} from "@/server/lectures/queries";
import { saveRatingForUser } from "@/server/lectures/ratings";
import { DATABASE_KINDS, openTestDatabase } from "./databases";

const lecture = (lectureNo: number, chapterNo: number, chapterName: string) => ({
  classSlug: "11th",
  subject: "economics",
  chapterNo,
  chapterName,
  lectureNo,
  lectureName: `Lecture ${lectureNo}`,
  youtubeId: "abcdefghijk",
});

describe.each(DATABASE_KINDS)("lecture queries and ratings on %s", (kind) => {
  let handle: DatabaseHandle;
  let lectureId: number;
  let otherLectureId: number;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    const rows = await handle.db
      .insert(lectures)
      .values([
        lecture(2, 10, "National Income"),
        lecture(1, 2, "Demand & Supply"),
        lecture(3, 2, "Demand & Supply"),
        lecture(2, 2, "Demand and Supply"),
        lecture(1, 10, "National Income"),
      ])
      .returning({ id: lectures.id });
    lectureId = rows[1]!.id;
    otherLectureId = rows[2]!.id;
    await handle.db.insert(user).values([
      { id: "student-a", name: "A", email: "a@example.com" },
      { id: "student-b", name: "B", email: "b@example.com" },
    ]);
  });
  afterAll(async () => {
    await handle.close();
  });

  const stored = () => handle.db.select().from(lectureRatings).orderBy(lectureRatings.userId);

  it("lists chapters once per (number, name), by number, with their lecture counts", async () => {
    expect(await getChaptersForSubject("11th", "economics", handle.db)).toEqual([
      { chapterNo: 2, chapterName: "Demand & Supply", lectureCount: 2 },
      { chapterNo: 2, chapterName: "Demand and Supply", lectureCount: 1 },
      { chapterNo: 10, chapterName: "National Income", lectureCount: 2 },
    ]);
    expect(await getChaptersForSubject("11th", "english", handle.db)).toEqual([]);
  });

  it("lists a chapter's lectures by lecture number", async () => {
    const list = await getLecturesForChapter("11th", "economics", 2, handle.db);
    expect(list?.map((row) => row.lectureNo)).toEqual([1, 2, 3]);
    expect(await getLecturesForChapter("11th", "economics", 99, handle.db)).toEqual([]);
  });

  it.each([
    ["rating 0", { rating: 0 }, "invalid-rating"],
    ["rating 6", { rating: 6 }, "invalid-rating"],
    ["rating 2.5", { rating: 2.5 }, "invalid-rating"],
    ["rating as text", { rating: "3" }, "invalid-rating"],
    ["no rating", { rating: undefined }, "invalid-rating"],
    ["NaN", { rating: Number.NaN }, "invalid-rating"],
    ["a lecture that does not exist", { lectureId: 99_999_999 }, "lecture-not-found"],
    ["a lecture id past the integer range", { lectureId: 99_999_999_999 }, "lecture-not-found"],
    ["a lecture id as text", { lectureId: "1" }, "lecture-not-found"],
  ] as const)("refuses %s and stores nothing", async (_name, forged, error) => {
    const result = await saveRatingForUser(
      "student-a",
      { lectureId, rating: 4, ...forged },
      handle.db,
    );
    expect(result).toEqual({ ok: false, error });
    expect(await stored()).toEqual([]);
  });

  it("refuses a save without a session and stores nothing", async () => {
    expect(await saveRatingForUser(null, { lectureId, rating: 4 }, handle.db)).toEqual({
      ok: false,
      error: "signed-out",
    });
    expect(await stored()).toEqual([]);
  });

  it("stores one rating per student and lecture, replacing it on the next save", async () => {
    const first = await saveRatingForUser("student-a", { lectureId, rating: 4 }, handle.db);
    expect(first).toEqual({ ok: true, rating: 4, summary: { average: 4, count: 1 } });
    const [before] = await stored();

    const second = await saveRatingForUser("student-a", { lectureId, rating: 2 }, handle.db);
    expect(second).toEqual({ ok: true, rating: 2, summary: { average: 2, count: 1 } });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ lectureId, userId: "student-a", rating: 2 });
    expect(rows[0]!.updatedAt.getTime()).toBeGreaterThanOrEqual(before!.updatedAt.getTime());
  });

  it("reads only the asking student's own rating", async () => {
    await saveRatingForUser("student-b", { lectureId, rating: 5 }, handle.db);
    expect(await getOwnLectureRating(lectureId, "student-a", handle.db)).toBe(2);
    expect(await getOwnLectureRating(lectureId, "student-b", handle.db)).toBe(5);
    expect(await getOwnLectureRating(otherLectureId, "student-a", handle.db)).toBe(0);
    expect(await getOwnLectureRating(lectureId, "student-c", handle.db)).toBe(0);
  });

  it("summarises a lecture's ratings without saying who gave them", async () => {
    expect(await getLectureRatingSummary(lectureId, handle.db)).toEqual({ average: 3.5, count: 2 });
    expect(await getLectureRatingSummary(otherLectureId, handle.db)).toEqual({
      average: null,
      count: 0,
    });
  });

  it("a rating goes when its lecture goes", async () => {
    await handle.db.delete(lectures).where(eq(lectures.id, lectureId));
    expect(await getLectureRatingSummary(lectureId, handle.db)).toEqual({
      average: null,
      count: 0,
    });
    expect(await saveRatingForUser("student-a", { lectureId, rating: 3 }, handle.db)).toEqual({
      ok: false,
      error: "lecture-not-found",
    });
  });
});

describe("when the database fails", () => {
  it("reads give the empty state and a save reports that nothing was saved", async () => {
    const broken = await openTestDatabase("pglite");
    await broken.close();
    expect(await getChaptersForSubject("9th", "physics", broken.db)).toEqual([]);
    expect(await getLecturesForChapter("9th", "physics", 1, broken.db)).toBeNull();
    expect(await getOwnLectureRating(1, "student-a", broken.db)).toBe(0);
    expect(await getLectureRatingSummary(1, broken.db)).toEqual({ average: null, count: 0 });
    expect(await saveRatingForUser("student-a", { lectureId: 1, rating: 3 }, broken.db)).toEqual({
      ok: false,
      error: "save-failed",
    });
  });
});
