import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROWS_PER_STATEMENT } from "@/server/content/import";
import { readContentVersion } from "@/server/content/version";
import type { DatabaseHandle } from "@/server/db/client";
import { auditLog, importDrafts, lectures } from "@/server/db/schema";
import { AUDIT_ROWS_PER_STATEMENT, type Actor } from "@/server/workspace/audit";
import { checkImport, confirmImport } from "@/server/workspace/bulk-import";
import { UPLOAD_GRACE_MS, inUploadSlot, uploadSlotFree } from "@/server/workspace/upload-slot";
import { DATABASE_KINDS, openTestDatabase } from "./databases";
import { addEditor } from "./editors";

const HEADER = "class,subject,chapterNo,chapterName,lectureNo,lectureName,youtubeId,videoUrl";
const row = (no: number, name: string, video = "dQw4w9WgXcQ") =>
  `12th,physics,4,Waves,${no},${name},${video},`;

const wavesLectures = (handle: DatabaseHandle) =>
  handle.db
    .select({ no: lectures.lectureNo, name: lectures.lectureName })
    .from(lectures)
    .where(eq(lectures.chapterName, "Waves"))
    .orderBy(lectures.lectureNo);

/** `count` lectures of 10th chemistry, a hundred per chapter from `chapterFrom` on. */
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

