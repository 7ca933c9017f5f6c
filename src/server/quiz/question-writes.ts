import "server-only";
import { eq } from "drizzle-orm";
import type { QuestionValues } from "@/server/content/question-row";
import type { Database } from "@/server/db/client";
import { questions } from "@/server/db/schema";
import type { Actor } from "@/server/workspace/audit";
import {
  changedFields,
  publishChange,
  type SaveOutcome,
} from "@/server/workspace/change";

/** What an audit entry of a question says it is about: its place and its first words. */
export const questionSummary = (v: QuestionValues) =>
  `${v.classSlug} ${v.subject} ${v.chapterNo}: ${v.text.slice(0, 120)}`;

/** The stored fields the form edits, as `questionValues` gives them (so edits compare alike). */
function editedFields(row: typeof questions.$inferSelect): QuestionValues {
  const { classSlug, subject, chapterNo, difficulty, language, text, options, answer } = row;
  const rest = { classSlug, subject, chapterNo, difficulty, text, options, answer };
  return { ...rest, language: language === "ur" ? "ur" : "en", explanation: row.explanation };
}

/**
 * Creates a question (id null) or replaces its fields; the audit entry keeps every field that
 * changed, before and after, in the same transaction, and quiz pages showing it are rebuilt.
 */
export async function saveQuestion(
  db: Database,
  actor: Actor,
  id: number | null,
  values: QuestionValues,
): Promise<SaveOutcome> {
  return publishChange<SaveOutcome>(db, async (tx) => {
    const entry = { actor, kind: "question", summary: questionSummary(values) } as const;
    if (id === null) {
      const [created] = await tx.insert(questions).values(values).returning({ id: questions.id });
      const newId = created!.id;
      return {
        result: { ok: true, id: newId },
        audit: { ...entry, action: "create", subjectId: newId, before: null, after: values },
      };
    }
    const [before] = await tx.select().from(questions).where(eq(questions.id, id)).for("update");
    if (!before) return { result: { ok: false, reason: "gone" }, audit: null };
    const diff = changedFields(editedFields(before), values);
    if (Object.keys(diff.after).length === 0) return { result: { ok: true, id }, audit: null };
    await tx.update(questions).set(values).where(eq(questions.id, id));
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
