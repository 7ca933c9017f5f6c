import "server-only";
import { and, count, eq, ne } from "drizzle-orm";
import type { LectureRow } from "@/server/content/schemas";
import type { Database } from "@/server/db/client";
import { lectureProgress, lectureRatings, lectures } from "@/server/db/schema";
import type { Actor } from "./audit";
import {
  otherChapterNames,
  renameChapter as renameWholeChapter,
  type ChapterName,
} from "./chapter-names";
import {
  changedFields,
  isUniqueViolation,
  publishChange,
  type DeleteOutcome,
  type SaveOutcome,
  withoutId,
} from "./change";

type LectureValues = typeof lectures.$inferInsert;

function lectureValues(row: LectureRow): Omit<LectureValues, "id"> {
  return {
    classSlug: row.class,
    subject: row.subject,
    chapterNo: row.chapterNo,
    chapterName: row.chapterName,
    lectureNo: row.lectureNo,
    lectureName: row.lectureName,
    youtubeId: row.youtubeId ?? null,
    videoUrl: row.videoUrl ?? null,
    durationSeconds: row.durationSeconds ?? null,
    quickQuizUrl: row.quickQuizUrl ?? null,
    lectureNotesUrl: row.lectureNotesUrl ?? null,
  };
}

/** What an audit entry of a lecture says it is about: its place and its name. */
export const lectureSummary = (v: Omit<LectureValues, "id">) =>
  `${v.classSlug} ${v.subject} ${v.chapterNo}.${v.lectureNo} ${v.lectureName}`;

function conflict(values: Omit<LectureValues, "id">, name: string): SaveOutcome {
  return {
    ok: false,
    reason: "conflict",
    field: "lectureNo",
    message: {
      key: "Workspace.lectureTaken",
      values: { chapterNo: values.chapterNo, lectureNo: values.lectureNo, name },
    },
  };
}

/** Another lecture with the same class, subject, chapter and lecture number, if any. */
async function sameNumber(tx: Database, values: Omit<LectureValues, "id">, id: number | null) {
  const [other] = await tx
    .select({ name: lectures.lectureName })
    .from(lectures)
    .where(
      and(
        eq(lectures.classSlug, values.classSlug),
        eq(lectures.subject, values.subject),
        eq(lectures.chapterNo, values.chapterNo),
        eq(lectures.lectureNo, values.lectureNo),
        id === null ? undefined : ne(lectures.id, id),
      ),
    );
  return other;
}

/** The chapter's other lectures carry another name: refused unless the editor renames them all. */
function chapterConflict(values: Omit<LectureValues, "id">, others: ChapterName[]): SaveOutcome {
  return {
    ok: false,
    reason: "chapter",
    field: "chapterName",
    message: {
      key: "Workspace.chapterNamed",
      values: { chapterNo: values.chapterNo, name: others[0]!.name, other: others.length - 1 },
    },
    rename: {
      chapterNo: values.chapterNo,
      name: values.chapterName,
      lectures: others.reduce((sum, o) => sum + o.lectures, 0),
    },
  };
}

/** Whether the lecture comes to its chapter, or to its chapter's name, with this save. */
function joinsChapter(before: LectureValues | undefined, values: Omit<LectureValues, "id">) {
  return (
    !before ||
    (["classSlug", "subject", "chapterNo", "chapterName"] as const).some(
      (field) => before[field] !== values[field],
    )
  );
}

/**
 * Creates a lecture (id null) or replaces one's fields; audited and published in one transaction.
 * A chapter number its subject has under another name is refused (decision 0024), unless
 * `renameChapter`: then every lecture of the chapter takes the new name, each audited.
 */
export async function saveLecture(
  db: Database,
  actor: Actor,
  id: number | null,
  row: LectureRow,
  renameChapter = false,
): Promise<SaveOutcome> {
  const values = lectureValues(row);
  try {
    return await publishChange<SaveOutcome>(db, async (tx) => {
      const other = await sameNumber(tx, values, id);
      if (other) return { result: conflict(values, other.name), audit: null };
      const [before] =
        id === null
          ? []
          : await tx.select().from(lectures).where(eq(lectures.id, id)).for("update");
      if (id !== null && !before) return { result: { ok: false, reason: "gone" }, audit: null };
      const others = joinsChapter(before, values)
        ? await otherChapterNames(tx, values, values.chapterName, id)
        : [];
      if (others.length > 0 && !renameChapter) {
        return { result: chapterConflict(values, others), audit: null };
      }
      const renamed =
        others.length > 0
          ? await renameWholeChapter(tx, actor, values, values.chapterName, id, lectureSummary)
          : [];
      const entry = { actor, kind: "lecture", summary: lectureSummary(values) } as const;
      if (id === null || !before) {
        const [created] = await tx.insert(lectures).values(values).returning({ id: lectures.id });
        const newId = created!.id;
        return {
          result: { ok: true, id: newId },
          audit: [
            { ...entry, action: "create", subjectId: newId, before: null, after: values },
            ...renamed,
          ],
        };
      }
      const diff = changedFields(withoutId(before), values);
      if (Object.keys(diff.after).length === 0) return { result: { ok: true, id }, audit: null };
      await tx.update(lectures).set(values).where(eq(lectures.id, id));
      return {
        result: { ok: true, id },
        audit: [{ ...entry, action: "update", subjectId: id, ...diff }, ...renamed],
      };
    });
  } catch (error) {
    // Two editors saving the same number at once: the unique index decides, as the check above.
    if (!isUniqueViolation(error)) throw error;
    return conflict(values, (await sameNumber(db, values, id))?.name ?? "");
  }
}

/**
 * What goes when this lecture is deleted (the confirmation says so): its ratings, and the
 * students' progress on it, unlocks included.
 */
export async function countLectureDependents(
  db: Database,
  id: number,
): Promise<{ ratings: number; progress: number }> {
  const [[ratings], [progress]] = await Promise.all([
    db.select({ n: count() }).from(lectureRatings).where(eq(lectureRatings.lectureId, id)),
    db.select({ n: count() }).from(lectureProgress).where(eq(lectureProgress.lectureId, id)),
  ]);
  return { ratings: ratings?.n ?? 0, progress: progress?.n ?? 0 };
}

/**
 * Deletes a lecture and, through the foreign keys, its ratings and progress; the audit keeps its
 * values and how many of each went.
 */
export async function deleteLecture(
  db: Database,
  actor: Actor,
  id: number,
): Promise<DeleteOutcome> {
  return publishChange<DeleteOutcome>(db, async (tx) => {
    const dependents = await countLectureDependents(tx, id);
    const [removed] = await tx.delete(lectures).where(eq(lectures.id, id)).returning();
    if (!removed) return { result: { ok: false, reason: "gone" }, audit: null };
    const values = withoutId(removed);
    return {
      result: { ok: true },
      audit: {
        actor,
        kind: "lecture",
        action: "delete",
        subjectId: id,
        summary: lectureSummary(values),
        before: { ...values, ...dependents },
        after: null,
      },
    };
  });
}
