import { describe, expect, it } from "vitest";
import { collections } from "../src/server/content/schemas";
import { checkCatalogue, type Timing } from "./catalogue-figures";
import { buildCatalogue, FIRST_GENERATED_CHAPTER, LARGE_CATALOGUE } from "./catalogue";

describe("buildCatalogue", () => {
  const rows = buildCatalogue(LARGE_CATALOGUE);

  it("has the issue's sizes, the same rows every time, and rows the importer accepts", () => {
    expect(rows.lectures).toHaveLength(20_000);
    expect(rows.updates).toHaveLength(5_000);
    expect(rows.jobs).toHaveLength(2_000);
    expect(buildCatalogue(LARGE_CATALOGUE).updates[4_999]).toEqual(rows.updates[4_999]);
    for (const name of ["lectures", "updates", "jobs", "featured", "coaching"] as const) {
      for (const row of rows[name].slice(0, 200)) {
        expect(collections[name].safeParse(row).success, `${name}: ${JSON.stringify(row)}`).toBe(
          true,
        );
      }
    }
  });

  it("never touches the demo content's chapters and has unique natural keys", () => {
    expect(rows.lectures.every((l) => l.chapterNo >= FIRST_GENERATED_CHAPTER)).toBe(true);
    const keys = rows.lectures.map((l) => `${l.class}|${l.subject}|${l.chapterNo}|${l.lectureNo}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(rows.updates.map((u) => u.title)).size).toBe(rows.updates.length);
  });
});

describe("checkCatalogue", () => {
  const timing = (path: string, medianMs: number, gzipBytes = 1000): Timing => ({
    path,
    status: 200,
    medianMs,
    maxMs: medianMs,
    bytes: gzipBytes * 5,
    gzipBytes,
  });

  it("holds the sitemap, feed and search to 500 ms and the large /latest to 40 KB and 1.5x the demo's", () => {
    const large = {
      catalogue: "large" as const,
      renders: [timing("/latest", 120, 30_000)],
      searches: [timing("/search?q=physics", 80)],
      documents: [timing("/sitemap.xml", 300), timing("/latest/feed.xml", 20)],
      documentLoad: [],
      demoLatestRender: timing("/latest", 100),
    };
    expect(checkCatalogue(large).every((check) => check.pass)).toBe(true);
    const slow = {
      ...large,
      renders: [timing("/latest", 160, 41_000)],
      searches: [timing("/search?q=physics", 500)],
      documents: [timing("/sitemap.xml", 500)],
    };
    expect(
      checkCatalogue(slow)
        .filter((check) => !check.pass)
        .map((check) => check.check),
    ).toEqual([
      "answer time (median of 10)",
      "search render time (median of 15, large catalogue)",
      "first HTML (gzip), large catalogue",
      "render time, large over demo catalogue",
    ]);
    expect(checkCatalogue({ ...large, catalogue: "demo" })).toHaveLength(3);
  });
});
