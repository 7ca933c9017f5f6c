import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_FILES, importContentFiles } from "@/server/content/load";
import { readContentVersion } from "@/server/content/version";
import { lectures, updates } from "@/server/db/schema";
import type { DatabaseHandle } from "@/server/db/client";
import { DATABASE_KINDS, openTestDatabase } from "./databases";

const dir = mkdtempSync(path.join(tmpdir(), "parhai-import-"));
function file(name: string, content: string): string {
  const target = path.join(dir, name);
  writeFileSync(target, content);
  return target;
}

const good = (overrides: Record<string, unknown> = {}) => ({
  class: "9th",
  subject: "physics",
  chapterNo: 1,
  chapterName: "Physical Quantities and Measurement",
  lectureNo: 1,
  lectureName: "Base and derived quantities",
  videoUrl: "/demo/lecture-clip.webm",
  ...overrides,
});

async function snapshot(handle: DatabaseHandle) {
  const rows = await handle.db.select().from(lectures).orderBy(lectures.id);
  const feed = await handle.db.select().from(updates).orderBy(updates.id);
  return { rows, feed };
}

describe.each(DATABASE_KINDS)("content importer on %s", (kind) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("imports the demo content, and importing it again changes nothing", async () => {
    expect(await readContentVersion(handle.db)).toBe(0);
    const first = await importContentFiles(handle.db, DEMO_FILES);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(first.counts.lectures.written).toBe(first.counts.lectures.received);
    expect(first.counts.lectures.received).toBeGreaterThan(50);
    const before = await snapshot(handle);

    // Servers drop the pages they keep when the version moves, not when nothing changed.
    expect(await readContentVersion(handle.db)).toBe(1);

    const second = await importContentFiles(handle.db, DEMO_FILES);
    expect(second.ok && Object.values(second.counts).every((c) => c.written === 0)).toBe(true);
    expect(await snapshot(handle)).toEqual(before);
    expect(await readContentVersion(handle.db)).toBe(1);
  });

  it("updates a changed row in place", async () => {
    const row = good({ chapterNo: 77, lectureName: "First name" });
    await importContentFiles(handle.db, [
      file(`a-${kind}.json`, JSON.stringify({ lectures: [row] })),
    ]);
    const result = await importContentFiles(handle.db, [
      file(
        `b-${kind}.json`,
        JSON.stringify({ lectures: [{ ...row, lectureName: "Second name" }] }),
      ),
    ]);
    expect(result.ok && result.counts.lectures.written).toBe(1);
    expect(await readContentVersion(handle.db)).toBe(3);
    const names = (await handle.db.select().from(lectures)).filter((l) => l.chapterNo === 77);
    expect(names.map((l) => l.lectureName)).toEqual(["Second name"]);
  });

  it.each([
    ["a missing field", { lectureName: undefined }, "lectureName"],
    ['chapterNo "abc"', { chapterNo: "abc" }, "chapterNo"],
    ["lectureNo 0", { lectureNo: 0 }, "lectureNo"],
    ["a negative lectureNo", { lectureNo: -3 }, "lectureNo"],
  ])("rejects a file with %s, naming row and field, and writes nothing", async (_, bad, field) => {
    const before = await snapshot(handle);
    const rows = [
      good({ chapterNo: 90, lectureNo: 1 }),
      good({ chapterNo: 90, lectureNo: 2, ...bad }),
    ];
    const text = JSON.stringify({ lectures: rows }, null, 2);
    const version = await readContentVersion(handle.db);
    const result = await importContentFiles(handle.db, [file(`bad-${kind}-${field}.json`, text)]);
    expect(result.ok).toBe(false);
    expect(await readContentVersion(handle.db)).toBe(version);
    if (result.ok) return;
    const secondRowLine = text.split("\n").findIndex((l, i) => i > 2 && l.trim() === "{") + 1;
    expect(result.errors).toContainEqual(expect.objectContaining({ line: secondRowLine, field }));
    expect(await snapshot(handle)).toEqual(before);
  });

  it("rejects a duplicate natural key in one file and writes nothing", async () => {
    const before = await snapshot(handle);
    const csv = [
      "class,subject,chapterNo,chapterName,lectureNo,lectureName,videoUrl",
      "10th,chemistry,1,Chemical Equilibrium,1,Reversible reactions,/demo/lecture-clip.webm",
      '10th,chemistry,1,"Chemical Equilibrium",1,"Same key, other name",/demo/lecture-clip.webm',
    ].join("\n");
    const result = await importContentFiles(handle.db, [file(`dup-${kind}.csv`, csv)]);
    const errors = result.ok ? [] : result.errors;
    expect(errors.map((e) => e.line)).toEqual([3]);
    expect(errors[0]?.message).toMatch(/line 2/);
    expect(await snapshot(handle)).toEqual(before);
  });
});
