import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import feed from "../../content/demo/feed.json" with { type: "json" };
import type { PageRequest, UpdateCursor } from "@/lib/feed-paging";
import { importContent } from "@/server/content/import";
import { DEMO_FILES, importContentFiles } from "@/server/content/load";
import type { UpdateRow } from "@/server/content/schemas";
import type { DatabaseHandle } from "@/server/db/client";
import { updates, updateTags } from "@/server/db/schema";
import {
  getRelatedUpdates,
  getUpdate,
  getUpdatesPage,
  getUpdateTags,
  type FeedUpdate,
  type UpdatesPage,
} from "@/server/feed/queries";
import { DATABASE_KINDS, openDemoDatabase, openTestDatabase } from "./databases";

const noContent = { lectures: [], featured: [], coaching: [], jobs: [] };

/** `count` updates a day apart, every third tagged "Paging", all tagged "All"; newest first. */
function pagingUpdates(count: number): UpdateRow[] {
  return Array.from({ length: count }, (_, i) => ({
    title: `Paging update ${String(i).padStart(3, "0")}`,
    content: `Content ${i}`,
    link: `https://example.com/paging/${i}`,
    thumbnail: "/demo/updates/results.svg",
    tags: i % 3 === 0 ? ["All", "Paging"] : ["All"],
    postedAt: new Date(Date.UTC(2024, 0, 1) + (count - i) * 86_400_000),
  }));
}

type Page = Extract<UpdatesPage, { kind: "page" }>;

function asPage(page: UpdatesPage): Page {
  if (page.kind !== "page") throw new Error(`expected a page, got ${page.kind}`);
  return page;
}

/** Follows "Older" from the newest page to the last; every page's rows and links. */
async function walkOlder(handle: DatabaseHandle, tag: string | null): Promise<Page[]> {
  const pages: Page[] = [];
  let request: PageRequest<UpdateCursor> = { kind: "first" };
  for (;;) {
    const page = asPage(await getUpdatesPage(tag, request, handle.db));
    pages.push(page);
    if (!page.older) return pages;
    if (page.older.kind !== "older") throw new Error("older link without a cursor");
    request = { kind: "older", cursor: page.older.cursor };
  }
}

const titles = (rows: readonly FeedUpdate[]) => rows.map((row) => row.title);

describe.each(DATABASE_KINDS)("feed queries on %s", (kind) => {
  let handle: DatabaseHandle;
  const many = pagingUpdates(47);
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await importContent(handle.db, { ...noContent, updates: many });
  });
  afterAll(async () => {
    await handle.close();
  });

  it("pages through every update once, newest first, 20 at a time", async () => {
    const pages = await walkOlder(handle, null);
    expect(pages.map((page) => page.rows.length)).toEqual([20, 20, 7]);
    expect(pages.flatMap((page) => titles(page.rows))).toEqual(titles(many as FeedUpdate[]));
    expect(pages[0]!.newer).toBeNull();
    // From page 2 "Newer" is the plain first page; from page 3 it is a cursor.
    expect(pages[1]!.newer).toEqual({ kind: "first" });
    expect(pages[2]!.newer?.kind).toBe("newer");
  });

  it("pages back with the newer cursor to the same rows, and sends the newest to the first page", async () => {
    const pages = await walkOlder(handle, null);
    const third = pages[2]!;
    if (third.newer?.kind !== "newer") throw new Error("no newer cursor");
    const second = asPage(await getUpdatesPage(null, third.newer, handle.db));
    expect(titles(second.rows)).toEqual(titles(pages[1]!.rows));
    expect(second.newer).toEqual({ kind: "first" });
    expect(second.older).toEqual(pages[1]!.older);
    if (pages[1]!.newer === null) throw new Error("no newer link");
    const newest = pages[1]!.rows[0]!;
    const back = await getUpdatesPage(
      null,
      { kind: "newer", cursor: { postedAtMicros: newest.postedAtMicros, id: newest.id } },
      handle.db,
    );
    expect(back).toEqual({ kind: "first-page" });
  });

  it("keeps the tag on every page", async () => {
    const pages = await walkOlder(handle, "Paging");
    const expected = many.filter((row) => row.tags.includes("Paging"));
    expect(pages.map((page) => page.rows.length)).toEqual([16]);
    expect(pages.flatMap((page) => titles(page.rows))).toEqual(expected.map((row) => row.title));
  });

  it("keeps microsecond times apart: rows of the same moment and a microsecond apart each show once", async () => {
    await handle.db.execute(sql`
      INSERT INTO updates (title, content, link, thumbnail, tags, posted_at)
      SELECT 'Micro ' || n, 'c', 'https://example.com/m', '/x.svg', ARRAY['Micro'],
             timestamptz '2030-01-01 00:00:00.000001+00' + (n % 3) * interval '1 microsecond'
      FROM generate_series(1, 45) AS n`);
    const pages = await walkOlder(handle, "Micro");
    const seen = pages.flatMap((page) => titles(page.rows));
    expect(seen).toHaveLength(45);
    expect(new Set(seen).size).toBe(45);
    expect(pages[0]!.rows[0]!.postedAtMicros).toBe("1893456000000003");
  });

  it("answers an invalid cursor with an empty page that leads to the newest", async () => {
    expect(await getUpdatesPage(null, { kind: "invalid" }, handle.db)).toEqual({
      kind: "page",
      rows: [],
      older: null,
      newer: { kind: "first" },
    });
  });

  it("finds one update by id, and none for an unknown id", async () => {
    const [first] = asPage(await getUpdatesPage(null, { kind: "first" }, handle.db)).rows;
    expect((await getUpdate(first!.id, handle.db))?.title).toBe(first!.title);
    expect(await getUpdate(2_000_000_000, handle.db)).toBeNull();
  });

  it("relates up to five newest updates sharing a tag, never the update itself", async () => {
    const target = asPage(await getUpdatesPage("Paging", { kind: "first" }, handle.db)).rows[3]!;
    const related = await getRelatedUpdates(target, handle.db);
    expect(related).toHaveLength(5);
    expect(related.map((row) => row.id)).not.toContain(target.id);
    expect(related.every((row) => row.tags.some((tag) => target.tags.includes(tag)))).toBe(true);
  });
});