describe.each(DATABASE_KINDS)("bulk upload on %s", (kind) => {
  let handle: DatabaseHandle;
  let editor: Actor;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    editor = await addEditor(handle);
  });
  afterAll(() => handle.close());

  it("names every bad row by line and field, and writes nothing", async () => {
    const csv = [HEADER, row(1, "Wave motion"), row(2, "", "abc"), row(3, "Sound", "")].join("\n");
    const check = await checkImport(handle.db, editor, "waves.csv", csv);
    expect(check.ok ? [] : check.errors.map((e) => `${e.line} ${e.field} ${e.key}`)).toEqual([
      "3 lectureName required",
      "3 youtubeId youtube",
      "4 youtubeId noVideo",
    ]);
    expect(await wavesLectures(handle)).toEqual([]);
    expect(await handle.db.select().from(importDrafts)).toEqual([]);
  });

  it("dry-runs: counts new, changed and unchanged rows exactly, and publishes nothing", async () => {
    const first = [HEADER, row(1, "Wave motion"), row(2, "Sound")].join("\n");
    const initial = await checkImport(handle.db, editor, "waves.csv", first);
    expect(initial).toMatchObject({ ok: true, counts: { lectures: { new: 2 } } });
    const imported = await confirmImport(handle.db, editor, (initial.ok && initial.draftId) || "");
    expect(imported).toMatchObject({ ok: true, counts: { lectures: { new: 2, changed: 0 } } });
    const version = await readContentVersion(handle.db);

    const second = [HEADER, row(1, "Wave motion"), row(2, "Sound waves"), row(3, "Light")].join(
      "\n",
    );
    const check = await checkImport(handle.db, editor, "waves-2.csv", second);
    expect(check).toMatchObject({
      ok: true,
      counts: { lectures: { new: 1, changed: 1, unchanged: 1 } },
    });
    // The dry run rolled its write back.
    expect(await wavesLectures(handle)).toEqual([
      { no: 1, name: "Wave motion" },
      { no: 2, name: "Sound" },
    ]);
    expect(await readContentVersion(handle.db)).toBe(version);

    // Only the editor who checked the file may import it, and only once.
    const other = await addEditor(handle);
    const draftId = (check.ok && check.draftId) || "";
    expect(await confirmImport(handle.db, other, draftId)).toEqual({ ok: false, reason: "gone" });
    expect(await confirmImport(handle.db, editor, draftId)).toMatchObject({ ok: true });
    expect(await confirmImport(handle.db, editor, draftId)).toEqual({ ok: false, reason: "gone" });
    expect(await wavesLectures(handle)).toEqual([
      { no: 1, name: "Wave motion" },
      { no: 2, name: "Sound waves" },
      { no: 3, name: "Light" },
    ]);
    expect(await readContentVersion(handle.db)).toBe(version + 1);

    const entries = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.kind, "import"))
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.summary, e.fileName, e.actorId, e.after])).toEqual([
      ["waves.csv", "waves.csv", editor.id, { lectures: { new: 2, changed: 0, unchanged: 0 } }],
      ["waves-2.csv", "waves-2.csv", editor.id, { lectures: { new: 1, changed: 1, unchanged: 1 } }],
    ]);
  });

  it("says when a file changes nothing, and keeps no draft to import", async () => {
    const csv = [HEADER, row(1, "Wave motion")].join("\n");
    const check = await checkImport(handle.db, editor, "again.csv", csv);
    expect(check).toMatchObject({
      ok: true,
      draftId: null,
      changes: [],
      counts: { lectures: { new: 0, changed: 0, unchanged: 1 } },
    });
    const drafts = await handle.db
      .select()
      .from(importDrafts)
      .where(eq(importDrafts.userId, editor.id));
    expect(drafts).toEqual([]);
  });

  it("keeps one draft per editor", async () => {
    const csv = [HEADER, row(9, "Optics")].join("\n");
    await checkImport(handle.db, editor, "a.csv", csv);
    await checkImport(handle.db, editor, "b.csv", csv);
    const drafts = await handle.db
      .select({ file: importDrafts.fileName })
      .from(importDrafts)
      .where(eq(importDrafts.userId, editor.id));
    expect(drafts).toEqual([{ file: "b.csv" }]);
  });

  // Decision 0062: one upload at a time in a server process, and a large file read and written in
  // steps with turns of the event loop between them, so the server answers other requests.
  it("takes one upload at a time: another waits a moment for its turn, then is told it is busy", async () => {
    const check = (chapter: number) =>
      inUploadSlot(() => checkImport(handle.db, editor, "a.csv", lecturesCsv(1, chapter)));
    // A long upload holds the slot until released.
    let release = () => {};
    const holding = inUploadSlot(() => new Promise<void>((resolve) => (release = resolve)));
    const asked = Date.now();
    expect(await check(90)).toEqual({ busy: true });
    expect(Date.now() - asked).toBeGreaterThanOrEqual(UPLOAD_GRACE_MS - 50);
    // What the action asks before it reads the session: the same answer, taking nothing.
    expect(await uploadSlotFree()).toBe(false);
    // One that arrives as the other ends gets its turn.
    const waiting = check(91);
    setTimeout(() => release(), 200);
    expect(await waiting).toMatchObject({ busy: false, value: { ok: true } });
    expect(await holding).toEqual({ busy: false, value: undefined });
    expect(await uploadSlotFree()).toBe(true);
    expect(await check(92)).toMatchObject({ busy: false, value: { ok: true } });
  });

  it("gives the event loop a turn at least every thousand rows it reads, checks and writes", async () => {
    const rows = 5000;
    const text = lecturesCsv(rows, 100);
    const checked = await turnsDuring(() => checkImport(handle.db, editor, "b.csv", text));
    // Reading the rows, validating them, and writing them in statements (rolled back).
    expect(checked.turns).toBeGreaterThanOrEqual(
      rows / 1000 + rows / 1000 + rows / ROWS_PER_STATEMENT,
    );
    const draftId = (checked.value.ok && checked.value.draftId) || "";
    const imported = await turnsDuring(() => confirmImport(handle.db, editor, draftId));
    expect(imported.value).toMatchObject({ ok: true });
    // The same, and the audit entries in statements of their own.
    expect(imported.turns).toBeGreaterThanOrEqual(
      2 * (rows / 1000) + rows / ROWS_PER_STATEMENT + rows / AUDIT_ROWS_PER_STATEMENT,
    );
  });
});
