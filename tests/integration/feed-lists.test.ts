import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENTRIES_PER_PAGE, type PageRequest } from "@/lib/feed-paging";
import { importContent } from "@/server/content/import";
import type { DatabaseHandle } from "@/server/db/client";
import { getEntriesPage, getNewestEntries, type EntryList } from "@/server/feed/entries";
import { DATABASE_KINDS, openTestDatabase } from "./databases";

const JOBS = 45;

describe.each(DATABASE_KINDS)("jobs, Featured and Coaching pages on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    const rows = (n: number, name: string) =>
      Array.from({ length: n }, (_, i) => ({
        title: `${name} ${i}`,
        description: `About ${name} ${i}`,
        link: `https://example.com/${name}/${i}`,
      }));
    await importContent(handle.db, {
      lectures: [],
      updates: [],
      jobs: rows(JOBS, "job"),
      featured: rows(12, "featured"),
      coaching: rows(3, "coaching"),
    });
  });
  afterAll(async () => {
    await handle.close();
  });

  async function walk(list: EntryList): Promise<string[][]> {
    const pages: string[][] = [];
    let request: PageRequest<number> = { kind: "first" };
    for (;;) {
      const page: Awaited<ReturnType<typeof getEntriesPage>> = await getEntriesPage(
        list,
        request,
        handle.db,
      );
      if (page.kind !== "page") throw new Error("expected a page");
      pages.push(page.rows.map((row) => row.title));
      if (page.older?.kind !== "older") return pages;
      request = { kind: "older", cursor: page.older.cursor };
    }
  }

  it("shows the newest ten beside the feed: the last imported first", async () => {
    const jobs = await getNewestEntries("jobs", 10, handle.db);
    expect(jobs.map((job) => job.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `job ${JOBS - 1 - i}`),
    );
    expect(await getNewestEntries("coaching", 10, handle.db)).toHaveLength(3);
  });

  it("pages through all jobs by id, each once", async () => {
    const pages = await walk("jobs");
    expect(pages.map((page) => page.length)).toEqual([ENTRIES_PER_PAGE, ENTRIES_PER_PAGE, 5]);
    expect(pages.flat()).toEqual(Array.from({ length: JOBS }, (_, i) => `job ${JOBS - 1 - i}`));
    expect(await walk("featured")).toHaveLength(1);
  });

  it("goes back with the newer cursor, and a newer page that is the newest is the first page", async () => {
    const third = await getEntriesPage("jobs", { kind: "older", cursor: 6 }, handle.db);
    if (third.kind !== "page" || third.newer?.kind !== "newer") throw new Error("no newer cursor");
    const second = await getEntriesPage("jobs", third.newer, handle.db);
    if (second.kind !== "page") throw new Error("expected a page");
    expect(second.rows.map((row) => row.id)).toEqual(Array.from({ length: 20 }, (_, i) => 25 - i));
    expect(second.newer).toEqual({ kind: "first" });
    expect(await getEntriesPage("jobs", { kind: "newer", cursor: 30 }, handle.db)).toEqual({
      kind: "first-page",
    });
  });
});
