import "server-only";
import { eq } from "drizzle-orm";
import type { QuestionValues } from "@/server/content/question-row";
import type { Database } from "@/server/db/client";
import { questions } from "@/server/db/schema";
import type { Actor } from "@/server/workspace/audit";
import { changedFields, publishChange, type SaveOutcome } from "@/server/workspace/change";
import {
  dropUnusedImage,
  mediaPath,
  storeImage,
  type EncodedImage,
} from "@/server/workspace/images";

/** What an audit entry of a question says it is about: its place and its first words. */
export const questionSummary = (v: QuestionValues) =>
  `${v.classSlug} ${v.subject} ${v.chapterNo}: ${v.text.slice(0, 120)}`;

/** A question's picture as the form sends it: a new upload, if any, and its alt text. */
export type QuestionPicture = { image?: EncodedImage; alt: string | null };

type StoredQuestion = QuestionValues & { imageId: string | null; imageAlt: string | null };

/** The stored fields the workspace edits, as `questionValues` gives them (so edits compare alike). */
function editedFields(row: typeof questions.$inferSelect): StoredQuestion {
  const { classSlug, subject, chapterNo, difficulty, text, options, answer, explanation } = row;
  const rest = { classSlug, subject, chapterNo, difficulty, text, options, answer, explanation };
  const language = row.language === "ur" ? "ur" : "en";
  return { ...rest, language, imageId: row.imageId, imageAlt: row.imageAlt };
}

const altMissing: SaveOutcome = {
  ok: false,
  reason: "conflict",
  field: "imageAlt",
  message: { key: "Quiz.admin.altRequired" },
};

/**
 * Creates a question (id null) or replaces its fields; the audit entry keeps every field that
 * changed, before and after, in the same transaction, and quiz pages showing it are rebuilt. A
 * picture, new or kept, needs its alt text (decision 0084).
 */
export async function saveQuestion(
  db: Database,
  actor: Actor,
  id: number | null,
  values: QuestionValues,
  picture: QuestionPicture = { alt: null },
): Promise<SaveOutcome> {
  return publishChange<SaveOutcome>(db, async (tx) => {
    const [row] =
      id === null
        ? []
        : await tx.select().from(questions).where(eq(questions.id, id)).for("update");
    if (id !== null && !row) return { result: { ok: false, reason: "gone" }, audit: null };
    const before = row ? editedFields(row) : null;
    const imageId = picture.image?.id ?? before?.imageId ?? null;
    if (imageId !== null && !picture.alt) return { result: altMissing, audit: null };
    if (picture.image) await storeImage(tx, picture.image);
    const after: StoredQuestion = { ...values, imageId, imageAlt: imageId ? picture.alt : null };
    const entry = { actor, kind: "question", summary: questionSummary(values) } as const;
    if (id === null || !before) {
      const [created] = await tx.insert(questions).values(after).returning({ id: questions.id });
      const newId = created!.id;
      return {
        result: { ok: true, id: newId },
        audit: { ...entry, action: "create", subjectId: newId, before: null, after },
      };
    }
    const diff = changedFields(before, after);
    if (Object.keys(diff.after).length === 0) return { result: { ok: true, id }, audit: null };
    await tx.update(questions).set(after).where(eq(questions.id, id));
    if (before.imageId && before.imageId !== imageId) {
      await dropUnusedImage(tx, mediaPath(before.imageId));
    }
    return {
      result: { ok: true, id },
      audit: { ...entry, action: "update", subjectId: id, ...diff },
    };
  });
}

/** A question as the workspace edits it, or null. */
export async function getQuestionForEdit(db: Database, id: number) {
  const [row] = await db.select().from(questions).where(eq(questions.id, id));
  return row ? { id: row.id, ...editedFields(row) } : null;
}
