import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_FILES, importContentFiles } from "@/server/content/load";
import type { DatabaseHandle } from "@/server/db/client";
import { readOverview, readSearchList } from "@/server/search/queries";
import { saveRatingForUser } from "@/server/lectures/ratings";
import {
  getChaptersForSubject,
  getLectureCountsForClass,
  getLectureRatingSummary,
  getLecturesForChapter,
  getOwnLectureRating,
} from "@/server/lectures/queries";
import { user } from "@/server/db/schema";
import { getEntriesPage, getNewestEntries } from "@/server/feed/entries";
import {
  getLatestUpdateSummaries,
  getNewestUpdates,
  getUpdatesPage,
  getUpdateTags,
} from "@/server/feed/queries";
import { openTestDatabase } from "./databases";

/** Every read the screens make, run against both databases with the same content. */
const queries: Record<string, (handle: DatabaseHandle) => Promise<unknown>> = {
  latestUpdateSummaries: (h) => getLatestUpdateSummaries(5, h.db),
  searchByWords: (h) => readOverview("motion physics", h.db),
  searchByPrefixAcrossTables: (h) => readOverview("admis", h.db),
  searchUpdatesAndJobsByClass: (h) => readOverview("2nd year", h.db),
  searchByClassAndWordForms: (h) => readOverview("2nd year laws", h.db),
  searchInUrdu: (h) => readOverview("نویں جماعت طبیعیات", h.db),
  searchPaged: (h) =>
    readSearchList.lectures("physics", { kind: "older", cursor: "WzEsMiwzLDQsMF0" }, h.db),
  chaptersForSubject: (h) => getChaptersForSubject("9th", "physics", h.db),
  lectureCountsForClass: (h) => getLectureCountsForClass("12th", h.db),
  // Without createdAt: each database holds the time of its own import.
  lecturesForChapter: async (h) =>
    (await getLecturesForChapter("9th", "physics", 1, h.db))?.map((lecture) => ({
      ...lecture,
      createdAt: null,
    })),
  ownLectureRating: async (h) => [await getOwnLectureRating(await ratedLectureId(h), RATER, h.db)],
  lectureRatingSummary: async (h) => getLectureRatingSummary(await ratedLectureId(h), h.db),
  feedUpdatesAll: (h) => getUpdatesPage(null, { kind: "first" }, h.db),
  feedUpdatesTagged: (h) => getUpdatesPage("Entry Tests", { kind: "first" }, h.db),
  feedUpdatesOlder: (h) =>
    getUpdatesPage(
      null,
      { kind: "older", cursor: { postedAtMicros: "1791072000000000", id: 5 } },
      h.db,
    ),
  newestUpdates: (h) => getNewestUpdates(null, 20, h.db),
  updateTags: (h) => getUpdateTags(h.db),
  featuredEntries: (h) => getNewestEntries("featured", 10, h.db),
  coachingEntries: (h) => getNewestEntries("coaching", 10, h.db),
  studentJobs: (h) => getNewestEntries("jobs", 10, h.db),
  jobsPage: (h) => getEntriesPage("jobs", { kind: "older", cursor: 4 }, h.db),
};

const RATER = "parity-student";

/** The first lecture of 9th physics chapter 1, which beforeAll rates in both databases. */
async function ratedLectureId(handle: DatabaseHandle): Promise<number> {
  const [first] = (await getLecturesForChapter("9th", "physics", 1, handle.db)) ?? [];
  if (!first) throw new Error("the demo content has no 9th physics chapter 1");
  return first.id;
}

describe("PGlite and PostgreSQL answer the same queries with the same rows", () => {
  let pglite: DatabaseHandle;
  let postgres: DatabaseHandle;
  beforeAll(async () => {
    [pglite, postgres] = await Promise.all([
      openTestDatabase("pglite"),
      openTestDatabase("postgres"),
    ]);
    for (const handle of [pglite, postgres]) {
      const result = await importContentFiles(handle.db, DEMO_FILES);
      if (!result.ok) throw new Error(JSON.stringify(result.errors));
      await handle.db.insert(user).values({ id: RATER, name: "P", email: "p@example.com" });
      const lectureId = await ratedLectureId(handle);
      const saved = await saveRatingForUser(RATER, { lectureId, rating: 4 }, handle.db);
      if (!saved.ok) throw new Error(saved.error);
    }
  });
  afterAll(async () => {
    await Promise.all([pglite.close(), postgres.close()]);
  });

  it.each(Object.keys(queries))("%s", async (name) => {
    const run = queries[name]!;
    const [a, b] = await Promise.all([run(pglite), run(postgres)]);
    expect(a).toEqual(b);
    expect(Array.isArray(a) ? a.length : 1).toBeGreaterThan(0);
  });
});
