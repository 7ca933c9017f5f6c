import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { lectures, updates } from "@/server/db/schema";
import { runSearch } from "@/server/search/queries";
import { DATABASE_KINDS, openDemoDatabase } from "./databases";

const urduUpdate = {
  title: "داخلہ کی آخری تاریخ",
  content: "میٹرک کے طلبہ کے لیے داخلہ فارم جمع کرانے کی آخری تاریخ قریب ہے۔",
  link: "https://example.com/urdu",
  thumbnail: "/demo/updates/results.svg",
  tags: ["Admissions"],
  postedAt: new Date("2026-01-05T00:00:00Z"),
};

describe.each(DATABASE_KINDS)("site search on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDemoDatabase(kind);
    await handle.db.insert(updates).values(urduUpdate);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("finds lectures by lecture, chapter, subject and class, every word as a prefix", async () => {
    const { lectures: hits } = await runSearch("phys quantit 9th", handle.db);
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) {
      expect(hit.classSlug).toBe("9th");
      expect(`${hit.lectureName} ${hit.chapterName}`).toMatch(/quantit/i);
    }
    const bySubject = await runSearch("computer science", handle.db);
    expect(bySubject.lectures.map((hit) => hit.subject)).toContain("computer-science");
  });

  it("finds updates by title, content and tag", async () => {
    const byTag = await runSearch("scholarships", handle.db);
    expect(byTag.updates.map((hit) => hit.tags.join())).toContainEqual(
      expect.stringMatching(/Scholarships/),
    );
    expect((await runSearch("آخری تاریخ", handle.db)).updates.map((hit) => hit.title)).toEqual([
      urduUpdate.title,
    ]);
  });

  it("falls back to a substring match when no word matches", async () => {
    const { lectures: hits } = await runSearch("hemistr", handle.db);
    expect(hits.length).toBeGreaterThan(0);
  });

  it.each([
    ["empty", ""],
    ["spaces only", "   \n "],
    ["very long", "physics ".repeat(400)],
    ["quotes", `"force' & 'motion"`],
    ["SQL-looking", "'; DROP TABLE lectures; --"],
    ["tsquery syntax", "!(a | b) <-> c:* & ''"],
    ["LIKE wildcards", "%_%\\"],
  ])("answers %s input without an error and leaves the tables alone", async (_, input) => {
    const before = await handle.db.$count(lectures);
    const result = await runSearch(input, handle.db);
    expect(result.query.length).toBeLessThanOrEqual(200);
    expect(Array.isArray(result.lectures) && Array.isArray(result.updates)).toBe(true);
    expect(await handle.db.$count(lectures)).toBe(before);
  });

  it("matches LIKE wildcards literally", async () => {
    expect(await runSearch("%", handle.db)).toMatchObject({ lectures: [], updates: [] });
  });
});
