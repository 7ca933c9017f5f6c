import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProgressReport } from "@/lib/progress-rules";
import { continueWatchingOf } from "@/components/personal/account-copy";
import type { DatabaseHandle } from "@/server/db/client";
import { lectureProgress, lectureRatings, lectures, user } from "@/server/db/schema";
import { RATINGS_PAGE_SIZE, getMyLearning, givenRatings } from "@/server/progress/my-learning";
import { accountProgress, continueWatching, type ProgressCursor } from "@/server/progress/queries";
import { recordProgressReport } from "@/server/progress/store";
import { DATABASE_KINDS, openTestDatabase } from "./databases";

const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);
const at = (seconds: number) => T0 + seconds * 1000;

describe.each(DATABASE_KINDS)("a student's own parts of the pages on %s", (kind) => {
  let handle: DatabaseHandle;
  let ids: number[];

  /** `seconds` watched of a 100 s lecture by `userId`, stopped there; unlocked if asked. */
  async function watch(userId: string, lectureId: number, seconds: number, unlock = false) {
    const report = (overrides: Partial<ProgressReport>): ProgressReport => ({
      event: "progress",
      watchedDelta: 0,
      position: 0,
      duration: 100,
      ...overrides,
    });
    const db = handle.db;
    await recordProgressReport(db, userId, lectureId, report({ event: "start" }), T0);
    const event = unlock ? "unlock" : "pause";
    const done = report({ event, watchedDelta: seconds, position: seconds });
    await recordProgressReport(db, userId, lectureId, done, at(seconds));
  }

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    const lecture = (chapterNo: number, chapterName: string, lectureNo: number) => ({
      classSlug: "11th",
      subject: "economics",
      chapterNo,
      chapterName,
      lectureNo,
      lectureName: `Lecture ${chapterNo}.${lectureNo}`,
      youtubeId: "abcdefghijk",
    });
    const rows = await handle.db
      .insert(lectures)
      .values([
        {
          ...lecture(2, "Demand", 1),
          quickQuizUrl: "https://example.com/quiz/2-1",
          lectureNotesUrl: "javascript:alert(1)",
        },
        { ...lecture(2, "Demand", 2), quickQuizUrl: "https://example.com/quiz/2-2" },
        lecture(2, "Demand", 3),
        lecture(3, "Supply", 1),
        { ...lecture(1, "Maths", 1), subject: "mathematics" },
        ...Array.from({ length: RATINGS_PAGE_SIZE + 2 }, (_, i) => lecture(9, "Many", i + 1)),
      ])
      .returning({ id: lectures.id });
    ids = rows.map((row) => row.id);
    await handle.db.insert(user).values([
      { id: "reader", name: "Reader", email: "reader@example.com" },
      { id: "other", name: "Other", email: "other@example.com" },
    ]);
    await watch("reader", ids[0]!, 85, true);
    await watch("reader", ids[1]!, 40);
    await watch("reader", ids[3]!, 100);
    await watch("other", ids[2]!, 50);
    await handle.db.insert(lectureRatings).values([
      { lectureId: ids[0]!, userId: "reader", rating: 4 },
      { lectureId: ids[2]!, userId: "other", rating: 1 },
    ]);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("gives the account's lectures with progress, latest first, with their places, links and ratings", async () => {
    const { lectures: mine, ratings, next } = await accountProgress(handle.db, "reader", null);
    expect(next).toBeNull();
    expect(Object.keys(mine).map(Number).sort()).toEqual([ids[0], ids[1], ids[3]].sort());
    expect(ratings).toEqual({ [ids[0]!]: 4 });
    // A lecture not unlocked carries no links; an unlocked one its own, only if safe to show.
    expect(mine[ids[1]!]).toEqual({
      watchedSeconds: 40,
      lastPosition: 40,
      durationSeconds: 100,
      unlocked: false,
      chapter: { classSlug: "11th", subject: "economics", chapterNo: 2, chapterName: "Demand" },
      lectureNo: 2,
      lectureName: "Lecture 2.2",
      updatedAt: at(40),
    });
    expect(mine[ids[0]!]).toMatchObject({
      unlocked: true,
      links: { quickQuizUrl: "https://example.com/quiz/2-1", lectureNotesUrl: null },
    });
  });

  it("pages the account's lectures with a cursor: each once, ties on the time included", async () => {
    // Five lectures reported at the same millisecond, then one later.
    const row = (lectureId: number, seconds: number) => ({
      userId: "pager",
      lectureId,
      startedAt: new Date(T0),
      updatedAt: new Date(at(seconds)),
    });
    await handle.db.insert(user).values({ id: "pager", name: "Pager", email: "p@example.com" });
    await handle.db
      .insert(lectureProgress)
      .values([...ids.slice(5, 10).map((id) => row(id, 500)), row(ids[10]!, 600)]);
    const pages: number[][] = [];
    let before: ProgressCursor | null = null;
    for (let page = 0; page < 10; page += 1) {
      const answer: Awaited<ReturnType<typeof accountProgress>> = await accountProgress(
        handle.db,
        "pager",
        before,
        2,
      );
      pages.push(Object.keys(answer.lectures).map(Number));
      before = answer.next;
      if (!before) break;
    }
    expect(pages.map((page) => page.length)).toEqual([2, 2, 2]);
    expect(new Set(pages.flat())).toEqual(new Set(ids.slice(5, 11)));
    // The latest first: the one reported later is on the first page.
    expect(pages[0]).toContain(ids[10]);
  });

  it("lists lectures left part-way, latest first, the same from the browser's copy", async () => {
    const listed = await continueWatching(handle.db, "reader");
    expect(listed.map((item) => item.lectureId)).toEqual([ids[0], ids[1]]);
    expect(listed[1]).toMatchObject({
      percent: 40,
      resumeAt: 40,
      subjectName: "Economics",
      href: "/coaching/lectures-quizzes/11th/economics/2/Demand?lecture=2",
    });
    // The home page works it out in the browser from GET /api/me's lectures (decision 0064).
    const { lectures: mine } = await accountProgress(handle.db, "reader", null);
    // The list names the subject in the page's language; the copy gives its slug to fall back on.
    const named = listed.map((item) => ({ ...item, subjectName: item.subject }));
    expect(continueWatchingOf(mine)).toEqual(named);
  });

  it("pages the ratings a student gave with a cursor, and My learning sums up by subject", async () => {
    for (const [index, id] of ids.slice(5).entries()) {
      await handle.db.insert(lectureRatings).values({
        lectureId: id,
        userId: "reader",
        rating: (index % 5) + 1,
        updatedAt: new Date(at(1000 + (index % 3))),
      });
    }
    const first = await givenRatings(handle.db, "reader");
    expect(first.ratings).toHaveLength(RATINGS_PAGE_SIZE);
    expect(first.next).not.toBeNull();
    const second = await givenRatings(handle.db, "reader", first.next ?? undefined);
    const all = [...first.ratings, ...second.ratings].map((rating) => rating.lectureId);
    expect(second.next).toBeNull();
    expect(new Set(all).size).toBe(RATINGS_PAGE_SIZE + 3);
    expect(all).toContain(ids[0]);
    expect(all).not.toContain(ids[2]);
    // A cursor that was made up starts from the first page.
    expect((await givenRatings(handle.db, "reader", "bm9wZQ")).ratings[0]).toEqual(
      first.ratings[0],
    );

    const learning = await getMyLearning(handle.db, "reader");
    expect(learning.subjects).toEqual([
      {
        classSlug: "11th",
        subject: "economics",
        total: 4 + RATINGS_PAGE_SIZE + 2,
        started: 3,
        unlocked: 1,
      },
    ]);
    expect(learning.continueWatching).toHaveLength(2);
  });
});
