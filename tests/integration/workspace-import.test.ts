import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readContentVersion } from "@/server/content/version";
import type { DatabaseHandle } from "@/server/db/client";
import { auditLog, importDrafts, lectures, user } from "@/server/db/schema";
import type { Actor } from "@/server/workspace/audit";
import { checkImport, confirmImport } from "@/server/workspace/bulk-import";
import { DATABASE_KINDS, openTestDatabase } from "./databases";

const HEADER = "class,subject,chapterNo,chapterName,lectureNo,lectureName,youtubeId,videoUrl";
const row = (no: number, name: string, video = "dQw4w9WgXcQ") =>
  `12th,physics,4,Waves,${no},${name},${video},`;

async function addEditor(handle: DatabaseHandle): Promise<Actor> {
  const actor = { id: randomUUID(), name: "Bilal", email: `${randomUUID()}@example.com` };
  await handle.db.insert(user).values({ ...actor, role: "editor" });
  return actor;
}

const wavesLectures = (handle: DatabaseHandle) =>
  handle.db
    .select({ no: lectures.lectureNo, name: lectures.lectureName })
    .from(lectures)
    .where(eq(lectures.chapterName, "Waves"))
    .orderBy(lectures.lectureNo);

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
});
