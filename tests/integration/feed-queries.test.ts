import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import feed from "../../content/demo/feed.json" with { type: "json" };
import { DEMO_FILES, importContentFiles } from "@/server/content/load";
import type { DatabaseHandle } from "@/server/db/client";
import { getFeedUpdates, getStudentJobs, getUpdateTags } from "@/server/feed/queries";
import { DATABASE_KINDS, openTestDatabase } from "./databases";

describe.each(DATABASE_KINDS)("feed queries on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    const result = await importContentFiles(handle.db, DEMO_FILES);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
  });
  afterAll(async () => {
    await handle.close();
  });

  it("lists every update, newest first", async () => {
    const rows = await getFeedUpdates(null, handle.db);
    const expected = [...feed.updates].sort((a, b) => b.postedAt.localeCompare(a.postedAt));
    expect(rows.map((row) => row.title)).toEqual(expected.map((update) => update.title));
  });

  it("keeps only the updates whose tags contain the selected tag", async () => {
    const rows = await getFeedUpdates("Entry Tests", handle.db);
    const expected = feed.updates.filter((update) => update.tags.includes("Entry Tests"));
    expect(rows.map((row) => row.title).sort()).toEqual(expected.map((u) => u.title).sort());
    expect(rows.every((row) => row.tags.includes("Entry Tests"))).toBe(true);
  });

  it("matches tags exactly, so an unknown or partial tag finds nothing", async () => {
    expect(await getFeedUpdates("Entry", handle.db)).toEqual([]);
    expect(await getFeedUpdates("entry tests", handle.db)).toEqual([]);
    expect(await getFeedUpdates("<script>alert(1)</script>", handle.db)).toEqual([]);
  });

  it("lists each tag once, in alphabetical order", async () => {
    const expected = [...new Set(feed.updates.flatMap((update) => update.tags))].sort();
    expect(await getUpdateTags(handle.db)).toEqual(expected);
  });

  it("keeps a job's missing description as null", async () => {
    const jobs = await getStudentJobs(handle.db);
    expect(jobs).toHaveLength(feed.jobs.length);
    expect(jobs.filter((job) => job.description === null).length).toBe(
      feed.jobs.filter((job) => !("description" in job)).length,
    );
  });
});

describe("a failed feed read", () => {
  it("is logged and gives the empty state instead of an error", async () => {
    const handle = await openTestDatabase("pglite");
    await handle.close();
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      await expect(getFeedUpdates(null, handle.db)).resolves.toEqual([]);
      await expect(getUpdateTags(handle.db)).resolves.toEqual([]);
      const lines = stderr.mock.calls.map(([line]) => String(line));
      expect(lines.filter((line) => line.includes('"event":"db.read_failed"'))).toHaveLength(2);
      expect(lines.some((line) => line.includes('"what":"feed updates"'))).toBe(true);
    } finally {
      stderr.mockRestore();
    }
  });
});
