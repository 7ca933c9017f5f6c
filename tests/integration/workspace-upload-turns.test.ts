import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { user } from "@/server/db/schema";
import type { Actor } from "@/server/workspace/audit";
import { checkImport, confirmImport } from "@/server/workspace/bulk-import";
import { UPLOAD_GRACE_MS, inUploadSlot } from "@/server/workspace/upload-slot";
import { DATABASE_KINDS, openTestDatabase } from "./databases";

/*
 * Decision 0062: one bulk upload's check or import at a time in a server process, another one
 * told the workspace is busy once it has waited a moment; and a large file checked and imported in steps, with turns of the
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

  it("takes one upload at a time: another waits a moment for its turn, then is told it is busy", async () => {
    const check = (chapter: number) =>
      inUploadSlot(() => checkImport(handle.db, editor, "a.csv", lecturesCsv(1, chapter)));
    // A long upload holds the slot until released.
    let release = () => {};
    const holding = inUploadSlot(() => new Promise<void>((resolve) => (release = resolve)));
    const asked = Date.now();
    expect(await check(90)).toEqual({ busy: true });
    expect(Date.now() - asked).toBeGreaterThanOrEqual(UPLOAD_GRACE_MS - 50);
    // One that arrives as the other ends gets its turn.
    const waiting = check(91);
    setTimeout(() => release(), 200);
    expect(await waiting).toMatchObject({ busy: false, value: { ok: true } });
    expect(await holding).toEqual({ busy: false, value: undefined });
    expect(await check(92)).toMatchObject({ busy: false, value: { ok: true } });
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
