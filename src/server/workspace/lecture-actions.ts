"use server";

import { confirmedDelete } from "./confirmed-delete";
import { lectureRow } from "@/server/content/schemas";
import { getDb } from "@/server/db/client";
import { log } from "@/server/log";
import {
  failedState,
  formErrorState,
  formText,
  invalidState,
  notSavedState,
  refusedState,
  RENAME_CHAPTER_FIELD,
} from "./action-state";
import { readRowId } from "./form-input";
import type { FormState } from "./form-state";
import { authorizeAction } from "./guard";
import { suggestChapters, type ChapterSuggestion } from "./lecture-queries";
import { deleteLecture, saveLecture } from "./lecture-writes";
import type { SaveOutcome } from "./change";
import { redirectInLocale } from "@/server/i18n/locale";

const FIELDS = [
  "class",
  "subject",
  "chapterNo",
  "chapterName",
  "lectureNo",
  "lectureName",
  "youtubeId",
  "videoUrl",
  "durationSeconds",
  "quickQuizUrl",
  "lectureNotesUrl",
] as const;

/** Creates or edits a lecture with the importer's rules; on success, back to its page. */
export async function saveLectureForm(_previous: FormState, form: FormData): Promise<FormState> {
  const access = await authorizeAction("content:write");
  if (!access.ok) return refusedState(access.error);
  if (!(form instanceof FormData)) return formErrorState("badRequest", {});
  const values = formText(form, FIELDS);
  const id = readRowId(form);
  if (!id.ok) return formErrorState("badRequest", values);
  const parsed = lectureRow.safeParse(values);
  if (!parsed.success) return invalidState(parsed.error.issues, values);
  let outcome: SaveOutcome;
  try {
    const rename = form.get(RENAME_CHAPTER_FIELD) === "yes";
    outcome = await saveLecture(await getDb(), access.actor, id.id, parsed.data, rename);
  } catch (error) {
    return failedState("workspace.lecture_save_failed", error, values);
  }
  if (!outcome.ok) return notSavedState(outcome, values);
  log("info", "workspace.lecture_saved", { id: outcome.id, by: access.actor.id });
  return redirectInLocale(`/admin/lectures/${outcome.id}?saved=1`);
}

/** Deletes a lecture (and its ratings) once the editor confirmed. */
export async function deleteLectureForm(_previous: FormState, form: FormData): Promise<FormState> {
  return confirmedDelete(form, {
    remove: async (db, actor, id) => (await deleteLecture(db, actor, id)).ok,
    failure: "workspace.lecture_delete_failed",
    listPath: () => "/admin/lectures",
  });
}

/** The chapters of a subject, for the lecture form's suggestions; null when refused. */
export async function chapterSuggestions(
  classSlug: unknown,
  subject: unknown,
): Promise<ChapterSuggestion[] | null> {
  const access = await authorizeAction("content:write");
  if (!access.ok) return null;
  if (typeof classSlug !== "string" || typeof subject !== "string") return [];
  try {
    return await suggestChapters(await getDb(), classSlug, subject);
  } catch (error) {
    log("error", "workspace.chapter_suggestions_failed", { error });
    return [];
  }
}
