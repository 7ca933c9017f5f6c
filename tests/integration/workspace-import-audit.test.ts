import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/server/db/client";
import { auditLog, lectures } from "@/server/db/schema";
import type { Actor } from "@/server/workspace/audit";
import { checkImport, confirmImport } from "@/server/workspace/bulk-import";
import { DATABASE_KINDS, openTestDatabase } from "./databases";
import { addEditor } from "./editors";

/*
 * A bulk upload leaves a full trace (decision 0025): one audit entry per row it creates or
 * changes, each changed field before and after, read from the database, never from the file; and
 * a file that would give a chapter a second name is refused with its line (decision 0024).
 */

const HEADER = "class,subject,chapterNo,chapterName,lectureNo,lectureName,youtubeId,quickQuizUrl";
const line = (no: number, quiz: string, chapter = "Kinematics", name = `Motion ${no}`) =>
  `9th,physics,2,${chapter},${no},${name},dQw4w9WgXcQ,${quiz}`;

async function upload(handle: DatabaseHandle, actor: Actor, fileName: string, rows: string[]) {
  const check = await checkImport(handle.db, actor, fileName, [HEADER, ...rows].join("\n"));
  if (!check.ok) return { check, result: null };
  return { check, result: await confirmImport(handle.db, actor, check.draftId ?? "") };
}

const entriesOf = (handle: DatabaseHandle, fileName: string) =>
  handle.db.select().from(auditLog).where(eq(auditLog.fileName, fileName)).orderBy(auditLog.id);

describe.each(DATABASE_KINDS)("a bulk upload's audit trail on %s", (kind) => {
  let handle: DatabaseHandle;
  let editor: Actor;
  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    editor = await addEditor(handle);
    const first = await upload(handle, editor, "first.csv", [
      line(1, "https://example.com/quiz/1"),
      line(2, "https://example.com/quiz/2"),
    ]);
    expect(first.result).toMatchObject({ ok: true });
  });
  afterAll(() => handle.close());

  it("names each row created, with its values, and the file", async () => {
    const entries = await entriesOf(handle, "first.csv");
    expect(entries.map((e) => [e.kind, e.action, e.summary, e.actorEmail])).toEqual([
      ["lecture", "create", "9th physics 2.1 Motion 1", editor.email],
      ["lecture", "create", "9th physics 2.2 Motion 2", editor.email],
      ["import", "import", "first.csv", editor.email],
    ]);
    expect(entries[0]?.after).toMatchObject({
      classSlug: "9th",
      chapterName: "Kinematics",
      quickQuizUrl: "https://example.com/quiz/1",
    });
    expect(entries[0]?.subjectId).toMatch(/^\d+$/);
  });

  it("records a changed row's changed field before and after, and nothing for unchanged rows", async () => {
    const { check, result } = await upload(handle, editor, "innocent.csv", [
      line(1, "https://phish.example/quiz"),
      line(2, "https://example.com/quiz/2"),
    ]);
    expect(check).toMatchObject({
      ok: true,
      changes: [
        {
          action: "update",
          summary: "9th physics 2.1 Motion 1",
          before: { quickQuizUrl: "https://example.com/quiz/1" },
          after: { quickQuizUrl: "https://phish.example/quiz" },
        },
      ],
    });
    expect(result).toMatchObject({ ok: true });
    const [lecture] = await handle.db
      .select({ id: lectures.id })
      .from(lectures)
      .where(and(eq(lectures.chapterNo, 2), eq(lectures.lectureNo, 1)));
    const entries = await entriesOf(handle, "innocent.csv");
    expect(
      entries.map((e) => [e.kind, e.action, e.subjectId, e.source, e.before, e.after]),
    ).toEqual([
      [
        "lecture",
        "update",
        String(lecture!.id),
        "upload",
        { quickQuizUrl: "https://example.com/quiz/1" },
        { quickQuizUrl: "https://phish.example/quiz" },
      ],
      [
        "import",
        "import",
        null,
        "upload",
        null,
        { lectures: { new: 0, changed: 1, unchanged: 1 } },
      ],
    ]);
  });

  it("refuses a chapter number under another name, naming the line, and writes nothing", async () => {
    const { check } = await upload(handle, editor, "typo.csv", [
      line(3, "", "Kinematic", "Projectiles"),
    ]);
    expect(check.ok ? [] : check.errors.map((e) => [e.line, e.field, e.key, e.values])).toEqual([
      [2, "chapterName", "chapterSplit", { chapterNo: 2, name: "Kinematic", other: "Kinematics" }],
    ]);
    const projectiles = await handle.db
      .select()
      .from(lectures)
      .where(eq(lectures.lectureName, "Projectiles"));
    expect(projectiles).toEqual([]);
  });

  it("renames a chapter when the file renames every one of its lectures", async () => {
    const { result } = await upload(handle, editor, "rename.csv", [
      line(1, "https://phish.example/quiz", "Motion in a line"),
      line(2, "https://example.com/quiz/2", "Motion in a line"),
    ]);
    expect(result).toMatchObject({ ok: true });
    const entries = await entriesOf(handle, "rename.csv");
    expect(entries.filter((e) => e.kind === "lecture").map((e) => e.after)).toEqual([
      { chapterName: "Motion in a line" },
      { chapterName: "Motion in a line" },
    ]);
    const names = await handle.db
      .selectDistinct({ name: lectures.chapterName })
      .from(lectures)
      .where(inArray(lectures.lectureNo, [1, 2]));
    expect(names).toEqual([{ name: "Motion in a line" }]);
  });
});
