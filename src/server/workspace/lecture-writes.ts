import "server-only";
import { and, count, eq, ne } from "drizzle-orm";
import type { LectureRow } from "@/server/content/schemas";
import type { Database } from "@/server/db/client";
import { lectureRatings, lectures } from "@/server/db/schema";
import type { Actor } from "./audit";
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

const summary = (v: Omit<LectureValues, "id">) =>
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

/** Creates a lecture (id null) or replaces one's fields; audited and published in one transaction. */
export async function saveLecture(
  db: Database,
  actor: Actor,
  id: number | null,
  row: LectureRow,
): Promise<SaveOutcome> {
  const values = lectureValues(row);
  try {
    return await publishChange<SaveOutcome>(db, async (tx) => {
      const other = await sameNumber(tx, values, id);
      if (other) return { result: conflict(values, other.name), audit: null };
      const entry = { actor, kind: "lecture", summary: summary(values) } as const;
      if (id === null) {
        const [created] = await tx.insert(lectures).values(values).returning({ id: lectures.id });
        const newId = created!.id;
        return {
          result: { ok: true, id: newId },
          audit: { ...entry, action: "create", subjectId: newId, before: null, after: values },
        };
      }
      const [before] = await tx.select().from(lectures).where(eq(lectures.id, id)).for("update");
      if (!before) return { result: { ok: false, reason: "gone" }, audit: null };
      const previous = withoutId(before);
      const diff = changedFields(previous, values);
      if (Object.keys(diff.after).length === 0) return { result: { ok: true, id }, audit: null };
      await tx.update(lectures).set(values).where(eq(lectures.id, id));
      return {
        result: { ok: true, id },
        audit: { ...entry, action: "update", subjectId: id, ...diff },
      };
    });
  } catch (error) {
    // Two editors saving the same number at once: the unique index decides, as the check above.
    if (!isUniqueViolation(error)) throw error;
    return conflict(values, (await sameNumber(db, values, id))?.name ?? "");
  }
}

/** How many ratings go when this lecture is deleted (the confirmation says so). */
export async function countLectureRatings(db: Database, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(lectureRatings)
    .where(eq(lectureRatings.lectureId, id));
  return row?.n ?? 0;
}

/** Deletes a lecture and, through the foreign key, its ratings; the audit keeps its values. */
export async function deleteLecture(
  db: Database,
  actor: Actor,
  id: number,
): Promise<DeleteOutcome> {
  return publishChange<DeleteOutcome>(db, async (tx) => {
    const ratings = await countLectureRatings(tx, id);
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
        summary: summary(values),
        before: { ...values, ratings },
        after: null,
      },
    };
  });
}
