import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { DOCUMENTS_PER_PAGE, listDocuments, subjectCounts } from "@/server/library/queries";
import { readSearchList } from "@/server/search/queries";
import { buildLibraryDocuments, importLibraryCatalogue } from "../../bench/library-catalogue";
import { DATABASE_KINDS, openTestDatabase } from "./databases";

/*
 * The large catalogue's library as the bench writes it (bench/library-catalogue.ts), smaller:
 * the listing pages through it with cursors, its counts and search read it.
 */
describe.each(DATABASE_KINDS)("the bench's library catalogue on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    await importLibraryCatalogue(handle.db, 1_500);
  });
  afterAll(() => handle.close());

  it("pages 9th physics papers newest first with cursors, and search finds them", async () => {
    const place = { kind: "past-papers", class: "9th", subject: "physics" } as const;
    const papers = buildLibraryDocuments(1_500).filter(
      (row) =>
        row.kind === place.kind && row.class === place.class && row.subject === place.subject,
    ).length;
    expect(papers).toBeGreaterThan(10 * DOCUMENTS_PER_PAGE);
    const seen: number[] = [];
    let before: number | undefined;
    for (let page = 0; page < 30; page += 1) {
      const listed = await listDocuments(place, {}, before, handle.db);
      seen.push(...listed.rows.map((row) => row.id));
      if (!listed.more) break;
      before = listed.rows.at(-1)!.id;
    }
    expect(seen).toHaveLength(papers);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect((await listDocuments(place, {}, undefined, handle.db)).rows).toHaveLength(
      DOCUMENTS_PER_PAGE,
    );
    const counts = await subjectCounts("past-papers", "9th", handle.db);
    expect(counts).toContainEqual(expect.objectContaining({ subject: "physics", count: papers }));
    const found = await readSearchList.documents("bench physics", { kind: "first" }, handle.db);
    expect(found.kind === "page" && found.rows.length).toBeGreaterThan(0);
  });
});
