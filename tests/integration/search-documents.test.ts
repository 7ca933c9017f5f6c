import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importContent } from "@/server/content/import";
import type { DatabaseHandle } from "@/server/db/client";
import {
  jobSearchDocuments,
  jobs,
  lectureSearchDocuments,
  lectures,
  updateSearchDocuments,
  updates,
} from "@/server/db/schema";
import { readOverview, readSearchList } from "@/server/search/queries";
import { DATABASE_KINDS, openDemoDatabase } from "./databases";

const noContent = { lectures: [], featured: [], coaching: [], updates: [], jobs: [] };
const lecture = {
  class: "11th",
  subject: "economics",
  chapterNo: 40,
  chapterName: "Zymurgy Markets",
  lectureNo: 1,
  lectureName: "Supply of Quillwort",
  videoUrl: "/demo/lecture-clip.webm",
};
const update = {
  title: "Quillwort scholarship",
  content: "For economics students.",
  link: "https://example.com/quillwort",
  thumbnail: "/demo/updates/results.svg",
  tags: ["Zymurgy"],
  postedAt: new Date("2026-02-01T00:00:00Z"),
};
const job = { title: "Quillwort tutor", link: "https://example.com/quillwort-job" };

/*
 * The stored search documents (migration 0009) follow every write to lectures, updates and jobs,
 * whichever program makes it: the importer's upserts, an editor's edit, a delete, a truncate.
 */
describe.each(DATABASE_KINDS)("search documents on %s", (kind) => {
  let handle: DatabaseHandle;
  const found = async (query: string) => {
    const results = await readOverview(query, handle.db);
    return {
      lectures: results.lectures.rows.map((row) => row.lectureName),
      updates: results.updates.rows.map((row) => row.title),
      jobs: results.jobs.rows.map((row) => row.title),
    };
  };
  const documentCounts = async () => ({
    lectures: [await handle.db.$count(lectures), await handle.db.$count(lectureSearchDocuments)],
    updates: [await handle.db.$count(updates), await handle.db.$count(updateSearchDocuments)],
    jobs: [await handle.db.$count(jobs), await handle.db.$count(jobSearchDocuments)],
  });

  beforeAll(async () => {
    handle = await openDemoDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("holds one document per row of the demo content", async () => {
    for (const [rows, documents] of Object.values(await documentCounts())) {
      expect(documents).toBe(rows);
      expect(rows).toBeGreaterThan(0);
    }
  });

  it("follows imports, re-imports with other names, edits, deletes and a truncate", async () => {
    await importContent(handle.db, {
      ...noContent,
      lectures: [lecture],
      updates: [update],
      jobs: [job],
    });
    expect(await found("quillwort")).toEqual({
      lectures: ["Supply of Quillwort"],
      updates: ["Quillwort scholarship"],
      jobs: ["Quillwort tutor"],
    });
    expect((await found("zymurgy")).updates).toEqual(["Quillwort scholarship"]);

    // The same natural key with another name: the importer's upsert updates the row.
    await importContent(handle.db, {
      ...noContent,
      lectures: [{ ...lecture, lectureName: "Demand for Bladderwrack" }],
    });
    expect((await found("quillwort")).lectures).toEqual([]);
    expect((await found("bladderwrack")).lectures).toEqual(["Demand for Bladderwrack"]);

    await handle.db
      .update(jobs)
      .set({ description: "Evening bladderwrack lessons" })
      .where(eq(jobs.title, job.title));
    expect((await found("bladderwrack")).jobs).toEqual(["Quillwort tutor"]);

    await handle.db.delete(updates).where(eq(updates.title, update.title));
    await handle.db.delete(lectures).where(eq(lectures.lectureName, "Demand for Bladderwrack"));
    expect(await found("bladderwrack")).toEqual({
      lectures: [],
      updates: [],
      jobs: ["Quillwort tutor"],
    });
    for (const [rows, documents] of Object.values(await documentCounts())) {
      expect(documents).toBe(rows);
    }

    await handle.db.execute(sql`TRUNCATE ${jobs}`);
    expect(await documentCounts()).toMatchObject({ jobs: [0, 0] });
    const page = await readSearchList.jobs("tutor", { kind: "first" }, handle.db);
    expect(page).toMatchObject({ kind: "page", total: 0, rows: [] });
  });
});
