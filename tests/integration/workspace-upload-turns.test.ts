import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { user } from "@/server/db/schema";
import type { Actor } from "@/server/workspace/audit";
import { checkImport, confirmImport } from "@/server/workspace/bulk-import";
import { inUploadSlot } from "@/server/workspace/upload-slot";
import { DATABASE_KINDS, openTestDatabase } from "./databases";

/*
 * Decision 0062: one bulk upload's check or import at a time in a server process, the next one
 * told the workspace is busy; and a large file checked and imported in steps, with turns of the
 * event loop between them, so the server still answers other requests meanwhile.
 */

const HEADER = "class,subject,chapterNo,chapterName,lectureNo,lectureName,youtubeId,videoUrl";

function lecturesCsv(count: number, chapterFrom = 1): string {
  const rows = Array.from({ length: count }, (_, i) => {
    const chapter = chapterFrom + Math.floor(i / 100);
    const id = `t${String(chapterFrom * 1000 + i).padStart(10, "0")}`;
    return `10th,chemistry,${chapter},Chapter ${chapter},${(i % 100) + 1},Lecture ${i + 1},${id},`;
  });
  return [HEADER, ...rows].join("\n");
}

/** Counts the turns the event loop takes while `work` runs. */
async function turnsDuring<T>(work: () => Promise<T>): Promise<{ turns: number; value: T }> {
  let turns = 0;
  let running = true;
  const probe = () => {
    turns += 1;
    if (running) setImmediate(probe);
  };
  setImmediate(probe);
  try {
    return { value: await work(), turns };
  } finally {
    running = false;
  }
}

describe.each(DATABASE_KINDS)("a bulk upload beside other requests on %s", (kind) => {
  let handle: DatabaseHandle;
  let editor: Actor;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    editor = { id: randomUUID(), name: "Bilal", email: `${randomUUID()}@example.com` };
    await handle.db.insert(user).values({ ...editor, role: "editor" });
  });
  afterAll(() => handle.close());

  it("takes one check or import at a time, and tells a second one at once that it is busy", async () => {
    const check = (rows: number, chapterFrom: number) =>
      inUploadSlot(() => checkImport(handle.db, editor, "a.csv", lecturesCsv(rows, chapterFrom)));
    const first = check(3000, 1);
    const during = await check(1, 90);
    expect(during).toEqual({ busy: true });
    const checked = await first;
    expect(checked).toMatchObject({ busy: false, value: { ok: true } });
    const draftId = (!checked.busy && checked.value.ok && checked.value.draftId) || "";

    const importing = inUploadSlot(() => confirmImport(handle.db, editor, draftId));
    expect(await check(1, 90)).toEqual({ busy: true });
    expect(await importing).toMatchObject({ busy: false, value: { ok: true } });
    expect(await check(1, 90)).toMatchObject({ busy: false, value: { ok: true } });
  });

  it("gives the event loop a turn at least every thousand rows it reads, checks and writes", async () => {
    const rows = 5000;
    const text = lecturesCsv(rows, 100);
    const checked = await turnsDuring(() => checkImport(handle.db, editor, "b.csv", text));
    // Reading the rows, validating them, and writing them in statements of 500 (rolled back).
    expect(checked.turns).toBeGreaterThanOrEqual(rows / 1000 + rows / 1000 + rows / 500);
    const draftId = (checked.value.ok && checked.value.draftId) || "";
    const imported = await turnsDuring(() => confirmImport(handle.db, editor, draftId));
    expect(imported.value).toMatchObject({ ok: true });
    // The same, and the audit entries in statements of 500.
    expect(imported.turns).toBeGreaterThanOrEqual(2 * (rows / 1000) + 2 * (rows / 500));
  });
});
