import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lectureRow, updateRow } from "@/server/content/schemas";
import type { DatabaseHandle } from "@/server/db/client";
import { auditLog, lectures, user } from "@/server/db/schema";
import type { Actor } from "@/server/workspace/audit";
import { listLectures } from "@/server/workspace/lecture-list";
import { saveLecture } from "@/server/workspace/lecture-writes";
import { PAGE_SIZE } from "@/server/workspace/list-params";
import { saveUpdate } from "@/server/workspace/update-writes";
import { DATABASE_KINDS, openTestDatabase } from "./databases";

/*
 * What editors met in the workspace (decisions 0024, 0025): a typo that split a chapter, an audit
 * entry for tags nobody changed, an update dated in the future, and a lecture list that put 10th
 * before 9th with no way back and no total.
 */

const lecture = (overrides: Record<string, unknown> = {}) =>
  lectureRow.parse({
    class: "9th",
    subject: "physics",
    chapterNo: 2,
    chapterName: "Kinematics",
    lectureNo: 1,
    lectureName: "Speed",
    youtubeId: "dQw4w9WgXcQ",
    ...overrides,
  });

const chapterNamesOf = async (handle: DatabaseHandle) =>
  (
    await handle.db
      .selectDistinct({ name: lectures.chapterName })
      .from(lectures)
      .where(and(eq(lectures.classSlug, "9th"), eq(lectures.chapterNo, 2)))
  ).map((r) => r.name);

describe.each(DATABASE_KINDS)("the workspace's editors on %s", (kind) => {
  let handle: DatabaseHandle;
  let editor: Actor;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    editor = { id: randomUUID(), name: "Ayesha", email: `${randomUUID()}@example.com` };
    await handle.db.insert(user).values({ ...editor, role: "editor" });
    for (const no of [1, 2]) {
      expect(
        await saveLecture(
          handle.db,
          editor,
          null,
          lecture({ lectureNo: no, lectureName: `L${no}` }),
        ),
      ).toMatchObject({ ok: true });
    }
  });
  afterAll(() => handle.close());

  it("refuses a chapter number its subject has under another name, and offers to rename it", async () => {
    const typo = await saveLecture(
      handle.db,
      editor,
      null,
      lecture({ lectureNo: 3, chapterName: "Kinematic" }),
    );
    expect(typo).toEqual({
      ok: false,
      reason: "chapter",
      field: "chapterName",
      message: {
        key: "Workspace.chapterNamed",
        values: { chapterNo: 2, name: "Kinematics", other: 0 },
      },
      rename: { chapterNo: 2, name: "Kinematic", lectures: 2 },
    });
    expect(await chapterNamesOf(handle)).toEqual(["Kinematics"]);

    const renamed = await saveLecture(
      handle.db,
      editor,
      null,
      lecture({ lectureNo: 3, chapterName: "Motion in a line" }),
      true,
    );
    expect(renamed.ok).toBe(true);
    expect(await chapterNamesOf(handle)).toEqual(["Motion in a line"]);
    const renames = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, "lecture"), eq(auditLog.action, "update")))
      .orderBy(auditLog.id);
    expect(renames.map((e) => [e.summary, e.before, e.after])).toEqual([
      ["9th physics 2.1 L1", { chapterName: "Kinematics" }, { chapterName: "Motion in a line" }],
      ["9th physics 2.2 L2", { chapterName: "Kinematics" }, { chapterName: "Motion in a line" }],
    ]);
  });

  it("logs an update's title change alone, and refuses a posted-on time in the future", async () => {
    const row = (overrides: Record<string, unknown>) =>
      updateRow.parse({
        title: "Results announced",
        content: "The board's results are out.",
        link: "https://example.pk/results",
        thumbnail: "/demo/updates/results.svg",
        tags: ["Results", "Lahore Board"],
        postedAt: "2026-11-20T10:15:42.123Z",
        ...overrides,
      });
    const created = await saveUpdate(handle.db, editor, null, row({}));
    const id = created.ok ? created.id : 0;
    // The form sends the tags in its own order and the time to the minute.
    const edited = await saveUpdate(
      handle.db,
      editor,
      id,
      row({
        title: "Results announced today",
        tags: ["Lahore Board", "Results"],
        postedAt: "2026-11-20T10:15:00Z",
      }),
    );
    expect(edited).toEqual({ ok: true, id });
    const [entry] = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, "update"), eq(auditLog.action, "update")));
    expect([entry?.before, entry?.after]).toEqual([
      { title: "Results announced" },
      { title: "Results announced today" },
    ]);

    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect(
      await saveUpdate(handle.db, editor, null, row({ title: "Early", postedAt: tomorrow })),
    ).toEqual({
      ok: false,
      reason: "conflict",
      field: "postedAt",
      message: { key: "Workspace.futureDate" },
    });
  });

  it("lists lectures class by class in the site's order, pages back and says how many", async () => {
    const rows = [
      ...Array.from({ length: PAGE_SIZE }, (_, i) => ({
        ...lecture({
          class: "10th",
          chapterNo: 1,
          lectureNo: i + 1,
          lectureName: `Tenth ${i + 1}`,
        }),
      })),
      lecture({
        class: "12th",
        subject: "physics",
        chapterNo: 1,
        lectureNo: 1,
        lectureName: "Twelfth",
      }),
    ];
    await handle.db
      .insert(lectures)
      .values(rows.map((r) => ({ ...r, classSlug: r.class, youtubeId: r.youtubeId ?? null })));
    const filter = { tsQuery: null, classSlug: "", subject: "", after: "", before: "" };
    const first = await listLectures(handle.db, filter);
    expect(first.total).toBe(3 + PAGE_SIZE + 1);
    expect(first.rows.slice(0, 4).map((r) => r.classSlug)).toEqual(["9th", "9th", "9th", "10th"]);
    expect(first.previous).toBeNull();
    const second = await listLectures(handle.db, { ...filter, after: first.next! });
    expect(second.rows.map((r) => r.lectureName)).toEqual([
      "Tenth 48",
      "Tenth 49",
      "Tenth 50",
      "Twelfth",
    ]);
    expect(second.next).toBeNull();
    const back = await listLectures(handle.db, { ...filter, before: second.previous! });
    expect(back.rows.map((r) => r.id)).toEqual(first.rows.map((r) => r.id));
    expect(back.previous).toBeNull();
    const tenth = await listLectures(handle.db, { ...filter, classSlug: "10th" });
    expect(tenth.total).toBe(PAGE_SIZE);
  });
});