describe.each(DATABASE_KINDS)("the tag list on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDemoDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });

  const distinct = async () =>
    (await handle.db.selectDistinct({ tag: sql<string>`unnest(${updates.tags})` }).from(updates))
      .map((row) => row.tag)
      .sort();

  it("lists each tag once, in alphabetical order", async () => {
    const expected = [...new Set(feed.updates.flatMap((update) => update.tags))].sort();
    expect(await getUpdateTags(handle.db)).toEqual(expected);
  });

  it("follows every write to the updates: re-import, new tag, edited tags, deletes, truncate", async () => {
    const result = await importContentFiles(handle.db, DEMO_FILES);
    expect(result.ok).toBe(true);
    expect(await getUpdateTags(handle.db)).toEqual(await distinct());

    await importContent(handle.db, { ...noContent, updates: pagingUpdates(4) });
    expect(await getUpdateTags(handle.db)).toEqual(await distinct());
    expect(await getUpdateTags(handle.db)).toContain("Paging");

    await handle.db.execute(
      sql`UPDATE updates SET tags = ARRAY['Renamed'] WHERE 'Paging' = ANY(tags)`,
    );
    expect(await getUpdateTags(handle.db)).toEqual(await distinct());
    expect(await getUpdateTags(handle.db)).not.toContain("Paging");

    await handle.db.execute(sql`DELETE FROM updates WHERE 'Renamed' = ANY(tags)`);
    expect(await getUpdateTags(handle.db)).toEqual(await distinct());

    const counts = await handle.db
      .select({ tag: updateTags.tag, n: updateTags.updateCount })
      .from(updateTags)
      .orderBy(updateTags.tag);
    const tag = sql<string>`unnest(${updates.tags})`;
    const actual = await handle.db
      .select({ tag, n: sql<number>`count(*)::int` })
      .from(updates)
      .groupBy(tag)
      .orderBy(tag);
    expect(counts).toEqual(actual);

    await handle.db.execute(sql`TRUNCATE ${updates}`);
    expect(await getUpdateTags(handle.db)).toEqual([]);
  });
});

describe("a failed feed read", () => {
  it("is logged and gives the empty state instead of an error", async () => {
    const handle = await openTestDatabase("pglite");
    await handle.close();
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      await expect(getUpdatesPage(null, { kind: "first" }, handle.db)).resolves.toEqual({
        kind: "page",
        rows: [],
        older: null,
        newer: null,
      });
      await expect(getUpdateTags(handle.db)).resolves.toEqual([]);
      await expect(getUpdate(1, handle.db)).resolves.toBeUndefined();
      const lines = stderr.mock.calls.map(([line]) => String(line));
      expect(lines.filter((line) => line.includes('"event":"db.read_failed"'))).toHaveLength(3);
      expect(lines.some((line) => line.includes('"what":"feed updates"'))).toBe(true);
    } finally {
      stderr.mockRestore();
    }
  });
});
