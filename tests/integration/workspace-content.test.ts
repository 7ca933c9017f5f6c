import { randomUUID } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readContentVersion } from "@/server/content/version";
import { lectureRow, updateRow } from "@/server/content/schemas";
import type { DatabaseHandle } from "@/server/db/client";
import {
  auditLog,
  jobs,
  lectureRatings,
  lectures,
  mediaImages,
  updates,
  user,
} from "@/server/db/schema";
import type { Actor } from "@/server/workspace/audit";
import { deleteEntry, saveEntry } from "@/server/workspace/entry-writes";
import { encodeUpload } from "@/server/workspace/images";
import { deleteLecture, saveLecture } from "@/server/workspace/lecture-writes";
import { deleteUpdate, saveUpdate } from "@/server/workspace/update-writes";
import { DATABASE_KINDS, openTestDatabase } from "./databases";

async function addAccount(handle: DatabaseHandle, role = "editor"): Promise<Actor> {
  const actor = { id: randomUUID(), name: "Ayesha", email: `${randomUUID()}@example.com` };
  await handle.db.insert(user).values({ ...actor, role });
  return actor;
}

const lecture = (overrides: Record<string, unknown> = {}) =>
  lectureRow.parse({
    class: "9th",
    subject: "physics",
    chapterNo: 3,
    chapterName: "Kinematics",
    lectureNo: 1,
    lectureName: "Speed and velocity",
    youtubeId: "https://youtu.be/dQw4w9WgXcQ",
    ...overrides,
  });

async function auditFor(handle: DatabaseHandle, kind: string, subjectId: number) {
  return handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.kind, kind), eq(auditLog.subjectId, String(subjectId))))
    .orderBy(auditLog.id);
}

describe.each(DATABASE_KINDS)("workspace writes on %s", (kind) => {
  let handle: DatabaseHandle;
  let editor: Actor;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    editor = await addAccount(handle);
  });
  afterAll(() => handle.close());

  it("creates, edits and deletes a lecture, each with its audit entry and a new content version", async () => {
    const version = await readContentVersion(handle.db);
    const created = await saveLecture(handle.db, editor, null, lecture());
    expect(created.ok).toBe(true);
    const id = created.ok ? created.id : 0;
    expect(await readContentVersion(handle.db)).toBe(version + 1);

    const edited = await saveLecture(handle.db, editor, id, lecture({ youtubeId: "abcdefghijk" }));
    expect(edited).toEqual({ ok: true, id });
    // Saving the same values again changes nothing and records nothing.
    await saveLecture(handle.db, editor, id, lecture({ youtubeId: "abcdefghijk" }));
    expect(await readContentVersion(handle.db)).toBe(version + 2);

    await handle.db.insert(lectureRatings).values({ lectureId: id, userId: editor.id, rating: 4 });
    expect(await deleteLecture(handle.db, editor, id)).toEqual({ ok: true });
    expect(await deleteLecture(handle.db, editor, id)).toEqual({ ok: false, reason: "gone" });
    expect(await handle.db.select().from(lectures).where(eq(lectures.id, id))).toEqual([]);

    const entries = await auditFor(handle, "lecture", id);
    expect(entries.map((e) => [e.action, e.actorId, e.kind])).toEqual([
      ["create", editor.id, "lecture"],
      ["update", editor.id, "lecture"],
      ["delete", editor.id, "lecture"],
    ]);
    expect(entries[1]).toMatchObject({
      before: { youtubeId: "dQw4w9WgXcQ" },
      after: { youtubeId: "abcdefghijk" },
    });
    expect(entries[2]?.before).toMatchObject({
      lectureName: "Speed and velocity",
      ratings: 1,
      progress: 0,
    });
    expect([entries[0]?.actorName, entries[0]?.actorEmail]).toEqual(["Ayesha", editor.email]);
  });

  it("refuses a lecture number its chapter already has, at the lecture number", async () => {
    const first = await saveLecture(handle.db, editor, null, lecture({ lectureNo: 7 }));
    const second = await saveLecture(handle.db, editor, null, lecture({ lectureNo: 8 }));
    expect(first.ok && second.ok).toBe(true);
    const clash = await saveLecture(
      handle.db,
      editor,
      second.ok ? second.id : 0,
      lecture({ lectureNo: 7 }),
    );
    expect(clash).toEqual({
      ok: false,
      reason: "conflict",
      field: "lectureNo",
      message: {
        key: "Workspace.lectureTaken",
        values: { chapterNo: 3, lectureNo: 7, name: "Speed and velocity" },
      },
    });
  });

  it("writes nothing when the audit entry cannot be written (one transaction)", async () => {
    const version = await readContentVersion(handle.db);
    const ghost: Actor = { id: "no-such-account", name: "Ghost", email: "ghost@example.com" };
    await expect(saveLecture(handle.db, ghost, null, lecture({ lectureNo: 99 }))).rejects.toThrow();
    const [left] = await handle.db
      .select({ n: count() })
      .from(lectures)
      .where(eq(lectures.lectureNo, 99));
    expect(left?.n).toBe(0);
    expect(await readContentVersion(handle.db)).toBe(version);
  });

  it("stores an uploaded picture as WebP at most 800 px wide and drops it with its update", async () => {
    const png = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: "#065f46" },
    })
      .png()
      .toBuffer();
    const image = await encodeUpload(png);
    expect(image).toMatchObject({ width: 800, height: 450 });
    expect((await sharp(image!.webp).metadata()).format).toBe("webp");
    expect(await encodeUpload(new TextEncoder().encode("not a picture"))).toBeNull();

    const row = updateRow.parse({
      title: "Board results",
      content: "Out today.",
      link: "https://example.com/results",
      thumbnail: "https://example.com/placeholder.png",
      tags: ["Results", "Results", "Lahore"],
      postedAt: "2026-11-23T10:00:00+05:00",
    });
    const saved = await saveUpdate(handle.db, editor, null, row, image!);
    const id = saved.ok ? saved.id : 0;
    const [stored] = await handle.db.select().from(updates).where(eq(updates.id, id));
    expect(stored?.thumbnail).toBe(`/media/${image!.id}.webp`);
    expect(stored?.tags).toEqual(["Results", "Lahore"]);
    const [media] = await handle.db.select().from(mediaImages).where(eq(mediaImages.id, image!.id));
    expect(media?.webp.equals(image!.webp)).toBe(true);

    expect(await saveUpdate(handle.db, editor, null, row)).toMatchObject({
      ok: false,
      field: "title",
    });
    await deleteUpdate(handle.db, editor, id);
    expect(await handle.db.select().from(mediaImages).where(eq(mediaImages.id, image!.id))).toEqual(
      [],
    );
  });

  it("keeps jobs apart by title and link, and a job's description optional", async () => {
    const job = { title: "Tutor wanted", link: "https://example.com/tutor" };
    const saved = await saveEntry(handle.db, editor, "jobs", null, job);
    const id = saved.ok ? saved.id : 0;
    const [row] = await handle.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row?.description).toBeNull();
    expect(await saveEntry(handle.db, editor, "jobs", null, job)).toMatchObject({
      reason: "conflict",
      message: { key: "Workspace.jobTaken" },
    });
    expect(await deleteEntry(handle.db, editor, "jobs", id)).toEqual({ ok: true });
    const entries = await auditFor(handle, "job", id);
    expect(entries.map((e) => e.action)).toEqual(["create", "delete"]);
  });
});
